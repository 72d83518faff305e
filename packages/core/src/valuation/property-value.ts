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

/**
 * The value the properties list shows beside the asked price: the property valued for a neutral brand
 * (reports value it for a real one). Null while nothing in the property can be valued yet.
 */
export function propertyValueCents(property: PropertyData, rates: Rates = DEFAULT_RATES): number | null {
  const result = valuate(property, NEUTRAL_PROFILE, rates);
  return result.lines.length === 0 ? null : result.value.totalCents;
}
