import { describe, expect, it } from 'vitest';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { valuate } from './valuate.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A brand that only wants visibility: its fit is the visibility score, which keeps the arithmetic short. */
const visibilityBrand = brandProfileInputSchema.parse({
  name: 'Visibility only',
  objectives: { visibility: 100, image: 0, affinity: 0, sales: 0, employees: 0 },
});

describe('golden case: a small property, worked by hand', () => {
  const property = propertyInputSchema.parse({
    general: {
      name: 'Small club',
      exclusivity: ['category'],
      campaign_duration_months: 12,
    },
    target: { public_awareness: 4, direct_cumulative_audience: 20_000, audience_audited: true },
    relevance: { onsite_visibility: 'dedicated' },
    management: {
      account_manager: true,
      satisfaction: 5,
      information_sources: ['annual_report', 'audit_report'],
      rights_fee: 1500,
      activation_budget: { experiential: 200 },
    },
    owned_media: {
      promotional_plan: {
        signage: { impressions_estimated: 100_000, predominance: 5, exposure: 50, delivery: 80 },
      },
      contractual_benefits: [
        {
          id: id(1),
          type: 'signage',
          name: 'Dasher board',
          times_offered: 10,
          unit_value: 150,
          predominance: 4,
          exposure: 100,
          delivery: 90,
        },
      ],
    },
    hospitality: {
      items: [{ id: id(2), kind: 'group_tickets', name: 'Group tickets', quantity: 4, unit_value: 75 }],
    },
    activation: {
      items: [
        {
          id: id(3),
          kind: 'experiential',
          category: 'booth_display',
          name: 'Booth',
          cost: 300,
          attendees_engaged: 500,
          predominance: 3,
          exposure: 50,
        },
      ],
    },
  });
  // general.years_in_operation is left empty on purpose: the management score leaves it out.
  const result = valuate(property, visibilityBrand);

  it('values each line', () => {
    const byId = Object.fromEntries(result.lines.map((l) => [l.id, l]));
    // Signage at the default CPM, US$5 × 1.3013 (Bank of Canada 2022) = CA$6.51: 100,000 / 1000 × $6.51 ×
    // predominance 5 (1.0) × exposure 50 % = $325.50 expected; delivered 80,000 → 80 × $6.51 × 0.5 = $260.40.
    expect(byId['owned_media.signage']).toMatchObject({
      expectedCents: 32_550,
      deliveredCents: 26_040,
      multiplied: true,
    });
    // Dasher board: 10 × $150 × predominance 4 (0.8) × exposure 100 % = $1,200.00; delivered × 90 % = $1,080.00.
    expect(byId[`contractual_benefits.${id(1)}`]).toMatchObject({
      expectedCents: 120_000,
      deliveredCents: 108_000,
      multiplied: true,
    });
    // Group tickets: 4 × $75 = $300.00 at face value, not multiplied.
    expect(byId[`hospitality.${id(2)}`]).toMatchObject({
      expectedCents: 30_000,
      deliveredCents: 30_000,
      multiplied: false,
    });
    // Booth: 500 attendees × $2.00 × predominance 3 (0.6) × exposure 50 % = $300.00, not multiplied: the
    // sponsor runs it, so it is activation (method 1.2), not the property's rights value.
    expect(byId[`activation.${id(3)}`]).toMatchObject({
      expectedCents: 30_000,
      deliveredCents: 30_000,
      multiplied: false,
      side: 'activation',
    });
    for (const line of ['owned_media.signage', `contractual_benefits.${id(1)}`, `hospitality.${id(2)}`])
      expect(byId[line]?.side).toBe('rights');
    expect(result.lines).toHaveLength(4);
  });

  it('adds the lines to the cent', () => {
    // Expected 32,550 + 120,000 + 30,000 + 30,000 = 212,550; delivered 26,040 + 108,000 + 30,000 + 30,000 = 194,040.
    expect(result.tangible).toEqual({ expectedCents: 212_550, deliveredCents: 194_040 });
    expect(result.sections.owned_media.deliveredCents).toBe(26_040);
    expect(result.sections.contractual_benefits.deliveredCents).toBe(108_000);
  });

  it('scores visibility without exclusivity or clutter, and management with its unknown parts neutral', () => {
    // Visibility parts (weights .5/.3/.2): audience = 20,000 people + 80,000 delivered impressions = 100,000
    // → log10 = 5 on a 3 (1,000) … 7 (10,000,000) scale = 50; awareness 4 → 75; dedicated zone → 100.
    // 50 × .5 + 75 × .3 + 100 × .2 = 67.5, not rounded.
    expect(result.scores.objectives.visibility).toMatchObject({ score: 67.5, low: 67.5, high: 67.5 });
    expect(result.scores.fit.score).toBe(67.5);
    // Management, ten equal parts: account manager 100, satisfaction 5 → 100, five agreements unanswered → 50
    // each, 2 of 5 information sources → 40, audited → 100, years unanswered → 50: 640 / 10 = 64. The six
    // unanswered parts (60 % of the weight) could be 0 or 100: range 64 − 30 = 34 to 64 + 30 = 94.
    expect(result.scores.management).toMatchObject({ score: 64, low: 34, high: 94 });
    // Multiplier = 1 + 0.4 × (67.5 − 50)/50 [0.14] + 0.05 × 1 exclusivity + 0 clutter (unanswered: no
    // adjustment) + 0.1 × (64 − 50)/50 [0.028] = 1.218.
    expect(result.multiplier.parts).toEqual({
      base: 1,
      fit: 0.14,
      exclusivity: 0.05,
      clutter: 0,
      management: 0.028,
    });
    expect(result.multiplier.value).toBe(1.218);
  });

  it('multiplies media and rights value only, and adds face value after', () => {
    // Rights value (method 1.2). Multiplied: signage 26,040 + dasher board 108,000 = 134,040 × 1.218 =
    // 163,260.72 → 163,261; face value: tickets 30,000. Rights value 193,261; tangible 164,040; intangible
    // 193,261 − 164,040 = 29,221. Expected: (32,550 + 120,000) × 1.218 = 185,805.9 → 185,806 + 30,000 = 215,806.
    // (Method 1.1 also added the booth's 30,000, which the sponsor runs itself: 223,261.)
    expect(result.value).toEqual({
      tangibleCents: 164_040,
      intangibleCents: 29_221,
      totalCents: 193_261,
      expectedTotalCents: 215_806,
      multipliedCents: 134_040,
    });
    // Activation apart: its cost is the $200 budget, the value it generated the booth's $300.
    expect(result.appraisal?.activation).toMatchObject({ costCents: 20_000, valueCents: 30_000 });
    expect(result.appraisal?.programme).toMatchObject({ valueCents: 223_261, costCents: 170_000 });
  });

  it('computes cost, both ratios to two decimals, and the effective CPM as a cost', () => {
    // Cost = rights fee $1,500 + activation budget $200 + in-kind $0 = $1,700.00.
    expect(result.cost.totalCents).toBe(170_000);
    // Rights-fee ratio (headline) = 193,261 / 150,000 = 1.28841 → 1.29; programme = (193,261 + 30,000) /
    // 170,000 = 1.31330… → 1.31.
    expect(result.appraisal?.rightsFeeRatio.value).toBe(1.29);
    expect(result.appraisal?.programmeRatio.value).toBe(1.31);
    // Effective CPM = cost $1,700 / 80,000 impressions × 1000 = $21.25.
    expect(result.cpm.effectiveCents).toBe(2_125);
    // Every figure was entered: 100 % entered, the audience audited. But of the 26 qualitative questions
    // the scores ask (the 24 score parts' questions, exclusivity and the sponsor counts), 17 are unanswered
    // (the five agreements, years in operation, characteristics, regard, sustainability plan, category
    // engagement, audience segments, scope, clients in the audience, use by participants, consumption while
    // watching, sponsor benefits, sponsor counts): 17 / 26 = 65.38 % > 25 %, so preliminary and no band.
    expect(result.appraisal?.dataQuality).toEqual({
      value: { actual: 0, entered: 100, default: 0 },
      questions: { asked: 26, answered: 9, unansweredShare: 0.6538 },
      audienceAudited: true,
    });
    expect(result.appraisal?.verdict).toEqual({ bands: [], preliminary: ['unanswered_questions'] });
    expect(result.ratio).toEqual({ value: 1.31, band: null });
    expect(result.rightsFeeRatio).toEqual({ value: 1.29, band: null });
  });

  it('warns that the activation items exceed the activation budget, without adding them to cost', () => {
    // Booth cost $300 (no media buy) > experiential budget $200.
    expect(result.warnings).toContainEqual({
      code: 'activation_over_budget',
      params: { itemsCents: 30_000, budgetCents: 20_000 },
    });
  });

  it('lists what it had to assume, but not what was entered', () => {
    const paths = result.missing.map((m) => m.path);
    // Neither side rated brand characteristics: personality fit is unknown and scores neutral.
    expect(paths).toEqual(
      expect.arrayContaining(['relevance.characteristics', 'management.agreements.reports_results']),
    );
    // An unanswered question is scored neutral; a line's missing figure takes the rates table's default.
    expect(result.missing).toContainEqual({
      path: 'general.years_in_operation',
      defaultUsed: 50,
      scored: true,
    });
    expect(result.scores.personality).toBeNull();
    expect(paths).not.toContain('owned_media.promotional_plan.signage.delivery');
    expect(paths).not.toContain('management.account_manager');
  });
});

