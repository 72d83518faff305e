import { configDefaults, defineConfig } from 'vitest/config';
import { ENGINE_INDEPENDENT_TESTS } from './test/engine-independent.ts';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // On a PostgreSQL server (CI's second pass), only the files that reach the run's database.
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...ENGINE_INDEPENDENT_TESTS]
      : configDefaults.exclude,
    environment: 'node',
    pool: 'forks',
    // A worker process runs its test files one after the other in the same module graph: Fastify, Drizzle,
    // zod, PGlite and the app are imported once per worker, not once per file (2.5 s a file). Nothing in the
    // tests depends on a fresh module: each file opens its own database and app, and no test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated database for the run; each test file starts from a copy of it.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
  },
});
