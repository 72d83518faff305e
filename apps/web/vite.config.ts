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
    // No preload links for a screen's code (decision 036): the browser fetches a chunk's imports as it reads
    // the chunk. Vite's links, one per file the screen needs (43 for a report page), were appended in one
    // task, the longest a phone ran while a signed-in screen opened; Lighthouse scores the few more round
    // trips without them higher (a detailed report 94 against 90, the reports list 95 against 88).
    modulePreload: false,
    rollupOptions: {
      output: {
        // What the first page runs (the `$initial` modules: the entry and its static imports, React, React DOM
        // and React Router among them) is one chunk, `app`: it all loads at once anyway, and in one file it is
        // one request, not a dozen (decision 034). It is fetched at low priority, after the page and its
        // stylesheet; a chunk it imported (React's, the bundler's runtime) was fetched at high priority as soon
        // as it was parsed, which Lighthouse counts on the way to first paint (decision 034). React in a chunk
        // of its own stayed cached across releases; a first visit's paint is worth more. Every other library
        // (Mantine's other components, recharts and its d3, react-hook-form, ...) is left to the bundler, which
        // puts each module with the screens that import it: a 'vendor' group made /login load recharts, and a
        // group of Mantine's remaining components cut a screen's files by a third but made /login's lazy code
        // 65 kB larger. floating-ui (Menus, Popovers, Comboboxes) alone loads with its users.
        // scripts/bundle-budget.mjs and the journey e2e/page-weight.spec.ts check /login.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'floating-ui', test: /node_modules\/@floating-ui\//, priority: 1 },
          ],
        },
      },
    },
  },
});
