import type { CpmChannel } from '../properties/options.ts';
import type { EngineContext } from './context.ts';
import { predominanceFactor } from './context.ts';
import type { DataSource, Input, InputSource, SensitivityInput } from './types.ts';

/**
 * The value range of method 1.1. Every line's delivered value is a sum of terms, each a coefficient times
 * a product of non-negative factors; each factor has a low and a high end set by how sure its input is
 * (actual ±5 %, entered ±15 %, default ±30 %, a default CPM its channel's published range, predominance one
 * step either way, percentages never above 100). Because every factor only raises the value, taking every
 * factor at its low (high) end gives the lowest (highest) value: low ≤ base ≤ high by construction.
 */
export interface Factor {
  /** Inputs with the same key move together (one channel's CPM in every line of that channel). */
  key: string;
  input: SensitivityInput;
  base: number;
  low: number;
  high: number;
}

export interface Term {
  coefficient: number;
  factors: Factor[];
}

function share(ctx: EngineContext, source: InputSource): number {
  const u = ctx.rates.uncertainty;
  if (source === 'actual') return u.actual;
  if (source === 'entered' || source === 'override') return u.entered;
  return u.default;
}

/** A factor from an input, ±its source's share; `cap` bounds the high end (a percentage's 100). */
export function factorOf(
  key: string,
  input: SensitivityInput,
  ctx: EngineContext,
  value: Input,
  cap = Infinity,
): Factor {
  const s = share(ctx, value.source);
  return {
    key,
    input,
    base: value.value,
    low: value.value * (1 - s),
    high: Math.min(cap, value.value * (1 + s)),
  };
}

/** A percentage input as a factor of 0–1. */
export function percentFactor(
  key: string,
  input: SensitivityInput,
  ctx: EngineContext,
  value: Input,
): Factor {
  const f = factorOf(key, input, ctx, value, 100);
  return { ...f, base: f.base / 100, low: f.low / 100, high: Math.max(f.base, f.high) / 100 };
}

/** Predominance one step either way, through the factor table. */
export function predominanceRange(
  key: string,
  input: SensitivityInput,
  ctx: EngineContext,
  value: Input,
): Factor {
  const steps = ctx.rates.uncertainty.predominanceSteps;
  return {
    key,
    input,
    base: predominanceFactor(ctx.rates, value.value),
    low: predominanceFactor(ctx.rates, value.value - steps),
    high: predominanceFactor(ctx.rates, value.value + steps),
  };
}

/** A channel's CPM: the override ±15 %, or the default's published range. Shared by the channel's lines. */
export function cpmRange(ctx: EngineContext, channel: CpmChannel, cpm: Input): Factor {
  const input: SensitivityInput = { kind: 'shared', input: 'cpm', channel };
  const key = `cpm.${channel}`;
  if (cpm.source !== 'default') return factorOf(key, input, ctx, cpm);
  const range = ctx.rates.cpmRange[channel];
  return {
    key,
    input,
    base: cpm.value,
    low: Math.min(cpm.value, range.low),
    high: Math.max(cpm.value, range.high),
  };
}

export function product(factors: Factor[], pick: (f: Factor) => number): number {
  let p = 1;
  for (const f of factors) p *= pick(f);
  return p;
}

export function termsAt(terms: Term[], pick: (f: Factor) => number): number {
  let total = 0;
  for (const t of terms) total += t.coefficient * product(t.factors, pick);
  return total;
}

/**
 * How sure a line's delivered value is, from the inputs it used (not the method's rates): any default or
 * derived figure makes it "defaults"; otherwise a measured (actual) count makes it "actual"; else "entered".
 */
export function dataSourceOf(used: Input[]): DataSource {
  let source: DataSource = 'entered';
  for (const input of used) {
    if (input.source === 'default' || input.source === 'derived') return 'default';
    if (input.source === 'actual') source = 'actual';
  }
  return source;
}
