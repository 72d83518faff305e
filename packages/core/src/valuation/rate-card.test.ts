import { describe, expect, it } from 'vitest';
import { RATE_CARD_TEXTS, rateCardKeyLabel, rateCardSourceLabel } from '../i18n/catalogue/rate-card.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { cpmView } from './cpm-view.ts';
import { NEUTRAL_PROFILE, standaloneValuation } from './property-value.ts';
import {
  isRateCardKey,
  predominanceInOrder,
  RATE_CARD,
  RATE_CARD_KEYS,
  rateCardKeyInfo,
  rateCardSource,
  rateCardValueError,
  ratesWithCard,
} from './rate-card.ts';
import { rateCardEntryInputSchema, ratesSchema } from './rate-card-schema.ts';
import { DEFAULT_RATES, RATE_SOURCES } from './rates.ts';
import { valuate } from './valuate.ts';

/** A property whose only value is one paid television line: its value is proportional to the TV CPM. */
const tvOnly = propertyInputSchema.parse({
  general: { name: 'TV only' },
  management: { rights_fee: 10_000 },
  paid_media: {
    channels: { tv: { impressions_estimated: 1_000_000, predominance: 5, exposure: 100, delivery: 100 } },
  },
});

describe('the rate card keys', () => {
  it('cover every channel CPM and the factors an agency keeps', () => {
    expect(RATE_CARD_KEYS).toEqual(
      expect.arrayContaining([
        'cpm.signage',
        'cpm.print',
        'cpm.digital',
        'cpm.tv',
        'cpm.radio',
        'cpm.social',
        'cpm.streaming',
        'predominance.1',
        'predominance.5',
        'reach_rate.facebook',
        'reach_rate.other',
        'value_per_engagement',
        'sponsor_posts_per_month',
        'app_sessions_per_month',
        'default_campaign_months',
        'events_per_season.team',
        'events_per_season.organization',
      ]),
    );
    expect(new Set(RATE_CARD_KEYS).size).toBe(RATE_CARD_KEYS.length);
    // The website and the app count visits and sessions, not reach: not on the card.
    expect(isRateCardKey('reach_rate.website')).toBe(false);
    expect(isRateCardKey('neutralScore')).toBe(false);
  });

  it('read the default table, whose every value is within its own bounds, with a source and a date', () => {
    for (const info of RATE_CARD) {
      const value = info.read(DEFAULT_RATES);
      expect(info.min, info.key).toBeLessThan(info.max);
      expect(rateCardValueError(info.key, value), info.key).toBeNull();
      expect(rateCardSource(info.key)).toBe(RATE_SOURCES[info.rate]);
    }
    expect(rateCardKeyInfo('cpm.tv').read(DEFAULT_RATES)).toBe(DEFAULT_RATES.cpm.tv);
    expect(rateCardKeyInfo('predominance.2').read(DEFAULT_RATES)).toBe(0.4);
    expect(rateCardKeyInfo('events_per_season.venue').read(DEFAULT_RATES)).toBe(150);
  });

  it('refuse nonsense: negative, absurd, not a number, too precise, a zero a division needs', () => {
    expect(rateCardValueError('cpm.tv', -1)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('cpm.tv', 0)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('cpm.tv', 1_000.01)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('cpm.tv', Number.NaN)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('cpm.tv', Number.POSITIVE_INFINITY)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('cpm.tv', 9.375)).toBe('rateCardTooPrecise');
    expect(rateCardValueError('cpm.tv', 1_000)).toBeNull();
    expect(rateCardValueError('reach_rate.tiktok', 1.5)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('reach_rate.tiktok', 0.0725)).toBeNull();
    expect(rateCardValueError('predominance.3', -0.1)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('events_per_season.team', 0)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('events_per_season.team', 2.5)).toBe('rateCardTooPrecise');
    expect(rateCardValueError('default_campaign_months', 61)).toBe('rateCardOutOfRange');
    expect(rateCardValueError('value_per_engagement', 2.5)).toBeNull();
  });

  it('have a label in both languages, never the key itself, one per key', () => {
    for (const lang of ['en', 'fr'] as const) {
      const labels = RATE_CARD_KEYS.map((key) => rateCardKeyLabel(key, lang));
      expect(new Set(labels).size, lang).toBe(labels.length);
      for (const [i, label] of labels.entries()) {
        expect(label.trim(), RATE_CARD_KEYS[i]).not.toBe('');
        expect(label).not.toContain('.');
        expect(label).not.toContain('_');
      }
    }
    for (const key of RATE_CARD_KEYS) {
      // The source of each default in words, never a repository path.
      expect(rateCardSourceLabel(key, 'en')).not.toMatch(/docs\/|\.md\b/);
      expect(rateCardSourceLabel(key, 'fr')).not.toBe(rateCardSourceLabel(key, 'en'));
    }
    expect(rateCardSourceLabel('cpm.tv', 'fr')).toMatch(/OAAA/);
    expect(rateCardKeyLabel('cpm.tv', 'en')).toBe('Television CPM');
    expect(rateCardKeyLabel('cpm.tv', 'fr')).toBe('CPM de la télévision');
    expect(Object.keys(RATE_CARD_TEXTS.en.groups)).toEqual(
      expect.arrayContaining([...new Set(RATE_CARD.map((i) => i.group))]),
    );
  });
});

