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
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/@mantine/')) return 'mantine';
          return 'vendor';
        },
      },
    },
  },
});
