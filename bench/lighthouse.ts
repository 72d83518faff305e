// Lighthouse scores of the web app as a phone sees it: the npm `lighthouse` package (its default mobile
// profile: a mid-range phone, simulated slow 4G) driving Debian's Chromium, on /login, /reports and a
// detailed report, signed in as the demo admin. The server is this checkout's, on a fresh demo database,
// serving the web build (`npm run build -w @cakemix/web` first, or this script builds it).
//   npx tsx bench/lighthouse.ts            prints performance, accessibility and best-practices per page
//   npx tsx bench/lighthouse.ts --save DIR also writes each page's full Lighthouse report (JSON) and its trace into DIR
//   npx tsx bench/lighthouse.ts --warm     keeps the HTTP cache between pages (a returning member's visit)
//   npx tsx bench/lighthouse.ts --runs 5   audits each page 5 times (default 3) and scores it by the median
//   npx tsx bench/lighthouse.ts --baseline also audits /login as the app drew it before decision 030 (the same
//                                          build without its drawn pages, on a second server), in the same run
//   npx tsx bench/lighthouse.ts --against DIR  also audits every page on a second server serving the web build
//                                          copied into DIR (an earlier build), run for run alternately with this
//                                          one, and prints both medians and their total blocking times: a change
//                                          compared on the same machine in the same minutes
//   npx tsx bench/lighthouse.ts --pages /reports,report   only these pages (report: the demo's first detailed one)
// Issue 32's targets (cold cache, three runs, median): performance >= 95 on /login (drawn at build time,
// decision 030), >= 90 on /reports and a detailed report; accessibility 100 and best practices 100 everywhere.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { demoDetailedReportPath, signIn } from './demo-browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAVE_DIR = process.argv.includes('--save')
  ? process.argv[process.argv.indexOf('--save') + 1]
  : undefined;
