import type { Benefit } from '../benefits/schema.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
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
}

const SOCIAL = new Set(['facebook', 'tiktok', 'x', 'snapchat', 'youtube', 'linkedin', 'instagram', 'other']);

/**
 * People one unit of an impressions-based benefit reaches at this property: one event's share of the
 * season audience, one post's reach, the whole season; the catalogue's default when the property does not
 * say.
 */
function impressionsPerUnit(ctx: EngineContext, benefit: Benefit, missing: string[]): Input {
  const { property, rates } = ctx;
  const fallback: Input = {
    name: 'impressions_per_unit',
    value: benefit.default_impressions_per_unit ?? 0,
    source: 'default',
  };
  const audience = property.target.direct_cumulative_audience;
  if (benefit.unit === 'per_event' || benefit.unit === 'per_game') {
    const type = property.general.sponsorship_type;
    if (!audience || !type) {
      missing.push(!audience ? 'target.direct_cumulative_audience' : 'general.sponsorship_type');
      return fallback;
    }
    return {
      name: 'impressions_per_unit',
      value: Math.round(audience / rates.eventsPerSeason[type]),
      source: 'derived',
    };
  }
  if (benefit.unit === 'per_season') {
    if (!audience) {
      missing.push('target.direct_cumulative_audience');
      return fallback;
    }
    return { name: 'impressions_per_unit', value: audience, source: 'derived' };
  }
  if (benefit.unit === 'per_post') {
    const followers = property.general.digital_audiences
      .filter((a) => SOCIAL.has(a.platform))
      .reduce((sum, a) => sum + rates.reachRate[a.platform] * (a.audience ?? 0), 0);
    if (followers === 0) {
      missing.push('general.digital_audiences');
      return fallback;
    }
    return { name: 'impressions_per_unit', value: Math.round(followers), source: 'derived' };
  }
  return fallback;
}

/**
 * The suggested value of one unit of a catalogue benefit for a property (valuation method, 1.4):
 * impressions per unit / 1000 × the property's CPM for the benefit's channel, or the catalogue face value.
 * Quality (predominance, exposure, delivery) is applied later, on the contractual benefit line.
 */
export function benefitUnitValue(
  benefit: Benefit,
  property: PropertyData,
  rates: Rates = DEFAULT_RATES,
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
    };
  }
  const impressions = impressionsPerUnit(ctx, benefit, missing);
  const cpm = cpmFor(ctx, benefit.cpm_channel);
  const cents = Math.round((impressions.value * cpm.value * 100) / 1000);
  return { unitValue: cents / 100, formula: 'benefit_impressions', inputs: [impressions, cpm], missing };
}

const SOURCE_LABELS = {
  default: { en: 'default', fr: 'valeur par défaut' },
  override: { en: "property's own rate", fr: 'taux propre à la propriété' },
  derived: { en: "from the property's audience", fr: "d'après l'auditoire de la propriété" },
  entered: { en: 'entered', fr: 'saisi' },
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
