// PDF export speed: the server's renderer (@react-pdf/renderer, renderReportPdf) against headless Chromium
// printing the report screen to PDF, for a detailed report and a 10-combination comparative report of the
// demo data, in one run. It starts the real server (built web app + API) on a free port with a temporary
// data directory, signs in through the API with the e-mailed code, creates both reports, then times:
//  - renderReportPdf on the same Report objects the API answered, in this process;
//  - Chromium opening the report page (signed out, through a share link), waiting for it, and page.pdf().
// Run: npx tsx bench/pdf.ts [runs=3]   (builds apps/web/dist first if it is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Report } from '@cakemix/core';
import { chromium } from '@playwright/test';
import { medianMs } from './support.ts';

const RUNS = Number(process.argv[2] ?? 3);
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_TSCONFIG = path.join(ROOT, 'apps/server/tsconfig.json');

// The server's PDF components need its JSX setting (react-jsx); run from the root, tsx would compile them for
// the classic runtime. Start again with the server's tsconfig (the spawned server inherits it too).
if (process.env.TSX_TSCONFIG_PATH !== SERVER_TSCONFIG) {
  const again = spawnSync('npx', ['tsx', import.meta.filename, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: SERVER_TSCONFIG },
  });
  process.exit(again.status ?? 1);
}
const { renderReportPdf } = await import('../apps/server/src/modules/reports/pdf/render.tsx');
const API_PATH = '/api/v1/cakemix';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Median of RUNS timed calls after one warm-up. */
const median = (fn: () => Promise<unknown>) => medianMs(fn, RUNS, 1);

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  spawnSync('npm', ['run', 'build', '-w', '@cakemix/web'], { cwd: ROOT, stdio: 'inherit' });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-bench-pdf-'));
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  if (server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${API_PATH}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}${API_PATH}/csrf-cookie`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not start');
}

async function signIn(): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  const before = new Set(existsSync(mailDir) ? readdirSync(mailDir) : []);
  const { challenge } = await call<{ challenge: string }>('POST', '/login', null, {
    email: 'demo@example.com',
    password: 'demo1234',
    grant_type: 'password',
    client_id: 'cakemix-web',
    client_secret: 'cakemix-web-secret',
    referer: 'cakemix',
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (existsSync(mailDir) ? readdirSync(mailDir) : []).filter((f) => !before.has(f));
    for (const file of fresh) {
      const text = readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) {
        const answer = await call<{ token: { token: string } }>('POST', '/login/verify', null, {
          challenge,
          code,
        });
        return answer.token.token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no verification code');
}

try {
  await waitForServer();
  const token = await signIn();
  const user = await call<{ website_id: number }>('GET', '/user?referer=cakemix', token);
  type Page = { data: { id: number; status: string }[] };
  const profiles = (
    await call<Page>('GET', `/websites/${user.website_id}/brand-profiles?per_page=100`, token)
  ).data;
  const properties = (await call<Page>('GET', `/websites/${user.website_id}/properties?per_page=100`, token))
    .data;
  const completeProfiles = profiles.filter((p) => p.status === 'complete');
  const completeProperties = properties.filter((p) => p.status === 'complete');
  const pairs = completeProperties
    .flatMap((property) =>
      completeProfiles.map((profile) => ({ brand_profile_id: profile.id, property_id: property.id })),
    )
    .slice(0, 10);
  if (pairs.length < 10) throw new Error(`only ${pairs.length} complete combinations in the demo data`);
  const [first] = pairs;
  const detailed = await call<Report>('POST', '/reports', token, first);
  const comparative = await call<Report>('POST', '/comparative-reports', token, { pairs });
  const shareOf = async (report: Report) =>
    (
      await call<{ url: string }>(
        'POST',
        `${report.type === 'detailed' ? '/reports' : '/comparative-reports'}/${report.id}/share`,
        token,
      )
    ).url;
  const cases = [
    { name: 'detailed (1 combination)', report: detailed, url: await shareOf(detailed) },
    { name: 'comparative (10 combinations)', report: comparative, url: await shareOf(comparative) },
  ];

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const rows = [];
  for (const c of cases) {
    const reactPdf = await median(() => renderReportPdf(c.report, 'en'));
    const reactPdfBytes = (await renderReportPdf(c.report, 'en')).length;
    let chromeBytes = 0;
    const printOnlySamples: number[] = [];
    const chrome = await median(async () => {
      await page.goto(c.url);
      await page
        .getByRole('region', { name: /Scorecard|Ranking/ })
        .first()
        .waitFor();
      // The comparative screen folds each combination: open them all, so the print holds every section.
      for (const control of await page.locator('.mantine-Accordion-control').all()) await control.click();
      const start = performance.now();
      chromeBytes = (await page.pdf({ format: 'A4', printBackground: true })).length;
      printOnlySamples.push(performance.now() - start);
    });
    printOnlySamples.sort((a, b) => a - b);
    const printOnly = printOnlySamples[Math.floor(printOnlySamples.length / 2)] ?? Number.NaN;
    rows.push({
      report: c.name,
      'react-pdf ms': reactPdf.toFixed(0),
      'react-pdf KB': (reactPdfBytes / 1024).toFixed(0),
      'Chromium open+print ms': chrome.toFixed(0),
      'Chromium print only ms': printOnly.toFixed(0),
      'Chromium KB': (chromeBytes / 1024).toFixed(0),
      'Chromium ÷ react-pdf': (chrome / reactPdf).toFixed(2),
    });
  }
  await browser.close();
  console.log(`Median of ${RUNS} runs after one warm-up (English):`);
  console.table(rows);
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
