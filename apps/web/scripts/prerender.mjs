// Draws the public pages (src/prerender/pages.ts) in every language into dist/pages/<lang>/<file>.html, and
// the signed-in screens' shells beside them (decision 034), and writes dist/pages/manifest.json, from which the
// server picks a reader's page (decision 030). Run after
// `vite build` (the web build script does): it builds src/prerender/render-page.tsx for Node with the same
// Vite config, draws each page with React's own renderer and places it in the built index.html, so that the
// page's text and its stylesheets are there before any script. What the page leaves out:
// - `<link rel="modulepreload">`: the browser would fetch the app's scripts at high priority, beside the
//   stylesheet that first paint waits for; the entry script imports them after the page is drawn anyway.
// And the entry script is fetched at low priority (`fetchpriority="low"`): a module script is fetched at high
// priority otherwise, as if the page waited for it, and it competes with the stylesheet.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR_OUT = path.join(WEB, 'node_modules/.cache/prerender');
const PAGES = path.join(DIST, 'pages');

await build({
  root: WEB,
  configFile: path.join(WEB, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
  },
  // The workspace's core exports TypeScript source: bundled, with the rest left to node_modules.
  ssr: { noExternal: ['@cakemix/core'] },
});

const render = await import(pathToFileURL(path.join(SSR_OUT, 'render-page.mjs')).href);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/** Every stylesheet a source module's chunk and its static imports bring, as the browser would load them. */
function stylesheetsOf(source) {
  const found = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) found.add(`/${css}`);
    for (const next of manifest[key].imports ?? []) visit(next, seen);
  };
  if (source) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build (src/prerender/pages.ts).`);
    visit(source);
  }
  return [...found].filter((href) => !template.includes(`href="${href}"`));
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built index.html holding a drawn page: its language, title, stylesheets, markup and hydration data. */
function pageHtml(page, rendered, stylesheets) {
  // The server's CSP runs no inline script: a drawn page needing one (React revealing a Suspense boundary
  // later) would stay half drawn.
  if (rendered.body.includes('<script')) throw new Error(`${page.file}: React drew an inline script.`);
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${rendered.data.lang}" data-mantine-color-scheme="light"`)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"/, '<script type="module" fetchpriority="low"')
    .replace(/<title>[^<]*<\/title>/, () => rendered.head || '<title>Cakemix</title>')
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-page="${page.file}">${rendered.body}</div>` +
        `<script type="application/json" id="${render.PAGE_DATA_ID}">${escapeJson(rendered.data)}</script>`,
    );
  if (!html.includes(`data-page="${page.file}"`)) throw new Error('dist/index.html has no empty #root.');
  return html;
}

rmSync(PAGES, { recursive: true, force: true });
const pages = [...render.PRERENDERED_PAGES, { ...render.NOT_FOUND_PAGE, module: undefined }];
// A shell draws the header's main menu, which comes in a chunk of its own; not the screen, whose styles load
// with its code.
const shellStylesheets = stylesheetsOf('src/app/layout/member-menus.ts');
for (const lang of render.LANGUAGES) {
  mkdirSync(path.join(PAGES, lang), { recursive: true });
  for (const page of pages) {
    const rendered = await render.renderPage(page.url, lang);
    writeFileSync(
      path.join(PAGES, lang, `${page.file}.html`),
      pageHtml(page, rendered, stylesheetsOf(page.module)),
    );
  }
  for (const shell of render.SIGNED_IN_SHELLS) {
    const rendered = await render.renderShell(shell.url, lang);
    writeFileSync(path.join(PAGES, lang, `${shell.file}.html`), pageHtml(shell, rendered, shellStylesheets));
  }
}
writeFileSync(
  path.join(PAGES, 'manifest.json'),
  JSON.stringify(
    {
      pages: render.PRERENDERED_PAGES.map((page) => ({
        path: render.ROUTE_PATHS[page.route],
        file: page.file,
      })),
      notFound: render.NOT_FOUND_PAGE.file,
      signedIn: render.SIGNED_IN_SHELLS.map((shell) => ({
        path: render.ROUTE_PATHS[shell.route],
        file: shell.file,
      })),
      routes: Object.values(render.ROUTE_PATHS),
    },
    null,
    2,
  ),
);
// The manifest served its purpose; the server has no reason to publish the build's module graph.
rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
console.log(
  `Pre-rendered ${pages.length} pages and ${render.SIGNED_IN_SHELLS.length} signed-in shells in ${render.LANGUAGES.join(', ')} into dist/pages.`,
);
