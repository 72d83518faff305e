// What the libraries the sign-in page cannot draw without weigh on their own, minified and gzipped (level 9),
// each bundled apart with esbuild from only the parts the app imports on /login (React's production build):
// the floor under /login's eager JavaScript before any of the app's own code, text or forms. Issue 17 asks
// 150 kB gzip for all of it; `node scripts/bundle-budget.mjs` gives what the build really loads.
//   npx tsx bench/eager-library-floor.ts
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const REACT = ['react', 'react-dom', 'react/jsx-runtime'];

/** Each library: the imports the app's first page makes of it, and what it leaves to another line. */
const LIBRARIES: { name: string; code: string; external: string[] }[] = [
  { name: 'React', code: `export * from 'react'; export * as jsx from 'react/jsx-runtime';`, external: [] },
  { name: 'React DOM', code: `export { createRoot } from 'react-dom/client';`, external: ['react'] },
  {
    name: 'React Router',
    code: `export { createBrowserRouter, redirect, Link, NavLink, Outlet, ScrollRestoration, useBlocker,
      useLocation, useMatches, useNavigate, useParams, useSearchParams } from 'react-router';
      export { RouterProvider } from 'react-router/dom';`,
    external: REACT,
  },
  {
    name: 'i18next + react-i18next',
    code: `export { default } from 'i18next'; export { initReactI18next, useTranslation } from 'react-i18next';`,
    external: REACT,
  },
  {
    name: 'Mantine (sign-in page)',
    code: `export { MantineProvider, Alert, Anchor, Box, Button, Center, Container, Group, Loader, Paper,
      PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';`,
    external: REACT,
  },
];

const rows: { library: string; 'kB gzip': number }[] = [];
for (const library of LIBRARIES) {
  const result = await build({
    stdin: { contents: library.code, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: library.external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  rows.push({
    library: library.name,
    'kB gzip': Number((gzipSync(code, { level: 9 }).length / 1000).toFixed(1)),
  });
}
const total = rows.reduce((sum, row) => sum + row['kB gzip'], 0);
rows.push({ library: 'total', 'kB gzip': Number(total.toFixed(1)) });
console.table(rows);
console.log(`${total.toFixed(1)} kB gzip before the app's own code, against a budget of 150 kB for /login.`);
