import type { Benefit } from '../benefits/schema.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { type CpmChannel, type DigitalPlatform, SOCIAL_PLATFORMS } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import { cpmFor, type EngineContext } from './context.ts';
import { DEFAULT_RATES, type Rates } from './rates.ts';
import type { Input } from './types.ts';

export interface BenefitUnitValue {
  /** Suggested value of one unit, in dollars (rounded to the cent). */
  unitValue: number;
  formula: 'benefit_impressions' | 'benefit_face_value';
  inputs: Input[];
  /** Inputs of the property that were missing, so the catalogue default was used. */
  missing: string[];
  /** A per-post benefit: one post's value on each of the property's social platforms, largest first. */
  perPlatform: { platform: DigitalPlatform; impressions: number; unitValue: number }[];
}

/** Where each channel's season audience is entered: people in the venue, or the channel's impressions. */
function seasonAudience(property: PropertyData, channel: CpmChannel): { value: number | null; path: string } {
  const impressions = (line: { impressions_estimated: number | null; impressions_actual: number | null }) =>
    line.impressions_actual ?? line.impressions_estimated;
  if (channel === 'signage')
    return { value: property.target.direct_cumulative_audience, path: 'target.direct_cumulative_audience' };
  if (channel === 'tv')
    return {
      value: impressions(property.owned_media.broadcast.broadcast),
      path: 'owned_media.broadcast.broadcast',
    };
  if (channel === 'streaming')
    return {
      value: impressions(property.owned_media.broadcast.streaming),
      path: 'owned_media.broadcast.streaming',
    };
  if (channel === 'social')
    return {
      value: impressions(property.owned_media.broadcast.social_media),
      path: 'owned_media.broadcast.social_media',
    };
  return {
    value: impressions(property.owned_media.promotional_plan[channel]),
    path: `owned_media.promotional_plan.${channel}`,
  };
}

/** One post's reach on each social platform of the property: followers × the platform's reach rate. */
function postReach(ctx: EngineContext) {
  return ctx.property.general.digital_audiences
    .filter((a) => SOCIAL_PLATFORMS.has(a.platform) && (a.audience ?? 0) > 0)
    .map((a) => ({
      platform: a.platform,
      impressions: Math.round(ctx.rates.reachRate[a.platform] * (a.audience ?? 0)),
    }))
    .sort((a, b) => b.impressions - a.impressions);
}

/**
 * People one unit of an impressions-based benefit reaches at this property, on the benefit's own channel:
 * one event's share of that channel's season audience (events per season from step 1, else the type's
 * default), the whole season, or one post on one platform; the catalogue's default when the property does
 * not say.
 */
function impressionsPerUnit(
  ctx: EngineContext,
  benefit: Benefit & { cpm_channel: CpmChannel },
  missing: string[],
  platform: DigitalPlatform | undefined,
  exact = false,
): Input {
  const { property, rates } = ctx;
  const fallback: Input = {
    name: 'impressions_per_unit',
    value: benefit.default_impressions_per_unit ?? 0,
    source: 'default',
  };
  if (benefit.unit === 'per_post') {
    const reach = postReach(ctx);
    const chosen = platform ? reach.find((r) => r.platform === platform) : reach[0];
    if (!chosen) {
      missing.push('general.digital_audiences');
      return fallback;
    }
    return { name: 'impressions_per_unit', value: chosen.impressions, source: 'derived' };
  }
  if (benefit.unit !== 'per_event' && benefit.unit !== 'per_game' && benefit.unit !== 'per_season')
    return fallback;
  const audience = seasonAudience(property, benefit.cpm_channel);
  if (!audience.value) {
    missing.push(audience.path);
    return fallback;
  }
  if (benefit.unit === 'per_season')
    return { name: 'impressions_per_unit', value: audience.value, source: 'derived' };
  const type = property.general.sponsorship_type;
  const entered = property.general.events_per_season || null;
  if (entered === null && !type) {
    missing.push('general.events_per_season');
    return fallback;
  }
  if (entered === null) missing.push('general.events_per_season');
  const events = entered ?? rates.eventsPerSeason[type ?? 'team'];
  const perEvent = audience.value / events;
  return { name: 'impressions_per_unit', value: exact ? perEvent : Math.round(perEvent), source: 'derived' };
}

