import { describe, expect, it } from 'vitest';
import { LIMITS } from '../common/fields.ts';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import {
  BROADCAST_CHANNELS,
  CPM_CHANNELS,
  DIGITAL_PLATFORMS,
  MEDIA_CHANNELS,
} from '../properties/options.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { valuate } from './valuate.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const maxLine = {
  impressions_estimated: LIMITS.count,
  impressions_actual: null,
  predominance: 5,
  exposure: 100,
  delivery: 100,
};
const lines = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, maxLine]));
const items = <T>(make: (n: number) => T) => Array.from({ length: LIMITS.items }, (_, n) => make(n));

describe('the schema bounds', () => {
  it('keep the largest possible valuation exact to the cent (below 2^53 cents)', () => {
    // Every list full and every field at its maximum: the worst case the bounds allow.
    const property = propertyInputSchema.parse({
      general: {
        name: 'Everything at its maximum',
        campaign_duration_months: LIMITS.campaignMonths,
        exclusivity: ['category', 'area', 'communication'],
        digital_audiences: Array.from({ length: LIMITS.digitalAudiences }, (_, n) => ({
          id: uuid(n),
          platform: n % 2 ? 'mobile_app' : DIGITAL_PLATFORMS[n % 8],
          audience: LIMITS.count,
        })),
      },
      management: { rights_fee: 1 },
      owned_media: {
        promotional_plan: { ...lines(MEDIA_CHANNELS), digital: {}, social: {} },
        broadcast: lines(BROADCAST_CHANNELS),
        cpm_overrides: Object.fromEntries(CPM_CHANNELS.map((c) => [c, LIMITS.cpm])),
        contractual_benefits: items((n) => ({
          id: uuid(1000 + n),
          type: 'rights',
          name: 'Max',
          times_offered: LIMITS.quantity,
          unit_value: LIMITS.unitMoney,
          predominance: 5,
          exposure: 100,
          delivery: 100,
        })),
      },
      paid_media: { channels: lines(MEDIA_CHANNELS) },
      hospitality: {
        items: items((n) => ({
          id: uuid(2000 + n),
          kind: 'other',
          name: 'Max',
          quantity: LIMITS.quantity,
          unit_value: LIMITS.hospitalityUnit,
          season_tickets: true,
        })),
      },
      activation: {
        items: items((n) => ({
          id: uuid(3000 + n),
          kind: 'experiential',
          category: 'other',
          name: 'Max',
          media_buy: LIMITS.unitMoney,
          attendees_engaged: LIMITS.count,
          predominance: 5,
          exposure: 100,
        })),
      },
      custom_metrics: {
        items: items((n) => ({
          id: uuid(4000 + n),
          name: 'Max',
          data_type: 'amount',
          value: LIMITS.customAmount,
          counts_toward_value: true,
        })),
      },
    });
    const profile = brandProfileInputSchema.parse({ name: 'Any' });
    const result = valuate(property, profile);
    expect(result.value.totalCents).toBeGreaterThan(0);
    expect(Number.isSafeInteger(result.value.expectedTotalCents)).toBe(true);
    expect(result.value.expectedTotalCents).toBeLessThan(2 ** 53);
    const sum = result.lines.reduce((t, l) => t + l.expectedCents, 0);
    expect(sum).toBe(result.tangible.expectedCents);
    expect(Number.isSafeInteger(sum)).toBe(true);
  });

  it('refuse numbers past them', () => {
    const tooMany = propertyInputSchema.safeParse({
      general: { name: 'x' },
      hospitality: { items: [{ id: uuid(1), kind: 'other', name: 'x', quantity: LIMITS.quantity + 1 }] },
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('numberTooLarge');
  });
});
