import fc from 'fast-check';
import { DEMOGRAPHICS, OBJECTIVES } from '../src/profiles/options.ts';
import {
  BROADCAST_CHANNELS,
  CPM_CHANNELS,
  DIGITAL_PLATFORMS,
  EXCLUSIVITY_OPTIONS,
  MEDIA_CHANNELS,
  SPONSOR_BENEFITS,
} from '../src/properties/options.ts';

/** Arbitrary values within the schema's bounds, or empty (null), so generated inputs are as sparse as real drafts. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });
const count = maybe(fc.integer({ min: 0, max: 50_000_000 }));
const quantity = maybe(fc.integer({ min: 0, max: 10_000 }));
/** Spans the schema's whole range sometimes, so the bounds themselves are exercised. */
const unitMoney = maybe(
  fc
    .oneof(fc.integer({ min: 0, max: 100_000_00 }), fc.integer({ min: 0, max: 1_000_000_00 }))
    .map((c) => c / 100),
);
const rating = maybe(fc.integer({ min: 1, max: 5 }));
const percent = maybe(fc.integer({ min: 0, max: 100 }));
const money = maybe(fc.integer({ min: 0, max: 500_000_000 }).map((c) => c / 100));
const uuid = fc.uuid({ version: 4 });

const mediaLine = fc.record(
  {
    impressions_estimated: count,
    impressions_actual: count,
    predominance: rating,
    exposure: percent,
    delivery: percent,
  },
  { requiredKeys: [] },
);

function keyedRecord<T>(keys: readonly string[], arb: fc.Arbitrary<T>) {
  return fc.record(Object.fromEntries(keys.map((k) => [k, arb])) as Record<string, fc.Arbitrary<T>>, {
    requiredKeys: [],
  });
}

/** A percent group whose total stays within 0–100 (what the schema's rules admit). */
function percentGroupArb(keys: readonly string[]) {
  return fc
    .array(fc.integer({ min: 0, max: 100 }), { minLength: keys.length, maxLength: keys.length })
    .map((raw) => {
      const total = raw.reduce((a, b) => a + b, 0) || 1;
      const scale = total > 100 ? 100 / total : 1;
      return Object.fromEntries(keys.map((k, i) => [k, Math.floor((raw[i] ?? 0) * scale)]));
    });
}

