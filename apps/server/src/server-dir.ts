import path from 'node:path';

/**
 * apps/server, where the migrations and the shipped data files are (and beside it the web build and, two
 * up, the content). Measured from this module's folder: src/ from source, dist/ in the compiled server,
 * where every module is bundled into dist/*.mjs (scripts/build.mjs), so a path from any other module's
 * own folder would be wrong there.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
