// Compiles the server for production (decision 014): `npm start`, `npm run worker` and `npm run admin` run
// this, then node on dist/. esbuild bundles the server's TypeScript with @cakemix/core (which exports its
// TypeScript source) and drizzle-orm into dist/*.mjs; every other package stays in node_modules. Plain
// JavaScript, so it runs without a TypeScript loader. Quiet unless something is wrong. Run: node scripts/build.mjs
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(SERVER_DIR, 'dist');

/**
 * Every module lands in dist/, one folder, so a module that finds files from its own folder would look in
 * the wrong place once compiled. These do it in a way that holds in both: server-dir.ts is one level down in
 * src/ and in dist/; the render and import pools' thread entries are beside them in both (named so below); fonts.ts
 * resolves packages, found in node_modules from either. The others use SERVER_DIR.
 */
const MAY_READ_OWN_FOLDER = [
  'src/server-dir.ts',
  'src/modules/reports/pdf/render-pool.ts',
  'src/modules/spreadsheets/import-pool.ts',
  'src/modules/reports/pdf/fonts.ts',
];

/**
 * Packages bundled into dist/: the workspace's own (TypeScript source), and drizzle-orm, whose 175 kB
 * package.json (its exports map) Node parses again for each of the hundreds of files it imports: loaded
 * from node_modules it cost a second of start-up and 100 MB of garbage, bundled nothing (decision 033).
 */
const BUNDLED = /^(@cakemix\/|drizzle-orm(\/|$))/;

/** Bundles the packages above; leaves the others to node_modules. */
const workspacePackagesOnly = {
  name: 'workspace-packages-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || BUNDLED.test(args.path) ? undefined : { external: true },
    );
  },
};

/** Stops the build when a module not in MAY_READ_OWN_FOLDER uses import.meta. */
const ownFolderGuard = {
  name: 'own-folder-guard',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, (args) => {
      const file = path.relative(SERVER_DIR, args.path);
      if (MAY_READ_OWN_FOLDER.includes(file)) return undefined;
      if (!/import\.meta\.(dirname|filename|url)/.test(readFileSync(args.path, 'utf8'))) return undefined;
      const text = `${file} finds files from its own folder (import.meta), dist/ once compiled: use SERVER_DIR`;
      return { errors: [{ text }] };
    });
  },
};

/**
 * The render threads' entry registers tsx because a thread starts without its process's TypeScript loader;
 * compiled, the thread loads JavaScript, so registering is a no-op and tsx (a dev dependency) is not needed.
 */
const noTsxInThreads = {
  name: 'no-tsx-in-threads',
  setup(build) {
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: 'tsx', namespace: 'no-tsx' }));
    build.onLoad({ filter: /.*/, namespace: 'no-tsx' }, () => ({
      contents: 'export function register() {}',
    }));
  },
};

const result = await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    // The render pool asks for ./render-thread.mjs beside its own module: dist/ once bundled.
    'render-thread': 'src/modules/reports/pdf/render-thread.mjs',
    // The same for the import pool's thread.
    'import-thread': 'src/modules/spreadsheets/import-thread.mjs',
  },
  bundle: true,
  // The thread entry sets NODE_ENV before it imports the renderer (React reads it once, on load); in one
  // file esbuild would hoist React's import above it. Split, the renderer is a chunk loaded on demand.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // Error names in logs and answers stay the classes' own when two modules' names collide in the bundle.
  keepNames: true,
  // Stack traces point into src/ (node --enable-source-maps); the sources themselves are in the checkout.
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [noTsxInThreads, workspacePackagesOnly, ownFolderGuard],
  write: false,
  logLevel: 'warning',
}).catch(() => process.exit(1)); // esbuild has printed the errors

// A server already running from dist/ may start a render thread at any moment: each file is replaced whole
// (written beside, then renamed), an unchanged one is left alone, and chunks of an earlier build go.
mkdirSync(DIST, { recursive: true });
const outputs = new Set();
for (const file of result.outputFiles) {
  outputs.add(path.basename(file.path));
  let current;
  try {
    current = readFileSync(file.path);
  } catch {
    // new file
  }
  if (current?.equals(file.contents)) continue;
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
for (const name of readdirSync(DIST))
  if (/\.mjs(\.map)?$/.test(name) && !outputs.has(name)) rmSync(path.join(DIST, name), { force: true });
