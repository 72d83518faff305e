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
  /** The line whose own input this is; null for an input every line shares (a channel's CPM). */
  lineId: string | null;
  /** The input's name (a line input's name, or the shared rate's). */
  input: string;
  channel?: CpmChannel;
  base: number;
  low: number;
  high: number;
}

/** Inputs with the same key move together: a line's own input, or a channel's CPM in every line of it. */
export function factorKey(f: Factor): string {
  if (f.lineId !== null) return `${f.lineId}.${f.input}`;
  return f.channel ? `${f.input}.${f.channel}` : f.input;
}

/** The input a factor stands for, as the tornado names it. */
export function factorInput(f: Factor): SensitivityInput {
  if (f.lineId !== null) return { kind: 'line', lineId: f.lineId, input: f.input };
  return f.channel
    ? { kind: 'shared', input: f.input, channel: f.channel }
    : { kind: 'shared', input: f.input };
}

/**
 * An input's P10/P90 as a share of its value, by its source (method 1.2 reads 1.1's range ends as P10 and
 * P90). An entered audience figure of a property whose audience is not audited is wider (`audience`).
 */
function share(ctx: EngineContext, source: InputSource, audience = false): number {
  const u = ctx.rates.uncertainty;
  if (source === 'actual') return u.actual;
  if (source === 'entered' || source === 'override')
    return audience && ctx.property.target.audience_audited !== true ? u.enteredUnaudited : u.entered;
  return u.default;
}

/** A factor from an input, ±its source's share; `cap` bounds the high end (a percentage's 100). */
function factorOf(lineId: string | null, ctx: EngineContext, value: Input, cap = Infinity): Factor {
  const s = share(ctx, value.source);
  const v = value.value;
  return { lineId, input: value.name, base: v, low: v * (1 - s), high: Math.min(cap, v * (1 + s)) };
}

/**
 * A factor every line shares, made once per valuation: lines that use it hold the same object, which is how
 * the tornado adds up its swing over them.
 */
function sharedFactor(ctx: EngineContext, key: string, make: () => Factor): Factor {
  ctx.sharedFactors ??= new Map();
  let factor = ctx.sharedFactors.get(key);
  if (!factor) {
    factor = make();
    ctx.sharedFactors.set(key, factor);
  }
  return factor;
}

/** A channel's CPM: the override ±15 %, or the default's published range. Shared by the channel's lines. */
function cpmRange(ctx: EngineContext, channel: CpmChannel, cpm: Input): Factor {
  return sharedFactor(ctx, channel, () => channelCpm(ctx, channel, cpm));
}

function channelCpm(ctx: EngineContext, channel: CpmChannel, cpm: Input): Factor {
  return { lineId: null, input: 'cpm', channel, base: cpm.value, ...cpmEnds(ctx, channel, cpm) };
}

/**
 * A CPM's low and high: the property's own ±an entered figure's share; the market CPM (the method's default
 * or the website's rate card) over its channel's published range (moved with a rate card's CPM).
 */
function cpmEnds(ctx: EngineContext, channel: CpmChannel, cpm: Input): { low: number; high: number } {
  if (cpm.source !== 'default' && cpm.source !== 'rate_card') {
    const s = share(ctx, cpm.source);
    return { low: cpm.value * (1 - s), high: cpm.value * (1 + s) };
  }
  const range = ctx.rates.cpmRange[channel];
  return { low: Math.min(cpm.value, range.low), high: Math.max(cpm.value, range.high) };
}

/**
 * One line's delivered value at the low and the high end of every factor, multiplied in as the line is
 * built. Only for a valuation that ranks its inputs (the tornado) does it also keep each factor.
 */
export class LineRange {
  low: number;
  high: number;
  readonly factors: Factor[] | null;

  constructor(
    readonly coefficient: number,
    keep: boolean,
  ) {
    this.low = coefficient;
    this.high = coefficient;
    this.factors = keep ? [] : null;
  }

  /**
   * How sure the line's figures are, from the inputs of its own it multiplied in (rates the lines share,
   * such as a default CPM, are the method's and are covered by the range, not here): any default or derived
   * figure makes it "defaults"; otherwise a measured (actual) count makes it "actual"; else "entered".
   */
  quality: DataSource = 'entered';

  /** Multiplies in a factor of this line's own. */
  own(lineId: string, input: string, source: InputSource, base: number, low: number, high: number) {
    this.low *= low;
    this.high *= high;
    this.factors?.push({ lineId, input, base, low, high });
    if (source === 'default' || source === 'derived') this.quality = 'default';
    else if (source === 'actual' && this.quality === 'entered') this.quality = 'actual';
  }

  /** Multiplies in a factor every line shares (one object, so the tornado adds its swings up). */
  shared(factor: Factor) {
    this.low *= factor.low;
    this.high *= factor.high;
    this.factors?.push(factor);
  }
}

/** A line's input, ±its source's share; `cap` bounds the high end. */
export function addInput(r: LineRange, lineId: string, ctx: EngineContext, value: Input, cap = Infinity) {
  const s = share(ctx, value.source);
  const v = value.value;
  r.own(lineId, value.name, value.source, v, v * (1 - s), Math.min(cap, v * (1 + s)));
}

/** An audience count (a line's impressions): as an input, wider when the audience is not audited. */
export function addAudience(r: LineRange, lineId: string, ctx: EngineContext, value: Input) {
  const s = share(ctx, value.source, true);
  const v = value.value;
  r.own(lineId, value.name, value.source, v, v * (1 - s), v * (1 + s));
}

/**
 * A contracted count (times offered, a quantity): certain (method 1.2), its delivery is not. It still
 * classes the line by its source.
 */
export function addContracted(r: LineRange, lineId: string, value: Input) {
  r.own(lineId, value.name, value.source, value.value, value.value, value.value);
}

/** A percentage input, as a factor of 0–1, never above 100 % (times `scale`, for a rounded delivery). */
export function addPercent(r: LineRange, lineId: string, ctx: EngineContext, value: Input, scale = 1) {
  const s = share(ctx, value.source);
  const v = value.value;
  const k = scale / 100;
  r.own(
    lineId,
    value.name,
    value.source,
    v * k,
    v * (1 - s) * k,
    Math.max(v, Math.min(100, v * (1 + s))) * k,
  );
}

/** Predominance one step either way, through the factor table. */
export function addPredominance(r: LineRange, lineId: string, ctx: EngineContext, value: Input) {
  const steps = ctx.rates.uncertainty.predominanceSteps;
  r.own(
    lineId,
    value.name,
    value.source,
    predominanceFactor(ctx.rates, value.value),
    predominanceFactor(ctx.rates, value.value - steps),
    predominanceFactor(ctx.rates, value.value + steps),
  );
}

/** A rate every line shares (the value per engagement), ±its source's share. */
export function addSharedInput(r: LineRange, ctx: EngineContext, key: string, value: Input) {
  r.shared(r.factors ? sharedFactor(ctx, key, () => factorOf(null, ctx, value)) : factorOf(null, ctx, value));
}

/** A channel's CPM: the override ±15 %, or the default's published range. */
export function addCpm(r: LineRange, ctx: EngineContext, channel: CpmChannel, cpm: Input) {
  if (r.factors) return r.shared(cpmRange(ctx, channel, cpm));
  // No tornado: the two ends alone.
  const ends = cpmEnds(ctx, channel, cpm);
  r.low *= ends.low;
  r.high *= ends.high;
}
