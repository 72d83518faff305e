import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { requestBenchmarkRefresh } from '../benchmarks/jobs.ts';
import { createPropertiesRepository } from '../properties/repository.ts';
import { revalueWebsite } from '../properties/revalue.ts';
import { isoDay, ratesOn } from './effective.ts';
import { createRateCardRepository } from './repository.ts';

/**
 * Recomputes one website's stored property values with its rates of the day, then marks the entries that
 * took effect as applied. At most one waits and one runs per website (the `stately` policy, keyed by the
 * website): a change made while one runs queues the next, which reads it.
 */
export const RATE_CARD_REVALUE_QUEUE = 'rate_card_revalue';
/** Hourly: queues the revaluation of every website with entries whose day has come. */
export const RATE_CARD_DUE_QUEUE = 'rate_card_due';
/** At the start of every hour (pg-boss cron, in UTC). */
export const RATE_CARD_DUE_CRON = '0 * * * *';

export interface RevalueJob {
  websiteId: number;
}

/** Declares the rate card's queues and the hourly schedule (idempotent; every instance does it at start). */
export async function declareRateCardQueues(queue: JobQueue): Promise<void> {
  const revalue = {
    name: RATE_CARD_REVALUE_QUEUE,
    policy: 'stately' as const,
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
  };
  await queue.createQueue(RATE_CARD_REVALUE_QUEUE, revalue);
  await queue.updateQueue(RATE_CARD_REVALUE_QUEUE, revalue);
  const due = { name: RATE_CARD_DUE_QUEUE, policy: 'stately' as const, expireInSeconds: 5 * 60 };
  await queue.createQueue(RATE_CARD_DUE_QUEUE, due);
  await queue.updateQueue(RATE_CARD_DUE_QUEUE, due);
  await queue.schedule(RATE_CARD_DUE_QUEUE, RATE_CARD_DUE_CRON);
}

/** Queues the revaluation of a website's stored property values (none is queued twice). */
export async function requestRevaluation(queue: JobQueue, websiteId: number): Promise<void> {
  await queue.send(RATE_CARD_REVALUE_QUEUE, { websiteId } satisfies RevalueJob, {
    singletonKey: String(websiteId),
  });
}

/**
 * The rate card's background work, on any instance: revaluing a website's stored values, and every hour
 * finding the websites whose entries reached their day. `revalue` and `queueDue` are what the jobs run
 * (tests call them directly too).
 */
export async function startRateCardWorker(deps: {
  db: Db;
  queue: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { queue, clock, log } = deps;
  const entries = createRateCardRepository(deps.db);
  const properties = createPropertiesRepository(deps.db);

  /** Revalues the website with its rates of today; returns how many properties were stored. */
  async function revalue(websiteId: number): Promise<number> {
    const day = isoDay(clock());
    // Read first: an entry written while the properties are revalued is applied by the job it queues.
    const pending = await entries.pending(websiteId, day);
    const rates = await ratesOn(entries, websiteId, day);
    const revalued = await revalueWebsite(properties, websiteId, rates);
    await entries.markApplied(websiteId, pending, clock());
    // The website's values changed: the industry benchmarks follow.
    if (revalued > 0) await requestBenchmarkRefresh(queue, log);
    log.info(
      { websiteId, revalued, entries: pending.length },
      'property values recomputed with the rate card',
    );
    return revalued;
  }

  const work = { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 } as const;
  const revaluer = await queue.work<RevalueJob>(
    RATE_CARD_REVALUE_QUEUE,
    work,
    async ([job]: Job<RevalueJob>[]) => {
      if (job) await revalue(job.data.websiteId);
    },
  );
  const dueFinder = await queue.work(RATE_CARD_DUE_QUEUE, work, async () => {
    await queueDue();
  });

  /** Queues the revaluation of every website with entries in effect today that were not applied yet. */
  async function queueDue(): Promise<number[]> {
    const websites = await entries.websitesDue(isoDay(clock()));
    for (const websiteId of websites) await requestRevaluation(queue, websiteId);
    // This instance revalues them at once rather than at its next look at the queue.
    if (websites.length > 0) queue.notifyWorker(revaluer);
    return websites;
  }

  return {
    revalue,
    queueDue,
    /**
     * Wakes this process's workers after it queued their work (a revaluation asked by a request): they take
     * it at once rather than at their next look at the queue, two seconds later at most.
     */
    notify() {
      queue.notifyWorker(revaluer);
      queue.notifyWorker(dueFinder);
    },
    async stop() {
      await queue.offWork(RATE_CARD_REVALUE_QUEUE);
      await queue.offWork(RATE_CARD_DUE_QUEUE);
    },
  };
}
export type RateCardWorker = Awaited<ReturnType<typeof startRateCardWorker>>;