describe('ratesWithCard', () => {
  it('is the base table when the website sets nothing, and never changes the base', () => {
    const before = structuredClone(DEFAULT_RATES);
    expect(ratesWithCard(DEFAULT_RATES, {})).toEqual(DEFAULT_RATES);
    const rates = ratesWithCard(DEFAULT_RATES, { 'cpm.tv': 90, 'predominance.5': 0.9 });
    expect(DEFAULT_RATES).toEqual(before);
    expect(rates).not.toBe(DEFAULT_RATES);
  });

  it("applies each value, and scales a CPM's published range with it", () => {
    const doubled = Math.round(DEFAULT_RATES.cpm.tv * 2 * 100) / 100;
    const rates = ratesWithCard(DEFAULT_RATES, {
      'cpm.tv': doubled,
      'predominance.1': 0.1,
      'reach_rate.instagram': 0.08,
      value_per_engagement: 3.5,
      sponsor_posts_per_month: 6,
      app_sessions_per_month: 3,
      default_campaign_months: 10,
      'events_per_season.team': 41,
    });
    const scale = doubled / DEFAULT_RATES.cpm.tv;
    expect(rates.cpm.tv).toBe(doubled);
    expect(rates.cpmRange.tv.low).toBeCloseTo(DEFAULT_RATES.cpmRange.tv.low * scale, 10);
    expect(rates.cpmRange.tv.high).toBeCloseTo(DEFAULT_RATES.cpmRange.tv.high * scale, 10);
    expect(rates.cpm.radio).toBe(DEFAULT_RATES.cpm.radio);
    expect(rates.cpmRange.radio).toEqual(DEFAULT_RATES.cpmRange.radio);
    expect(rates.predominanceFactors).toEqual([0.1, 0.4, 0.6, 0.8, 1]);
    expect(rates.reachRate.instagram).toBe(0.08);
    expect(rates.reachRate.facebook).toBe(DEFAULT_RATES.reachRate.facebook);
    expect(rates.valuePerEngagement).toBe(3.5);
    expect(rates.sponsorPostsPerMonth).toBe(6);
    expect(rates.appSessionsPerMonth).toBe(3);
    expect(rates.defaultCampaignMonths).toBe(10);
    expect(rates.eventsPerSeason).toEqual({ ...DEFAULT_RATES.eventsPerSeason, team: 41 });
  });

  it("moves the valuation: a TV CPM twice the default doubles a TV line's value and its range", () => {
    const base = valuate(tvOnly, NEUTRAL_PROFILE, DEFAULT_RATES);
    const card = ratesWithCard(DEFAULT_RATES, { 'cpm.tv': DEFAULT_RATES.cpm.tv * 2 });
    const doubled = valuate(tvOnly, NEUTRAL_PROFILE, card);
    expect(base.tangible.deliveredCents).toBeGreaterThan(0);
    expect(doubled.tangible.deliveredCents).toBe(base.tangible.deliveredCents * 2);
    expect(cpmView(tvOnly, card).find((r) => r.channel === 'tv')).toMatchObject({
      defaultCpm: DEFAULT_RATES.cpm.tv * 2,
      overrideCpm: null,
      cpm: DEFAULT_RATES.cpm.tv * 2,
    });
    // Low ≤ base ≤ high still holds with the scaled range.
    const range = doubled.uncertainty?.value;
    expect(range?.lowCents).toBeLessThanOrEqual(doubled.value.totalCents);
    expect(range?.highCents).toBeGreaterThanOrEqual(doubled.value.totalCents);
    expect(range?.highCents).toBeCloseTo((base.uncertainty?.value.highCents ?? 0) * 2, -1);
  });

  it("never beats a property's own CPM override", () => {
    const overridden = structuredClone(tvOnly);
    overridden.owned_media.cpm_overrides.tv = 20;
    const withCard = ratesWithCard(DEFAULT_RATES, { 'cpm.tv': 90 });
    expect(standaloneValuation(overridden, withCard)).toEqual(standaloneValuation(overridden, DEFAULT_RATES));
    expect(cpmView(overridden, withCard).find((r) => r.channel === 'tv')).toMatchObject({
      defaultCpm: 90,
      overrideCpm: 20,
      cpm: 20,
    });
  });
});

