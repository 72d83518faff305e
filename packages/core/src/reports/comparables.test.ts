import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../valuation/rates.ts';
import { type ComparableCandidate, comparables, mostSimilar, percentileOf } from './comparables.ts';
import { bandOf, type SimilarityProfile } from './similarity.ts';

const PROFILE: SimilarityProfile = {
  type: 'team',
  level: 'official',
  region: 'ON, CA',
  audienceBand: 2,
  priceBand: 1,
};

const candidate = (
  id: number,
  valueCents: number,
  profile: Partial<SimilarityProfile> = {},
  extra: Partial<ComparableCandidate> = {},
): ComparableCandidate => ({
  id,
  profile: { ...PROFILE, ...profile },
  valueCents,
  costCents: valueCents / 2,
  ratio: 2,
  effectiveCpmCents: 1_000,
  ...extra,
});

describe('percentileOf', () => {
  it('is the mid-rank share of values at or below', () => {
    // 2 below, 1 tie: (2 + 0.5) / 5 = 50 %.
    expect(percentileOf(30, [10, 20, 30, 40, 50])).toBe(50);
    expect(percentileOf(5, [10, 20, 30])).toBe(0);
    expect(percentileOf(60, [10, 20, 30])).toBe(100);
  });

  it('says nothing with fewer than three comparables', () => {
    expect(percentileOf(5, [1, 2])).toBeNull();
  });
});

describe('bands', () => {
  it('puts a figure in the band whose start it reaches', () => {
    const starts = DEFAULT_RATES.comparables.audienceBands;
    expect(bandOf(99_999, starts)).toBe(0);
    expect(bandOf(100_000, starts)).toBe(1);
    expect(bandOf(50_000_000, starts)).toBe(3);
    expect(bandOf(null, starts)).toBeNull();
  });
});

describe('comparables by similarity', () => {
  it('keeps properties of the same type only, the most similar first, and leaves out the subject', () => {
    const subject = { ...candidate(1, 300), id: 1 };
    const ranked = mostSimilar(subject, [
      subject,
      candidate(2, 100, { level: 'title', region: 'QC, CA' }),
      candidate(3, 200),
      candidate(4, 400, { level: null, region: null, audienceBand: 0, priceBand: 3 }),
      // Another type, however close on everything else, is never a comparable.
      candidate(5, 500, { type: 'venue' }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual([3, 2, 4]);
  });

  it('says so with fewer than three of the same type, rather than fill in with other types', () => {
    const others = [2, 3, 4, 5].map((id) => candidate(id, id * 100, { type: 'venue' }));
    const result = comparables(candidate(1, 300), [...others, candidate(6, 100), candidate(7, 200)]);
    expect(result.count).toBe(2);
    expect(result.value).toEqual({ percentile: null, median: null, min: null, max: null });
    const untyped = comparables(candidate(1, 300, { type: null }), [candidate(2, 1, { type: null })]);
    expect(untyped.count).toBe(0);
  });

  it('keeps at most the rates table’s number of comparables', () => {
    const many = Array.from({ length: 40 }, (_, i) => candidate(i + 2, i * 100));
    expect(mostSimilar(candidate(1, 0), many)).toHaveLength(DEFAULT_RATES.comparables.maxCount);
  });

  it('says how many comparables share each criterion, and the property’s own bands', () => {
    const result = comparables(candidate(1, 300), [
      candidate(2, 100),
      candidate(3, 200, { level: 'title' }),
      candidate(4, 400, { region: 'QC, CA', priceBand: 2 }),
    ]);
    expect(result.count).toBe(3);
    expect(result.criteria).toEqual([
      { criterion: 'type', key: 'team', band: null, matched: 3 },
      { criterion: 'level', key: 'official', band: null, matched: 2 },
      { criterion: 'audience', key: null, band: { from: 1_000_000, to: 10_000_000 }, matched: 3 },
      { criterion: 'region', key: 'ON, CA', band: null, matched: 2 },
      { criterion: 'price', key: null, band: { from: 25_000, to: 100_000 }, matched: 2 },
    ]);
  });

  it('places the property’s own figures, as given (valued for a neutral brand), and keeps them with the result', () => {
    const group = [13_700_000, 13_800_000, 13_816_400, 14_000_000].map((v, i) => candidate(i + 2, v));
    const shown = comparables({ ...candidate(1, 13_816_400), id: 1 }, group);
    // 2 below, 1 tie, of 4: 62.5 %.
    expect(shown.value.percentile).toBe(62.5);
    expect(comparables({ ...candidate(1, 13_739_100), id: 1 }, group).value.percentile).toBe(25);
    expect(shown.value).toMatchObject({ median: 13_808_200, min: 13_700_000, max: 14_000_000 });
    expect(shown.subject).toEqual({
      valueCents: 13_816_400,
      costCents: 6_908_200,
      ratio: 2,
      effectiveCpmCents: 1_000,
    });
  });

  it('shows no percentile with fewer than three comparables, and leaves unknown ratios out', () => {
    expect(comparables(candidate(1, 300), [candidate(2, 1), candidate(3, 2)]).value.percentile).toBeNull();
    const result = comparables(candidate(1, 300, {}, { ratio: null }), [
      candidate(2, 1, {}, { ratio: null }),
      candidate(3, 2),
      candidate(4, 3),
      candidate(5, 4),
    ]);
    expect(result.ratio.percentile).toBeNull();
    expect(result.ratio.median).toBe(2);
  });
});
