import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { nextTurn } from '../lib/next-turn.ts';
import type { JobQueue } from './queue.ts';

/**
 * The embedded PGlite's planner statistics and visibility map, taken again now and then. PostgreSQL's
 * autovacuum analyses a table once a tenth of it changed, and vacuums it, which marks its pages as seen by
 * every transaction; PGlite runs no autovacuum. Its statistics stay those of the last `ANALYZE`, and the plan
 * of a name search (the trigram index or the sort's index, decision 033) is chosen from them; without the
 * visibility map, a page of a search sorted by name cannot be read off the index alone (decision 035).
 * At most one waits and one runs (`stately`): an import while one runs queues one more.
 */
export const ANALYZE_QUEUE = 'embedded_analyze';
/** Every hour, at 41 minutes past (pg-boss cron, in UTC): away from the hourly jobs that run on the hour. */
export const ANALYZE_CRON = '41 * * * *';

/** Declares the queue and its hourly schedule on the embedded database; on PostgreSQL, nothing. */
export async function declareAnalyzeQueue(queue: JobQueue, database: Database): Promise<void> {
  if (database.engine !== 'pglite') return;
  const options = { name: ANALYZE_QUEUE, policy: 'stately' as const, expireInSeconds: 10 * 60 };
  await queue.createQueue(ANALYZE_QUEUE, options);
  await queue.updateQueue(ANALYZE_QUEUE, options);
  await queue.schedule(ANALYZE_QUEUE, ANALYZE_CRON);
}

/**
 * Asks for statistics after many rows arrived at once (a spreadsheet import) on the embedded database.
 * Never fails the change that asked.
 */
export async function requestAnalyze(queue: JobQueue, database: Database, log: FastifyBaseLogger) {
  if (database.engine !== 'pglite') return;
  try {
    await queue.send(ANALYZE_QUEUE, {});
  } catch (error) {
    log.warn({ err: error }, 'statistics refresh not queued');
  }
}

/**
 * Vacuums and analyses every table of the database, one at a time: PGlite runs a statement on the server's
 * own thread without a turn of the event loop, so the loop gets one between tables instead of waiting for
 * them all. A vacuum visits only the pages changed since the last one (the visibility map): for 100,000
 * properties, 0.9 s the first time, then 0.17 s when nothing changed and 0.4 s after one row in a hundred
 * changed all over the table, where the analysis alone takes 0.17–0.23 s (decision 035).
 */
export async function analyzeTables(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of rows as { name: string }[]) {
    await database.executeSql(`vacuum (analyze) ${name}`);
    await nextTurn();
  }
  return rows.length;
}

/** Takes the embedded database's statistics when asked (the schedule, an import); on PostgreSQL, nothing. */
export async function startAnalyzeWorker(deps: {
  queue: JobQueue;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (deps.database.engine !== 'pglite') return;
  await deps.queue.work(ANALYZE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    const started = performance.now();
    const tables = await analyzeTables(deps.database);
    deps.log.info({ tables, ms: Math.round(performance.now() - started) }, 'embedded database analysed');
  });
}