describe('predominanceInOrder', () => {
  it('holds for factors that rise or stay level, not for one that falls', () => {
    expect(predominanceInOrder(DEFAULT_RATES)).toBe(true);
    expect(predominanceInOrder(ratesWithCard(DEFAULT_RATES, { 'predominance.2': 0.2 }))).toBe(true);
    expect(predominanceInOrder(ratesWithCard(DEFAULT_RATES, { 'predominance.3': 0.3 }))).toBe(false);
    expect(predominanceInOrder(ratesWithCard(DEFAULT_RATES, { 'predominance.5': 0.7 }))).toBe(false);
  });
});

describe('the rate card schemas', () => {
  const issues = (body: unknown) => {
    const parsed = rateCardEntryInputSchema.safeParse(body);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accept a value within bounds or null (the default again), with a trimmed note', () => {
    expect(
      rateCardEntryInputSchema.parse({
        key: 'cpm.tv',
        value: 50,
        effective_from: '2026-04-01',
        note: ' CMA 2026 ',
      }),
    ).toEqual({ key: 'cpm.tv', value: 50, effective_from: '2026-04-01', note: 'CMA 2026' });
    expect(
      rateCardEntryInputSchema.parse({ key: 'cpm.tv', value: null, effective_from: '2026-04-01' }).note,
    ).toBe('');
  });

  it('name the field and the reason of a refusal, as message keys', () => {
    expect(issues({ key: 'neutralScore', value: 1, effective_from: '2026-04-01' })).toEqual({
      key: 'rateCardUnknownKey',
    });
    expect(issues({ key: 'cpm.tv', value: -3, effective_from: '2026-04-01' })).toEqual({
      value: 'rateCardOutOfRange',
    });
    expect(issues({ key: 'events_per_season.team', value: 2.5, effective_from: '2026-04-01' })).toEqual({
      value: 'rateCardTooPrecise',
    });
    expect(issues({ key: 'cpm.tv', value: 50, effective_from: '2026-02-30' })).toEqual({
      effective_from: 'invalidInput',
    });
    expect(issues({ key: 'cpm.tv', value: 50, effective_from: '1999-12-31' })).toEqual({
      effective_from: 'rateCardDateRange',
    });
    expect(issues({ key: 'cpm.tv', value: 50, effective_from: '2026-04-01', note: 'x'.repeat(501) })).toEqual(
      {
        note: 'textTooLong',
      },
    );
  });

  it('let the whole rates table through the answer, entries the card does not set included', () => {
    expect(ratesSchema.parse(DEFAULT_RATES)).toEqual(DEFAULT_RATES);
  });
});
