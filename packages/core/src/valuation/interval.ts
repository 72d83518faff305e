import { type Factor, factorInput, factorKey } from './range.ts';
import type { Rates } from './rates.ts';
import type { BuiltLine } from './tangible.ts';
import type { Sensitivity, ValueInterval } from './types.ts';

/**
 * The P10–P90 interval of method 1.2, and the tornado that explains it.
 *
 * Each uncertain input has a P10 and a P90 (1.1's widths by source, read as P10/P90: actual ±5 %, entered
 * ±15 %, an unaudited audience ±25 %, default ±30 %, a market CPM its published range, predominance one
 * step). Its *swing* is how far the value moves with that input alone at its P10 and at its P90, every other
 * input at base: the tornado's bar. Inputs that share a cause are one input: a channel's CPM moves every line
 * that uses it, the value per engagement every experiential line, a multiplier part the whole multiplied
 * value. Independent inputs are combined by the square root of the sum of their squared swings, downs and
 * ups apart (the first-order propagation of independent errors, as measurement uncertainty is combined):
 *
 *   P10 = base − √(Σ down²)      P90 = base + √(Σ up²)
 *
 * so that the interval is built from exactly the bars the tornado shows (and those it leaves out), P10 ≤ base
 * ≤ P90 by construction, a narrower input never widens it, and the same inputs give the same interval to the
 * cent (no random draws). Reading each input's P10/P90 as ±1.2816 standard deviations, it is the P10–P90 of a
 * normal approximation of the value.
 */

/** The multiplier's inputs, from which it is added up and clamped. */
export interface MultiplierInputs {
  fit: number;
  exclusivities: number;
  sponsors: number;
  management: number;
}

/** The multiplier's parts the tornado shows, and the input of each. */
export const MULTIPLIER_PARTS = [
  { name: 'fit', input: 'fit' },
  { name: 'exclusivity', input: 'exclusivities' },
  { name: 'clutter', input: 'sponsors' },
  { name: 'management', input: 'management' },
] as const;
type MultiplierPart = (typeof MULTIPLIER_PARTS)[number];

/** The tornado: at most this many inputs, the ones that move the value most. */
export const TORNADO_SIZE = 8;

/** What the swings need of the valuation. */
export interface SwingContext {
  multiplier: number;
  /** The rights value at base, and what it is with a multiplier made of other inputs. */
  rightsCents: number;
  rightsAt: (x: MultiplierInputs) => number;
  base: MultiplierInputs;
  low: MultiplierInputs;
  high: MultiplierInputs;
}

/** One input's swing of the rights value and of the activation value (cents, down ≤ 0 ≤ up). */
interface Swing {
  factor: Factor | null;
  part: MultiplierPart | null;
  rightsLow: number;
  rightsHigh: number;
  activationLow: number;
  activationHigh: number;
}

/** Squared swings added up, down and up apart. */
interface Spread {
  down: number;
  up: number;
}

const spread = (): Spread => ({ down: 0, up: 0 });
const add = (s: Spread, low: number, high: number) => {
  s.down += low * low;
  s.up += high * high;
};

/** A base and its spread as a P10–P90 in cents (never below 0). */
export function intervalOf(baseCents: number, s: Spread): ValueInterval {
  return {
    p10Cents: Math.max(0, Math.min(baseCents, Math.round(baseCents - Math.sqrt(s.down)))),
    p90Cents: Math.max(baseCents, Math.round(baseCents + Math.sqrt(s.up))),
  };
}

export interface Swings {
  rights: ValueInterval;
  activation: ValueInterval;
  programme: ValueInterval;
  /** The largest swings of the rights value (largest first); null when not asked for. */
  tornado: Sensitivity[] | null;
}

/**
 * Every input's swing, the intervals they make (rights, activation, the programme), each line's own interval
 * (set on the line), and, when asked, the tornado of the rights value, each bar kept within the stress
 * bounds (`stress`, the joint extreme).
 */
