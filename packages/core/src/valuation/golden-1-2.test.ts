import { describe, expect, it } from 'vitest';
import type { Benefit } from '../benefits/schema.ts';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { AGREEMENT_STATEMENTS, INFORMATION_SOURCES } from '../properties/options.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { valuate } from './valuate.ts';

/**
 * Golden cases of method 1.2, worked by hand (docs/valuation.md): rights value apart from activation, one
 * impression one value, the P10–P90 interval and the verdict it supports, plausibility, the fair rights fee.
 *
 * Every case starts from a property whose 26 qualitative questions are all answered and a brand that only
 * wants visibility, so that nothing is preliminary for want of answers and the multiplier is fixed:
 * visibility = audience (100,000 people in person alone → log10 5 on the 3…7 scale = 50) × .5 + awareness
 * 5 (100) × .3 + dedicated zone (100) × .2 = 75 at least; fit +0.4 × (75 − 50)/50 = +0.2 at least;
 * three exclusivities +0.15; 5 sponsors (under the 10 tolerated): no clutter; management 100 (every part at
 * its best) +0.1. Multiplier 1 + 0.2 + 0.15 + 0.1 = 1.45 at least, kept at its 1.4 bound. Every answer is
 * known, so the multiplier has no swing either: the interval is the lines' alone.
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const brand = brandProfileInputSchema.parse({
  name: 'Visibility, fully described',
  objectives: { visibility: 100, image: 0, affinity: 0, sales: 0, employees: 0 },
  characteristics: { sincere: 3, exciting: 3, competent: 3, sophisticated: 3, solid: 3 },
  geographic_scope: 'regional',
  geographic_areas: ['north_america'],
  demographics: { gender: { female: 50, male: 50 } },
});

/** Every qualitative question answered, no value line; rights fee and lines added case by case. */
const answered = {
  general: {
    name: 'Answered',
    sponsorship_type: 'team',
    exclusivity: ['category', 'area', 'communication'],
    sponsor_benefits: ['distribute_samples'],
    years_in_operation: 30,
    campaign_duration_months: 12,
    events_per_season: 20,
  },
  target: {
    public_awareness: 5,
    property_scope: 'regional',
    breakthrough_areas: ['north_america'],
    direct_cumulative_audience: 100_000,
    audience_audited: true,
    audience_segments: { gender: { female: 50, male: 50 } },
    audience_origin: { local: 80, regional: 20 },
  },
  relevance: {
    characteristics: { sincere: 3, exciting: 3, competent: 3, sophisticated: 3, solid: 3 },
    likelihood_use_by_participants: 3,
    likelihood_consumption_broadcast: 3,
    likelihood_clients_in_audience: 3,
    category_engagement: 3,
    sponsor_counts: { local_regional: 5 },
    onsite_visibility: 'dedicated',
  },
  management: {
    account_manager: true,
    satisfaction: 5,
    regard: 5,
    agreements: Object.fromEntries(AGREEMENT_STATEMENTS.map((s) => [s, 5])),
    information_sources: [...INFORMATION_SOURCES],
    sustainability_plan: true,
  },
  owned_media: { hospitality_included: true },
};

type Input = Record<string, Record<string, unknown>>;
/** The answered property with these steps' fields merged in (one level deep). */
function property(steps: Input) {
  const merged: Input = structuredClone(answered) as Input;
  for (const [step, fields] of Object.entries(steps)) merged[step] = { ...merged[step], ...fields };
  return propertyInputSchema.parse(merged);
}

/** The catalogue's play-by-play mention (migration 0003): one per game, on the radio audience. */
const mention: Benefit = {
  id: 10,
  key: 'play_by_play_mention',
  category: 'broadcast',
  name: { en: 'Play-by-play mention', fr: 'Mention par le descripteur' },
  description: { en: '', fr: '' },
  unit: 'per_game',
  basis: 'impressions',
  default_impressions_per_unit: 20_000,
  cpm_channel: 'radio',
  default_unit_value: null,
};

describe('golden 1.2: the fully answered base', () => {
  it('asks 26 qualitative questions, all answered, and multiplies by 1.4', () => {
    const result = valuate(property({ management: { rights_fee: 1_000 } }), brand);
    expect(result.appraisal?.dataQuality.questions).toEqual({ asked: 26, answered: 26, unansweredShare: 0 });
    expect(result.multiplier.value).toBe(1.4);
    expect(result.multiplier.unclamped).toBeGreaterThan(1.4);
  });
});

