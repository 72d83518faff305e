import type { Language, Report, ReportExport, ReportType } from '@cakemix/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ExportRow, ReportsRepository } from './repository.ts';
import type { ReportsService } from './service.ts';

/** Turns a report into PDF bytes in a language. */
export type PdfRenderer = (report: Report, lang: Language) => Promise<Buffer>;

/** A job still "running" after this long was lost (its server stopped): it may be started again. */
const LOST_AFTER_MS = 5 * 60_000;

function fileName(report: { id: number; type: ReportType; title: string }, lang: Language): string {
  const slug = report.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `cakemix-${report.type}-${report.id}-${slug || 'report'}-${lang}.pdf`;
}

/**
 * PDF exports as jobs: a request answers at once with a job to poll; one PDF is rendered at a time in the
 * background (rendering is CPU-bound); the file is kept, so asking again for the same report generation
 * and language answers the finished job at once. A failed job can be started again.
 */
export function createReportExports(deps: {
  repo: ReportsRepository;
  reports: ReportsService;
  render: PdfRenderer;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repo, clock } = deps;
  let queue: Promise<void> = Promise.resolve();

  function toApi(
    row: Omit<ExportRow, 'file'>,
    report: { id: number; type: ReportType; title: string },
  ): ReportExport {
    const lost =
      row.status === 'running' &&
      row.startedAt &&
      clock().getTime() - row.startedAt.getTime() > LOST_AFTER_MS;
    const status = lost ? 'failed' : (row.status as ReportExport['status']);
    return {
      id: row.id,
      report_id: row.reportId,
      lang: row.lang as Language,
      status,
      download_url: status === 'done' ? `/report-exports/${row.id}/file` : null,
      file_name: fileName(report, row.lang as Language),
      error: lost ? 'lost' : row.error,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function run(
    websiteId: number,
    exportId: number,
    reportId: number,
    type: ReportType,
    lang: Language,
  ) {
    await repo.exports.update(exportId, { status: 'running', startedAt: clock() });
    try {
      const report = await deps.reports.get(websiteId, reportId, type);
      const file = await deps.render(report, lang);
      await repo.exports.update(exportId, { status: 'done', file, finishedAt: clock(), error: null });
    } catch (error) {
      deps.log.error({ err: error, exportId, reportId }, 'PDF export failed');
      await repo.exports.update(exportId, { status: 'failed', error: 'render_failed', finishedAt: clock() });
    }
  }

  return {
    async request(
      websiteId: number,
      reportId: number,
      type: ReportType,
      lang: Language,
      userId: number | null,
    ) {
      const row = await deps.reports.findRow(websiteId, reportId, type);
      const existing = await repo.exports.latest(reportId, lang, row.generatedAt);
      if (existing) {
        const current = toApi(existing, { id: row.id, type, title: row.title });
        if (current.status !== 'failed') return current;
      }
      const created = await repo.exports.create({
        websiteId,
        reportId,
        lang,
        reportGeneratedAt: row.generatedAt,
        status: 'pending',
        requestedBy: userId,
        createdAt: clock(),
      });
      queue = queue.then(() => run(websiteId, created.id, reportId, type, lang));
      return toApi(created, { id: row.id, type, title: row.title });
    },

    async get(websiteId: number, exportId: number): Promise<ReportExport> {
      const row = await repo.exports.find(websiteId, exportId);
      if (!row) throw AppError.notFound();
      const report = await repo.find(websiteId, row.reportId);
      if (!report) throw AppError.notFound();
      return toApi(row, { id: report.id, type: report.type as ReportType, title: report.title });
    },

    async file(websiteId: number, exportId: number): Promise<{ file: Buffer; name: string }> {
      const status = await this.get(websiteId, exportId);
      const file = await repo.exports.file(websiteId, exportId);
      if (!file || status.status !== 'done') throw AppError.notFound();
      return { file, name: status.file_name };
    },

    /** Resolves once every job queued so far has finished (for tests and a graceful stop). */
    idle(): Promise<void> {
      return queue;
    },
  };
}
export type ReportExports = ReturnType<typeof createReportExports>;
