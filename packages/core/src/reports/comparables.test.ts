import { describe, expect, it } from 'vitest';
import { type ComparableCandidate, comparables, percentileOf } from './comparables.ts';

const candidate = (
  id: number,
  valueCents: number,
  extra: Partial<ComparableCandidate> = {},
): ComparableCandidate => ({
  id,
  type: 'team',
  category: 'sports',
  level: 'official',
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

describe('comparables', () => {
  it('compares with the same type, leaving out the subject itself and other types', () => {
    const subject = candidate(1, 300);
    const result = comparables(subject, [
      subject,
      candidate(2, 100),
      candidate(3, 200),
      candidate(4, 400),
      candidate(5, 9_999, { type: 'venue' }),
    ]);
    expect(result.basis).toBe('type');
    expect(result.count).toBe(3);
    // Above 2 of 3: (2 + 0) / 3 = 66.7 %.
    expect(result.value).toEqual({ percentile: 66.7, median: 200, min: 100, max: 400 });
  });

  it('narrows to category, then level, while at least five remain', () => {
    const subject = candidate(1, 300);
    const sameLevel = [2, 3, 4, 5, 6].map((id) => candidate(id, id * 100));
    const otherLevel = [7, 8].map((id) => candidate(id, id * 100, { level: 'title' }));
    const otherCategory = [9, 10].map((id) => candidate(id, id * 100, { category: 'music' }));
    expect(comparables(subject, [...sameLevel, ...otherLevel, ...otherCategory]).basis).toBe(
      'type_category_level',
    );
    expect(comparables(subject, [...sameLevel.slice(0, 4), ...otherLevel, ...otherCategory]).basis).toBe(
      'type_category',
    );
    expect(comparables(subject, [...sameLevel.slice(0, 2), ...otherLevel, ...otherCategory]).basis).toBe(
      'type',
    );
  });

  it('leaves unknown ratios and CPMs out', () => {
    const subject = candidate(1, 300, { ratio: null });
    const result = comparables(subject, [
      candidate(2, 1, { ratio: null }),
      candidate(3, 2),
      candidate(4, 3),
      candidate(5, 4),
    ]);
    expect(result.ratio.percentile).toBeNull();
    expect(result.ratio.median).toBe(2);
  });
});
