import type { Benefit } from '../benefits/schema.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import type { Factor } from './range.ts';
import { DEFAULT_RATES, type Rates } from './rates.ts';
import type { Input, MissingInput } from './types.ts';

/** What every part of the engine reads, and where it records the inputs it had to assume. */
export interface EngineContext {
  property: PropertyData;
  rates: Rates;
  missing: MissingInput[];
  /** Paths already in `missing`. */
  noted?: Set<string>;
  /** Whether this valuation ranks its inputs (the tornado): then the lines keep their factors. */
  tornado?: boolean;
  /** Factors of the range every line shares (one per channel's CPM, one value per engagement). */
  sharedFactors?: Map<string, Factor>;
  /** Method 1.2: the benefits catalogue by id (a contractual benefit's channel and audience). */
  catalogue?: ReadonlyMap<number, Benefit>;
  /** Method 1.2: the qualitative questions the scores asked (paths), answered or not. */
  questions?: Set<string>;
}

/** Method 1.2: whether the property's audience is audited (unsaid reads as unaudited: wider figures). */
export const audienceAudited = (ctx: EngineContext): boolean => ctx.property.target.audience_audited === true;

/** Records an input the engine had to assume, once per path. */
export function noteMissing(
  ctx: EngineContext,
  path: string,
  defaultUsed: number | string | null,
  scored = false,
) {
  ctx.noted ??= new Set();
  if (ctx.noted.has(path)) return;
  ctx.noted.add(path);
  ctx.missing.push(scored ? { path, defaultUsed, scored } : { path, defaultUsed });
}

/** An entered value, or the default (recorded as missing). */
export function valueOrDefault(
  ctx: EngineContext,
  name: string,
  path: string,
  entered: number | null,
  fallback: number,
): Input {
  if (entered !== null) return { name, value: entered, source: 'entered', path };
  noteMissing(ctx, path, fallback);
  return { name, value: fallback, source: 'default', path };
}

/**
 * The CPM of a channel for this property: its override when set, else the market CPM (spec), which is the
 * website's rate card's when it sets one (method 1.2: each rate says where it came from).
 */
export function cpmFor(ctx: EngineContext, channel: CpmChannel): Input {
  const override = ctx.property.owned_media.cpm_overrides[channel];
  const path = `owned_media.cpm_overrides.${channel}`;
  if (override !== null) return { name: 'cpm', value: override, source: 'override', path };
  return {
    name: 'cpm',
    value: ctx.rates.cpm[channel],
    source: rateSource(ctx.rates.cpm[channel], DEFAULT_RATES.cpm[channel]),
    path,
  };
}

/**
 * Where a rate of the table comes from: a value other than the method's default can only be the website's
 * rate card's (rate-card.ts applies a card onto the default table).
 */
export function rateSource(value: number, methodDefault: number): 'rate_card' | 'default' {
  return value === methodDefault ? 'default' : 'rate_card';
}

export function predominanceFactor(rates: Rates, predominance: number): number {
  const index = Math.min(5, Math.max(1, Math.round(predominance))) - 1;
  return rates.predominanceFactors[index] ?? 0;
}

/** Campaign length in months (step 1), or the default. */
export function campaignMonths(ctx: EngineContext): Input {
  return valueOrDefault(
    ctx,
    'campaign_months',
    'general.campaign_duration_months',
    ctx.property.general.campaign_duration_months || null,
    ctx.rates.defaultCampaignMonths,
  );
}

/** Dollars to integer cents; every money figure enters the arithmetic this way. */
export function toCents(dollars: number | null | undefined): number {
  return dollars ? Math.round(dollars * 100) : 0;
}
