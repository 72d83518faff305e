// Builds the web app (vite build, then the compressed copies) only when what it is built from changed since
// the last build: `npm start` runs this, so a second start with nothing changed answers within seconds
// instead of rebuilding for a minute. What the build reads is hashed (the app's sources and configuration,
// @cakemix/core's sources, the lockfile, the VITE_ variables) and the hash is written into dist/ after a
// build that succeeded; a build that failed half way leaves no stamp, so the next start builds again.
// `npm run build -w @cakemix/web` always builds. Run: node scripts/build-if-changed.mjs [--force]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(WEB_DIR, '../..');
const DIST = path.join(WEB_DIR, 'dist');
const STAMP = path.join(DIST, '.build-stamp');

/** Folders and files the build reads; node_modules comes in through the lockfile. */
const INPUTS = [
  WEB_DIR,
  path.join(ROOT, 'packages/core'),
  path.join(ROOT, 'package-lock.json'),
  path.join(ROOT, 'tsconfig.base.json'),
];
const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  const children = readdirSync(entry, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const child of children) {
    if (SKIPPED.has(child.name)) continue;
    const full = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(full);
    else if (child.isFile()) yield full;
  }
}

/** The hash of every input's path and content, and of the VITE_ variables the build bakes in. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(input)) {
      hash.update(path.relative(ROOT, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  const variables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(variables));
  return hash.digest('hex');
}

const hash = inputsHash();
const built =
  existsSync(path.join(DIST, 'index.html')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (built.trim() === hash && !process.argv.includes('--force')) {
  console.log('web app unchanged since its last build (apps/web/dist): not rebuilt');
} else {
  execFileSync('npm', ['run', 'build'], { cwd: WEB_DIR, stdio: 'inherit' });
  writeFileSync(STAMP, `${hash}\n`);
}
