import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { SOURCE_ALIAS } from './source-alias.ts';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: SOURCE_ALIAS },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Longer than the waits inside tests (src/test/setup.ts), so that a slow wait reports itself, not a timeout.
    testTimeout: 20_000,
  },
});
