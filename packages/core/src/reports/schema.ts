import { z } from 'zod';
import { rowId, storableText } from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { RATIO_BANDS } from '../valuation/rates.ts';

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

/** The disclosure rules benchmark groups are computed under (decision 022: the reader's own left out). */
export const BENCHMARK_DISCLOSURE = 'others_only';
