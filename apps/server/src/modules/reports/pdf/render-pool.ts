import type { Language } from '@cakemix/core';
import { Piscina } from 'piscina';
import type { ReportSubject } from '../snapshot.ts';
import type { RenderOutcome, RenderTask } from './render-worker.ts';

export interface PdfRenderPool {
  /** Renders in a worker thread; rejects when the thread dies or `signal` aborts (the thread is replaced). */
  render(report: ReportSubject, lang: Language, signal?: AbortSignal): Promise<RenderOutcome>;
  readonly threads: number;
  close(): Promise<void>;
}

/**
 * PDF rendering off the event loop: a pool of worker threads (piscina), so a long comparative report never
 * holds up the requests of other people. Threads start on first use and stop after a minute idle. `appUrl`
 * is the app's address (config.appUrl), where every report points readers to the method's article.
 */
export function createPdfRenderPool(threads: number, appUrl: string): PdfRenderPool {
  let pool: Piscina<RenderTask, RenderOutcome> | undefined;
  const open = () => {
    pool ??= new Piscina<RenderTask, RenderOutcome>({
      filename: new URL('./render-thread.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // One document at a time per thread: documents share the thread's font store (see fonts.ts).
      concurrentTasksPerWorker: 1,
      execArgv: [],
      // Threads wait for work through messages, not a blocking Atomics.wait that would stall their timers.
      atomics: 'disabled',
    });
    return pool;
  };
  return {
    threads,
    render: (report, lang, signal) => open().run({ report, lang, appUrl }, { signal: signal ?? null }),
    async close() {
      await pool?.destroy();
    },
  };
}
