// Start-up of the server as `npm start` runs it (the compiled build: node dist/main.mjs) against the server
// from source through tsx, as `npm start` ran it before decision 014 (`tsx src/main.ts`), in one run with
// the rounds interleaved. Per start: milliseconds from launch until the API answers, the processor time used
// by then, and the resident memory of the process and its children (tsx's command line runs the server as
// its child) once answering, at rest (idle 10 s after answering), after 400 authenticated reads, and after a
// first PDF export (a render thread started). Embedded PGlite, one data folder (demo data) for every start:
// each measured start is a restart on existing data (target: answering within 5 s, ≤ 300 MB at rest).
// Run: npx tsx bench/start.ts [rounds=5] [--baseline-node=/path/to/node] [--baseline-dir=/path/to/checkout]
// (--baseline-node: the former runtime, e.g. Node 20: it runs the baseline, and tsx on this node is measured
// too, to tell the runtime's share from the build's; --baseline-dir: another checkout's compiled server,
// built there first, e.g. main before a change)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Report, ReportExport } from '@cakemix/core';
import { COMPILED, type Launch, ServerProcess } from '../apps/server/test/server-process.ts';

const ROUNDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
const baselineNode =
  process.argv.find((a) => a.startsWith('--baseline-node='))?.split('=')[1] ?? process.execPath;
const baselineDir = process.argv.find((a) => a.startsWith('--baseline-dir='))?.split('=')[1];
const SERVER_DIR = path.resolve(import.meta.dirname, '../apps/server');
const BASELINE_SERVER_DIR = baselineDir && path.resolve(baselineDir, 'apps/server');
/** How long a server answering sits idle before its memory at rest is read. */
const REST_MS = 10_000;
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const PASSWORD = 'demo1234';
const READS = [
  '/user?referer=cakemix',
  '/websites/1/properties',
  '/websites/1/brand-profiles',
  '/websites/1/reports',
];

const version = (node: string) => execFileSync(node, ['-v'], { encoding: 'utf8' }).trim();
const variants: { label: string; launch: Launch; serverDir?: string }[] = [
  ...(BASELINE_SERVER_DIR
    ? [
        {
          label: `node dist/main.mjs of ${baselineDir}`,
          launch: { ...COMPILED, node: process.execPath },
          serverDir: BASELINE_SERVER_DIR,
        },
      ]
    : []),
  {
    label: `tsx src/main.ts, Node ${version(baselineNode)}`,
    launch: { node: baselineNode, argv: [TSX_CLI, 'src/main.ts'] },
  },
  ...(baselineNode === process.execPath
    ? []
    : [
        {
          label: `tsx src/main.ts, Node ${process.version}`,
          launch: { node: process.execPath, argv: [TSX_CLI, 'src/main.ts'] },
        },
      ]),
  { label: `node dist/main.mjs, Node ${process.version}`, launch: { ...COMPILED, node: process.execPath } },
];

/** `pid` and its descendants (Linux /proc). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name may hold spaces or parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Resident memory in MB of `pid` and its descendants. */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid))
    kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Processor time in ms (user and system) that `pid` and its descendants have used: unlike the time to
 * answer, it hardly moves when other work shares the machine. /proc counts in ticks of 10 ms.
 */
function treeCpuMs(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

const started = performance.now();
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
if (BASELINE_SERVER_DIR)
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: BASELINE_SERVER_DIR, stdio: 'inherit' });
const buildMs = performance.now() - started;

