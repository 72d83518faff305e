/**
 * Industry comparables (valuation method, section 4): where a property stands among comparable properties
 * of the same website — same type, narrowed to the same category, then the same level, while enough remain.
 */

import { DEFAULT_RATES } from '../valuation/rates.ts';

/** Fewest comparables for a percentile to mean something (the rates table). */
export const MIN_COMPARABLES = DEFAULT_RATES.comparables.minCount;
/** Narrow the group (type → category → level) only while at least this many remain (the rates table). */
const NARROW_WHILE_AT_LEAST = DEFAULT_RATES.comparables.narrowWhileAtLeast;

export interface ComparableCandidate {
  id: number;
  type: string | null;
  category: string | null;
  level: string | null;
  valueCents: number;
  costCents: number;
  ratio: number | null;
  effectiveCpmCents: number | null;
}

export interface MetricPosition {
  /** Share of comparables at or below this property (mid-rank), 0–100; null without enough comparables. */
  percentile: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

export interface Comparables {
  /** How the group was chosen. */
  basis: 'type' | 'type_category' | 'type_category_level';
  count: number;
  value: MetricPosition;
  cost: MetricPosition;
  ratio: MetricPosition;
  effectiveCpm: MetricPosition;
}

/** Mid-rank percentile: (values below + half the ties) / n × 100. */
export function percentileOf(value: number, values: number[]): number | null {
  if (values.length < MIN_COMPARABLES) return null;
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

function position(value: number | null, values: (number | null)[]): MetricPosition {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return {
    percentile: value === null ? null : percentileOf(value, known),
    median: known.length >= MIN_COMPARABLES ? median(known) : null,
    min: known.length >= MIN_COMPARABLES ? (known[0] ?? null) : null,
    max: known.length >= MIN_COMPARABLES ? (known[known.length - 1] ?? null) : null,
  };
}

/** Positions `subject` among `candidates` (the subject itself, if present among them, is left out). */
export function comparables(subject: ComparableCandidate, candidates: ComparableCandidate[]): Comparables {
  let group = candidates.filter((c) => c.id !== subject.id && c.type === subject.type);
  let basis: Comparables['basis'] = 'type';
  const sameCategory = group.filter((c) => c.category === subject.category);
  if (subject.category && sameCategory.length >= NARROW_WHILE_AT_LEAST) {
    group = sameCategory;
    basis = 'type_category';
    const sameLevel = group.filter((c) => c.level === subject.level);
    if (subject.level && sameLevel.length >= NARROW_WHILE_AT_LEAST) {
      group = sameLevel;
      basis = 'type_category_level';
    }
  }
  return {
    basis,
    count: group.length,
    value: position(
      subject.valueCents,
      group.map((c) => c.valueCents),
    ),
    cost: position(
      subject.costCents,
      group.map((c) => c.costCents),
    ),
    ratio: position(
      subject.ratio,
      group.map((c) => c.ratio),
    ),
    effectiveCpm: position(
      subject.effectiveCpmCents,
      group.map((c) => c.effectiveCpmCents),
    ),
  };
}
