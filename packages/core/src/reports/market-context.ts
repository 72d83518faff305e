/**
 * A report entry's market context: the property's similarity profile, and the industry benchmark groups it
 * belongs to as the report stores them.
 */

import type { PropertyData } from '../properties/schema.ts';
import { standaloneValuation } from '../valuation/property-value.ts';
import { DEFAULT_RATES, type Rates, SIMILARITY_CRITERIA } from '../valuation/rates.ts';
import { FAMILIES_MOST_SPECIFIC_FIRST, type ShownBenchmarkCell, subjectCellKeys } from './benchmarks.ts';
import { type ComparableSubject, criterionDescription } from './comparables.ts';
import type { EntryBenchmarks } from './report-schema.ts';
import { BENCHMARK_DISCLOSURE } from './schema.ts';
import { regionKey, type SimilarityProfile, similarityProfile } from './similarity.ts';

/**
 * A property as comparables and benchmarks see it: its similarity profile (type, level and region as entered,
 * bands as valued) and its stand-alone valuation, the figures every comparable and benchmark member has.
 */
export function comparableSubject(
  property: PropertyData,
  rates: Rates = DEFAULT_RATES,
  id: number | null = null,
): ComparableSubject {
  const { general, management } = property;
  const { impressions, ...figures } = standaloneValuation(property, rates);
  const profile = similarityProfile(
    {
      type: general.sponsorship_type,
      level: general.sponsorship_level,
      region: regionKey(general.city?.region, general.city?.country),
      impressions,
      priceCents: management.rights_fee === null ? null : Math.round(management.rights_fee * 100),
    },
    rates,
  );
  return { id, profile, ...figures };
}

/** The cells of the property's groups the reader is shown, most specific first, as a report stores them. */
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
        count: cell.count,
        includes_demo: cell.includesDemo,
        computed_at: cell.computedAt,
        value: cell.figures.value,
        cost: cell.figures.cost,
        ratio: cell.figures.ratio,
        effective_cpm: cell.figures.effectiveCpm,
      },
    ];
  });
  return {
    criteria: SIMILARITY_CRITERIA.map((criterion) => criterionDescription(criterion, profile, rates)),
    groups,
    disclosure: BENCHMARK_DISCLOSURE,
  };
}

/**
 * A stored entry's benchmarks as the API gives them: groups computed under the earlier rules (which let a
 * website see through to others' figures, issue 26) are withdrawn, and the report says so.
 */
export function benchmarksForReaders(stored: EntryBenchmarks): EntryBenchmarks {
  return stored.disclosure === BENCHMARK_DISCLOSURE
    ? stored
    : { criteria: stored.criteria, groups: [], withdrawn: true };
}