describe('golden case: a large property, worked by hand', () => {
  const property = propertyInputSchema.parse({
    general: {
      name: 'Large club',
      campaign_duration_months: 24,
      digital_audiences: [
        { id: id(10), platform: 'instagram', audience: 50_000 },
        { id: id(11), platform: 'website', audience: 120_000 },
      ],
    },
    management: {
      rights_fee: 45_000,
      activation_budget: { media: 5_000, experiential: 2_500 },
      in_kind_value: 1_200,
    },
    owned_media: {
      promotional_plan: {
        tv: {
          impressions_estimated: 2_000_000,
          impressions_actual: 1_500_000,
          predominance: 2,
          exposure: 20,
          delivery: 90,
        },
      },
      broadcast: {
        streaming: { impressions_estimated: 300_000, predominance: 4, exposure: 75, delivery: 60 },
      },
      cpm_overrides: { tv: 40 },
      contractual_benefits: [
        {
          id: id(12),
          type: 'signage',
          name: 'Rink boards',
          times_offered: 34,
          unit_value: 450,
          predominance: 5,
          exposure: 100,
          delivery: 100,
        },
        {
          id: id(13),
          type: 'broadcast',
          name: 'PA announcements',
          times_offered: 68,
          unit_value: 35.5,
          predominance: 3,
          exposure: 80,
          delivery: 75,
        },
      ],
    },
    paid_media: {
      channels: { radio: { impressions_estimated: 500_000, predominance: 5, exposure: 100, delivery: 100 } },
    },
    hospitality: {
      items: [
        { id: id(14), kind: 'corporate_box', name: 'Corporate box', quantity: 2, unit_value: 2_500 },
        {
          id: id(15),
          kind: 'group_tickets',
          name: 'Season tickets',
          quantity: 4,
          unit_value: 899.99,
          season_tickets: true,
        },
      ],
    },
    activation: {
      items: [
        { id: id(16), kind: 'paid_media', category: 'radio', name: 'Radio buy', media_buy: 5_000 },
        {
          id: id(17),
          kind: 'experiential',
          category: 'sampling',
          name: 'Sampling',
          cost: 2_000,
          production_cost: 400,
          attendees_engaged: 3_000,
          predominance: 4,
          exposure: 60,
        },
      ],
    },
    custom_metrics: {
      items: [
        { id: id(18), name: 'Jersey patch', data_type: 'amount', value: 2_000, counts_toward_value: true },
        { id: id(19), name: 'Ticket revenue', data_type: 'amount', value: 99_000 },
        { id: id(20), name: 'Renewal rate', data_type: 'percent', value: 87.5 },
      ],
    },
  });
  const result = valuate(property, visibilityBrand);
  const cents = (lineId: string) => {
    const line = result.lines.find((l) => l.id === lineId);
    return line && [line.expectedCents, line.deliveredCents];
  };

  it('derives social and digital impressions from the audience when the plan gives none', () => {
    // Instagram 50,000 followers × 5 % reach × 4 posts/month × 24 months = 240,000 impressions; default
    // quality predominance 3 (0.6) × exposure 50 %; social CPM US$8 × 1.3013 = CA$10.41:
    // 240 × $10.41 × 0.3 = $749.52.
    expect(cents('owned_media.social')).toEqual([74_952, 74_952]);
    // Website 120,000 visits a year × 24/12 = 240,000 impressions × CA$2.95 (US$2.27) / 1000 × 0.3 = $212.40.
    expect(cents('owned_media.digital')).toEqual([21_240, 21_240]);
    const social = result.impressions.byChannel.find((c) => c.channel === 'social');
    expect(social).toMatchObject({ estimated: 240_000, delivered: 240_000, derived: true });
  });

  it('uses the CPM override and the actual impressions', () => {
    // TV at the $40 override: expected 2,000 × $40 × 0.4 × 20 % = $6,400; delivered from the actual
    // 1,500,000 impressions: 1,500 × $40 × 0.08 = $4,800.
    expect(cents('owned_media.tv')).toEqual([640_000, 480_000]);
    // Streaming at CA$39.04 (US$30): 300 × $39.04 × 0.8 × 75 % = $7,027.20 expected; 60 % delivered →
    // 180 × $39.04 × 0.6 = $4,216.32.
    expect(cents('broadcast.streaming')).toEqual([702_720, 421_632]);
    // Paid radio at CA$8.78 (US$6.75): 500 × $8.78 × 1.0 × 100 % = $4,390.
    expect(cents('paid_media.radio')).toEqual([439_000, 439_000]);
  });

  it('values benefits, hospitality, activation and counted custom amounts', () => {
    // Rink boards 34 × $450 × 1.0 × 100 % = $15,300.
    expect(cents(`contractual_benefits.${id(12)}`)).toEqual([1_530_000, 1_530_000]);
    // PA: 68 × $35.50 × 0.6 × 80 % = $1,158.72; × 75 % delivered = $869.04.
    expect(cents(`contractual_benefits.${id(13)}`)).toEqual([115_872, 86_904]);
    // Corporate box 2 × $2,500 = $5,000; season tickets 4 × $899.99 × 2 seasons (24 months) = $7,199.92.
    expect(cents(`hospitality.${id(14)}`)).toEqual([500_000, 500_000]);
    expect(cents(`hospitality.${id(15)}`)).toEqual([719_992, 719_992]);
    // Radio buy at face value $5,000; sampling 3,000 × $2 × 0.8 × 60 % = $2,880.
    expect(cents(`activation.${id(16)}`)).toEqual([500_000, 500_000]);
    expect(cents(`activation.${id(17)}`)).toEqual([288_000, 288_000]);
    // Only the amount flagged to count: $2,000.
    expect(cents(`custom.${id(18)}`)).toEqual([200_000, 200_000]);
    expect(cents(`custom.${id(19)}`)).toBeUndefined();
    expect(result.customIndicators.map((c) => c.name)).toEqual([
      'Jersey patch',
      'Ticket revenue',
      'Renewal rate',
    ]);
  });

  it('adds every line to the cent', () => {
    // Expected: 74,952 + 21,240 + 640,000 + 439,000 + 702,720 + 1,530,000 + 115,872 + 500,000 + 719,992
    //   + 500,000 + 288,000 + 200,000 = 5,731,776.
    // Delivered: 74,952 + 21,240 + 480,000 + 439,000 + 421,632 + 1,530,000 + 86,904 + 500,000 + 719,992
    //   + 500,000 + 288,000 + 200,000 = 5,261,720.
    expect(result.tangible).toEqual({ expectedCents: 5_731_776, deliveredCents: 5_261_720 });
    expect(result.lines).toHaveLength(12);
  });

  it('counts impressions, cost and effective CPM, and multiplies media and benefits only', () => {
    // Delivered: social 240,000 + digital 240,000 + TV 1,500,000 + radio 500,000 + streaming 180,000 = 2,660,000.
    expect(result.impressions.delivered).toBe(2_660_000);
    expect(result.impressions.estimated).toBe(3_280_000);
    // Cost $45,000 + $5,000 + $2,500 + in-kind $1,200 = $53,700.
    expect(result.cost.totalCents).toBe(5_370_000);
    // Effective CPM = $53,700 / 2,660,000 × 1000 = $20.1879… → 2,019 cents.
    expect(result.cpm.effectiveCents).toBe(2_019);
    // Activation items: radio buy $5,000 (its cost is its media buy) + sampling $2,000 + $400 production
    // = $7,400, within the $7,500 budget: no warning.
    expect(result.cost.activationItemsCents).toBe(740_000);
    expect(result.warnings.map((w) => w.code)).not.toContain('activation_over_budget');
    // Rights value, multiplied: the property's media 74,952 + 21,240 + 480,000 + 421,632 + benefits
    // 1,530,000 + 86,904 = 2,614,728; face value: hospitality 500,000 + 719,992 + jersey patch 200,000 =
    // 1,419,992. Activation, apart and not multiplied: paid radio 439,000 + radio buy 500,000 + sampling
    // 288,000 = 1,227,000 (method 1.1 multiplied the paid radio and counted all of it as value).
    expect(result.value.multipliedCents).toBe(2_614_728);
    expect(result.value.totalCents).toBe(Math.round(2_614_728 * result.multiplier.value) + 1_419_992);
    expect(result.appraisal?.activation.valueCents).toBe(1_227_000);
    // Programme ratio = (rights + activation) / $53,700, two decimals; rights-fee ratio = rights / $45,000.
    expect(result.ratio.value).toBe(
      Math.round(((result.value.totalCents + 1_227_000) / 5_370_000) * 100) / 100,
    );
    expect(result.rightsFeeRatio?.value).toBe(Math.round((result.value.totalCents / 4_500_000) * 100) / 100);
  });

  it('grades the data: actual, entered and default shares of the rights value', () => {
    // Rights value's tangible lines: 2,614,728 + 1,419,992 = 4,034,720. Defaults (derived social and
    // digital): 96,192 = 2.384 %; actual (TV): 480,000 = 11.897 %; entered: the rest, 3,458,528 = 85.719 %.
    // Floors 2 + 11 + 85 = 98; the two points left go to the largest remainders (.897, .719): 2, 12, 86.
    expect(result.uncertainty?.dataQuality).toEqual({ actual: 12, entered: 86, default: 2 });
    expect(result.appraisal?.dataQuality.value).toEqual({ actual: 12, entered: 86, default: 2 });
  });

  it('records the defaults it used for the derived lines', () => {
    expect(result.missing).toContainEqual({
      path: 'owned_media.promotional_plan.social.predominance',
      defaultUsed: 3,
    });
    expect(result.missing).toContainEqual({
      path: 'owned_media.promotional_plan.social.exposure',
      defaultUsed: 50,
    });
  });
});

