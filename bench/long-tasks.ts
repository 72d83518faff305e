// What the main thread does while a signed-in page opens, task by task: the long tasks (over 50 ms) that
// Lighthouse counts as blocking time, each with the functions that spent its time (from a CPU profile taken
// in the same load) and the browser's own work in it (style, layout, parsing). Chromium's CPU slowed 4×, as
// Lighthouse's mobile profile does, cold HTTP cache; signed in as the demo admin.
//   npx tsx bench/long-tasks.ts [/reports] [--report]   (--report: the first detailed report of the demo)
// Needs the web build (`npm run build -w @cakemix/web`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { demoDetailedReportPath, signIn } from './demo-browser.ts';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const LONG_TASK_MS = 50;
/** --stacks: each hot function with its callers, rather than alone. */
const STACKS = process.argv.includes('--stacks');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, TraceMap | null>();
/** Where a minified function comes from, by the build's source map: `file:line name`. */
function original(frame: ProfileNode['callFrame']): string {
  const file = path.basename(frame.url);
  if (!sourceMaps.has(file)) {
    const mapPath = path.join(DIST, 'assets', `${file}.map`);
    sourceMaps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  const map = sourceMaps.get(file);
  const position =
    map && frame.lineNumber >= 0
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
      : null;
  if (!position?.source) return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
  const source = position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
}

/** Self time per function (name and file) among the profile's samples taken within [from, to] (µs). */
function hottest(profile: CpuProfile, from: number, to: number, top = 10) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** The function and its callers, up to four deep, as `name file:line < caller < ...`. */
  const stackOf = (id: number) => {
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined && frames.length < 5; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && frame.functionName !== '(root)') frames.push(original(frame));
    }
    return frames.join(' < ');
  };
  const selfUs = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = STACKS ? stackOf(id) : original(frame);
    selfUs.set(key, (selfUs.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? delta));
  });
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${(us / 1000).toFixed(0)} ms ${key}`);
}

const server = await ServerProcess.start({ WEB_DIST_DIR: DIST, LOG_LEVEL: 'warn' }, ['--demo']);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1 });
  await signIn(page, server);
  let target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/reports';
  if (process.argv.includes('--report')) target = (await demoDetailedReportPath(server)) ?? target;
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'toplevel',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  const started = Date.now();
  await page.goto(`${server.base}${target}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? []).toString()) as {
    traceEvents: TraceEvent[];
  };
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const events = trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
  const mainTid = events.find((e) => e.name === 'ParseHTML')?.tid;
  const origin = events.find((e) => e.name === 'ParseHTML' && e.tid === mainTid)?.ts ?? navigation?.ts ?? 0;
  const paints = events.filter(
    (e) => e.name === 'firstContentfulPaint' || e.name.startsWith('largestContentfulPaint::Candidate'),
  );
  console.log(`${target}, loaded in ${Date.now() - started} ms of wall time (CPU 4× slower)`);
  for (const paint of paints) console.log(`  ${paint.name} at ${((paint.ts - origin) / 1000).toFixed(0)} ms`);
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.tid === mainTid && (e.dur ?? 0) / 1000 > LONG_TASK_MS,
  );
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (e) => e.tid === mainTid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task,
    );
    // The browser's own events in the task, by name: count and time (nested events count in their parents too).
    const browserWork = new Map<string, { count: number; ms: number }>();
    for (const e of inside) {
      const entry = browserWork.get(e.name) ?? { count: 0, ms: 0 };
      browserWork.set(e.name, { count: entry.count + 1, ms: entry.ms + (e.dur ?? 0) / 1000 });
    }
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const work = [...browserWork.entries()]
      .filter(([, { ms }]) => ms >= 2)
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 8)
      .map(([name, { count, ms }]) => `${name} ×${count} ${ms.toFixed(0)} ms`)
      .join(', ');
    console.log(`\ntask at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms (${work})`);
    for (const line of hottest(profile, task.ts, end)) console.log(`    ${line}`);
  }
  console.log(
    `\n${tasks.length} long tasks; blocking time ${blocking.toFixed(0)} ms (all tasks, not only after first paint)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
