import { describe, expect, it } from 'vitest';
import { rinkBoard } from '../benefits/fixtures.test-data.ts';
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
    // Defaults in Canadian dollars: US$5 × 1.3013 = $6.51; US$46.82 × 1.3013 = $60.93.
    expect(row('signage')).toMatchObject({ defaultCpm: 6.51, overrideCpm: 12, cpm: 12 });
    expect(row('print')).toMatchObject({
      defaultCpm: 60.93,
      overrideCpm: null,
      cpm: 60.93,
      impressionsEstimated: 0,
      deliveredCents: 0,
      valuePerThousandCents: null,
    });
  });

  it('adds the lines of a channel, owned, paid and broadcast together', () => {
    // TV = broadcast (400,000 estimated, 300,000 actual) + paid TV (100,000), at CA$46.85 (US$36).
    // Broadcast: expected 400 × $46.85 × 0.8 × 50 % = $7,496; delivered 300 × $46.85 × 0.4 = $5,622.
    // Paid TV: 100 × $46.85 × 1.0 × 100 % = $4,685.
    expect(row('tv')).toMatchObject({
      impressionsEstimated: 500_000,
      impressionsActual: 300_000,
      impressionsDelivered: 400_000,
      expectedCents: 1_218_100,
      deliveredCents: 1_030_700,
      // $10,307 / 400,000 × 1000 = $25.7675 of value per thousand delivered impressions, after quality.
      valuePerThousandCents: 2_577,
    });
  });

  it('derives social impressions from the audience and counts them', () => {
    // 40,000 × 5 % × 4 posts × 12 months (default) = 96,000.
    expect(row('social')?.impressionsEstimated).toBe(96_000);
  });
});

describe('benefitUnitValue', () => {
  it("values an impressions benefit from the property's own audience and CPM", () => {
    // 170,000 season attendance / 34 home games (a team's default: events per season not entered) = 5,000
    // people per game × $12 (signage override) / 1000 = $60.
    const value = benefitUnitValue(rinkBoard, property);
    expect(value).toMatchObject({
      unitValue: 60,
      formula: 'benefit_impressions',
      missing: ['general.events_per_season'],
    });
    expect(value.inputs).toEqual([
      { name: 'impressions_per_unit', value: 5_000, source: 'derived' },
      { name: 'cpm', value: 12, source: 'override', path: 'owned_media.cpm_overrides.signage' },
    ]);
  });

  it('spreads the season over the events the property entered', () => {
    const twenty = structuredClone(property);
    twenty.general.events_per_season = 20;
    // 170,000 / 20 = 8,500 people per game × $12 / 1000 = $102.
    expect(benefitUnitValue(rinkBoard, twenty)).toMatchObject({ unitValue: 102, missing: [] });
  });

  it("uses the audience of the benefit's own channel, not the attendance", () => {
    const radioMention: Benefit = { ...rinkBoard, key: 'radio_mention', cpm_channel: 'radio' };
    const onRadio = structuredClone(property);
    onRadio.owned_media.promotional_plan.radio.impressions_estimated = 680_000;
    // 680,000 radio impressions a season / 34 games = 20,000 × radio CPM CA$8.78 / 1000 = $175.60.
    expect(benefitUnitValue(radioMention, onRadio).unitValue).toBe(175.6);
    // Without radio impressions: the catalogue's 3,000 per unit × $8.78 / 1000 = $26.34, and it says so.
    expect(benefitUnitValue(radioMention, property)).toMatchObject({
      unitValue: 26.34,
      missing: ['owned_media.promotional_plan.radio'],
    });
  });

  it('falls back to the catalogue default when the property does not know its audience', () => {
    const sparse = propertyInputSchema.parse({ general: { name: 'New' } });
    // 3,000 default impressions × CA$6.51 default signage CPM / 1000 = $19.53.
    expect(benefitUnitValue(rinkBoard, sparse)).toMatchObject({
      unitValue: 19.53,
      missing: ['target.direct_cumulative_audience'],
    });
  });

  it('values a post per platform, from that platform’s reach alone', () => {
    const post: Benefit = { ...rinkBoard, unit: 'per_post', cpm_channel: 'social' };
    const two = structuredClone(property);
    two.general.digital_audiences.push(
      { id: '00000000-0000-4000-8000-000000000002', platform: 'tiktok', audience: 100_000, label: '' },
      { id: '00000000-0000-4000-8000-000000000003', platform: 'website', audience: 900_000, label: '' },
    );
    // One post reaches one platform's followers × 5 %: TikTok 5,000, Instagram 2,000 (the website is not
    // a social platform), × CA$10.41 / 1000. Without a platform, the one with the largest reach.
    const value = benefitUnitValue(post, two);
    expect(value.perPlatform).toEqual([
      { platform: 'tiktok', impressions: 5_000, unitValue: 52.05 },
      { platform: 'instagram', impressions: 2_000, unitValue: 20.82 },
    ]);
    expect(value.unitValue).toBe(52.05);
    expect(benefitUnitValue(post, two, undefined, 'instagram').unitValue).toBe(20.82);
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
