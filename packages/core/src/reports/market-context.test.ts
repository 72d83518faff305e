import { describe, expect, it } from 'vitest';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { standaloneValuation } from '../valuation/property-value.ts';
import { valuate } from '../valuation/valuate.ts';
import { benchmarksForReaders, comparableSubject, entryBenchmarks } from './market-context.ts';

const property = propertyInputSchema.parse({
  status: 'complete',
  general: { name: 'Small club', sponsorship_type: 'team', sponsorship_level: 'official' },
  target: { public_awareness: 4, direct_cumulative_audience: 20_000 },
  management: { rights_fee: 30_000, activation_budget: { experiential: 2_000 } },
  owned_media: {
    promotional_plan: {
      signage: { impressions_estimated: 2_000_000, predominance: 5, exposure: 50, delivery: 80 },
    },
  },
});
const brand = brandProfileInputSchema.parse({
  name: 'Brand',
  objectives: { visibility: 100, image: 0, affinity: 0, sales: 0, employees: 0 },
});

describe('the property as comparables and benchmarks see it', () => {
  it('is valued for a neutral brand, as every comparable and member is, whatever the report’s brand', () => {
    const subject = comparableSubject(property, undefined, 7);
    const { impressions, ...neutral } = standaloneValuation(property);
    expect(subject).toMatchObject({ id: 7, ...neutral });
    expect(subject.profile).toMatchObject({ type: 'team', level: 'official', priceBand: 1 });
    expect(impressions).toBeGreaterThan(0);
    // The report's own value, for its brand, is another figure: not the one compared.
    expect(valuate(property, brand).value.totalCents).not.toBe(subject.valueCents);
  });
});

describe('benchmarks stored with a report', () => {
  it('say under which rules they were computed, and older ones are withdrawn from readers', () => {
    const current = entryBenchmarks(comparableSubject(property).profile, []);
    expect(current.disclosure).toBe('others_only');
    expect(benchmarksForReaders(current)).toBe(current);
    const older = {
      criteria: current.criteria,
      groups: [
        {
          family: 'type' as const,
          count: 5,
          includes_demo: false,
          computed_at: '2026-11-01T00:00:00.000Z',
          value: { q1: 5_568_881, median: 6_000_000, q3: 7_728_521 },
          cost: null,
          ratio: null,
          effective_cpm: null,
        },
      ],
    };
    expect(benchmarksForReaders(older)).toEqual({ criteria: current.criteria, groups: [], withdrawn: true });
  });
});
