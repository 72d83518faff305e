import { describe, expect, it } from 'vitest';
import { formatNumber, formatWait } from './format.ts';

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(formatWait(0.2, 'en')).toBe('1 second');
    expect(formatWait(30, 'en')).toBe('30 seconds');
    expect(formatWait(60, 'en')).toBe('1 minute');
    expect(formatWait(61, 'en')).toBe('2 minutes');
    expect(formatWait(900, 'en')).toBe('15 minutes');
  });

  it('keeps the number and its unit together in French', () => {
    expect(formatWait(30, 'fr')).toBe('30\u00a0secondes');
    expect(formatWait(600, 'fr')).toBe('10\u00a0minutes');
  });
});

describe('formatNumber', () => {
  it('gives the same text for the same format, asked again', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(formatNumber(1234.5, 'en', options)).toBe('1,234.50');
    expect(formatNumber(1234.5, 'en', { ...options })).toBe('1,234.50');
    expect(formatNumber(1234.5, 'fr', options)).toBe('1\u00a0234,50');
  });
});
