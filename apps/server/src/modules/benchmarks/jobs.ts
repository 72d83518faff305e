import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { refreshBenchmarks } from './refresh.ts';
import type { BenchmarksRepository } from './repository.ts';

/** The queue of benchmark refreshes. */
export const BENCHMARKS_QUEUE = 'benchmarks_refresh';
/** Changes within this many seconds share one refresh (a burst of edits recomputes once). */
export const BENCHMARKS_DEBOUNCE_SECONDS = 60;

/** Declares the queue and its hourly refresh (idempotent; every instance does it at start). */
export async function declareBenchmarkQueue(queue: JobQueue): Promise<void> {
  await queue.createQueue(BENCHMARKS_QUEUE, { name: BENCHMARKS_QUEUE, retryLimit: 2, retryDelay: 30 });
  // At least hourly, whatever changed: the schedule is stored once for all instances.
  await queue.schedule(BENCHMARKS_QUEUE, '0 * * * *', {}, { singletonKey: BENCHMARKS_QUEUE });
}

/**
 * Asks for a refresh after a change to a property: one job per debounce window (the next window's if this
 * one's job is already queued), so a burst of saves costs one refresh. Never fails the change that asked.
 */
export async function requestBenchmarkRefresh(queue: JobQueue, log: FastifyBaseLogger): Promise<void> {
  try {
    await queue.sendDebounced(BENCHMARKS_QUEUE, {}, {}, BENCHMARKS_DEBOUNCE_SECONDS, BENCHMARKS_QUEUE);
  } catch (error) {
    log.warn({ err: error }, 'benchmark refresh not queued');
  }
}

/** Runs refreshes, one at a time on this instance. */
export async function startBenchmarkWorker(deps: {
  queue: JobQueue;
  repo: BenchmarksRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<void> {
  await deps.queue.work(BENCHMARKS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    const started = performance.now();
    const outcome = await refreshBenchmarks(deps.repo, deps.clock);
    deps.log.info(
      { ...outcome, ms: Math.round(performance.now() - started) },
      'industry benchmarks refreshed',
    );
  });
}