/**
 * The suggested value of one unit of a catalogue benefit for a property (valuation method, 1.4):
 * impressions per unit / 1000 × the property's CPM for the benefit's channel, or the catalogue face value.
 * A per-post benefit is valued per platform (`platform`, else the platform with the largest reach).
 * Quality (predominance, exposure, delivery) is applied later, on the contractual benefit line.
 */
export function benefitUnitValue(
  benefit: Benefit,
  property: PropertyData,
  rates: Rates = DEFAULT_RATES,
  platform?: DigitalPlatform,
): BenefitUnitValue {
  const ctx: EngineContext = { property, rates, missing: [] };
  const missing: string[] = [];
  if (benefit.basis === 'face_value' || !benefit.cpm_channel) {
    const value = benefit.default_unit_value ?? 0;
    return {
      unitValue: value,
      formula: 'benefit_face_value',
      inputs: [{ name: 'face_value', value, source: 'default' }],
      missing,
      perPlatform: [],
    };
  }
  const channel = benefit.cpm_channel;
  const cpm = cpmFor(ctx, channel);
  const dollarsFor = (impressions: number) => Math.round((impressions * cpm.value * 100) / 1000) / 100;
  const impressions = impressionsPerUnit(ctx, { ...benefit, cpm_channel: channel }, missing, platform);
  return {
    unitValue: dollarsFor(impressions.value),
    formula: 'benefit_impressions',
    inputs: [impressions, cpm],
    missing,
    perPlatform:
      benefit.unit === 'per_post'
        ? postReach(ctx).map((r) => ({ ...r, unitValue: dollarsFor(r.impressions) }))
        : [],
  };
}

/**
 * The people one unit of an impressions-based benefit reaches at this property, not rounded (what it draws
 * from a media line on the same audience: valuation/overlap.ts); 0 for a benefit at face value.
 */
export function benefitImpressionsPerUnit(
  benefit: Benefit,
  property: PropertyData,
  rates: Rates = DEFAULT_RATES,
): number {
  if (benefit.basis === 'face_value' || !benefit.cpm_channel) return 0;
  const ctx: EngineContext = { property, rates, missing: [] };
  return impressionsPerUnit(ctx, { ...benefit, cpm_channel: benefit.cpm_channel }, [], undefined, true).value;
}

const SOURCE_LABELS = {
  actual: { en: 'actual', fr: 'réel' },
  default: { en: 'default', fr: 'valeur par défaut' },
  override: { en: "property's own rate", fr: 'taux propre à la propriété' },
  derived: { en: "from the property's audience", fr: "d'après l'auditoire de la propriété" },
  entered: { en: 'entered', fr: 'saisi' },
  rate_card: { en: "website's rate card", fr: 'grille tarifaire du site' },
} as const;

/** One sentence saying how a benefit's suggested unit value was obtained, in the reader's language. */
export function explainBenefitValue(value: BenefitUnitValue, lang: Language): string {
  const money = (dollars: number) => formatMoney(dollars, lang);
  if (value.formula === 'benefit_face_value') {
    return lang === 'fr'
      ? `Valeur nominale du catalogue\u00a0: ${money(value.unitValue)} par unité.`
      : `Catalogue face value: ${money(value.unitValue)} per unit.`;
  }
  const [impressions, cpm] = value.inputs;
  if (!impressions || !cpm) return '';
  const count = formatNumber(impressions.value, lang);
  const source = SOURCE_LABELS[impressions.source][lang];
  const cpmSource = SOURCE_LABELS[cpm.source][lang];
  return lang === 'fr'
    ? `${count} impressions par unité (${source}) × CPM de ${money(cpm.value)} (${cpmSource}) ÷ 1 000 = ${money(value.unitValue)} par unité, avant la qualité de l'exposition.`
    : `${count} impressions per unit (${source}) × ${money(cpm.value)} CPM (${cpmSource}) ÷ 1,000 = ${money(value.unitValue)} per unit, before the quality of the exposure.`;
}
