import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  percentSuffix,
} from './format.ts';

// Intl separates French groups with no-break spaces; normalising them keeps the expectations readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('number formats', () => {
  it('formats money as fr-CA in French and en-AU in English', () => {
    expect(plain(formatMoney(1234567.89, 'fr'))).toBe('1 234 567,89 $');
    expect(formatMoney(1234567.89, 'en')).toBe('$1,234,567.89');
  });

  it('formats plain numbers and percentages per locale', () => {
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(plain(formatPercent(12.5, 'fr', 1))).toBe('12,5 %');
    expect(formatPercent(12.5, 'en', 1)).toBe('12.5%');
  });

  it('formats dates per locale', () => {
    const date = new Date(2026, 10, 22, 12);
    expect(formatDate(date, 'fr')).toBe('22 nov. 2026');
    expect(formatDate(date, 'en')).toBe('22 Nov 2026');
    expect(formatDate('2026-03-05T12:00:00', 'en', { dateStyle: 'long' })).toBe('5 March 2026');
  });
});

describe('number input settings', () => {
  it('uses the decimal separator and percent sign of the locale', () => {
    expect(decimalSeparator('fr')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(plain(percentSuffix('fr'))).toBe(' %');
    expect(percentSuffix('en')).toBe('%');
  });
});
