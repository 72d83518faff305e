import { brandProfileInputSchema } from '../profiles/schema.ts';
import type { PropertyData } from '../properties/schema.ts';
import { DEFAULT_RATES, type Rates } from './rates.ts';
import { valuate } from './valuate.ts';

/**
 * A brand that weighs the five objectives equally and states no personality, audience or geography: the
 * fit parts that need a brand are left out, so the valuation rests on the property alone.
 */
export const NEUTRAL_PROFILE = brandProfileInputSchema.parse({
  name: 'Neutral brand',
  objectives: { visibility: 20, image: 20, affinity: 20, sales: 20, employees: 20 },
});

export interface StandaloneValuation {
  /** The rights value (method 1.2); null while nothing in the property can be valued yet. */
  valueCents: number | null;
  /** What the sponsor spends: rights fee + activation budget + in-kind. */
  costCents: number;
  /** The rights-fee ratio (two decimals); null without a rights fee or without value. */
  ratio: number | null;
  effectiveCpmCents: number | null;
  /** Delivered impressions: the audience size comparables and benchmarks group by. */
  impressions: number;
}

/**
 * The property valued for a neutral brand: what the properties list shows beside the asked price, and what
 * industry comparables compare (reports value the property for a real brand).
 */
export function standaloneValuation(
  property: PropertyData,
  rates: Rates = DEFAULT_RATES,
): StandaloneValuation {
  const result = valuate(property, NEUTRAL_PROFILE, rates);
  const valued = result.lines.length > 0;
  return {
    valueCents: valued ? result.value.totalCents : null,
    costCents: result.cost.totalCents,
    // Method 1.2's headline: the rights value against the rights fee (activation apart), like the value.
    ratio: valued ? (result.appraisal?.rightsFeeRatio.value ?? null) : null,
    effectiveCpmCents: result.cpm.effectiveCents,
    impressions: result.impressions.delivered,
  };
}

/** The stand-alone value alone (see standaloneValuation). */
export function propertyValueCents(property: PropertyData, rates: Rates = DEFAULT_RATES): number | null {
  return standaloneValuation(property, rates).valueCents;
}
