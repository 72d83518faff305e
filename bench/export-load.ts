// The API while PDFs render: p50 and p99 of an authenticated read (GET /user), issued at a steady 50 per
// second as people using the app would, with N comparative exports (10 combinations each) queued at once,
// as a ratio to the same reads on the idle server, in one run.
// It starts the real server (`src/main.ts`, as `npm start` runs it, demo data, default render threads) on
// a free port with a temporary data folder; on PostgreSQL when TEST_DATABASE_URL is set.
// Run: npx tsx bench/export-load.ts [exports=4] [--server-dir=path]   (another checkout's apps/server, to
// compare before and after a change on the same machine)
import type { Report, ReportExport } from '@cakemix/core';
import { reopenableTestDatabase } from '../apps/server/test/helper.ts';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { percentile } from './support.ts';

const EXPORTS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 4);
const serverDir = process.argv.find((a) => a.startsWith('--server-dir='))?.split('=')[1];
const IDLE_SAMPLES = 1000;
const READ_INTERVAL_MS = 20;
const PASSWORD = 'demo1234';

/** One read, then a pause to keep the pace: the reads measure the server, they do not load it. */
async function timedRead(server: ServerProcess, token: string): Promise<number> {
  const start = performance.now();
  const response = await server.request('GET', '/user?referer=cakemix', token);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /user: ${response.status}`);
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, READ_INTERVAL_MS - ms)));
  return ms;
}

const place = process.env.TEST_DATABASE_URL ? await reopenableTestDatabase() : undefined;
const server = await ServerProcess.start(
  {
    DEMO_PASSWORD: PASSWORD,
    EXPORTS_QUEUED_PER_PERSON: String(EXPORTS),
    ...(place?.url ? { DATABASE_URL: place.url } : {}),
  },
  place ? ['--demo'] : [],
  serverDir,
);
try {
  const token = await server.signIn('demo@example.com', PASSWORD);
  type Page = { data: { id: number; status: string }[] };
  const list = async (what: string) =>
    (await server.call<Page>('GET', `/websites/1/${what}?per_page=100`, token)).data.filter(
      (p) => p.status === 'complete',
    );
  const [profiles, properties] = [await list('brand-profiles'), await list('properties')];
  const pairs = properties
    .flatMap((property) =>
      profiles.map((profile) => ({ brand_profile_id: profile.id, property_id: property.id })),
    )
    .slice(0, 10);
  // Distinct reports: asking twice for one report's PDF in one language answers the same job.
  const reports: Report[] = [];
  for (let i = 0; i < Math.ceil(EXPORTS / 2); i++)
    reports.push(await server.call<Report>('POST', '/comparative-reports', token, { pairs }));

  // Warm up: the render threads load the renderer and fonts once (a demo detailed report).
  const demoReports = await server.call<{ data: { id: number; type: string }[] }>(
    'GET',
    '/websites/1/reports',
    token,
  );
  const detailed = demoReports.data.find((r) => r.type === 'detailed')?.id;
  const warm = await server.call<ReportExport>('POST', `/reports/${detailed}/pdf?lang=en`, token);
  while ((await server.call<ReportExport>('GET', `/report-exports/${warm.id}`, token)).status !== 'done')
    await new Promise((resolve) => setTimeout(resolve, 200));

  const idle: number[] = [];
  for (let i = 0; i < 300; i++) await timedRead(server, token);
  for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await timedRead(server, token));

  const started = performance.now();
  const jobs = await Promise.all(
    Array.from({ length: EXPORTS }, (_, i) => {
      const report = reports[Math.floor(i / 2)] as Report;
      return server.call<ReportExport>(
        'POST',
        `/comparative-reports/${report.id}/pdf?lang=${i % 2 ? 'fr' : 'en'}`,
        token,
      );
    }),
  );
  const loaded: number[] = [];
  let unfinished = jobs.map((job) => job.id);
  let lastCheck = 0;
  while (unfinished.length > 0) {
    loaded.push(await timedRead(server, token));
    if (performance.now() - lastCheck > 500) {
      lastCheck = performance.now();
      const states = await Promise.all(
        unfinished.map((id) => server.call<ReportExport>('GET', `/report-exports/${id}`, token)),
      );
      const failed = states.find((job) => job.status === 'failed');
      if (failed) throw new Error(`export ${failed.id} failed: ${failed.error}`);
      unfinished = states.filter((job) => job.status !== 'done').map((job) => job.id);
    }
  }
  const renderSeconds = (performance.now() - started) / 1000;

  idle.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  const [idle50, idle99, load50, load99] = [
    percentile(idle, 50),
    percentile(idle, 99),
    percentile(loaded, 50),
    percentile(loaded, 99),
  ];
  console.log(
    `GET /user, ${place ? 'PostgreSQL' : 'embedded PGlite'}; ${EXPORTS} comparative exports (10 combinations) ` +
      `rendered in ${renderSeconds.toFixed(1)} s${serverDir ? ` by ${serverDir}` : ''}:`,
  );
  console.table([
    { phase: 'idle', requests: idle.length, 'p50 ms': idle50.toFixed(1), 'p99 ms': idle99.toFixed(1) },
    {
      phase: `${EXPORTS} exports rendering`,
      requests: loaded.length,
      'p50 ms': load50.toFixed(1),
      'p99 ms': load99.toFixed(1),
      'p50 ÷ idle': (load50 / idle50).toFixed(2),
      'p99 ÷ idle': (load99 / idle99).toFixed(2),
    },
  ]);
} finally {
  await server.stop();
  await place?.drop();
}