// The data folder gets its demo data once, unmeasured; every measured start opens it as it is.
// One person signs in and asks for reports at every start: limits meant for people would refuse the run.
const env = {
  DEMO_PASSWORD: PASSWORD,
  AUTH_RATE_LIMIT_MULTIPLIER: '20',
  RATE_LIMITS: 'reportWork=1000/600',
  PDF_RENDER_THREADS: '1',
};
const first = await ServerProcess.start(env, [], SERVER_DIR, COMPILED);
const pairs = await (async () => {
  const token = await first.signIn('demo@example.com', PASSWORD);
  type Page = { data: { id: number; status: string }[] };
  const complete = async (what: string) =>
    (await first.call<Page>('GET', `/websites/1/${what}`, token)).data.filter((p) => p.status === 'complete');
  const [profiles, properties] = [await complete('brand-profiles'), await complete('properties')];
  return profiles
    .flatMap((profile) =>
      properties.map((property) => ({ brand_profile_id: profile.id, property_id: property.id })),
    )
    .slice(0, 2);
})();
await first.stop();
// Another checkout's server gets a data folder of its own, made by its own first start: its schema may be
// older than this one's (the demo data is the same).
const baselineData = BASELINE_SERVER_DIR
  ? await (async () => {
      const server = await ServerProcess.start(env, [], BASELINE_SERVER_DIR, COMPILED);
      await server.stop();
      return server.dataDir;
    })()
  : undefined;

type Sample = {
  startMs: number;
  startCpuMs: number;
  upMb: number;
  restMb: number;
  readsMb: number;
  pdfMs: number;
  pdfMb: number;
};

async function measure(launch: Launch, serverDir = SERVER_DIR): Promise<Sample> {
  const launched = performance.now();
  const dataDir = (serverDir === BASELINE_SERVER_DIR && baselineData) || first.dataDir;
  const server = await ServerProcess.start({ ...env, DATA_DIR: dataDir }, [], serverDir, launch);
  const startMs = performance.now() - launched;
  try {
    const startCpuMs = treeCpuMs(server.pid);
    const upMb = treeRssMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const restMb = treeRssMb(server.pid);
    const token = await server.signIn('demo@example.com', PASSWORD);
    for (let i = 0; i < 100; i++) for (const url of READS) await server.call('GET', url, token);
    const readsMb = treeRssMb(server.pid);
    // A new report each time: the export of a report already rendered would be answered from the database.
    const report = await server.call<Report>('POST', '/comparative-reports', token, { pairs });
    const asked = performance.now();
    const job = await server.call<ReportExport>(
      'POST',
      `/comparative-reports/${report.id}/pdf?lang=en`,
      token,
    );
    for (;;) {
      const state = await server.call<ReportExport>('GET', `/report-exports/${job.id}`, token);
      if (state.status === 'done') break;
      if (state.status === 'failed') throw new Error(`export failed: ${state.error}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pdfMs = performance.now() - asked;
    return { startMs, startCpuMs, upMb, restMb, readsMb, pdfMs, pdfMb: treeRssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

const samples = variants.map(() => [] as Sample[]);
for (let round = 0; round < ROUNDS; round++)
  for (const [i, variant] of variants.entries())
    samples[i]?.push(await measure(variant.launch, variant.serverDir));

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const medians = samples.map((runs) => ({
  startMs: median(runs.map((s) => s.startMs)),
  startCpuMs: median(runs.map((s) => s.startCpuMs)),
  upMb: median(runs.map((s) => s.upMb)),
  restMb: median(runs.map((s) => s.restMb)),
  readsMb: median(runs.map((s) => s.readsMb)),
  pdfMs: median(runs.map((s) => s.pdfMs)),
  pdfMb: median(runs.map((s) => s.pdfMb)),
}));
const base = medians[0] as Sample;
const cell = (value: number, baseline: number, digits: number) =>
  `${value.toFixed(digits)} (${(value / baseline).toFixed(2)})`;
console.log(
  `Medians of ${ROUNDS} starts each, ratio to the first row in parentheses; the build took ${buildMs.toFixed(0)} ms.`,
);
console.table(
  medians.map((m, i) => ({
    server: variants[i]?.label,
    'start ms': cell(m.startMs, base.startMs, 0),
    'start CPU ms': cell(m.startCpuMs, base.startCpuMs, 0),
    'MB answering': cell(m.upMb, base.upMb, 0),
    'MB at rest': cell(m.restMb, base.restMb, 0),
    'MB after 400 reads': cell(m.readsMb, base.readsMb, 0),
    'first PDF ms': cell(m.pdfMs, base.pdfMs, 0),
    'MB after the PDF': cell(m.pdfMb, base.pdfMb, 0),
  })),
);
for (const dir of [first.dataDir, baselineData]) if (dir) rmSync(dir, { recursive: true, force: true });
