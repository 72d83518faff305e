/**
 * What a Mantine NumberInput holds: a number, '' when empty, or a string while a number is half typed
 * ("12." before the decimal, "0.50"). Forms keep this value as is, so typing is never interrupted, and
 * turn it into `number | null` when they save or add up.
 */
export type NumberInputValue = number | string;

/** The number a NumberInput value stands for; empty or unreadable is null. */
export function toNumberOrNull(value: NumberInputValue | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined || value.trim() === '') return null;
  // NumberInput reports half-typed values with "." whatever separator it displays.
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** The NumberInput value of a stored number: empty for null. */
export function toNumberInputValue(value: number | null | undefined): NumberInputValue {
  return value ?? '';
}

/** Converts every entry of a group of NumberInput values, keeping the keys. */
export function groupToNumbers<K extends string>(
  group: Record<K, NumberInputValue>,
): Record<K, number | null> {
  const entries = Object.entries(group) as [K, NumberInputValue][];
  return Object.fromEntries(entries.map(([key, value]) => [key, toNumberOrNull(value)])) as Record<
    K,
    number | null
  >;
}

/** The NumberInput values of a group of stored numbers, keeping the keys. */
export function groupToInputValues<K extends string>(
  group: Record<K, number | null>,
): Record<K, NumberInputValue> {
  const entries = Object.entries(group) as [K, number | null][];
  return Object.fromEntries(entries.map(([key, value]) => [key, toNumberInputValue(value)])) as Record<
    K,
    NumberInputValue
  >;
}