describe('golden case: the range and what moves it, worked by hand', () => {
  // One radio line of the property's own plan: 100,000 actual impressions at a $10 override, predominance 5,
  // exposure 100 %. Everything else is unanswered. (Method 1.1's case was a paid radio line: paid media is
  // the sponsor's own activation under 1.2, outside the rights value the range is about.)
  const property = propertyInputSchema.parse({
    general: { name: 'Radio only' },
    owned_media: {
      cpm_overrides: { radio: 10 },
      promotional_plan: { radio: { impressions_actual: 100_000, predominance: 5, exposure: 100 } },
    },
  });
  const result = valuate(property, visibilityBrand, undefined, { tornado: true });
  const range = result.uncertainty;

  it('values the line and leaves every unanswered adjustment neutral', () => {
    // 100 × $10 × 1.0 × 100 % = $1,000. Visibility: audience 100,000 → 50; awareness and on-site visibility
    // unanswered → 50: fit 50, range 50 ∓ 50 × (.3 + .2) = 25 to 75. Management: all unanswered → 50 (0 to 100).
    // Multiplier 1 + 0 + 0 + 0 + 0 = 1.
    expect(result.value.totalCents).toBe(100_000);
    expect(result.scores.objectives.visibility).toMatchObject({ score: 50, low: 25, high: 75 });
    expect(result.multiplier.value).toBe(1);
  });

  it('takes every input at its low and at its high end', () => {
    // Low line: 95,000 (actual −5 %) / 1000 × $8.50 (entered −15 %) × 0.8 (predominance 4) × 85 % = $549.10.
    // High line: 105,000 × $11.50 × 1.0 (predominance stays at 5) × 100 % (exposure capped) = $1,207.50.
    expect(result.lines[0]?.range).toEqual({ lowCents: 54_910, highCents: 120_750 });
    // Multiplier low: fit 25 → −0.2, no exclusivity, clutter at its worst −0.15, management 0 → −0.1:
    // 0.55, kept at 0.6. High: fit 75 → +0.2, three exclusivities +0.15, no clutter, management 100 → +0.1:
    // 1.45, kept at 1.4. Value: 54,910 × 0.6 = 32,946; 120,750 × 1.4 = 169,050.
    expect(range?.value).toEqual({ lowCents: 32_946, highCents: 169_050 });
    // These are the stress bounds (method 1.1's joint extreme), kept beside the interval.
    expect(result.appraisal?.rights.stress).toEqual({ lowCents: 32_946, highCents: 169_050 });
    // No cost: no ratio, no ratio range; no rights fee, and every qualitative question unanswered: preliminary.
    expect(result.ratio).toEqual({ value: null, band: null });
    expect(range?.ratio).toBeNull();
    expect(range?.preliminary).toEqual({
      reasons: ['no_rights_fee', 'unanswered_questions'],
      assumedShare: 0,
    });
    expect(range?.dataQuality).toEqual({ actual: 100, entered: 0, default: 0 });
  });

  it('ranks the inputs by how far each moves the value, the others at base', () => {
    // Fit 25–75 → multiplier 0.8–1.2: $800–$1,200 (swing 400); radio CPM $8.50–$11.50: $850–$1,150 (300);
    // management 0–100 → 0.9–1.1: $900–$1,100 (200); predominance 4–5: $800–$1,000 (200); clutter
    // 40–0 sponsors → 0.85–1: $850–$1,000 (150); exclusivity 0–3 → 1–1.15: $1,000–$1,150 (150); exposure
    // 85–100 %: $850–$1,000 (150); actual impressions ±5 %: $950–$1,050 (100). Ties in key order.
    expect(range?.sensitivity?.map((s) => [s.key, s.lowCents, s.highCents])).toEqual([
      ['multiplier.fit', 80_000, 120_000],
      ['cpm.radio', 85_000, 115_000],
      ['multiplier.management', 90_000, 110_000],
      ['owned_media.radio.predominance', 80_000, 100_000],
      ['multiplier.clutter', 85_000, 100_000],
      ['multiplier.exclusivity', 100_000, 115_000],
      ['owned_media.radio.exposure', 85_000, 100_000],
      ['owned_media.radio.impressions_actual', 95_000, 105_000],
    ]);
  });

  it('makes the P10–P90 interval of those same bars, independent inputs in quadrature', () => {
    // Downs: fit 200, CPM 150, management 100, predominance 200, clutter 150, exclusivity 0, exposure 150,
    // impressions 50 (dollars). Σ down² = 40,000 + 22,500 + 10,000 + 40,000 + 22,500 + 0 + 22,500 + 2,500 =
    // 160,000 → √ = $400: P10 = $1,000 − $400 = $600.
    // Ups: 200, 150, 100, 0, 0, 150, 0, 50. Σ up² = 40,000 + 22,500 + 10,000 + 22,500 + 2,500 = 97,500 →
    // √ = $312.25: P90 = $1,312.25. Narrower than the stress bounds $329.46 – $1,690.50.
    expect(result.appraisal?.rights.interval).toEqual({ p10Cents: 60_000, p90Cents: 131_225 });
    // The line's own interval, without the multiplier's parts: downs 150 (CPM), 200, 150, 50 → √(22,500 +
    // 40,000 + 22,500 + 2,500) = $295.80; ups 150, 0, 0, 50 → √25,000 = $158.11.
    expect(result.lines[0]?.interval).toEqual({ p10Cents: 70_420, p90Cents: 115_811 });
  });
});

