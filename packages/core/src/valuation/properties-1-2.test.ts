import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileInputArb, propertyInputArb } from '../../test/arbitraries.ts';
import { catalogueForTests } from '../benefits/fixtures.test-data.ts';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { DEFAULT_RATES } from './rates.ts';
import type { RatioReading, ValuationResult, ValueInterval } from './types.ts';
import { valuate } from './valuate.ts';

/**
 * Method 1.2's properties (issue 27), on hundreds of random, sparse properties whose contractual benefits
 * may come from the catalogue (so that benefits draw from the media lines on their audience).
 */

const parsedProperty = propertyInputArb.map((input) => propertyInputSchema.parse(input));
const parsedProfile = profileInputArb.map((input) => brandProfileInputSchema.parse(input));
const RUNS = { numRuns: 300 };
/** Hundreds of valuations each: time enough on a loaded machine (no timing is asserted). */
const TIMEOUT = 60_000;
const options = { catalogue: catalogueForTests };
const value = (property: Parameters<typeof valuate>[0], profile: Parameters<typeof valuate>[1]) =>
  valuate(property, profile, undefined, options);

/** Every media line of the property: its own plan and broadcast (rights), and paid media (activation). */
const LINES = [
  ...(['signage', 'print', 'digital', 'tv', 'radio', 'social'] as const).map(
    (channel) => ['promotional_plan', channel] as const,
  ),
  ...(['broadcast', 'streaming', 'social_media'] as const).map((channel) => ['broadcast', channel] as const),
  ...(['signage', 'print', 'digital', 'tv', 'radio', 'social'] as const).map(
    (channel) => ['paid_media', channel] as const,
  ),
];
type LineRef = (typeof LINES)[number];
type Property = Parameters<typeof valuate>[0];
function lineOf(property: Property, [group, channel]: LineRef) {
  if (group === 'paid_media') return property.paid_media.channels[channel];
  if (group === 'broadcast') return property.owned_media.broadcast[channel];
  return property.owned_media.promotional_plan[channel];
}
const lineIdOf = ([group, channel]: LineRef) =>
  group === 'paid_media'
    ? `paid_media.${channel}`
    : group === 'broadcast'
      ? `broadcast.${channel}`
      : `owned_media.${channel}`;

const within = (interval: ValueInterval, base: number) => {
  expect(interval.p10Cents).toBeLessThanOrEqual(base);
  expect(base).toBeLessThanOrEqual(interval.p90Cents);
};
const ratioWithin = (r: RatioReading) => {
  if (r.value === null || !r.interval) return;
  expect(r.interval.p10).toBeLessThanOrEqual(r.value);
  expect(r.value).toBeLessThanOrEqual(r.interval.p90);
};
const intervals = (r: ValuationResult) => {
  const a = r.appraisal;
  if (!a) throw new Error('no 1.2 appraisal');
  return [a.rights.interval, a.activation.interval, a.programme.interval];
};