export function swingsOf(
  built: BuiltLine[],
  c: SwingContext,
  activationCents: number,
  tornado: { stress: { lowCents: number; highCents: number } } | null,
): Swings {
  const swings = new Map<Factor, Swing>();
  for (const { line, coefficient, factors } of built) {
    if (!factors) continue;
    const scale = line.multiplied ? c.multiplier : 1;
    const own = spread();
    // The product of the other factors' bases, by dividing the whole product (or afresh when a base is 0).
    let whole = coefficient;
    let zeros = 0;
    for (const f of factors)
      if (f.base === 0) zeros++;
      else whole *= f.base;
    if (zeros <= 1) {
      for (const f of factors) {
        if (f.low === f.base && f.high === f.base) continue;
        const others = zeros === 0 ? whole / f.base : f.base === 0 ? whole : 0;
        if (others === 0) continue;
        const low = others * (f.low - f.base);
        const high = others * (f.high - f.base);
        add(own, low, high);
        let swing = swings.get(f);
        if (!swing) {
          swing = { factor: f, part: null, rightsLow: 0, rightsHigh: 0, activationLow: 0, activationHigh: 0 };
          swings.set(f, swing);
        }
        if (line.side === 'activation') {
          swing.activationLow += low;
          swing.activationHigh += high;
        } else {
          swing.rightsLow += low * scale;
          swing.rightsHigh += high * scale;
        }
      }
    }
    line.interval = intervalOf(line.deliveredCents, own);
  }
  const all: Swing[] = [...swings.values()];
  for (const part of MULTIPLIER_PARTS) {
    const low = { ...c.base, [part.input]: c.low[part.input] };
    const high = { ...c.base, [part.input]: c.high[part.input] };
    all.push({
      factor: null,
      part,
      rightsLow: c.rightsAt(low) - c.rightsCents,
      rightsHigh: c.rightsAt(high) - c.rightsCents,
      activationLow: 0,
      activationHigh: 0,
    });
  }
  const rights = spread();
  const activation = spread();
  const programme = spread();
  for (const s of all) {
    add(rights, s.rightsLow, s.rightsHigh);
    add(activation, s.activationLow, s.activationHigh);
    add(programme, s.rightsLow + s.activationLow, s.rightsHigh + s.activationHigh);
  }
  return {
    rights: intervalOf(c.rightsCents, rights),
    activation: intervalOf(activationCents, activation),
    programme: intervalOf(c.rightsCents + activationCents, programme),
    tornado: tornado ? largest(all, c.rightsCents, tornado.stress) : null,
  };
}

const keyOf = (s: Swing): string => (s.part ? `multiplier.${s.part.name}` : factorKey(s.factor as Factor));

/** The TORNADO_SIZE largest swings of the rights value, largest first, ties in key order. */
function largest(all: Swing[], total: number, stress: { lowCents: number; highCents: number }) {
  const bars = all
    .map((s) => {
      const low = Math.round(Math.max(stress.lowCents - total, s.rightsLow));
      const high = Math.round(Math.min(stress.highCents - total, s.rightsHigh));
      return { s, low, high, width: high - low };
    })
    .filter((b) => b.width > 0);
  const keys = new Map(bars.map((b) => [b, keyOf(b.s)]));
  bars.sort((a, b) => b.width - a.width || ((keys.get(a) as string) < (keys.get(b) as string) ? -1 : 1));
  return bars.slice(0, TORNADO_SIZE).map(
    (b): Sensitivity => ({
      key: keys.get(b) as string,
      input: b.s.part ? { kind: 'multiplier', part: b.s.part.name } : factorInput(b.s.factor as Factor),
      lowCents: total + b.low,
      highCents: total + b.high,
    }),
  );
}

/** The multiplier's parts at their values, and the multiplier they add up to, clamped. */
export function multiplierParts(rates: Rates, x: MultiplierInputs) {
  const m = rates.multiplier;
  return {
    base: 1,
    fit: round4((m.fitSwing * (x.fit - 50)) / 50),
    exclusivity: round4(m.exclusivityBonus * x.exclusivities),
    // Written as 0 − x so that no clutter is 0, not −0.
    clutter:
      0 -
      round4(
        Math.min(
          m.clutterPenaltyMax,
          m.clutterPenaltyPerSponsor * Math.max(0, x.sponsors - m.clutterThreshold),
        ),
      ),
    management: round4((m.managementSwing * (x.management - 50)) / 50),
  };
}

// `+ 0` makes a −0 (a value just under zero rounded, such as a fit a hair under 50) plain 0: stored as JSON it
// would read back as 0 and no longer equal what was computed.
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000 + 0;

export function multiplierOf(rates: Rates, x: MultiplierInputs): { value: number; unclamped: number } {
  const p = multiplierParts(rates, x);
  const unclamped = round4(p.base + p.fit + p.exclusivity + p.clutter + p.management);
  return { value: Math.min(rates.multiplier.max, Math.max(rates.multiplier.min, unclamped)), unclamped };
}
