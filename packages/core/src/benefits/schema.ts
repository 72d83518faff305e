import { z } from 'zod';
import { CPM_CHANNELS } from '../properties/options.ts';

/**
 * The six categories of the sponsorship benefits catalogue. The catalogue itself (names in both languages,
 * units, valuation defaults) is data, seeded by a server migration; these keys are what a contractual
 * benefit's `type` refers to.
 */
export const BENEFIT_CATEGORY_KEYS = [
  'signage',
  'broadcast',
  'digital_social',
  'hospitality',
  'activation',
  'rights',
] as const;
export type BenefitCategoryKey = (typeof BENEFIT_CATEGORY_KEYS)[number];

/** What one "time offered" of a benefit is. */
export const BENEFIT_UNITS = [
  'per_event',
  'per_game',
  'per_post',
  'per_season',
  'per_broadcast',
  'per_item',
] as const;

/**
 * How a benefit's unit value is estimated: from impressions and the market CPM of a channel, or from the
 * face value of what is handed over (tickets, suites, rights).
 */
export const BENEFIT_BASES = ['impressions', 'face_value'] as const;

const bilingual = z.object({ en: z.string(), fr: z.string() });

export const benefitCategorySchema = z.object({
  id: z.number().int(),
  key: z.enum(BENEFIT_CATEGORY_KEYS),
  name: bilingual,
  position: z.number().int(),
});
export type BenefitCategory = z.infer<typeof benefitCategorySchema>;

export const benefitSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.enum(BENEFIT_CATEGORY_KEYS),
  name: bilingual,
  description: bilingual,
  unit: z.enum(BENEFIT_UNITS),
  basis: z.enum(BENEFIT_BASES),
  /** For the impressions basis: people reached by one unit, before the property's own numbers. */
  default_impressions_per_unit: z.number().int().nullable(),
  /** For the impressions basis: the channel whose CPM prices those impressions. */
  cpm_channel: z.enum(CPM_CHANNELS).nullable(),
  /** For the face-value basis: the dollar value of one unit. */
  default_unit_value: z.number().nullable(),
});
export type Benefit = z.infer<typeof benefitSchema>;

export const benefitListQuerySchema = z.object({ category: z.enum(BENEFIT_CATEGORY_KEYS).optional() });
