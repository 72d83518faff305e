/**
 * A report entry's market context: the property's similarity profile, and the industry benchmark groups it
 * belongs to as the report stores them.
 */

import type { PropertyData } from '../properties/schema.ts';
import { standaloneValuation } from '../valuation/property-value.ts';
import { DEFAULT_RATES, type Rates, SIMILARITY_CRITERIA } from '../valuation/rates.ts';
import { FAMILIES_MOST_SPECIFIC_FIRST, type ShownBenchmarkCell, subjectCellKeys } from './benchmarks.ts';
import { criterionDescription } from './comparables.ts';
import type { EntryBenchmarks } from './schema.ts';
import { regionKey, type SimilarityProfile, similarityProfile } from './similarity.ts';

/** A property's similarity profile: its type, level and region as entered, its bands as valued. */
export function entryProfile(property: PropertyData, rates: Rates = DEFAULT_RATES): SimilarityProfile {
  const { general, management } = property;
  return similarityProfile(
    {
      type: general.sponsorship_type,
      level: general.sponsorship_level,
      region: regionKey(general.city?.region, general.city?.country),
      impressions: standaloneValuation(property, rates).impressions,
      priceCents: management.rights_fee === null ? null : Math.round(management.rights_fee * 100),
    },
    rates,
  );
}

/** The shown cells of the property's groups, most specific first, as a report stores them. */
export function entryBenchmarks(
  profile: SimilarityProfile,
  cells: readonly ShownBenchmarkCell[],
  rates: Rates = DEFAULT_RATES,
): EntryBenchmarks {
  const wanted = subjectCellKeys(profile);
  const groups = FAMILIES_MOST_SPECIFIC_FIRST.flatMap((family) => {
    const key = wanted.find((k) => k.family === family)?.key;
    const cell = cells.find((c) => c.family === family && c.key === key);
    if (!cell) return [];
    return [
      {
        family,
        count: cell.propertyCount,
        includes_demo: cell.includesDemo,
        computed_at: cell.computedAt,
        value: cell.metrics.value,
        cost: cell.metrics.cost,
        ratio: cell.metrics.ratio,
        effective_cpm: cell.metrics.effectiveCpm,
      },
    ];
  });
  return {
    criteria: SIMILARITY_CRITERIA.map((criterion) => criterionDescription(criterion, profile, rates)),
    groups,
  };
}
