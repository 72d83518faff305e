import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/folder-lock.ts';
import { DEMO_ACCOUNTS, seedDemo, shouldSeedDemo } from './db/seed-demo.ts';
import { systemClock } from './lib/clock.ts';
import { errorForLog } from './lib/log-safety.ts';
import { requestBenchmarkRefresh } from './modules/benchmarks/jobs.ts';
import { createPropertiesRepository } from './modules/properties/repository.ts';
import { revalueStaleProperties } from './modules/properties/revalue.ts';
import { isoDay, ratesOn } from './modules/rate-card/effective.ts';
import { createRateCardRepository } from './modules/rate-card/repository.ts';
import { type Background, startBackground } from './runtime.ts';

/** Seconds a stopping process lets its running renders finish before leaving them to other instances. */
const STOP_GRACE_SECONDS = 10;

/**
 * The server entry. `npm start`: applies migrations, seeds demo data on a new embedded database (or on
 * PostgreSQL with --demo), runs the job queue with an export worker, and listens. `npm run worker` (--worker):
 * only the export worker, to render PDFs on machines of their own (needs DATABASE_URL). Both stop gracefully
 * on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const workerOnly = process.argv.includes('--worker');
  if (workerOnly && !config.databaseUrl) {
    console.error(
      'A worker of its own shares the database with the API servers: set DATABASE_URL to their PostgreSQL.\n' +
        'With the embedded database, `npm start` renders PDFs in the same process.',
    );
    process.exit(1);
  }
  if (workerOnly && config.exports.renderThreads === 0) {
    console.error('PDF_RENDER_THREADS is 0: this worker would render nothing.');
    process.exit(1);
  }
  const logOutput = asyncStandardOutput();
  const log = pino({ level: config.logLevel, serializers: { err: errorForLog } }, logOutput);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const background = await startBackground({ config, database, clock: systemClock, log });
  if (workerOnly) {
    stopOnSignals(log, async () => {
      await background.stop(STOP_GRACE_SECONDS);
      await database.close();
    });
    console.log(`Cakemix worker: rendering PDF exports with ${config.exports.renderThreads} thread(s).`);
    return;
  }
  await serveApi(config, database, background, log, logOutput);
}

/**
 * Standard output written in the background: a request's log line is handed to the operating system while
 * the next request is served, instead of the server waiting for each write (it halved the requests served,
 * issue 32). Lines gather while a write is under way and go out together; pino writes what is left when the
 * process exits.
 */
function asyncStandardOutput() {
  return pino.destination({ dest: 1, sync: false });
}

async function serveApi(
  config: Config,
  database: Database,
  background: Background,
  log: pino.Logger,
  logOutput: pino.DestinationStream,
) {
  const app = await buildApp({
    logger: { stream: logOutput },
    config,
    database,
    queue: background.queue,
    exportWorker: background.exportWorker,
    rateCardWorker: background.rateCardWorker,
  });
  if (await shouldSeedDemo(database, process.argv.includes('--demo'))) {
    const password = process.env.DEMO_PASSWORD || 'demo1234';
    await seedDemo(database.db, password);
    app.log.info('demo data seeded');
    console.log('\nDemo accounts (password: %s):', password);
    for (const account of DEMO_ACCOUNTS) console.log('  %s  (website %d)', account.email, account.websiteId);
  }

  const rateCards = createRateCardRepository(database.db);
  const revalued = await revalueStaleProperties(createPropertiesRepository(database.db), (websiteId) =>
    ratesOn(rateCards, websiteId, isoDay(systemClock())),
  );
  if (revalued > 0)
    app.log.info({ revalued }, 'property values recomputed with the current valuation method');
  // The benchmarks follow the values (after an upgrade, or a database whose cells were never computed); the
  // request is debounced, so instances starting together ask for one refresh.
  await requestBenchmarkRefresh(background.queue, app.log);

  stopOnSignals(log, async () => {
    await app.close();
    await background.stop(STOP_GRACE_SECONDS);
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const mailNote = config.smtpUrl
    ? 'mail goes through SMTP'
    : `mail is written to ${path.join(config.dataDir, 'mail')}`;
  const renderNote =
    config.exports.renderThreads > 0
      ? `PDFs render here in ${config.exports.renderThreads} thread(s)`
      : 'PDFs are left to workers';
  console.log(
    `\nCakemix is running at ${config.appUrl}  (API docs: ${config.appUrl}/api/docs; ${mailNote}; ${renderNote})`,
  );
  console.log(
    'Sign in with a demo account above; the verification code arrives by e-mail (see the outbox).\n',
  );
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
function stopOnSignals(log: pino.Logger, stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      log.error(error, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  // A folder in use is a person's next step, not a bug: the message alone says it.
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
