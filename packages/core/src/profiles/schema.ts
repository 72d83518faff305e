import { z } from 'zod';
import { storableText } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { addError, checkPercentGroup, type FieldErrorKeys } from '../common/percent-groups.ts';
import { targetRatioValue } from '../valuation/target-ratio.ts';
import {
  CHARACTERISTIC_SCALE,
  CHARACTERISTICS,
  type Characteristic,
  DEMOGRAPHIC_DIMENSIONS,
  DEMOGRAPHICS,
  GEOGRAPHIC_AREAS,
  GEOGRAPHIC_SCOPES,
  OBJECTIVES,
  STATUSES,
} from './options.ts';

/** A percentage as typed in a form: empty (null) while unknown, else 0–100 with at most one decimal. */
export const percentValue = z
  .number({ error: 'invalidInput' })
  .min(0, { error: 'percentTotal' })
  .max(100, { error: 'percentTotal' })
  .nullable();

/** A group of percentages keyed by option; missing options are empty. */
export function percentGroup<const K extends readonly string[]>(keys: K) {
  return z.object(
    Object.fromEntries(keys.map((k) => [k, percentValue.default(null)])) as {
      [P in K[number]]: z.ZodDefault<typeof percentValue>;
    },
  );
}

const characteristicValue = z
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(CHARACTERISTIC_SCALE.min, { error: 'invalidInput' })
  .max(CHARACTERISTIC_SCALE.max, { error: 'invalidInput' })
  .nullable();

export const characteristicsSchema = z.object(
  Object.fromEntries(CHARACTERISTICS.map((k) => [k, characteristicValue.default(null)])) as {
    [P in Characteristic]: z.ZodDefault<typeof characteristicValue>;
  },
);

const demographicsSchema = z.object({
  gender: percentGroup(DEMOGRAPHICS.gender).prefault({}),
  age: percentGroup(DEMOGRAPHICS.age).prefault({}),
  household: percentGroup(DEMOGRAPHICS.household).prefault({}),
  education: percentGroup(DEMOGRAPHICS.education).prefault({}),
  income: percentGroup(DEMOGRAPHICS.income).prefault({}),
  ethnicity: percentGroup(DEMOGRAPHICS.ethnicity).prefault({}),
});

/**
 * What a client sends to create or update a brand profile. Everything but the name may be empty on a
 * draft; `completenessErrors` says what a complete profile still lacks.
 */
export const brandProfileInputSchema = z.object({
  name: storableText('fieldRequired').trim().min(1, { error: 'fieldRequired' }).max(120),
  status: z.enum(STATUSES, { error: 'optionRequired' }).default('draft'),
  objectives: percentGroup(OBJECTIVES).prefault({}),
  characteristics: characteristicsSchema.prefault({}),
  geographic_scope: z.enum(GEOGRAPHIC_SCOPES, { error: 'optionRequired' }).nullable().default(null),
  demographics: demographicsSchema.prefault({}),
  geographic_areas: z
    .array(z.enum(GEOGRAPHIC_AREAS, { error: 'optionRequired' }))
    .max(GEOGRAPHIC_AREAS.length)
    .refine((areas) => new Set(areas).size === areas.length, { error: 'invalidInput' })
    .default([]),
  /** The brand's own target value-to-cost ratio (2.5 for 2.5:1); null: the website's target. Optional. */
  target_ratio: targetRatioValue.default(null),
});
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>;
export type BrandProfileData = z.output<typeof brandProfileInputSchema>;

export const brandProfileSchema = brandProfileInputSchema.extend({
  id: z.number().int(),
  website_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type BrandProfile = z.output<typeof brandProfileSchema>;

/** One row of the profiles list. */
export const brandProfileSummarySchema = brandProfileSchema.pick({
  id: true,
  name: true,
  status: true,
  created_at: true,
  updated_at: true,
});
export type BrandProfileSummary = z.output<typeof brandProfileSummarySchema>;

/** The form's two steps, and which fields (error paths) belong to each. */
export const BRAND_PROFILE_STEPS = [
  { key: 'brand', fields: ['name', 'objectives', 'characteristics', 'geographic_scope', 'target_ratio'] },
  { key: 'audience', fields: ['demographics', 'geographic_areas'] },
] as const;
export type BrandProfileStep = (typeof BRAND_PROFILE_STEPS)[number]['key'];

/**
 * The rules a complete profile's values must meet: every field filled, objectives and each demographic
 * dimension totalling exactly 100. A draft is saved as it is (each value 0–100, the schema's limits), so
 * that nothing typed is lost; the form marks what finishing will need.
 */
export function brandProfileErrors(profile: BrandProfileData): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  if (profile.status !== 'complete') return errors;
  checkPercentGroup(errors, 'objectives', profile.objectives, true);
  for (const dimension of DEMOGRAPHIC_DIMENSIONS) {
    checkPercentGroup(errors, `demographics.${dimension}`, profile.demographics[dimension], true);
  }
  for (const key of CHARACTERISTICS) {
    if (profile.characteristics[key] === null) addError(errors, `characteristics.${key}`, 'optionRequired');
  }
  if (profile.geographic_scope === null) addError(errors, 'geographic_scope', 'optionRequired');
  if (profile.geographic_areas.length === 0) addError(errors, 'geographic_areas', 'optionRequired');
  return errors;
}

/** The steps that hold at least one of the given error paths, in form order. */
export function stepsWithErrors(errors: FieldErrorKeys): BrandProfileStep[] {
  const paths = Object.keys(errors);
  return BRAND_PROFILE_STEPS.filter((step) =>
    paths.some((path) => step.fields.some((field) => path === field || path.startsWith(`${field}.`))),
  ).map((step) => step.key);
}

export const brandProfileListQuerySchema = listQuerySchema(
  ['name', 'created_at', 'updated_at', 'status'],
  'created_at',
).extend({
  status: z.enum(STATUSES).optional(),
});
export type BrandProfileListQuery = z.input<typeof brandProfileListQuerySchema>;
