// The API against its ceiling (issue 32): the real server as `npm start` runs it (the compiled build, demo
// data, logging at its production level written to a file) on a throwaway PostgreSQL database, and a minimal
// Fastify answering the identical JSON bodies from memory (bench/api-ceiling-server.ts), each in a process of
// its own, driven in turn by the same client: `connections` keep-alive connections, each sending its next
// request when the last is answered, for `seconds` per endpoint after a warm-up. Endpoints: GET /user, the
// property list (first page, default sort) and GET of a stored detailed report. Prints req/s, p50 and p99 of
// both and the ratio real ÷ ceiling. Targets: /user and the list ≥ 10 %, the report ≥ 5 %, the list's p99
// under 50 ms. The processor time each server process spends per request is printed too, and that of the
// PostgreSQL backends serving the real server's database: on a machine busy with other work it tells what a
// lever saves when the rates move with the load. The website gets `properties` more properties than the demo's, so the list's first page is
// full and its count is that of a website in use.
// Run: npx tsx bench/api-ceiling.ts [seconds=5] [connections=50] [--properties=100] [--server-dir=path]
//   [--cpu-prof-dir=path] [--only=list]
// (PostgreSQL at TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the server is built
// first; `--server-dir` measures another checkout's server, built there, to compare before and after).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { reopenableTestDatabase } from '../apps/server/test/helper.ts';
import { COMPILED, freePort, ServerProcess } from '../apps/server/test/server-process.ts';
import { inParallel, percentile } from './support.ts';

const args = process.argv.slice(2);
const [SECONDS = 5, CONNECTIONS = 50] = args.filter((a) => /^\d+$/.test(a)).map(Number);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const EXTRA_PROPERTIES = Number(option('properties') ?? 100);
const SERVER_DIR = path.resolve(option('server-dir') ?? path.join(import.meta.dirname, '../apps/server'));
const WARM_UP_SECONDS = Math.max(1, SECONDS / 5);
const PASSWORD = 'demo1234';
const API = '/api/v1/cakemix';
const UNLIMITED = 'profileWrites=1000000/60,propertyWrites=1000000/60,reportWork=1000000/600';

interface Result {
  requests: number;
  errors: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  /** Processor time of the server's process per request (its database's not included), in ms. */
  cpuMs: number;
  /** Processor time of the PostgreSQL backends serving the server's database per request, in ms. */
  databaseCpuMs: number;
}

