import { describe, expect, it } from 'vitest';
import { rateCardKeyLabel, rateCardSourceLabel } from '../i18n/catalogue/rate-card.ts';
import { brandProfileInputSchema, stepsWithErrors } from '../profiles/schema.ts';
import { RATE_CARD, rateCardValueError, ratesWithCard } from './rate-card.ts';
import { rateCardEntryInputSchema } from './rate-card-schema.ts';
import { DEFAULT_RATES } from './rates.ts';

describe('the target value-to-cost ratio', () => {
  it('is 2.00:1 by default, an entry of the rates table', () => {
    expect(DEFAULT_RATES.targetRatio).toBe(2);
  });

  it('is a key of the rate card, in its own group, from 1:1 to 10:1 with two decimals', () => {
    expect(RATE_CARD.find((info) => info.key === 'target_ratio')).toMatchObject({
      group: 'target',
      unit: 'ratio',
      min: 1,
      max: 10,
      decimals: 2,
      rate: 'targetRatio',
    });
    expect(ratesWithCard(DEFAULT_RATES, { target_ratio: 2.5 }).targetRatio).toBe(2.5);
    expect(rateCardValueError('target_ratio', 0.99)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('target_ratio', 10.01)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('target_ratio', 2.505)).toBe('rateCardTooPrecise');
    expect(rateCardValueError('target_ratio', 3.25)).toBeNull();
    const entry = rateCardEntryInputSchema.safeParse({
      key: 'target_ratio',
      value: 12,
      effective_from: '2026-01-01',
    });
    expect(entry.success ? [] : entry.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual([
      'value rateCardOutOfRange',
    ]);
  });

  it('is named and sourced in both languages', () => {
    expect(rateCardKeyLabel('target_ratio', 'en')).toBe('Target value-to-cost ratio');
    expect(rateCardKeyLabel('target_ratio', 'fr')).toBe('Ratio valeur-coût cible');
    expect(rateCardSourceLabel('target_ratio', 'en')).toMatch(/2\.00:1/);
    expect(rateCardSourceLabel('target_ratio', 'fr')).toMatch(/2,00:1/);
  });

  it('may be set by a brand profile, optional, validated like the website’s', () => {
    const parse = (target_ratio: unknown) =>
      brandProfileInputSchema.safeParse({ name: 'Brand', target_ratio });
    expect(brandProfileInputSchema.parse({ name: 'Brand' }).target_ratio).toBeNull();
    expect(parse(2.75).data?.target_ratio).toBe(2.75);
    for (const wrong of [0.5, 10.5, 2.333, 'x']) {
      const parsed = parse(wrong);
      expect(
        parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`),
      ).toEqual(['target_ratio targetRatioInvalid']);
    }
    // An error on it sends the reader to the profile's first step.
    expect(stepsWithErrors({ target_ratio: ['targetRatioInvalid'] })).toEqual(['brand']);
  });
});
