import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobQueue = PgBoss;
export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface JobQueueOptions {
  /**
   * How often some instance (one at a time, whichever gets there first) fails the jobs whose server stopped
   * while running them (they are retried) and archives finished jobs.
   */
  maintenanceSeconds: number;
  onError(error: Error): void;
  /** Creates or updates the app's queues (run at start, one instance at a time). */
  declareQueues(queue: JobQueue): Promise<void>;
}

/**
 * The job queue: pg-boss on the app's own database, PostgreSQL or the embedded PGlite alike, so jobs survive
 * a restart and any instance sharing the database may run them (docs/decisions/010-job-queue.md). pg-boss
 * keeps its tables in its own `pgboss` schema, which it creates and migrates under an advisory lock.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    // Cron schedules (hourly benchmarks, rate-card entries reaching their day); pg-boss checks clock skew.
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // Finished jobs move to the archive after an hour and leave it after a day: the exports' own table
    // keeps what users see.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', options.onError);
  // Instances starting together take turns: pg-boss guards its schema creation with a transaction lock, but
  // a lost race leaves an aborted transaction on a pooled connection, and two instances creating the same
  // queue (and its partition table) at once deadlock.
  await database.exclusively(async () => {
    await boss.start();
    await options.declareQueues(boss);
  });
  return boss;
}
