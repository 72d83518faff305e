import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test file opens one database (PGlite ≈ 0.5 GB); two at a time suits a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
  },
});
