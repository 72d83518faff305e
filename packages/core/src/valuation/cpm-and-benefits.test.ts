import { describe, expect, it } from 'vitest';
import type { Benefit } from '../benefits/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { benefitUnitValue, explainBenefitValue } from './benefit-value.ts';
import { cpmView } from './cpm-view.ts';

const property = propertyInputSchema.parse({
  general: {
    name: 'Junior club',
    sponsorship_type: 'team',
    digital_audiences: [
      { id: '00000000-0000-4000-8000-000000000001', platform: 'instagram', audience: 40_000 },
    ],
  },
  target: { direct_cumulative_audience: 170_000 },
  owned_media: {
    promotional_plan: {
      signage: { impressions_estimated: 1_000_000, predominance: 5, exposure: 50, delivery: 80 },
    },
    broadcast: {
      broadcast: {
        impressions_estimated: 400_000,
        impressions_actual: 300_000,
        predominance: 4,
        exposure: 50,
        delivery: 100,
      },
    },
    cpm_overrides: { signage: 12 },
  },
  paid_media: {
    channels: { tv: { impressions_estimated: 100_000, predominance: 5, exposure: 100, delivery: 100 } },
  },
});

const rinkBoard: Benefit = {
  id: 1,
  key: 'rink_board',
  category: 'signage',
  name: { en: 'Rink board', fr: 'Bande de patinoire' },
  description: { en: '', fr: '' },
  unit: 'per_game',
  basis: 'impressions',
  default_impressions_per_unit: 3_000,
  cpm_channel: 'signage',
  default_unit_value: null,
};

describe('cpmView', () => {
  const view = cpmView(property);
  const row = (channel: string) => view.find((r) => r.channel === channel);

  it('has a row per CPM channel with the default, the override and the CPM in use', () => {
    expect(view.map((r) => r.channel)).toEqual([
      'signage',
      'print',
      'digital',
      'tv',
      'radio',
      'social',
      'streaming',
    ]);
    expect(row('signage')).toMatchObject({ defaultCpm: 5, overrideCpm: 12, cpm: 12 });
    expect(row('print')).toMatchObject({
      defaultCpm: 46.82,
      overrideCpm: null,
      cpm: 46.82,
      impressionsEstimated: 0,
      deliveredCents: 0,
      effectiveCpmCents: null,
    });
  });

  it('adds the lines of a channel, owned, paid and broadcast together', () => {
    // TV = broadcast (400,000 estimated, 300,000 actual) + paid TV (100,000).
    // Broadcast: expected 400 × $36 × 0.8 × 50 % = $5,760; delivered 300 × $36 × 0.4 = $4,320.
    // Paid TV: 100 × $36 × 1.0 × 100 % = $3,600.
    expect(row('tv')).toMatchObject({
      impressionsEstimated: 500_000,
      impressionsActual: 300_000,
      impressionsDelivered: 400_000,
      expectedCents: 936_000,
      deliveredCents: 792_000,
      // $7,920 / 400,000 × 1000 = $19.80 per thousand delivered impressions, after quality.
      effectiveCpmCents: 1_980,
    });
  });

  it('derives social impressions from the audience and counts them', () => {
    // 40,000 × 5 % × 4 posts × 12 months (default) = 96,000.
    expect(row('social')?.impressionsEstimated).toBe(96_000);
  });
});

describe('benefitUnitValue', () => {
  it("values an impressions benefit from the property's own audience and CPM", () => {
    // 170,000 season attendance / 34 home games = 5,000 people per game × $12 (signage override) / 1000 = $60.
    const value = benefitUnitValue(rinkBoard, property);
    expect(value).toMatchObject({ unitValue: 60, formula: 'benefit_impressions', missing: [] });
    expect(value.inputs).toEqual([
      { name: 'impressions_per_unit', value: 5_000, source: 'derived' },
      { name: 'cpm', value: 12, source: 'override', path: 'owned_media.cpm_overrides.signage' },
    ]);
  });

  it('falls back to the catalogue default when the property does not know its audience', () => {
    const sparse = propertyInputSchema.parse({ general: { name: 'New' } });
    // 3,000 default impressions × $5 default signage CPM / 1000 = $15.
    expect(benefitUnitValue(rinkBoard, sparse)).toMatchObject({
      unitValue: 15,
      missing: ['target.direct_cumulative_audience'],
    });
  });

  it('values a post from the reach of the social audience', () => {
    const post: Benefit = { ...rinkBoard, unit: 'per_post', cpm_channel: 'social' };
    // 40,000 followers × 5 % = 2,000 impressions × $8 / 1000 = $16.
    expect(benefitUnitValue(post, property).unitValue).toBe(16);
  });

  it('uses the face value of face-value benefits', () => {
    const suite: Benefit = {
      ...rinkBoard,
      basis: 'face_value',
      cpm_channel: null,
      default_unit_value: 2_500,
      unit: 'per_event',
    };
    expect(benefitUnitValue(suite, property)).toMatchObject({
      unitValue: 2_500,
      formula: 'benefit_face_value',
    });
  });
});

describe('explainBenefitValue', () => {
  it('says how the value was obtained, in each language', () => {
    const value = benefitUnitValue(rinkBoard, property);
    expect(explainBenefitValue(value, 'en')).toBe(
      "5,000 impressions per unit (from the property's audience) × $12.00 CPM (property's own rate) ÷ 1,000 = $60.00 per unit, before the quality of the exposure.",
    );
    expect(explainBenefitValue(value, 'fr')).toContain('5\u00a0000 impressions par unité');
    expect(explainBenefitValue(value, 'fr')).toContain('= 60,00\u00a0$ par unité');
  });
});
