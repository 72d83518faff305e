import { z } from 'zod';
import { CPM_CHANNELS, DIGITAL_PLATFORMS } from '../properties/options.ts';
import { INPUT_SOURCES } from './types.ts';

/** GET /properties/{id}/cpm: the spec's "cpm list", one row per channel (money in dollars). */
export const cpmListSchema = z.object({
  property_id: z.number().int(),
  cpm: z.array(
    z.object({
      channel: z.enum(CPM_CHANNELS),
      default_cpm: z.number(),
      override_cpm: z.number().nullable(),
      cpm: z.number(),
      impressions_estimated: z.number(),
      impressions_actual: z.number().nullable(),
      impressions_delivered: z.number(),
      expected_value: z.number(),
      delivered_value: z.number(),
      /** Delivered value per 1,000 delivered impressions (not a cost: the effective CPM is a cost). */
      value_per_thousand: z.number().nullable(),
    }),
  ),
});
export type CpmList = z.infer<typeof cpmListSchema>;

const inputSchema = z.object({
  name: z.string(),
  value: z.number(),
  source: z.enum(INPUT_SOURCES),
  path: z.string().optional(),
});

/** GET /properties/{propertyId}/benefits/{benefitId}/get-value: a catalogue benefit's value there. */
export const benefitValueSchema = z.object({
  property_id: z.number().int(),
  benefit_id: z.number().int(),
  unit_value: z.number(),
  formula: z.enum(['benefit_impressions', 'benefit_face_value']),
  inputs: z.array(inputSchema),
  missing: z.array(z.string()),
  explanation: z.object({ en: z.string(), fr: z.string() }),
  /** A per-post benefit: one post's value on each of the property's social platforms, largest first. */
  per_platform: z.array(
    z.object({ platform: z.enum(DIGITAL_PLATFORMS), impressions: z.number(), unit_value: z.number() }),
  ),
});
export type BenefitValue = z.infer<typeof benefitValueSchema>;
