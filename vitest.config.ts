import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace: each has its own config (environment, setup, pool). */
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
