import { describe, expect, it } from 'vitest';
import { BENEFIT_CATALOGUE } from '../benefits/catalogue.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { NEUTRAL_PROFILE, standaloneValuation } from './property-value.ts';
import { valuate } from './valuate.ts';

/**
 * A radio line of 200,000 actual listeners at the default radio CPM, and ten play-by-play mentions (catalogue
 * id 10, on the radio audience) over 20 games: 10 × 10,000 listeners, at the catalogue's suggestion.
 */
const property = propertyInputSchema.parse({
  general: { name: 'Radio and its mentions', sponsorship_type: 'team', events_per_season: 20 },
  management: { rights_fee: 1_000 },
  owned_media: {
    promotional_plan: { radio: { impressions_actual: 200_000, predominance: 5, exposure: 100 } },
    contractual_benefits: [
      {
        id: '00000000-0000-4000-8000-000000000002',
        benefit_id: 10,
        type: 'broadcast',
        name: 'Play-by-play mention',
        times_offered: 10,
        unit_value: 87.8,
        predominance: 5,
        exposure: 100,
        delivery: 100,
      },
    ],
  },
});

describe('standaloneValuation (the properties list, the live estimate, comparables)', () => {
  it("is the report's rights value for a brand without preferences: the catalogue's mentions draw from the radio line", () => {
    const report = valuate(property, NEUTRAL_PROFILE, undefined, { catalogue: BENEFIT_CATALOGUE });
    const mention = report.lines.find((line) => line.section === 'contractual_benefits');
    expect(mention?.overlap?.code).toBe('draws_from_line');
    const listed = standaloneValuation(property);
    expect(listed.valueCents).toBe(report.appraisal?.rights.totalCents);
    expect(listed.ratio).toBe(report.appraisal?.rightsFeeRatio.value);
    // Without the catalogue the mentions would be counted on top of the radio line's listeners.
    const unmatched = valuate(property, NEUTRAL_PROFILE).appraisal?.rights.totalCents ?? 0;
    expect(unmatched).toBeGreaterThan(listed.valueCents ?? 0);
  });
});
