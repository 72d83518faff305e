import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SOURCE_ALIAS } from './source-alias.ts';

/**
 * zod builds a faster object parser with `new Function` unless its global config says `jitless`, and it
 * probes for that when a schema is made, as the app's modules load. The server's Content-Security-Policy
 * forbids eval, so the probe was reported as a policy violation on every page (Lighthouse best practices).
 * `z.config()` in app code runs too late (modules make schemas as they load, in bundle order), so the setting
 * goes where zod reads its config, before zod's own code runs.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'cakemix:zod-without-eval',
    transform(code, id) {
      if (!/node_modules\/zod\/v4\/core\/core\.js$/.test(id)) return undefined;
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
  };
}

/**
 * In production the API server serves `dist` on its own port, so the app calls relative `/api` URLs.
 * `vite dev` forwards those calls to a locally running server (`npm run dev` at the root, port 3000).
 */
export default defineConfig({
  plugins: [react(), zodWithoutEval()],
  resolve: { alias: SOURCE_ALIAS },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.CAKEMIX_API_URL ?? 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which stylesheets each screen's chunk brings: scripts/prerender.mjs links them in the pre-drawn pages.
    manifest: true,
    rollupOptions: {
      output: {
        // React, React DOM and React Router change less often than the app and every screen needs them: their
        // own chunk stays cached across releases. Every other library (Mantine, recharts and its d3, zod,
        // react-hook-form, ...) is left to the bundler, which puts each module with the screens that import it:
        // a manual group loads whole with the first page, so a 'vendor' group made /login load recharts and a
        // 'mantine' group every Mantine component of every screen. Left to the bundler, floating-ui (Menus,
        // Popovers, Comboboxes) shared a chunk with small Mantine helpers the first page needs, so sign-in
        // loaded all of it: alone, it loads with its users. React's group comes first, so that floating-ui's
        // group does not take React along as its dependency. scripts/bundle-budget.mjs and the journey
        // e2e/page-weight.spec.ts check /login.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|react-router|scheduler)\//, priority: 2 },
            { name: 'floating-ui', test: /node_modules\/@floating-ui\//, priority: 1 },
          ],
        },
      },
    },
  },
});