describe('golden 1.2: an activation-only property', () => {
  // The audit's case: nothing but a $50,000 media buy the sponsor paid for, and a $10,000 rights fee. Method
  // 1.1 read "rights fee only: 5.0:1 (Exceptional)".
  const result = valuate(
    property({
      management: { rights_fee: 10_000, activation_budget: { media: 50_000 } },
      activation: {
        items: [{ id: id(1), kind: 'paid_media', category: 'radio', name: 'Radio buy', media_buy: 50_000 }],
      },
    }),
    brand,
  );
  const a = result.appraisal;

  it('puts the media buy in activation, its cost and its value, and nothing in rights value', () => {
    // The buy at face value, $50,000, as the value the sponsor's own activation generated; its cost is the
    // $50,000 activation budget.
    expect(a?.activation).toEqual({
      costCents: 5_000_000,
      valueCents: 5_000_000,
      // Entered ±15 %: P10 $42,500, P90 $57,500.
      interval: { p10Cents: 4_250_000, p90Cents: 5_750_000 },
    });
    expect(a?.rights).toMatchObject({ tangibleCents: 0, totalCents: 0 });
    expect(result.lines.map((l) => l.side)).toEqual(['activation']);
  });

  it('reads a rights-fee ratio of 0.00, below cost, and a programme ratio of 0.83', () => {
    // Rights-fee ratio 0 / $10,000 = 0.00, its interval 0.00–0.00: below cost, one band.
    expect(a?.rightsFeeRatio).toEqual({ value: 0, interval: { p10: 0, p90: 0 }, bands: ['below_cost'] });
    // Programme: $50,000 / ($10,000 + $50,000) = 0.8333 → 0.83; P10 42,500 / 60,000 = 0.71, P90 57,500 /
    // 60,000 = 0.96: below cost.
    expect(a?.programmeRatio).toEqual({
      value: 0.83,
      interval: { p10: 0.71, p90: 0.96 },
      bands: ['below_cost'],
    });
    expect(a?.verdict).toEqual({ bands: ['below_cost'], preliminary: null });
    // No rights value: no fair rights fee to state.
    expect(a?.fairRightsFee).toBeNull();
  });
});

describe('golden 1.2: ten billion impressions at a $1,000 CPM for a $1 fee', () => {
  // The audit's case: 10,000,000,000 TV impressions at the property's own $1,000 CPM, predominance 5,
  // exposure and delivery 100 %, a $1 rights fee. Method 1.1 said "64,200,000,000:1 Exceptional".
  const result = valuate(
    property({
      management: { rights_fee: 1 },
      owned_media: {
        hospitality_included: true,
        cpm_overrides: { tv: 1_000 },
        promotional_plan: {
          tv: { impressions_estimated: 10_000_000_000, predominance: 5, exposure: 100, delivery: 100 },
        },
      },
    }),
    brand,
  );
  const a = result.appraisal;

  it('values the figures as entered', () => {
    // 10,000,000 thousands × $1,000 × 1.0 × 100 % = $10,000,000,000 × multiplier 1.4 = $14,000,000,000.
    expect(result.value.totalCents).toBe(1_400_000_000_000);
    // Rights-fee ratio 14,000,000,000 / 1 = 14,000,000,000.00.
    expect(a?.rightsFeeRatio.value).toBe(14_000_000_000);
  });

  it('warns about the impressions, the CPM and the ratio, and withholds the verdict', () => {
    expect(a?.warnings.map((w) => w.rule)).toEqual(['impressions', 'cpm', 'ratio', 'ratio']);
    const [impressions, cpm] = a?.warnings ?? [];
    // Impressions: TV is compared with the whole audience stated, 100,000 people in person: 20 per person
    // allows 2,000,000; 10,000,000,000 is 100,000 per person.
    expect(impressions).toMatchObject({ figure: 10_000_000_000, limit: 2_000_000, perPerson: 100_000 });
    // CPM: the TV range is CA$26.03–60.90; 2 × 60.90 = 121.80 is the most a CPM may be without a warning.
    expect(cpm).toMatchObject({ figure: 1_000, direction: 'above', limit: 121.8 });
    // Both ratios above 10:1 (the programme's cost is the $1 fee too).
    expect(a?.warnings.slice(2)).toEqual([
      { rule: 'ratio', ratio: 'rights_fee', figure: 14_000_000_000, limit: 10 },
      { rule: 'ratio', ratio: 'programme', figure: 14_000_000_000, limit: 10 },
    ]);
    expect(a?.verdict).toEqual({
      bands: [],
      preliminary: ['unconfirmed_warnings', 'ratio_above_limit'],
    });
    expect(result.rightsFeeRatio?.band).toBeNull();
  });

  it('stays preliminary once the figures are confirmed: a ratio above 10:1 is itself a warning', () => {
    const confirmed = valuate(
      property({
        management: { rights_fee: 1 },
        owned_media: {
          hospitality_included: true,
          cpm_overrides: { tv: 1_000 },
          promotional_plan: {
            tv: { impressions_estimated: 10_000_000_000, predominance: 5, exposure: 100, delivery: 100 },
          },
        },
        plausibility: {
          confirmations: [
            {
              key: 'owned_media.promotional_plan.tv.impressions_estimated',
              figure: 10_000_000_000,
              note: 'Test note',
            },
            { key: 'owned_media.cpm_overrides.tv', figure: 1_000, note: 'Rate card of the network' },
          ],
        },
      }),
      brand,
    );
    expect(confirmed.appraisal?.warnings[1]).toMatchObject({
      confirmed: true,
      confirmation: { note: 'Rate card of the network' },
    });
    expect(confirmed.appraisal?.verdict.preliminary).toEqual(['ratio_above_limit']);
  });
});

