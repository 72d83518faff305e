import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SOURCE_ALIAS } from './source-alias.ts';

/**
 * In production the API server serves `dist` on its own port, so the app calls relative `/api` URLs.
 * `vite dev` forwards those calls to a locally running server (`npm run dev` at the root, port 3000).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: SOURCE_ALIAS },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.CAKEMIX_API_URL ?? 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // React, React DOM and React Router change less often than the app and every screen needs them: their
        // own chunk stays cached across releases. Every other library (Mantine, recharts and its d3, zod,
        // react-hook-form, ...) is left to Rollup, which puts each module with the screens that import it: a
        // manual group loads whole with the first page, so a 'vendor' group made /login load recharts and a
        // 'mantine' group every Mantine component of every screen. scripts/bundle-budget.mjs checks /login.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
