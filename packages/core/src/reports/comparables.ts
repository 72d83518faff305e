/**
 * Comparables (valuation method, section 4): where a property stands among the most similar complete
 * properties of the same website, like for like. Only properties of the same type are comparables; among
 * them, similarity adds the weight of each other criterion two properties share (level, audience-size band,
 * region, price band), the most similar are kept, and the report says how many of them matched on each
 * criterion. The percentile places the property valued for a neutral brand among the comparables valued the
 * same way (their stand-alone valuations).
 */

import {
  DEFAULT_RATES,
  type Rates,
  SIMILARITY_CRITERIA,
  type SimilarityCriterion,
} from '../valuation/rates.ts';
import { bandBounds, criterionValue, matches, type SimilarityProfile } from './similarity.ts';

export interface ComparableMetrics {
  valueCents: number;
  costCents: number;
  ratio: number | null;
  effectiveCpmCents: number | null;
}

/** A complete property of the website, with its stand-alone valuation. */
export interface ComparableCandidate extends ComparableMetrics {
  id: number;
  profile: SimilarityProfile;
}

/**
 * The property a report values, as comparables compare it: its similarity profile and its stand-alone
 * valuation (a neutral brand, as every comparable's); its value is null while nothing in it can be valued.
 */
export interface ComparableSubject extends Omit<ComparableMetrics, 'valueCents'> {
  id: number | null;
  profile: SimilarityProfile;
  valueCents: number | null;
}

export interface MetricPosition {
  /** Share of comparables at or below this property (mid-rank), 0–100; null without enough comparables. */
  percentile: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

/** One similarity criterion: the subject's own value for it and how many comparables share it. */
export interface CriterionMatch {
  criterion: SimilarityCriterion;
  /** The subject's type, level or region; null for a band or when the property does not say. */
  key: string | null;
  /** The subject's band (audience in impressions, price in dollars); null for the others or when unknown. */
  band: { from: number; to: number | null } | null;
  matched: number;
}

export interface Comparables {
  /** How the group was chosen before method 1.1.1 (reports made since have `criteria`). */
  basis?: 'type' | 'type_category' | 'type_category_level';
  criteria?: CriterionMatch[];
  /** The property's own figures as compared: valued for a neutral brand (absent from older reports). */
  subject?: Omit<ComparableSubject, 'id' | 'profile'>;
  count: number;
  value: MetricPosition;
  cost: MetricPosition;
  ratio: MetricPosition;
  effectiveCpm: MetricPosition;
}

/** Mid-rank percentile: (values below + half the ties) / n × 100. */
export function percentileOf(
  value: number,
  values: number[],
  minCount = DEFAULT_RATES.comparables.minCount,
): number | null {
  if (values.length < minCount) return null;
  let below = 0;
  let equal = 0;
  for (const v of values) {
    if (v < value) below++;
    else if (v === value) equal++;
  }
  return Math.round(((below + equal / 2) / values.length) * 1000) / 10;
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function position(value: number | null, values: (number | null)[], minCount: number): MetricPosition {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const enough = known.length >= minCount;
  return {
    percentile: value === null ? null : percentileOf(value, known, minCount),
    median: enough ? median(known) : null,
    min: enough ? (known[0] ?? null) : null,
    max: enough ? (known[known.length - 1] ?? null) : null,
  };
}

/** How similar a candidate is to the subject: the weights of the criteria they share. */
export function similarity(subject: SimilarityProfile, candidate: SimilarityProfile, rates: Rates): number {
  let score = 0;
  for (const criterion of SIMILARITY_CRITERIA)
    if (matches(subject, candidate, criterion)) score += rates.comparables.weights[criterion];
  return score;
}

/**
 * The most similar candidates of the subject's type (none when its type is not stated), most similar first;
 * ties keep the candidates' order. The subject itself, if among them, is left out.
 */
export function mostSimilar<T extends ComparableCandidate>(
  subject: ComparableSubject,
  candidates: readonly T[],
  rates: Rates = DEFAULT_RATES,
): T[] {
  return candidates
    .filter((c) => c.id !== subject.id && matches(subject.profile, c.profile, 'type'))
    .map((candidate) => ({ candidate, score: similarity(subject.profile, candidate.profile, rates) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, rates.comparables.maxCount)
    .map((scored) => scored.candidate);
}

/** The subject's own value for a criterion, as a report stores it. */
export function criterionDescription(
  criterion: SimilarityCriterion,
  subject: SimilarityProfile,
  rates: Rates,
): Omit<CriterionMatch, 'matched'> {
  const own = criterionValue(subject, criterion);
  const starts =
    criterion === 'audience'
      ? rates.comparables.audienceBands
      : criterion === 'price'
        ? rates.comparables.priceBands
        : null;
  return {
    criterion,
    key: starts === null && typeof own === 'string' ? own : null,
    band: starts !== null && typeof own === 'number' ? bandBounds(own, starts) : null,
  };
}

function criterionMatch(
  criterion: SimilarityCriterion,
  subject: SimilarityProfile,
  group: readonly ComparableCandidate[],
  rates: Rates,
): CriterionMatch {
  return {
    ...criterionDescription(criterion, subject, rates),
    matched: group.filter((c) => matches(subject, c.profile, criterion)).length,
  };
}

/**
 * Places `subject` among its most similar candidates of the same type; with fewer than `minCount` of them
 * there is no percentile, median or range (the report says so rather than fill in with other types).
 */
export function comparables(
  subject: ComparableSubject,
  candidates: readonly ComparableCandidate[],
  rates: Rates = DEFAULT_RATES,
): Comparables {
  const group = mostSimilar(subject, candidates, rates);
  const minCount = rates.comparables.minCount;
  const place = (own: number | null, pick: (c: ComparableCandidate) => number | null) =>
    position(own, group.map(pick), minCount);
  return {
    criteria: SIMILARITY_CRITERIA.map((criterion) =>
      criterionMatch(criterion, subject.profile, group, rates),
    ),
    subject: {
      valueCents: subject.valueCents,
      costCents: subject.costCents,
      ratio: subject.ratio,
      effectiveCpmCents: subject.effectiveCpmCents,
    },
    count: group.length,
    value: place(subject.valueCents, (c) => c.valueCents),
    cost: place(subject.costCents, (c) => c.costCents),
    ratio: place(subject.ratio, (c) => c.ratio),
    effectiveCpm: place(subject.effectiveCpmCents, (c) => c.effectiveCpmCents),
  };
}