const WARM = process.argv.includes('--warm');
const BASELINE = process.argv.includes('--baseline');
const RUNS = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;
const argAfter = (flag: string) =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;
const AGAINST = argAfter('--against');
const PAGES = argAfter('--pages')?.split(',') ?? ['/login', '/reports', 'report'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
/** Each page's targets: the signed-in screens wait for the API and their larger code, /login for nothing. */
function targetsOf(page: string): Record<Category, number> {
  return { performance: page === '/login' ? 95 : 90, accessibility: 100, 'best-practices': 100 };
}

if (!existsSync(path.join(DIST, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@cakemix/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, seen on a fresh tab's first page) is retried. */
async function audit(page: Page, url: string, attempts = 3) {
  // The session lives in the browser's storage: Lighthouse must not clear it between pages. The HTTP cache
  // is emptied (unless --warm), so that every page, and a retried run, is a first visit downloading everything.
  if (!WARM) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(url, { disableStorageReset: true, output: 'json' }, undefined, page);
  const problem = result?.lhr.runtimeError?.message;
  if (!problem) return result;
  console.error(`Lighthouse could not measure ${url}: ${problem}`);
  return attempts > 1 ? audit(page, url, attempts - 1) : result;
}

async function scoresOfOneRun(page: Page, url: string, run: number) {
  const result = await audit(page, url);
  if (SAVE_DIR && result) {
    mkdirSync(SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    writeFileSync(path.join(SAVE_DIR, `${name}-${run}.json`), JSON.stringify(result.lhr));
    // The unthrottled trace the scores were simulated from: its tasks, times 4, are the blocking time.
    writeFileSync(path.join(SAVE_DIR, `${name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const categories = result?.lhr.categories ?? {};
  for (const warning of result?.lhr.runWarnings ?? []) console.error(`${url}: ${warning}`);
  const audits = result?.lhr.audits ?? {};
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
    .concat('cumulative-layout-shift')
    .map((id) => `${audits[id]?.title ?? id} ${audits[id]?.displayValue ?? '?'}`);
  console.log(`${url} (run ${run})\n  ${metrics.join(' · ')}`);
  // What cost points, so that a missed target says where to look.
  for (const key of CATEGORIES) {
    for (const ref of categories[key]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        console.log(
          `  ${key}: ${audit.title} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`,
        );
      if (key !== 'performance' && ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        console.log(
          `    ${JSON.stringify((audit.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 600)}`,
        );
    }
  }
  return {
    ...(Object.fromEntries(
      CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
    ) as Record<Category, number>),
    blocking: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type RunScores = Awaited<ReturnType<typeof scoresOfOneRun>>;

/** Each category scored by its median run, with every run's score beside it, and the median blocking time. */
function summary(runs: RunScores[]) {
  return {
    ...(Object.fromEntries(
      CATEGORIES.flatMap((key) => [
        [key, median(runs.map((r) => r[key]))],
        [`${key} runs`, runs.map((r) => r[key]).join(' ')],
      ]),
    ) as Record<Category, number> & Record<`${Category} runs`, string>),
    'blocking ms': median(runs.map((r) => r.blocking)),
  };
}

/**
 * RUNS cold audits of a path on each server, the servers taking turns run after run (the machine's
 * moods fall on both builds alike).
 */
async function scores(page: Page, servers: ServerProcess[], pathname: string) {
  const runs: RunScores[][] = servers.map(() => []);
  for (let run = 1; run <= RUNS; run++)
    for (const [index, server] of servers.entries())
      runs[index]?.push(await scoresOfOneRun(page, `${server.base}${pathname}`, run));
  return runs.map(summary);
}

const server = await ServerProcess.start({ WEB_DIST_DIR: DIST, LOG_LEVEL: 'warn' }, ['--demo']);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
/** The same build without its drawn pages: every address gets index.html, which the script draws. */
function buildWithoutDrawnPages(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'web-dist-app-only-'));
  cpSync(DIST, copy, { recursive: true });
  rmSync(path.join(copy, 'pages'), { recursive: true, force: true });
  return copy;
}

const rows: Record<string, string | number>[] = [];
/** The servers audited: this build's, then --against's. */
const servers = [server];
const BASELINE_LABEL = '/login, drawn by its script (baseline)';
try {
  const page = await browser.newPage();
  if (BASELINE) {
    const appOnly = buildWithoutDrawnPages();
    const before = await ServerProcess.start({ WEB_DIST_DIR: appOnly, LOG_LEVEL: 'warn' }, ['--demo']);
    try {
      const [result] = await scores(page, [before], '/login');
      rows.push({ page: BASELINE_LABEL, ...result });
    } finally {
      await before.stop();
      rmSync(appOnly, { recursive: true, force: true });
    }
  }
  if (AGAINST)
    servers.push(await ServerProcess.start({ WEB_DIST_DIR: AGAINST, LOG_LEVEL: 'warn' }, ['--demo']));
  const labels = servers.map((_, index) => (index === 0 ? '' : ' (--against)'));
  const audited = async (pathname: string) =>
    (await scores(page, servers, pathname)).forEach((result, index) => {
      rows.push({ page: `${pathname}${labels[index]}`, ...result });
    });
  if (PAGES.includes('/login')) await audited('/login');
  for (const other of servers) await signIn(page, other);
  if (PAGES.includes('/reports')) await audited('/reports');
  // The demo's reports are numbered alike on both servers: each is a fresh demo database.
  const detailed = await demoDetailedReportPath(server);
  if (detailed && PAGES.includes('report')) await audited(detailed);
  console.table(rows);
  const missed = rows
    .filter((row) => row.page !== BASELINE_LABEL && !String(row.page).endsWith('(--against)'))
    .flatMap((row) =>
      Object.entries(targetsOf(String(row.page)))
        .filter(([key, target]) => Number(row[key]) < target)
        .map(([key, target]) => `${row.page} ${key} ${row[key]} < ${target}`),
    );
  console.log(`Median of ${RUNS} cold run(s) per page${WARM ? ' (warm cache)' : ''}.`);
  console.log(missed.length === 0 ? 'every target met' : `targets missed:\n  ${missed.join('\n  ')}`);
} finally {
  await browser.close();
  for (const each of servers) await each.stop();
}