/**
 * Processor time a process has used (user and system), in ms, from /proc: on a machine shared with other
 * work, the cost of a request that the rate of requests alone would hide.
 */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the command.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * Processor time used so far by the backends connected to `database` (the server's pool), from /proc: the
 * database's share of a request, on the same machine. A backend gone since is no longer counted.
 */
async function databaseCpuMs(admin: pg.Client | undefined, database: string): Promise<number> {
  if (!admin) return 0;
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return rows.reduce((sum, { pid }) => sum + (existsSync(`/proc/${pid}`) ? cpuMsOf(pid) : 0), 0);
}

/**
 * `connections` loops on one keep-alive agent, each asking `url` again as soon as it is answered; with
 * `admin`, the processor time of the backends of `database` too.
 */
async function drive(
  base: string,
  pid: number,
  url: string,
  headers: Record<string, string>,
  db?: { admin: pg.Client; name: string },
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = () =>
    new Promise<number>((resolve) => {
      const request = http.get(`${base}${url}`, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
  const warmEnd = performance.now() + WARM_UP_SECONDS * 1000;
  const end = warmEnd + SECONDS * 1000;
  const samples: number[] = [];
  let errors = 0;
  let cpuAtStart = 0;
  let databaseAtStart = Promise.resolve(0);
  const startCpu = setTimeout(() => {
    cpuAtStart = cpuMsOf(pid);
    databaseAtStart = databaseCpuMs(db?.admin, db?.name ?? '');
  }, WARM_UP_SECONDS * 1000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const status = await get();
        if (started < warmEnd) continue;
        samples.push(performance.now() - started);
        if (status !== 200) errors++;
      }
    }),
  );
  clearTimeout(startCpu);
  const cpuMs = cpuMsOf(pid) - cpuAtStart;
  const databaseMs = (await databaseCpuMs(db?.admin, db?.name ?? '')) - (await databaseAtStart);
  agent.destroy();
  samples.sort((a, b) => a - b);
  return {
    cpuMs: cpuMs / samples.length,
    databaseCpuMs: databaseMs / samples.length,
    requests: samples.length,
    errors,
    reqPerSecond: samples.length / SECONDS,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
  };
}

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const place = await reopenableTestDatabase();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cakemix-ceiling-'));
// Logs as in production: the configured level (info), to a file as a service manager would collect them.
const logFile = path.join(scratch, 'server.log');
const server = await ServerProcess.start(
  { DATABASE_URL: place.url as string, DEMO_PASSWORD: PASSWORD, RATE_LIMITS: UNLIMITED, LOG_LEVEL: 'info' },
  ['--demo'],
  SERVER_DIR,
  // --cpu-prof-dir=path: the server writes a V8 processor profile there when it stops (to find what costs).
  option('cpu-prof-dir')
    ? { ...COMPILED, argv: ['--cpu-prof', `--cpu-prof-dir=${option('cpu-prof-dir')}`, ...COMPILED.argv] }
    : COMPILED,
  { stdout: openSync(logFile, 'a') },
);
let ceiling: ChildProcess | undefined;
// Which backends serve the server's database, asked over a connection of the bench's own.
const databaseName = new URL(place.url as string).pathname.slice(1);
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
try {
  const token = await server.signIn('demo@example.com', PASSWORD);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': 'fr' };
  await inParallel(
    Array.from({ length: EXTRA_PROPERTIES }, (_, n) => n),
    5,
    (n) =>
      server.call('POST', '/properties', token, {
        ...hockeyTeam,
        general: { ...hockeyTeam.general, name: `Ceiling ${n}` },
      }),
  );
  const { data: profiles } = await server.call<{ data: { id: number }[] }>(
    'GET',
    '/websites/1/brand-profiles?per_page=1',
    token,
  );
  const { data: properties } = await server.call<{ data: { id: number }[] }>(
    'GET',
    '/websites/1/properties?search=hockey&per_page=1',
    token,
  );
  const report = await server.call<{ id: number }>('POST', '/reports', token, {
    brand_profile_id: profiles[0]?.id,
    property_id: properties[0]?.id,
  });
  const endpoints: Record<string, string> = {
    'GET /user': `${API}/user`,
    'property list': `${API}/websites/1/properties`,
    'detailed report': `${API}/reports/${report.id}`,
  };

  // The bodies the real server sends, for the ceiling to send from memory.
  const bodies: Record<string, string> = {};
  for (const url of Object.values(endpoints)) {
    const response = await fetch(`${server.base}${url}`, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    bodies[url] = await response.text();
  }
  const bodiesFile = path.join(scratch, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const ceilingPort = await freePort();
  ceiling = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'api-ceiling-server.ts'), bodiesFile, String(ceilingPort)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${ceilingBase}${endpoints['GET /user']}`)).ok) break;
    } catch (error) {
      if (tries > 500) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const table: Record<string, Record<string, string | number>> = {};
  let failed = false;
  // --only=list: the endpoints whose name holds it (a profile of one of them).
  const only = option('only');
  for (const [name, url] of Object.entries(endpoints)) {
    if (only && !name.includes(only)) continue;
    const real = await drive(server.base, server.pid, url, headers, { admin, name: databaseName });
    const top = await drive(ceilingBase, ceiling.pid as number, url, headers);
    failed ||= real.errors > 0 || top.errors > 0;
    table[name] = {
      'real req/s': Math.round(real.reqPerSecond),
      'real p50 ms': real.p50.toFixed(1),
      'real p99 ms': real.p99.toFixed(1),
      'ceiling req/s': Math.round(top.reqPerSecond),
      'ceiling p50 ms': top.p50.toFixed(1),
      'ceiling p99 ms': top.p99.toFixed(1),
      'real ÷ ceiling': `${((100 * real.reqPerSecond) / top.reqPerSecond).toFixed(1)} %`,
      'real cpu ms/req': real.cpuMs.toFixed(3),
      'ceiling cpu ms/req': top.cpuMs.toFixed(3),
      'ceiling ÷ real cpu': `${((100 * top.cpuMs) / real.cpuMs).toFixed(1)} %`,
      'database cpu ms/req': real.databaseCpuMs.toFixed(3),
      errors: real.errors + top.errors,
      'body bytes': Buffer.byteLength(bodies[url] as string),
    };
  }
  console.log(
    `The API against a Fastify answering the same JSON from memory: ${CONNECTIONS} connections, ${SECONDS} s per endpoint and server after ${WARM_UP_SECONDS} s of warm-up, PostgreSQL, ${EXTRA_PROPERTIES} properties added to the demo's; server log ${Math.round(statSync(logFile).size / 1024)} kB:`,
  );
  console.table(table);
  console.log(
    'Targets: GET /user and the property list ≥ 10 %, the detailed report ≥ 5 %, the list p99 < 50 ms.',
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  ceiling?.kill('SIGTERM');
  await admin.end();
  await server.stop();
  await place.drop();
  rmSync(scratch, { recursive: true, force: true });
}