describe('golden 1.2: a benefit on a media line’s audience is counted once', () => {
  // Radio line of the property's plan: 200,000 actual impressions at the default radio CPM CA$8.78,
  // predominance 5, exposure 100 %: 200 × $8.78 = $1,756.00 on its own. 20 games a season.
  const radio = { impressions_actual: 200_000, predominance: 5, exposure: 100 };
  const withMentions = (times: number) =>
    valuate(
      property({
        management: { rights_fee: 1_000 },
        owned_media: {
          hospitality_included: true,
          promotional_plan: { radio },
          contractual_benefits: [
            {
              id: id(2),
              benefit_id: 10,
              type: 'broadcast',
              name: 'Play-by-play mention',
              times_offered: times,
              // The catalogue's suggestion: 200,000 / 20 games = 10,000 listeners a game × $8.78 / 1000.
              unit_value: 87.8,
              predominance: 5,
              exposure: 100,
              delivery: 100,
            },
          ],
        },
      }),
      brand,
      undefined,
      { catalogue: [mention] },
    );

  it('takes the mentions’ listeners out of the radio line', () => {
    const result = withMentions(10);
    const [line, benefit] = result.lines;
    // The mention: 10 × $87.80 × 1.0 × 100 % = $878.00, resting on 10 × 10,000 = 100,000 listeners, drawn
    // from the radio line, which keeps 100,000: 100 × $8.78 = $878.00.
    expect(benefit).toMatchObject({
      deliveredCents: 87_800,
      overlap: {
        code: 'draws_from_line',
        lineIds: ['owned_media.radio'],
        drawnImpressions: 100_000,
        addedImpressions: 0,
      },
    });
    expect(line).toMatchObject({
      id: 'owned_media.radio',
      deliveredCents: 87_800,
      overlap: {
        code: 'shrunk_by_benefits',
        lineIds: [`contractual_benefits.${id(2)}`],
        drawnImpressions: 100_000,
        addedImpressions: 0,
      },
    });
    // The audience is valued once: $878 + $878 = $1,756, what the radio line alone was worth (method 1.1
    // added the mentions on top: $2,634).
    expect(result.value.tangibleCents).toBe(175_600);
    // The channel's impressions stay the line's 200,000: the mentions are among them, not added.
    expect(result.impressions.delivered).toBe(200_000);
  });

  it('values what the line no longer has as the exposure the benefit adds', () => {
    const result = withMentions(30);
    const [line, benefit] = result.lines;
    // 30 mentions rest on 300,000 listeners; the line has 200,000: all drawn, the line valued at $0, and the
    // 100,000 more are exposure the line never counted (a second mention to the same listener).
    expect(line?.deliveredCents).toBe(0);
    expect(benefit).toMatchObject({
      deliveredCents: 263_400,
      overlap: { code: 'draws_from_line_and_adds', drawnImpressions: 200_000, addedImpressions: 100_000 },
    });
  });

  it('without the catalogue, cannot tell the channel and matches nothing', () => {
    const result = valuate(
      property({
        owned_media: {
          promotional_plan: { radio },
          contractual_benefits: [
            {
              id: id(3),
              benefit_id: 10,
              type: 'broadcast',
              name: 'Mention',
              times_offered: 10,
              unit_value: 87.8,
            },
          ],
        },
      }),
      brand,
    );
    expect(result.lines.every((l) => l.overlap === undefined)).toBe(true);
  });
});

