import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fast-check properties value hundreds of generated properties each: a few seconds on a quiet
    // machine, several times that on a loaded CI machine. A timeout here would say nothing about the code.
    testTimeout: 60_000,
  },
});
