import type { Language } from '@cakemix/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PdfRenderPool } from './pdf/render-pool.ts';
import { createReportsRepository } from './repository.ts';

/** The queue of PDF renders, and where pg-boss moves a job whose every attempt was lost. */
export const EXPORT_QUEUE = 'report_pdf';
const LOST_EXPORTS_QUEUE = 'report_pdf_lost';

export interface ExportJob {
  exportId: number;
}

export interface ExportQueueSettings {
  /** A render still running after this long is stopped; an export whose server stopped waits this long. */
  timeoutSeconds: number;
  /** Further attempts after a render was lost (its thread or server died, or it ran out of time). */
  retries: number;
  /** How often an idle worker looks for jobs queued by other servers. */
  pollingSeconds: number;
}

/** Renders a report in a language: the pool of worker threads, or a stand-in in tests. */
export type PdfRender = PdfRenderPool['render'];

/** Declares the export queues with this instance's settings (idempotent; every instance does it at start). */
export async function declareExportQueues(queue: JobQueue, settings: ExportQueueSettings): Promise<void> {
  await queue.createQueue(LOST_EXPORTS_QUEUE, { name: LOST_EXPORTS_QUEUE });
  const options = {
    name: EXPORT_QUEUE,
    retryLimit: settings.retries,
    retryDelay: 1,
    expireInSeconds: settings.timeoutSeconds,
    deadLetter: LOST_EXPORTS_QUEUE,
  };
  await queue.createQueue(EXPORT_QUEUE, options);
  await queue.updateQueue(EXPORT_QUEUE, options);
}

export interface ExportWorker {
  /** Wakes this instance's idle workers at once (an export was just queued here). */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * Renders queued exports: `concurrency` jobs at a time, each in a thread of the render pool, so the API's
 * event loop only moves bytes. Any instance sharing the database may pick a job up.
 *
 * - The renderer refusing a report (an exception while rendering) fails the export at once ("render_failed"):
 *   the same report would fail again.
 * - A lost render (its thread died, or it outlived the timeout) throws, and pg-boss tries again, up to
 *   `retries` times; so does a job whose whole server stopped, once the timeout has passed. When every attempt
 *   is lost, pg-boss moves the job to the lost queue, and the export fails as "worker_lost".
 */
export async function startExportWorker(deps: {
  db: Db;
  queue: JobQueue;
  render: PdfRender;
  concurrency: number;
  settings: ExportQueueSettings;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<ExportWorker> {
  const { queue, settings, clock, log } = deps;
  const repo = createReportsRepository(deps.db);

  async function renderExport(job: Job<ExportJob>): Promise<void> {
    const { exportId } = job.data;
    const started = await repo.exports.start(exportId, clock());
    if (!started) return; // deleted with its report, or already finished
    const report = await repo.storedForRender(started.websiteId, started.reportId);
    if (!report) return;
    let outcome: Awaited<ReturnType<PdfRender>>;
    try {
      outcome = await deps.render(
        report,
        started.lang as Language,
        AbortSignal.timeout(settings.timeoutSeconds * 1000),
      );
    } catch (error) {
      log.warn({ err: error, exportId, attempt: job.retryCount + 1 }, 'PDF render lost');
      if (job.retryCount < job.retryLimit) await repo.exports.requeue(exportId);
      throw error;
    }
    if (!outcome.ok) {
      log.error({ exportId, reportId: report.id, error: outcome.error }, 'PDF render failed');
      await repo.exports.finish(exportId, { status: 'failed', error: 'render_failed', finishedAt: clock() });
      return;
    }
    // The file is of the generation rendered: a report regenerated while this export waited is rendered new.
    await repo.exports.finish(exportId, {
      status: 'done',
      file: Buffer.from(outcome.pdf),
      reportGeneratedAt: new Date(report.generatedAt),
      finishedAt: clock(),
    });
  }

  const work = {
    batchSize: 1,
    includeMetadata: true,
    pollingIntervalSeconds: settings.pollingSeconds,
  } as const;
  const workerIds: string[] = [];
  for (let i = 0; i < deps.concurrency; i++) {
    workerIds.push(
      await queue.work<ExportJob>(EXPORT_QUEUE, work, async ([job]) => {
        if (job) await renderExport(job);
      }),
    );
  }
  await queue.work<ExportJob>(LOST_EXPORTS_QUEUE, work, async ([job]) => {
    if (!job) return;
    log.error({ exportId: job.data.exportId }, 'PDF export lost on every attempt');
    await repo.exports.finish(job.data.exportId, {
      status: 'failed',
      error: 'worker_lost',
      finishedAt: clock(),
    });
  });

  return {
    notify() {
      for (const id of workerIds) queue.notifyWorker(id);
    },
    async stop() {
      await queue.offWork(EXPORT_QUEUE);
      await queue.offWork(LOST_EXPORTS_QUEUE);
    },
  };
}
