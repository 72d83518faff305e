// PDF export speed: the server's renderer (@react-pdf/renderer, renderReportPdf, with React's production
// build as the render threads run it) against headless Chromium printing the report screen to PDF, for a
// detailed report and a 10-combination comparative report of the demo data, in one run. It starts the real server (built web
// app + API) on a free port with a temporary data directory, signs in through the API with the e-mailed
// code, creates both reports, then times:
//  - renderReportPdf on the same Report objects the API answered, in this process;
//  - Chromium opening the report page (signed out, through a share link), waiting for it, and page.pdf().
// The goal is react-pdf ÷ Chromium print only ≤ 1 for both reports (printing alone, the page already open).
// Run: npx tsx bench/pdf.ts [runs=3]   (builds apps/web/dist first if it is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Report } from '@cakemix/core';
import { chromium } from '@playwright/test';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { medianMs } from './support.ts';

// As in the server's render threads (render-thread.mjs); set before React loads.
process.env.NODE_ENV ??= 'production';
const { renderReportPdf } = await import('../apps/server/src/modules/reports/pdf/render.tsx');

const RUNS = Number(process.argv[2] ?? 3);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Median of RUNS timed calls after one warm-up. */
const median = (fn: () => Promise<unknown>) => medianMs(fn, RUNS, 1);

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  spawnSync('npm', ['run', 'build', '-w', '@cakemix/web'], { cwd: ROOT, stdio: 'inherit' });
}

const server = await ServerProcess.start({ WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist') });
const renderedBytes = async (report: Report) => (await renderReportPdf(report, 'en')).byteLength;

try {
  const token = await server.signIn('demo@example.com', 'demo1234');
  const call = <T>(method: string, url: string, body?: unknown) => server.call<T>(method, url, token, body);
  const user = await call<{ website_id: number }>('GET', '/user?referer=cakemix');
  type Page = { data: { id: number; status: string }[] };
  const profiles = (await call<Page>('GET', `/websites/${user.website_id}/brand-profiles?per_page=100`)).data;
  const properties = (await call<Page>('GET', `/websites/${user.website_id}/properties?per_page=100`)).data;
  const completeProfiles = profiles.filter((p) => p.status === 'complete');
  const completeProperties = properties.filter((p) => p.status === 'complete');
  const pairs = completeProperties
    .flatMap((property) =>
      completeProfiles.map((profile) => ({ brand_profile_id: profile.id, property_id: property.id })),
    )
    .slice(0, 10);
  if (pairs.length < 10) throw new Error(`only ${pairs.length} complete combinations in the demo data`);
  const [first] = pairs;
  const detailed = await call<Report>('POST', '/reports', first);
  const comparative = await call<Report>('POST', '/comparative-reports', { pairs });
  const shareOf = async (report: Report) =>
    (
      await call<{ url: string }>(
        'POST',
        `${report.type === 'detailed' ? '/reports' : '/comparative-reports'}/${report.id}/share`,
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
    const reactPdf = await median(() => renderedBytes(c.report));
    const reactPdfBytes = await renderedBytes(c.report);
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
    // The first print is the warm-up's.
    const printed = printOnlySamples.slice(1).sort((a, b) => a - b);
    const printOnly = printed[Math.floor(printed.length / 2)] ?? Number.NaN;
    rows.push({
      report: c.name,
      'react-pdf ms': reactPdf.toFixed(0),
      'react-pdf KB': (reactPdfBytes / 1024).toFixed(0),
      'Chromium open+print ms': chrome.toFixed(0),
      'Chromium print only ms': printOnly.toFixed(0),
      'Chromium KB': (chromeBytes / 1024).toFixed(0),
      'Chromium ÷ react-pdf': (chrome / reactPdf).toFixed(2),
      'react-pdf ÷ Chromium print only': (reactPdf / printOnly).toFixed(2),
    });
  }
  await browser.close();
  console.log(`Median of ${RUNS} runs after one warm-up (English):`);
  console.table(rows);
} finally {
  await server.stop();
}
