import { type Language, type MessageKey, message, type ReportExport, type ReportType } from '@cakemix/core';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { EXPORT_QUEUE, type ExportJob } from './export-worker.ts';
import type { ExportStatusRow, ReportsRepository } from './repository.ts';
import type { ReportsService } from './service.ts';

/** Suggested wait before asking again when a person's queue of exports is full (Retry-After). */
const QUEUE_FULL_RETRY_SECONDS = 15;

const ERROR_MESSAGES: Record<NonNullable<ReportExport['error']>, MessageKey> = {
  render_failed: 'exportRenderFailed',
  worker_lost: 'exportWorkerLost',
};

/** A report's file name in a language: its kind, id and title, ASCII only, so any system keeps it. */
export function fileName(
  report: { id: number; type: ReportType; title: string },
  lang: Language,
  extension: 'pdf' | 'xlsx' = 'pdf',
): string {
  const slug = report.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `cakemix-${report.type}-${report.id}-${slug || 'report'}-${lang}.${extension}`;
}

/**
 * PDF exports as jobs on the shared queue: a request answers at once with a job to poll, and any instance's
 * export worker renders it (see export-worker.ts). The file is kept, so asking again for the same report
 * generation and language answers the finished job at once; a failed export can be asked for again.
 */
export function createReportExports(deps: {
  repo: ReportsRepository;
  reports: ReportsService;
  queue: JobQueue;
  /** Wakes this instance's own workers, if it has any, so a job starts without waiting for their next look. */
  notifyWorkers(): void;
  clock: Clock;
  /** Exports a person may have queued or rendering at once. */
  queuedPerPerson: number;
}) {
  const { repo, clock } = deps;

  async function toApi(
    row: ExportStatusRow,
    report: { id: number; type: ReportType; title: string },
    lang: Language,
  ): Promise<ReportExport> {
    const status = row.status as ReportExport['status'];
    const error = row.error as ReportExport['error'];
    return {
      id: row.id,
      report_id: row.reportId,
      lang: row.lang as Language,
      status,
      queue_position: status === 'pending' ? await repo.exports.queuePosition(row.id) : null,
      attempts: row.attempts,
      download_url: status === 'done' ? `/report-exports/${row.id}/file` : null,
      file_name: fileName(report, row.lang as Language),
      error,
      error_message: error ? message(ERROR_MESSAGES[error], lang) : null,
      created_at: row.createdAt.toISOString(),
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  }

  return {
    /**
     * The export of a report in a language: the current one if it is queued, rendering or done, else a new
     * job (429 when the person already has `queuedPerPerson` unfinished exports). `uiLang` is the language
     * of the answer's messages; `lang` the PDF's.
     */
    async request(
      websiteId: number,
      reportId: number,
      type: ReportType,
      lang: Language,
      userId: number,
      uiLang: Language,
    ): Promise<ReportExport> {
      const row = await deps.reports.findRow(websiteId, reportId, type);
      const report = { id: row.id, type, title: row.title };
      const existing = await repo.exports.latest(reportId, lang, row.generatedAt);
      if (existing && existing.status !== 'failed') return toApi(existing, report, uiLang);

      const created = await repo.exports.createWithinCap(
        {
          websiteId,
          reportId,
          lang,
          reportGeneratedAt: row.generatedAt,
          status: 'pending',
          requestedBy: userId,
          createdAt: clock(),
        },
        deps.queuedPerPerson,
      );
      if (!created)
        throw AppError.tooManyRequests('exportQueueFull', QUEUE_FULL_RETRY_SECONDS, {
          max: String(deps.queuedPerPerson),
        });
      try {
        const jobId = await deps.queue.send(EXPORT_QUEUE, { exportId: created.id } satisfies ExportJob);
        if (jobId) await repo.exports.setJob(created.id, jobId);
      } catch (error) {
        // Not queued: no export is left behind waiting for a render that will never come.
        await repo.exports.delete(created.id);
        throw error;
      }
      deps.notifyWorkers();
      return toApi(created, report, uiLang);
    },

    async get(websiteId: number, exportId: number, uiLang: Language): Promise<ReportExport> {
      const row = await repo.exports.find(websiteId, exportId);
      if (!row) throw AppError.notFound();
      const report = await repo.find(websiteId, row.reportId);
      if (!report) throw AppError.notFound();
      return toApi(row, { id: report.id, type: report.type as ReportType, title: report.title }, uiLang);
    },

    async file(websiteId: number, exportId: number): Promise<{ file: Buffer; name: string }> {
      const row = await repo.exports.find(websiteId, exportId);
      const report = row && (await repo.find(websiteId, row.reportId));
      const file = await repo.exports.file(websiteId, exportId);
      if (!row || !report || !file) throw AppError.notFound();
      return {
        file,
        name: fileName(
          { id: report.id, type: report.type as ReportType, title: report.title },
          row.lang as Language,
        ),
      };
    },
  };
}
export type ReportExports = ReturnType<typeof createReportExports>;
