/**
 * What comparables and industry benchmarks group properties by: type, level, audience-size band, region and
 * price band (valuation method, section 4). Bands come from the rates table, so a report's snapshot says
 * which bands it used.
 */

import { DEFAULT_RATES, type Rates, type SimilarityCriterion } from '../valuation/rates.ts';

/** A property as similarity sees it; null where the property does not say. */
export interface SimilarityProfile {
  type: string | null;
  level: string | null;
  /** `region, country` (e.g. `ON, CA`). */
  region: string | null;
  /** Index of its audience-size band (0 = the smallest). */
  audienceBand: number | null;
  /** Index of its price band (0 = the cheapest). */
  priceBand: number | null;
}

/** The band a figure falls in, given where each band after the first starts. */
export function bandOf(figure: number | null, starts: readonly number[]): number | null {
  if (figure === null || !Number.isFinite(figure)) return null;
  let band = 0;
  for (const start of starts) if (figure >= start) band++;
  return band;
}

/** A band's bounds: `to` is null for the last, open-ended band. */
export function bandBounds(band: number, starts: readonly number[]): { from: number; to: number | null } {
  return { from: band === 0 ? 0 : (starts[band - 1] ?? 0), to: starts[band] ?? null };
}

export const regionKey = (region: string | null | undefined, country: string | null | undefined) =>
  region && country ? `${region}, ${country}` : null;

/** The similarity profile of a property from what the engine and the form know of it. */
export function similarityProfile(
  facts: {
    type: string | null;
    level: string | null;
    region: string | null;
    /** Delivered impressions of a season. */
    impressions: number | null;
    /** The rights fee, in cents. */
    priceCents: number | null;
  },
  rates: Rates = DEFAULT_RATES,
): SimilarityProfile {
  return {
    type: facts.type,
    level: facts.level,
    region: facts.region,
    audienceBand: bandOf(facts.impressions, rates.comparables.audienceBands),
    priceBand: bandOf(
      facts.priceCents === null ? null : facts.priceCents / 100,
      rates.comparables.priceBands,
    ),
  };
}

const CRITERION_FIELD: Record<SimilarityCriterion, keyof SimilarityProfile> = {
  type: 'type',
  level: 'level',
  audience: 'audienceBand',
  region: 'region',
  price: 'priceBand',
};

/** Whether two properties share a criterion (an unknown on either side never matches). */
export function matches(a: SimilarityProfile, b: SimilarityProfile, criterion: SimilarityCriterion): boolean {
  const field = CRITERION_FIELD[criterion];
  return a[field] !== null && a[field] === b[field];
}

/** The subject's own value for a criterion: a key (type, level, region) or a band's index. */
export function criterionValue(profile: SimilarityProfile, criterion: SimilarityCriterion) {
  return profile[CRITERION_FIELD[criterion]];
}
