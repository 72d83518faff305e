import path from 'node:path';

/**
 * Test files that open no database of the run's engine: they use none, or always the embedded PGlite (a
 * server process started with DATABASE_URL='', migrations replayed on PGlite). CI's PostgreSQL pass
 * (.ci/run, TEST_DATABASE_URL set) leaves them out, since there they would run the very same code again.
 * `openTestDatabase` and `reopenableTestDatabase` (helper.ts) throw in a file listed here, so the list
 * cannot hide a test that does reach the database.
 */
export const ENGINE_INDEPENDENT_TESTS = [
  'src/db/answer-sets-migration.test.ts',
  'src/db/folder-lock.test.ts',
  'src/db/report-flags-migration.test.ts',
  'src/lib/mailer.test.ts',
  'src/modules/cities/city-list.test.ts',
  'src/modules/knowledge/markdown.test.ts',
  'src/modules/properties/copy-name.test.ts',
  'src/modules/properties/record.test.ts',
  'src/modules/reports/pdf/exact-pdf.test.ts',
  'src/modules/reports/pdf/fonts.test.ts',
  'src/modules/reports/pdf/render-pool.test.ts',
  'src/modules/reports/pdf/report-view.test.ts',
  'src/modules/websites/logo.test.ts',
  'src/modules/websites/svg-check.test.ts',
  'test/compiled-server.test.ts',
  'test/config.test.ts',
  'test/embedded-database-lock.test.ts',
];

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export function isEngineIndependent(file: string): boolean {
  return ENGINE_INDEPENDENT_TESTS.includes(path.relative(SERVER_DIR, file).split(path.sep).join('/'));
}
