import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace: each has its own config (environment, setup, pool). */
export default defineConfig({
  test: {
    // Each server test file opens its own database (PGlite ≈ 0.5 GB); two files at a time suit 2 cores.
    maxWorkers: 2,
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