describe('golden cases: unknown is not zero', () => {
  const balanced = brandProfileInputSchema.parse({
    name: 'Balanced',
    objectives: { visibility: 20, image: 20, affinity: 20, sales: 20, employees: 20 },
  });

  it('scores an empty draft neutral: fit 50, multiplier 1, and lists what it assumed', () => {
    const result = valuate(propertyInputSchema.parse({ general: { name: 'Empty' } }), balanced);
    // Every objective has only unanswered parts: 50 each, fit 50; management 50; no exclusivity or clutter
    // answer: no adjustment. (Method 1.0 scored the empty lists as known zeros: fit 25, multiplier 0.70.)
    expect(result.scores.fit.score).toBe(50);
    expect(result.multiplier.value).toBe(1);
    const paths = result.missing.map((m) => m.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'general.sponsor_benefits',
        'management.information_sources',
        'general.exclusivity',
        'relevance.sponsor_counts',
        'management.rights_fee',
      ]),
    );
    expect(result.warnings.map((w) => w.code)).toEqual(['no_cost', 'no_impressions', 'no_tangible_value']);
  });

  it('scores "none of these" as a known zero, and an unanswered list as neutral', () => {
    const answered = (benefits: string[] | null) =>
      valuate(
        propertyInputSchema.parse({ general: { name: 'P', sponsor_benefits: benefits } }),
        brandProfileInputSchema.parse({
          name: 'Sales only',
          objectives: { visibility: 0, image: 0, affinity: 0, sales: 100, employees: 0 },
        }),
      ).scores.objectives.sales.score;
    // Sales: use by participants (.25) and consumption (.15) unanswered → 50; sales benefits (.6): none → 0,
    // unanswered → 50, two of five → 40.
    expect(answered([])).toBe(20); // 50 × .4 + 0 × .6
    expect(answered(null)).toBe(50);
    expect(answered(['distribute_samples', 'data_access'])).toBe(44); // 20 + 40 × .6
  });

  it('does not take value away from a draft whose management step is blank', () => {
    const media = {
      paid_media: { channels: { radio: { impressions_estimated: 100_000, predominance: 3, exposure: 50 } } },
    };
    const blank = valuate(propertyInputSchema.parse({ general: { name: 'Blank' }, ...media }), balanced);
    // Management unanswered → 50 → no adjustment; method 1.0 scored the empty information sources 0 and
    // lowered the value.
    expect(blank.scores.management.score).toBe(50);
    expect(blank.multiplier.parts.management).toBe(0);
  });
});