describe('method 1.2 properties (fast-check)', () => {
  it(
    'keeps P10 ≤ base ≤ P90: rights, activation, programme, both ratios, the fair fee, every line',
    () => {
      fc.assert(
        fc.property(parsedProperty, parsedProfile, (property, profile) => {
          const r = value(property, profile);
          const a = r.appraisal;
          if (!a) throw new Error('no 1.2 appraisal');
          within(a.rights.interval, a.rights.totalCents);
          within(a.activation.interval, a.activation.valueCents);
          within(a.programme.interval, a.programme.valueCents);
          ratioWithin(a.rightsFeeRatio);
          ratioWithin(a.programmeRatio);
          if (a.fairRightsFee) within(a.fairRightsFee.interval, a.fairRightsFee.cents);
          for (const line of r.lines) if (line.interval) within(line.interval, line.deliveredCents);
          // The interval lies within the stress bounds (the joint extreme of the same widths).
          expect(a.rights.interval.p10Cents).toBeGreaterThanOrEqual(a.rights.stress.lowCents);
          expect(a.rights.interval.p90Cents).toBeLessThanOrEqual(a.rights.stress.highCents);
          // A verdict names one band or two, never while preliminary.
          expect(a.verdict.bands.length).toBeLessThanOrEqual(2);
          if (a.verdict.preliminary) expect(a.verdict.bands).toEqual([]);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'shows each line once, and the shown parts add up to the shown totals',
    () => {
      fc.assert(
        fc.property(parsedProperty, parsedProfile, (property, profile) => {
          const r = value(property, profile);
          const shown = r.appraisal?.shown;
          if (!shown) throw new Error('no 1.2 appraisal');
          const sum = (side: 'rights' | 'activation') =>
            r.lines.filter((l) => l.side === side).reduce((t, l) => t + (l.shownCents ?? 0), 0);
          expect(sum('rights')).toBe(shown.rightsTangibleCents);
          expect(shown.rightsTangibleCents + shown.rightsIntangibleCents).toBe(shown.rightsTotalCents);
          expect(shown.rightsTotalCents).toBe(Math.round(r.value.totalCents / 100) * 100);
          expect(sum('activation')).toBe(shown.activationCents);
          expect(Object.values(shown.sections).reduce((t, c) => t + c, 0)).toBe(
            shown.rightsTangibleCents + shown.activationCents,
          );
          // Each line's shown amount is its own value rounded to the dollar, one way or the other.
          for (const line of r.lines)
            expect(Math.abs((line.shownCents ?? 0) - line.deliveredCents)).toBeLessThan(100);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'never widens the interval when an actual replaces an estimate of the same count',
    () => {
      fc.assert(
        fc.property(
          parsedProperty,
          parsedProfile,
          fc.constantFrom(...LINES),
          fc.integer({ min: 1, max: 100_000 }),
          (input, profile, ref, hundreds) => {
            const property = structuredClone(input);
            const line = lineOf(property, ref);
            if (line.impressions_actual !== null) return;
            // An estimate in hundreds, so that estimate × delivery is a whole count the actual can equal.
            line.impressions_estimated = hundreds * 100;
            const before = value(property, profile);
            // A line benefits draw from changes with a measured audience (its benefits draw on the actual):
            // what is compared is the same value made more certain.
            if (before.lines.find((l) => l.id === lineIdOf(ref))?.overlap) return;
            const measured = structuredClone(property);
            const delivery = line.delivery ?? DEFAULT_RATES.defaults.deliveryPercent;
            lineOf(measured, ref).impressions_actual = hundreds * delivery;
            const after = value(measured, profile);
            expect(after.value.totalCents).toBe(before.value.totalCents);
            const [was, is] = [intervals(before), intervals(after)];
            is.forEach((interval, i) => {
              expect(interval.p10Cents).toBeGreaterThanOrEqual(was[i]?.p10Cents ?? Infinity);
              expect(interval.p90Cents).toBeLessThanOrEqual(was[i]?.p90Cents ?? -Infinity);
            });
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'gives the same interval to the cent for the same inputs',
    () => {
      fc.assert(
        fc.property(parsedProperty, parsedProfile, (property, profile) => {
          const once = value(property, profile);
          const again = valuate(structuredClone(property), structuredClone(profile), undefined, {
            catalogue: structuredClone(catalogueForTests),
          });
          expect(again.appraisal).toEqual(once.appraisal);
          expect(again.lines.map((l) => l.interval)).toEqual(once.lines.map((l) => l.interval));
        }),
        { numRuns: 100 },
      );
    },
    TIMEOUT,
  );

  it(
    'never lowers value when an impression count rises, benefits drawing from the line or not',
    () => {
      fc.assert(
        fc.property(
          parsedProperty,
          parsedProfile,
          fc.constantFrom(...LINES),
          fc.constantFrom('impressions_estimated', 'impressions_actual'),
          fc.integer({ min: 1, max: 10_000_000 }),
          (property, profile, ref, field, extra) => {
            const line = lineOf(property, ref);
            if (line[field] === null) return;
            const before = value(property, profile);
            const raised = structuredClone(property);
            lineOf(raised, ref)[field] = (line[field] ?? 0) + extra;
            const after = value(raised, profile);
            expect(after.value.totalCents).toBeGreaterThanOrEqual(before.value.totalCents);
            expect(after.appraisal?.activation.valueCents).toBeGreaterThanOrEqual(
              before.appraisal?.activation.valueCents ?? Infinity,
            );
            expect(after.tangible.expectedCents).toBeGreaterThanOrEqual(before.tangible.expectedCents);
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'never lowers value when a CPM rises',
    () => {
      fc.assert(
        fc.property(
          parsedProperty,
          parsedProfile,
          fc.constantFrom('signage', 'print', 'digital', 'tv', 'radio', 'social', 'streaming'),
          fc.integer({ min: 1, max: 10_000 }),
          (property, profile, channel, extraCents) => {
            const before = value(property, profile);
            const raised = structuredClone(property);
            const current = property.owned_media.cpm_overrides[channel] ?? DEFAULT_RATES.cpm[channel];
            raised.owned_media.cpm_overrides[channel] = current + extraCents / 100;
            const after = value(raised, profile);
            expect(after.value.totalCents).toBeGreaterThanOrEqual(before.value.totalCents);
            expect(after.appraisal?.programme.valueCents).toBeGreaterThanOrEqual(
              before.appraisal?.programme.valueCents ?? Infinity,
            );
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'never changes the rights-fee ratio, its interval or its verdict with activation',
    () => {
      const activationArb = fc.record({
        budget: fc.integer({ min: 0, max: 10_000_000 }),
        buy: fc.integer({ min: 0, max: 10_000_000 }),
        attendees: fc.integer({ min: 0, max: 1_000_000 }),
        paidImpressions: fc.integer({ min: 0, max: 1_000_000_000 }),
      });
      fc.assert(
        fc.property(parsedProperty, parsedProfile, activationArb, (property, profile, x) => {
          const before = value(property, profile);
          const active = structuredClone(property);
          active.management.activation_budget.media = x.budget;
          active.paid_media.channels.tv.impressions_estimated = x.paidImpressions || null;
          active.activation.items = [
            ...active.activation.items.slice(0, 98),
            {
              ...structuredClone(catalogueItem),
              media_buy: x.buy,
              attendees_engaged: x.attendees,
            },
          ];
          const after = value(active, profile);
          expect(after.appraisal?.rightsFeeRatio).toEqual(before.appraisal?.rightsFeeRatio);
          expect(after.appraisal?.verdict).toEqual(before.appraisal?.verdict);
          expect(after.appraisal?.rights).toEqual(before.appraisal?.rights);
          expect(after.appraisal?.fairRightsFee).toEqual(before.appraisal?.fairRightsFee);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

/** An experiential item with a media buy: both kinds of activation value. */
const catalogueItem = propertyInputSchema.parse({
  general: { name: 'x' },
  activation: {
    items: [
      {
        id: '00000000-0000-4000-8000-000000009999',
        kind: 'experiential',
        category: 'sampling',
        name: 'Sampling',
        predominance: 4,
        exposure: 60,
      },
    ],
  },
}).activation.items[0] as Property['activation']['items'][number];
