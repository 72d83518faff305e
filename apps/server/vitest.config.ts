import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated database for the run; each test file starts from a copy of it.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
  },
});
