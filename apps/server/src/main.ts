import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemo, shouldSeedDemo } from './db/seed-demo.ts';
import { createPropertiesRepository } from './modules/properties/repository.ts';
import { revalueStaleProperties } from './modules/properties/revalue.ts';

/**
 * The server entry: applies migrations, seeds demo data on a new embedded database (or on PostgreSQL
 * with --demo), listens, and shuts down gracefully on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const askedForDemo = process.argv.includes('--demo');
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();

  const app = await buildApp({ config, database });
  if (await shouldSeedDemo(database, askedForDemo)) {
    const password = process.env.DEMO_PASSWORD || 'demo1234';
    await seedDemo(database.db, password);
    app.log.info('demo data seeded');
    console.log('\nDemo accounts (password: %s):', password);
    for (const account of DEMO_ACCOUNTS) console.log('  %s  (website %d)', account.email, account.websiteId);
  }

  const revalued = await revalueStaleProperties(createPropertiesRepository(database.db));
  if (revalued > 0)
    app.log.info({ revalued }, 'property values recomputed with the current valuation method');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const mailNote = config.smtpUrl
    ? 'mail goes through SMTP'
    : `mail is written to ${path.join(config.dataDir, 'mail')}`;
  console.log(`\nCakemix is running at ${config.appUrl}  (API docs: ${config.appUrl}/api/docs; ${mailNote})`);
  console.log(
    'Sign in with a demo account above; the verification code arrives by e-mail (see the outbox).\n',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
