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
    // Signage: 100,000 / 1000 × $5 × predominance 5 (1.0) × exposure 50 % = $250.00 expected;
    // delivered 100,000 × 80 % = 80,000 impressions → 80 × $5 × 0.5 = $200.00.
    expect(byId['owned_media.signage']).toMatchObject({ expectedCents: 25_000, deliveredCents: 20_000 });
    // Dasher board: 10 × $150 × predominance 4 (0.8) × exposure 100 % = $1,200.00; delivered × 90 % = $1,080.00.
    expect(byId[`contractual_benefits.${id(1)}`]).toMatchObject({
      expectedCents: 120_000,
      deliveredCents: 108_000,
    });
    // Group tickets: 4 × $75 = $300.00 at face value.
    expect(byId[`hospitality.${id(2)}`]).toMatchObject({ expectedCents: 30_000, deliveredCents: 30_000 });
    // Booth: 500 attendees × $2.00 × predominance 3 (0.6) × exposure 50 % = $300.00.
    expect(byId[`activation.${id(3)}`]).toMatchObject({ expectedCents: 30_000, deliveredCents: 30_000 });
    expect(result.lines).toHaveLength(4);
  });

  it('adds the lines to the cent', () => {
    // Expected 25,000 + 120,000 + 30,000 + 30,000 = 205,000; delivered 20,000 + 108,000 + 30,000 + 30,000 = 188,000.
    expect(result.tangible).toEqual({ expectedCents: 205_000, deliveredCents: 188_000 });
    expect(result.sections.owned_media.deliveredCents).toBe(20_000);
    expect(result.sections.contractual_benefits.deliveredCents).toBe(108_000);
  });

  it('scores visibility and management, and builds the multiplier from them', () => {
    // Visibility parts: audience = 20,000 people + 80,000 delivered impressions = 100,000 → log10 = 5 on a
    // 3 (1,000) … 7 (10,000,000) scale = 50; awareness 4 → 75; dedicated zone → 100; exclusivity 1 of 3 →
    // 33.3; sponsor clutter unknown (left out). (50×.35 + 75×.2 + 100×.15 + 33.33×.15) / .85 = 52.5 / .85 = 61.76 → 61.8.
    expect(result.scores.objectives.visibility.score).toBe(61.8);
    expect(result.scores.fit.score).toBe(61.8);
    // Management: account manager 100, satisfaction 5 → 100, 2 of 5 information sources → 40, audited → 100;
    // the other parts are empty and left out: (100 + 100 + 40 + 100) / 4 = 85.
    expect(result.scores.management.score).toBe(85);
    // Multiplier = 1 + 0.4 × (61.8 − 50)/50 [0.0944] + 0.05 × 1 exclusivity + 0 clutter + 0.1 × (85 − 50)/50 [0.07] = 1.2144.
    expect(result.multiplier.parts).toEqual({
      base: 1,
      fit: 0.0944,
      exclusivity: 0.05,
      clutter: 0,
      management: 0.07,
    });
    expect(result.multiplier.value).toBe(1.2144);
  });

  it('computes total value, cost, ratio, band and effective CPM', () => {
    // Total = 188,000 × 1.2144 = 228,307.2 → 228,307 cents; intangible = 228,307 − 188,000 = 40,307.
    expect(result.value).toEqual({
      tangibleCents: 188_000,
      intangibleCents: 40_307,
      totalCents: 228_307,
      expectedTotalCents: 248_952, // 205,000 × 1.2144 = 248,952
    });
    // Cost = rights fee $1,500 + activation budget $200 + in-kind $0 = $1,700.00.
    expect(result.cost.totalCents).toBe(170_000);
    // Ratio = 228,307 / 170,000 = 1.34298… → 1.343, between 1 and 1.5: break-even band.
    expect(result.ratio).toEqual({ value: 1.343, band: 'break_even' });
    // Effective CPM = $1,700 / 80,000 impressions × 1000 = $21.25.
    expect(result.cpm.effectiveCents).toBe(2_125);
  });

  it('warns that the activation items exceed the activation budget, without adding them to cost', () => {
    // Booth cost $300 > experiential budget $200.
    expect(result.warnings).toContainEqual({
      code: 'activation_over_budget',
      params: { itemsCents: 30_000, budgetCents: 20_000 },
    });
  });

  it('lists what it could not score and what it had to assume, but not what was entered', () => {
    const paths = result.missing.map((m) => m.path);
    // Neither side rated brand characteristics or audience segments: personality and demographic fit are unknown.
    expect(paths).toEqual(expect.arrayContaining(['relevance.characteristics', 'target.audience_segments']));
    expect(result.scores.personality).toBeNull();
    expect(paths).not.toContain('owned_media.promotional_plan.signage.delivery');
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
    // quality predominance 3 (0.6) × exposure 50 %: 240 × $8 × 0.3 = $576.00.
    expect(cents('owned_media.social')).toEqual([57_600, 57_600]);
    // Website 120,000 visits a year × 24/12 = 240,000 impressions × $2.27 / 1000 × 0.3 = $163.44.
    expect(cents('owned_media.digital')).toEqual([16_344, 16_344]);
    const social = result.impressions.byChannel.find((c) => c.channel === 'social');
    expect(social).toMatchObject({ estimated: 240_000, delivered: 240_000, derived: true });
  });

  it('uses the CPM override and the actual impressions', () => {
    // TV at the $40 override: expected 2,000 × $40 × 0.4 × 20 % = $6,400; delivered from the actual
    // 1,500,000 impressions: 1,500 × $40 × 0.08 = $4,800.
    expect(cents('owned_media.tv')).toEqual([640_000, 480_000]);
    // Streaming: 300 × $30 × 0.8 × 75 % = $5,400 expected; 60 % delivered → 180 × $30 × 0.6 = $3,240.
    expect(cents('broadcast.streaming')).toEqual([540_000, 324_000]);
    // Paid radio: 500 × $6.75 × 1.0 × 100 % = $3,375.
    expect(cents('paid_media.radio')).toEqual([337_500, 337_500]);
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
    // Expected: 57,600 + 16,344 + 640,000 + 337,500 + 540,000 + 1,530,000 + 115,872 + 500,000 + 719,992
    //   + 500,000 + 288,000 + 200,000 = 5,445,308.
    // Delivered: 57,600 + 16,344 + 480,000 + 337,500 + 324,000 + 1,530,000 + 86,904 + 500,000 + 719,992
    //   + 500,000 + 288,000 + 200,000 = 5,040,340.
    expect(result.tangible).toEqual({ expectedCents: 5_445_308, deliveredCents: 5_040_340 });
    expect(result.lines).toHaveLength(12);
  });

  it('counts impressions, cost and effective CPM', () => {
    // Delivered: social 240,000 + digital 240,000 + TV 1,500,000 + radio 500,000 + streaming 180,000 = 2,660,000.
    expect(result.impressions.delivered).toBe(2_660_000);
    expect(result.impressions.estimated).toBe(3_280_000);
    // Cost $45,000 + $5,000 + $2,500 + in-kind $1,200 = $53,700.
    expect(result.cost.totalCents).toBe(5_370_000);
    // Effective CPM = $53,700 / 2,660,000 × 1000 = $20.1879… → 2,019 cents.
    expect(result.cpm.effectiveCents).toBe(2_019);
    // Activation items $5,000 + $2,000 + $400 = $7,400 within the $7,500 budget: no warning.
    expect(result.cost.activationItemsCents).toBe(740_000);
    expect(result.warnings.map((w) => w.code)).not.toContain('activation_over_budget');
    // Total = tangible × multiplier, to the cent; ratio = total / cost.
    expect(result.value.totalCents).toBe(Math.round(5_040_340 * result.multiplier.value));
    expect(result.ratio.value).toBe(Math.round((result.value.totalCents / 5_370_000) * 10_000) / 10_000);
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
