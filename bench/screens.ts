// How long each screen takes to open, next to /login measured in the same run (issue 29: every screen under
// a second on a quiet machine with the demo data). Debian's Chromium (Playwright) opens each address afresh
// (a full load, as a link from an e-mail or a reload: the app, the screen's code and text, its data) and the
// clock stops when the screen shows what it is for: the list's rows, the saved record's form, the report's
// title. The server is this checkout's, on a fresh demo database, serving the web build (built first when
// its sources changed: apps/web/scripts/build-if-changed.mjs). Medians of `rounds` (5), each round
// visiting every screen once, /login first.
//   npx tsx bench/screens.ts [rounds]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { ServerProcess } from '../apps/server/test/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.argv[2] ?? 5);
const TARGET_MS = 1000;
const DEMO = { email: 'demo@example.com', password: 'demo1234' };

const build = spawnSync('node', ['apps/web/scripts/build-if-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

interface Screen {
  name: string;
  path: string;
  /** What the screen shows once it is usable. */
  ready: (page: Page) => Locator;
}

const server = await ServerProcess.start(
  { WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'), LOG_LEVEL: 'warn' },
  ['--demo'],
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const token = await server.signIn(DEMO.email, DEMO.password);
  type Rows = { data: { id: number; name?: string; title?: string; type?: string }[] };
  const first = async (what: string, filter: (row: Rows['data'][number]) => boolean = () => true) => {
    const row = (await server.call<Rows>('GET', `/websites/1/${what}?per_page=100`, token)).data.find(filter);
    if (!row) throw new Error(`the demo data has no ${what}`);
    return row;
  };
  const property = await first('properties');
  const profile = await first('brand-profiles');
  const detailed = await first('reports', (row) => row.type === 'detailed');
  const comparative = await first('reports', (row) => row.type === 'comparative');
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).first();

  const login: Screen = {
    name: '/login',
    path: '/login',
    ready: (page) => page.getByRole('button', { name: 'Sign in' }),
  };
  const screens: Screen[] = [
    { name: 'reports list', path: '/reports', ready: (page) => page.getByRole('row').nth(1) },
    { name: 'profiles list', path: '/brand-profiles', ready: (page) => page.getByRole('row').nth(1) },
    { name: 'properties list', path: '/properties', ready: (page) => page.getByRole('row').nth(1) },
    {
      name: 'profile edit',
      path: `/brand-profiles/edit/${profile.id}`,
      ready: (page) => page.getByText(/^Last updated at /),
    },
    {
      name: 'property edit',
      path: `/properties/edit/${property.id}`,
      // The saved property is on screen: its header's "last updated" line, with the form below it.
      ready: (page) => page.getByText(/^Last updated at /),
    },
    {
      name: 'detailed report',
      path: `/detailed-report/${detailed.id}`,
      ready: (page) => heading(page, detailed.title ?? ''),
    },
    {
      name: 'comparative report',
      path: `/comparative-report/${comparative.id}`,
      ready: (page) => heading(page, comparative.title ?? ''),
    },
  ];

  // A member's browser: signed in once through the screens, the session kept in its storage.
  const member = await browser.newContext({ locale: 'en-CA' });
  const memberPage = await member.newPage();
  await memberPage.goto(`${server.base}/login`);
  await memberPage.getByLabel('E-mail or username').fill(DEMO.email);
  await memberPage.getByLabel(/^Password/).fill(DEMO.password);
  const mark = server.outboxMark();
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await memberPage.getByLabel('Verification code').fill(await server.codeSince(mark));
  await memberPage.getByRole('button', { name: 'Verify' }).click();
  await memberPage.waitForURL(/\/reports$/);

  /** Milliseconds from asking for the address to the screen being usable. */
  async function open(page: Page, screen: Screen): Promise<number> {
    const start = performance.now();
    await page.goto(`${server.base}${screen.path}`, { waitUntil: 'commit' });
    await screen.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
    return performance.now() - start;
  }

  const times = new Map<string, number[]>();
  const note = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
  const visitor = await (await browser.newContext({ locale: 'en-CA' })).newPage();
  // One visit each before measuring: the server's and the browser's first-time work is not a screen's.
  await open(visitor, login);
  for (const screen of screens) await open(memberPage, screen);
  for (let round = 0; round < ROUNDS; round++) {
    note(login.name, await open(visitor, login));
    for (const screen of screens) note(screen.name, await open(memberPage, screen));
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const baseline = median(times.get(login.name) ?? []);
  console.log(`screens opened afresh, median of ${ROUNDS} (target < ${TARGET_MS} ms on a quiet machine)`);
  console.log(`${'/login'.padEnd(20)} ${baseline.toFixed(0).padStart(6)} ms   (baseline)`);
  let slow = 0;
  for (const screen of screens) {
    const ms = median(times.get(screen.name) ?? []);
    if (ms >= TARGET_MS) slow++;
    const ratio = (ms / baseline).toFixed(1);
    console.log(
      `${screen.name.padEnd(20)} ${ms.toFixed(0).padStart(6)} ms   ${ratio}× /login${ms >= TARGET_MS ? '   SLOW' : ''}`,
    );
  }
  if (slow > 0) console.log(`${slow} screen(s) at or over ${TARGET_MS} ms`);
} finally {
  await browser.close();
  await server.stop();
}
