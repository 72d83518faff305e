import { describe, expect, it } from 'vitest';
import { round4 } from './interval.ts';

describe('round4', () => {
  it('rounds to four decimals', () => {
    expect(round4(1.23456)).toBe(1.2346);
    expect(round4(-0.12344)).toBe(-0.1234);
  });

  it('never gives −0, which a result stored as JSON would read back as 0 (a fit a hair under 50)', () => {
    expect(Object.is(round4(-0.00001), 0)).toBe(true);
    expect(Object.is(round4(-0), 0)).toBe(true);
    expect(JSON.parse(JSON.stringify({ fit: round4((0.3 * (49.99999 - 50)) / 50) }))).toEqual({
      fit: round4((0.3 * (49.99999 - 50)) / 50),
    });
  });
});
