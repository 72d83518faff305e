import path from 'node:path';

/** `@/…` is `src/…`: imports name what they use instead of climbing `../../../` (also in tsconfig.json). */
export const SOURCE_ALIAS = { '@': path.join(import.meta.dirname, 'src') };
