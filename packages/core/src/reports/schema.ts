import { z } from 'zod';
import { rowId, storableText } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { brandProfileInputSchema, STATUSES } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { RATIO_BANDS, SIMILARITY_CRITERIA } from '../valuation/rates.ts';
import { missingInputSchema, valuationResultSchema } from '../valuation/result-schema.ts';
import { BENCHMARK_FAMILIES } from './benchmarks.ts';
import { rateUsedSchema } from './rates-used.ts';

export const REPORT_TYPES = ['detailed', 'comparative'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A comparative report compares at least two and at most this many property/profile combinations. */
export const MAX_COMPARATIVE_PAIRS = 20;

const id = rowId('optionRequired');
/** The longest report title. */
export const REPORT_TITLE_MAX = 160;
const title = storableText().trim().max(REPORT_TITLE_MAX, { error: 'textTooLong' });

export const reportPairSchema = z.object({ brand_profile_id: id, property_id: id });
export type ReportPair = z.infer<typeof reportPairSchema>;

export const createDetailedReportSchema = reportPairSchema.extend({ title: title.optional() });

export const createComparativeReportSchema = z.object({
  title: title.optional(),
  pairs: z
    .array(reportPairSchema)
    .min(2, { error: 'comparativeTooFew' })
    .max(MAX_COMPARATIVE_PAIRS, { error: 'comparativeTooMany' })
    .refine(
      (pairs) => new Set(pairs.map((p) => `${p.property_id}:${p.brand_profile_id}`)).size === pairs.length,
      { error: 'comparativeDuplicate' },
    ),
});

export const renameReportSchema = z.object({ title: title.min(1, { error: 'fieldRequired' }) });

export const reportListQuerySchema = listQuerySchema(['created_at', 'title', 'ratio'], 'created_at').extend({
  type: z.enum(REPORT_TYPES).optional(),
});

/** One row of the reports list. */
export const reportSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  /** First combination's names; a comparative also gives how many combinations it holds. */
  property_name: z.string(),
  profile_name: z.string(),
  entries: z.number().int(),
  /** Every combination's names, in the report's order. */
  pairs: z.array(z.object({ property_name: z.string(), profile_name: z.string() })),
  /** The (best, for a comparative) value-to-cost ratio. */
  ratio: z.number().nullable(),
  /**
   * That combination's verdict under method 1.2: its band, or the two bands its P10–P90 reaches; null for an
   * older report (its ratio's own band applies) or a preliminary one (no band).
   */
  ratio_bands: z.array(z.enum(RATIO_BANDS)).nullable(),
  /** A property or a profile was in progress when the report was made. */
  from_draft: z.boolean(),
  /** A combination is preliminary (method 1.1): no band for its ratio. */
  preliminary: z.boolean(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const shareStateSchema = z.object({
  /** Whether a share link is live; the token itself is only shown once, when created. */
  active: z.boolean(),
  created_at: z.string().nullable(),
});

export const shareLinkSchema = z.object({ token: z.string(), url: z.string(), created_at: z.string() });

export const EXPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const exportLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** Why an export failed: the renderer refused the report, or the server rendering it stopped (every try). */
export const EXPORT_ERRORS = ['render_failed', 'worker_lost'] as const;
export type ExportError = (typeof EXPORT_ERRORS)[number];

/**
 * A PDF export job: `pending` (queued), `running` (rendering), `done` or `failed`. Jobs wait in one queue
 * shared by every server; a job whose server stopped is tried again a few times.
 */
export const reportExportSchema = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  lang: z.enum(LANGUAGES),
  status: z.enum(EXPORT_STATUSES),
  /** While pending: 1 when it is the next export to render, 2 behind one other, and so on. */
  queue_position: z.number().int().positive().nullable(),
  /** Renders started so far (more than 1 when a server stopped while rendering it). */
  attempts: z.number().int().nonnegative(),
  /** Where to get the file once done. */
  download_url: z.string().nullable(),
  file_name: z.string(),
  error: z.enum(EXPORT_ERRORS).nullable(),
  /** Why it failed, in the request's language. */
  error_message: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

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

/** The disclosure rules benchmark groups are computed under (decision 022: the reader's own left out). */
export const BENCHMARK_DISCLOSURE = 'others_only';

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
