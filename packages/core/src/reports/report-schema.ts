// The report as the API sends it: each entry's snapshot of its property and profile (their whole input
// schemas), its result, comparables and benchmarks. Apart from the requests' and the list's schemas
// (./schema.ts), so that a screen that only lists or opens reports does not build these (decision 036).
import { z } from 'zod';
import { STATUSES } from '../profiles/options.ts';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { SIMILARITY_CRITERIA } from '../valuation/rates.ts';
import { missingInputSchema, valuationResultSchema } from '../valuation/result-schema.ts';
import { BENCHMARK_FAMILIES } from './benchmarks.ts';
import { rateUsedSchema } from './rates-used.ts';
import { BENCHMARK_DISCLOSURE, REPORT_TYPES, shareStateSchema } from './schema.ts';

const metricPositionSchema = z.object({
  percentile: z.number().nullable(),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

const bandSchema = z.object({ from: z.number(), to: z.number().nullable() });

/** The subject's own value for a similarity criterion: a key (type, level, region) or a band. */
const criterionSchema = z.object({
  criterion: z.enum(SIMILARITY_CRITERIA),
  key: z.string().nullable(),
  band: bandSchema.nullable(),
});

export const comparablesSchema = z.object({
  /** How the group was chosen by reports made before comparables by similarity. */
  basis: z.enum(['type', 'type_category', 'type_category_level']).optional(),
  /** Each similarity criterion: the property's own value and how many comparables share it. */
  criteria: z.array(criterionSchema.extend({ matched: z.number().int() })).optional(),
  /** The property's own figures as compared: valued for a neutral brand, as every comparable is. */
  subject: z
    .object({
      valueCents: z.number().nullable(),
      costCents: z.number(),
      ratio: z.number().nullable(),
      effectiveCpmCents: z.number().nullable(),
    })
    .optional(),
  count: z.number().int(),
  value: metricPositionSchema,
  cost: metricPositionSchema,
  ratio: metricPositionSchema,
  effectiveCpm: metricPositionSchema,
});

const quartilesSchema = z.object({ q1: z.number(), median: z.number(), q3: z.number() }).nullable();

/** One shown benchmark group the property belongs to, computed from other websites' properties only. */
const benchmarkGroupSchema = z.object({
  family: z.enum(BENCHMARK_FAMILIES),
  count: z.number().int(),
  includes_demo: z.boolean(),
  computed_at: z.string(),
  value: quartilesSchema,
  cost: quartilesSchema,
  ratio: quartilesSchema,
  effective_cpm: quartilesSchema,
});

/** Industry benchmarks of a report entry: the property's criteria and the shown groups, most specific first. */
export const entryBenchmarksSchema = z.object({
  criteria: z.array(criterionSchema),
  groups: z.array(benchmarkGroupSchema),
  /** The rules the groups were computed under; absent from reports made under the earlier rules. */
  disclosure: z.literal(BENCHMARK_DISCLOSURE).optional(),
  /** Set by the API on reports made under the earlier rules: their groups are no longer given. */
  withdrawn: z.boolean().optional(),
});
export type EntryBenchmarks = z.infer<typeof entryBenchmarksSchema>;

/**
 * A report entry's result: the stored valuation result, each assumed input also named as the property form
 * names it, in the reader's language (`label`, added by the API; absent from stored results).
 */
const reportResultSchema = valuationResultSchema.extend({
  missing: z.array(missingInputSchema.extend({ label: z.string().optional() })),
});

/** One property/profile combination of a report: the snapshot it was computed from and its result. */
export const reportEntrySchema = z.object({
  position: z.number().int(),
  property: z.object({
    /** Null once the property has been deleted; the snapshot stays. */
    id: z.number().int().nullable(),
    name: z.string(),
    /** Whether it was in progress or complete when the report was made (absent from older reports). */
    status: z.enum(STATUSES).optional(),
    data: propertyInputSchema,
  }),
  profile: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    status: z.enum(STATUSES).optional(),
    data: brandProfileInputSchema,
  }),
  result: reportResultSchema,
  /** Where the property stands among comparable properties of the website, when the report was made. */
  comparables: comparablesSchema,
  /** Industry benchmarks across websites when the report was made (absent from reports made before them). */
  benchmarks: entryBenchmarksSchema.optional(),
  /** The narrative summary in both languages. */
  summary: z.object({ en: z.array(z.string()), fr: z.array(z.string()) }),
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  website_id: z.number().int(),
  methodology_version: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the report was last recomputed from its property and profile. */
  generated_at: z.string(),
  entries: z.array(reportEntrySchema),
  /** The rates it was valued with where they differ from the defaults (the website's rate card); [] for none. */
  rates_used: z.array(rateUsedSchema).optional(),
  share: shareStateSchema,
  /** Whether every property and profile still exists, so the report can be regenerated. */
  can_regenerate: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;