export const propertyInputArb = fc.record({
  general: fc.record(
    {
      name: fc.constant('Generated'),
      campaign_duration_months: count.map((c) => (c === null ? null : c % 61)),
      years_in_operation: count,
      exclusivity: maybe(fc.subarray([...EXCLUSIVITY_OPTIONS])),
      sponsor_benefits: maybe(fc.subarray([...SPONSOR_BENEFITS])),
      events_per_season: maybe(fc.integer({ min: 0, max: 1_000 })),
      digital_audiences: fc.uniqueArray(
        fc.record({ id: uuid, platform: fc.constantFrom(...DIGITAL_PLATFORMS), audience: count }),
        { maxLength: 4, selector: (item) => item.id },
      ),
    },
    { requiredKeys: ['name'] },
  ),
  target: fc.record(
    {
      public_awareness: rating,
      direct_cumulative_audience: count,
      audience_audited: maybe(fc.boolean()),
      property_scope: maybe(fc.constantFrom('local', 'regional', 'provincial', 'national', 'international')),
      audience_origin: percentGroupArb(['local', 'regional', 'national', 'international']),
      audience_segments: fc.record({
        gender: percentGroupArb(DEMOGRAPHICS.gender),
        age: percentGroupArb(DEMOGRAPHICS.age),
      }),
    },
    { requiredKeys: [] },
  ),
  relevance: fc.record(
    {
      characteristics: keyedRecord(['sincere', 'exciting', 'competent', 'sophisticated', 'solid'], rating),
      category_engagement: rating,
      likelihood_use_by_participants: rating,
      onsite_visibility: maybe(fc.constantFrom('shared', 'dedicated')),
      sponsor_counts: keyedRecord(
        ['local_regional', 'national', 'international', 'service_media'],
        maybe(fc.integer({ min: 0, max: 200 })),
      ),
    },
    { requiredKeys: [] },
  ),
  management: fc.record(
    {
      rights_fee: money,
      in_kind_value: money,
      satisfaction: rating,
      regard: rating,
      account_manager: maybe(fc.boolean()),
      information_sources: maybe(
        fc.subarray(['annual_report', 'consumer_survey', 'audit_report', 'case_studies', 'sponsors_forum']),
      ),
      activation_budget: keyedRecord(
        ['experiential', 'media', 'athlete_appearance', 'other_appearance'],
        money,
      ),
    },
    { requiredKeys: [] },
  ),
  owned_media: fc.record(
    {
      promotional_plan: keyedRecord(MEDIA_CHANNELS, mediaLine),
      broadcast: keyedRecord(BROADCAST_CHANNELS, mediaLine),
      cpm_overrides: keyedRecord(
        CPM_CHANNELS,
        maybe(fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100)),
      ),
      contractual_benefits: fc.uniqueArray(
        fc.record({
          id: uuid,
          // Catalogue benefits of benefits/fixtures.test-data.ts (catalogueForTests), or none.
          benefit_id: maybe(fc.constantFrom(1, 3, 8, 10, 12, 30)),
          type: fc.constant('signage'),
          name: fc.constant('Benefit'),
          times_offered: quantity,
          unit_value: unitMoney,
          predominance: rating,
          exposure: percent,
          delivery: percent,
        }),
        { maxLength: 4, selector: (item) => item.id },
      ),
    },
    { requiredKeys: [] },
  ),
  paid_media: fc.record({ channels: keyedRecord(MEDIA_CHANNELS, mediaLine) }, { requiredKeys: [] }),
  hospitality: fc.record({
    items: fc.uniqueArray(
      fc.record({
        id: uuid,
        kind: fc.constantFrom('group_tickets', 'corporate_box', 'food_beverage', 'other'),
        name: fc.constant('Item'),
        quantity: quantity,
        unit_value: unitMoney,
        season_tickets: fc.boolean(),
      }),
      { maxLength: 3, selector: (item) => item.id },
    ),
  }),
  activation: fc.record({
    items: fc.uniqueArray(
      fc.record({
        id: uuid,
        kind: fc.constantFrom('paid_media', 'experiential'),
        category: fc.constantFrom('sampling', 'radio', 'other'),
        name: fc.constant('Activation'),
        media_buy: unitMoney,
        cost: unitMoney,
        attendees_engaged: count,
        predominance: rating,
        exposure: percent,
      }),
      { maxLength: 3, selector: (item) => item.id },
    ),
  }),
  custom_metrics: fc.record({
    items: fc.uniqueArray(
      fc.record({
        id: uuid,
        name: fc.constant('Metric'),
        data_type: fc.constantFrom('amount', 'percent', 'decimal'),
        value: maybe(fc.integer({ min: -100_000_000, max: 100_000_000 })),
        counts_toward_value: fc.boolean(),
      }),
      { maxLength: 3, selector: (item) => item.id },
    ),
  }),
});

export const profileInputArb = fc.record({
  name: fc.constant('Generated brand'),
  objectives: percentGroupArb(OBJECTIVES),
  characteristics: keyedRecord(['sincere', 'exciting', 'competent', 'sophisticated', 'solid'], rating),
  geographic_scope: maybe(fc.constantFrom('local', 'regional', 'provincial', 'national', 'international')),
  demographics: fc.record({
    gender: percentGroupArb(DEMOGRAPHICS.gender),
    age: percentGroupArb(DEMOGRAPHICS.age),
  }),
  geographic_areas: fc.subarray(['north_america', 'south_america', 'asia', 'europe']),
});