describe('golden 1.2: an interval that crosses a band boundary names two bands', () => {
  // One radio line: 200,000 actual impressions at the property's own $10 CPM, predominance 5, exposure
  // 100 %: $2,000 × 1.4 = $2,800.00 of rights value, for a $1,250 rights fee.
  const result = valuate(
    property({
      management: { rights_fee: 1_250 },
      owned_media: {
        hospitality_included: true,
        cpm_overrides: { radio: 10 },
        promotional_plan: { radio: { impressions_actual: 200_000, predominance: 5, exposure: 100 } },
      },
    }),
    brand,
  );
  const a = result.appraisal;

  it('builds the P10–P90 from each input’s swing', () => {
    expect(a?.rights.totalCents).toBe(280_000);
    // Swings of the $2,800 (× 1.4): the CPM (entered) ±15 % = ∓$420; the actual impressions ±5 % = ∓$140;
    // predominance 5 → 4 (0.8) = −$560, no higher step; exposure 100 % −15 % = −$420, not above 100 %.
    // P10 = 2,800 − √(420² + 140² + 560² + 420²) = 2,800 − √686,000 = 2,800 − 828.25 = $1,971.75.
    // P90 = 2,800 + √(420² + 140²) = 2,800 + √196,000 = 2,800 + 442.72 = $3,242.72.
    expect(a?.rights.interval).toEqual({ p10Cents: 197_175, p90Cents: 324_272 });
  });

  it('reads between fair and target', () => {
    // Ratio 2,800 / 1,250 = 2.24; P10 1,971.75 / 1,250 = 1.5774 → 1.58 (fair, 1.5–2); P90 3,242.72 / 1,250 =
    // 2.5942 → 2.59 (target, 2–3): both bands named.
    expect(a?.rightsFeeRatio).toEqual({
      value: 2.24,
      interval: { p10: 1.58, p90: 2.59 },
      bands: ['fair', 'target'],
    });
    expect(a?.verdict).toEqual({ bands: ['fair', 'target'], preliminary: null });
    // The 1.1-style ratio keeps a band only when the evidence names one.
    expect(result.rightsFeeRatio).toEqual({ value: 2.24, band: null });
  });

  it('states the fair rights fee at the target, with its P10–P90', () => {
    // Default target 2.0: $2,800 / 2 = $1,400; P10 $1,971.75 / 2 = $985.875 → $985.88; P90 $3,242.72 / 2 =
    // $1,621.36.
    expect(a?.fairRightsFee).toEqual({
      cents: 140_000,
      interval: { p10Cents: 98_588, p90Cents: 162_136 },
      target: { ratio: 2, source: 'default' },
    });
    // A brand's own target wins: 2.5 → $1,120.
    const own = valuate(
      property({
        management: { rights_fee: 1_250 },
        owned_media: {
          cpm_overrides: { radio: 10 },
          promotional_plan: { radio: { impressions_actual: 200_000, predominance: 5, exposure: 100 } },
        },
      }),
      { ...brand, target_ratio: 2.5 },
    );
    expect(own.appraisal?.fairRightsFee).toMatchObject({
      cents: 112_000,
      target: { ratio: 2.5, source: 'profile' },
    });
  });

  it('says where each rate comes from, and names the market CPM from the rate card or default only', () => {
    // The line's CPM is the property's own ("entered"); the market CPM of the impressions is the default
    // CA$8.78, never the property's $10.
    expect(result.lines[0]?.rateOrigin).toBe('entered');
    expect(result.cpm.marketCents).toBe(878);
    // One line, so it shows its whole dollars ($2,000) and the intangible the rest: $800; total $2,800.
    expect(a?.shown).toMatchObject({
      rightsTangibleCents: 200_000,
      rightsIntangibleCents: 80_000,
      rightsTotalCents: 280_000,
    });
  });
});
