import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { declareAnalyzeQueue, startAnalyzeWorker } from './jobs/embedded-analyze.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { declareBenchmarkQueue, startBenchmarkWorker } from './modules/benchmarks/jobs.ts';
import { createBenchmarksRepository } from './modules/benchmarks/repository.ts';
import {
  createRenewalReminders,
  declareRenewalReminderQueue,
  startRenewalReminderWorker,
} from './modules/portfolio/reminders.ts';
import { declareRateCardQueues, type RateCardWorker, startRateCardWorker } from './modules/rate-card/jobs.ts';
import {
  declareExportQueues,
  type ExportQueueSettings,
  type ExportWorker,
  type PdfRender,
  startExportWorker,
} from './modules/reports/export-worker.ts';
import { createPdfRenderPool } from './modules/reports/pdf/render-pool.ts';

export interface Background {
  queue: JobQueue;
  /** Absent when this process renders nothing (PDF_RENDER_THREADS=0). */
  exportWorker: ExportWorker | undefined;
  /** Revalues stored property values after rate-card changes. */
  rateCardWorker: RateCardWorker;
  /** The daily renewal reminders (tests and the admin CLI run them directly too). */
  reminders: ReturnType<typeof createRenewalReminders>;
  /** Stops taking jobs; lets running renders finish for up to `graceSeconds`, then leaves them to others. */
  stop(graceSeconds: number): Promise<void>;
}

/** The export queue's settings from the configuration (workers look for others' jobs every second). */
export function exportQueueSettings(config: Config): ExportQueueSettings {
  return {
    timeoutSeconds: config.exports.timeoutSeconds,
    retries: config.exports.retries,
    pollingSeconds: 1,
  };
}

/**
 * The work a process does besides answering HTTP: the job queue, and unless configured off an export
 * worker with its pool of render threads. `npm start` runs it beside the API; `npm run worker` alone.
 */
export async function startBackground(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Renders PDFs; defaults to a pool of `config.exports.renderThreads` worker threads. */
  render?: PdfRender;
  /** Sends the renewal reminders; defaults to the configured SMTP server or the mail folder. */
  mailer?: Mailer;
}): Promise<Background> {
  const { config, log } = deps;
  const settings = exportQueueSettings(config);
  const queue = await startJobQueue(deps.database, {
    // Lost jobs are found within a quarter of the timeout (the queue's maintenance runs on one instance).
    maintenanceSeconds: Math.min(60, Math.max(1, Math.round(settings.timeoutSeconds / 4))),
    onError: (error) => log.error({ err: error }, 'job queue error'),
    declareQueues: async (boss) => {
      await declareExportQueues(boss, settings);
      await declareBenchmarkQueue(boss);
      await declareRateCardQueues(boss);
      await declareRenewalReminderQueue(boss);
      await declareAnalyzeQueue(boss, deps.database);
    },
  });
  await startBenchmarkWorker({
    queue,
    repo: createBenchmarksRepository(deps.database.db),
    clock: deps.clock,
    log,
  });
  const rateCardWorker = await startRateCardWorker({ db: deps.database.db, queue, clock: deps.clock, log });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
      logger: log,
    });
  const reminders = createRenewalReminders({
    db: deps.database.db,
    mailer,
    clock: deps.clock,
    appUrl: config.appUrl,
    log,
  });
  await startRenewalReminderWorker(queue, reminders);
  await startAnalyzeWorker({ queue, database: deps.database, log });

  const threads = config.exports.renderThreads;
  const pool = threads > 0 && !deps.render ? createPdfRenderPool(threads, config.appUrl) : undefined;
  const render = deps.render ?? pool?.render;
  const exportWorker =
    threads > 0 && render
      ? await startExportWorker({
          db: deps.database.db,
          queue,
          render,
          concurrency: threads,
          settings,
          clock: deps.clock,
          log,
        })
      : undefined;

  return {
    queue,
    exportWorker,
    rateCardWorker,
    reminders,
    async stop(graceSeconds) {
      await exportWorker?.stop();
      await queue.stop({ graceful: true, wait: true, close: false, timeout: graceSeconds * 1000 });
      await pool?.close();
    },
  };
}
