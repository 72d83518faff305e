import { z } from 'zod';
import { CPM_CHANNELS } from '../properties/options.ts';

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
      effective_cpm: z.number().nullable(),
    }),
  ),
});
export type CpmList = z.infer<typeof cpmListSchema>;

const inputSchema = z.object({
  name: z.string(),
  value: z.number(),
  source: z.enum(['entered', 'default', 'override', 'derived']),
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
});
export type BenefitValue = z.infer<typeof benefitValueSchema>;