describe('golden cases: activation counted once, and a preliminary report', () => {
  it('costs an activation item its cost (media buy included) plus production, once', () => {
    const property = propertyInputSchema.parse({
      general: { name: 'Radio' },
      management: { rights_fee: 10_000, activation_budget: { media: 13_000 } },
      activation: {
        items: [
          {
            id: id(30),
            kind: 'paid_media',
            category: 'radio',
            name: 'Radio campaign',
            media_buy: 12_000,
            cost: 12_000,
            production_cost: 1_500,
          },
          { id: id(31), kind: 'paid_media', category: 'print', name: 'Print buy', media_buy: 800 },
        ],
      },
    });
    const result = valuate(property, visibilityBrand);
    // Radio: max($12,000 cost, $12,000 media buy) + $1,500 production = $13,500; print: no cost entered, so
    // its $800 media buy: $14,300 in all (method 1.0 counted $12,000 + $12,000 + $1,500 + $800 = $26,300).
    expect(result.cost.activationItemsCents).toBe(1_430_000);
    expect(result.warnings).toContainEqual({
      code: 'activation_over_budget',
      params: { itemsCents: 1_430_000, budgetCents: 1_300_000 },
    });
    // The media buys are valued once, at face value, outside the multiplier: $12,000 + $800, as activation
    // (method 1.2): they are the sponsor's, not the property's rights value, which is nothing here.
    expect(result.appraisal?.activation.valueCents).toBe(1_280_000);
    expect(result.value.totalCents).toBe(0);
  });

  it('is preliminary when defaults carry more than 30 % of the value', () => {
    // Social impressions derived from 100,000 followers (every figure a default or derived) and a $100
    // hospitality item entered: the derived line is $749.52 of $849.52 (88 %) → preliminary, no band.
    const property = propertyInputSchema.parse({
      general: {
        name: 'Followers',
        campaign_duration_months: 12,
        digital_audiences: [{ id: id(32), platform: 'instagram', audience: 100_000 }],
      },
      management: { rights_fee: 1_000 },
      hospitality: { items: [{ id: id(33), kind: 'other', name: 'Passes', quantity: 1, unit_value: 100 }] },
    });
    const result = valuate(property, visibilityBrand);
    // 100,000 × 5 % × 4 posts × 12 months = 240,000 impressions × CA$10.41 / 1000 × 0.6 × 50 % = $749.52.
    expect(result.lines.find((l) => l.id === 'owned_media.social')?.deliveredCents).toBe(74_952);
    // Defaults: 74,952 of 74,952 + 10,000 = 84,952 → 0.88229… → 0.8823; whole percentages 88 + 12. (And
    // every qualitative question is unanswered, which method 1.2 also withholds a verdict for.)
    expect(result.uncertainty?.preliminary).toEqual({
      reasons: ['assumed_share', 'unanswered_questions'],
      assumedShare: 0.8823,
    });
    expect(result.ratio.band).toBeNull();
    expect(result.rightsFeeRatio?.band).toBeNull();
    expect(result.uncertainty?.dataQuality).toEqual({ actual: 0, entered: 12, default: 88 });
  });
});
