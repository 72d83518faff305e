/**
 * Whole-dollar amounts (in cents) that add up to the whole-dollar total shown with them: each amount is
 * rounded down, and the dollars left go to the largest remainders (ties to the first). The amounts must add
 * up to `totalCents` exactly (an amount may be negative: an intangible part under a multiplier below 1).
 */
export function dollarsAddingUp(amountsCents: readonly number[], totalCents: number): number[] {
  const floors = amountsCents.map((c) => Math.floor(c / 100));
  let left = Math.round(totalCents / 100) - floors.reduce((t, d) => t + d, 0);
  const order = amountsCents
    .map((c, i) => ({ i, rest: c - Math.floor(c / 100) * 100 }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const dollars = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    dollars[i] = (dollars[i] ?? 0) + 1;
    left--;
  }
  // + 0: never a negative zero, which would read "-$0".
  return dollars.map((d) => d * 100 + 0);
}
