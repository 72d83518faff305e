import {
  type Benefit,
  benefitUnitValue,
  DEFAULT_RATES,
  type PropertyInput,
  plausibilityKeys,
  propertyInputSchema,
} from '@cakemix/core';
import type { Random } from './benchmark-property.ts';

/**
 * A generated property's contractual benefits priced as the plausibility rules of method 1.2 expect
 * (valuation/plausibility.ts). A benefit drawn above three times the catalogue's suggestion for this property
 * (the 5–40 times an extra zero or a season's total gives) is priced at 1.2 to 2.5 times it, a rate sheet's
 * premium over bare media value. A benefit drawn below a third of it keeps its price, with the note an analyst
 * would write: a small property sells under the catalogue's mid-size price, or the suggestion rests on the
 * catalogue's default audience because the property does not state its own on that channel. `random` is the
 * property's own, so the rest of the set is unchanged.
 */
export function pricedFromCatalogue(
  input: PropertyInput,
  catalogue: readonly Benefit[],
  random: Random,
): PropertyInput {
  const data = propertyInputSchema.parse(input);
  const factor = DEFAULT_RATES.plausibility.unitValueFactor;
  const byId = new Map(catalogue.map((benefit) => [benefit.id, benefit]));
  const confirmations = [...data.plausibility.confirmations];
  const fee = data.management.rights_fee ?? 0;
  const benefits = data.owned_media.contractual_benefits.map((item) => {
    const benefit = item.benefit_id === null ? undefined : byId.get(item.benefit_id);
    if (!benefit || item.unit_value === null) return item;
    const suggested = benefitUnitValue(benefit, data, DEFAULT_RATES);
    const suggestion = suggested.unitValue;
    if (!(suggestion > 0)) return item;
    if (item.unit_value > suggestion * factor)
      return { ...item, unit_value: Math.round(suggestion * random.between(1.2, 2.5) * 100) / 100 };
    if (item.unit_value >= suggestion / factor) return item;
    const share = fee > 0 ? Math.round((item.unit_value / fee) * 1000) / 10 : null;
    confirmations.push({
      key: plausibilityKeys.unitValue(item.id),
      figure: item.unit_value,
      note:
        suggested.missing.length > 0
          ? 'Priced from the property’s rate sheet: the catalogue’s suggestion rests on its default audience, far larger than this property’s on that channel.'
          : `Priced from the property’s rate sheet${share === null ? '' : ` (${share} % of the rights fee)`}: a property of this size sells under the catalogue’s mid-size price.`,
    });
    return item;
  });
  return {
    ...input,
    owned_media: { ...data.owned_media, contractual_benefits: benefits },
    plausibility: { confirmations },
  };
}
