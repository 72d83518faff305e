// The API under load on PostgreSQL: `connections` clients, each sending its next request as soon as the last
// is answered, for `seconds`, a mix of lists (35 %), reads (35 %), updates of a brand profile or a property
// (20 %) and detailed report creations (10 %). Afterwards every acknowledged write is read back: the last
// acknowledged update of each client's own profile and property, and every report created. Prints req/s,
// p50/p99 per kind, errors (any non-2xx but 429, and failed requests), 429s apart, and lost writes.
// Targets: 0 errors, 0 lost.
// It runs the real server (`src/main.ts` as `npm start` runs it, demo data) on a throwaway database of the
// PostgreSQL server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), with the
// per-person rate limits raised (RATE_LIMITS): one person's requests by the thousand would otherwise be
// refused within a second, and the bench measures the server, not the limiter (which still counts every
// write, so its cost is measured). A 429 that still comes is counted in its own column.
// Run: npx tsx bench/load.ts [seconds=60] [connections=50]
import type { BrandProfile, Property, Report } from '@cakemix/core';
import { DEMO_PROFILES } from '../apps/server/src/db/demo/profiles.ts';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { reopenableTestDatabase } from '../apps/server/test/helper.ts';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { inParallel, percentile } from './support.ts';

const [SECONDS = 60, CONNECTIONS = 50] = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const WARM_UP_SECONDS = 5;
const PASSWORD = 'demo1234';
const UNLIMITED = 'profileWrites=1000000/60,propertyWrites=1000000/60,reportWork=1000000/600';

type Kind = 'list' | 'read' | 'update' | 'create report';
/** The mix, as cumulative shares of a random number in [0, 1). */
const MIX: [number, Kind][] = [
  [0.35, 'list'],
  [0.7, 'read'],
  [0.9, 'update'],
  [1, 'create report'],
];

/** What one client wrote: to its own profile and property (names sent in order), and reports. */
interface Client {
  profileId: number;
  propertyId: number;
  profileNames: string[];
  /** How many of profileNames had been sent when the last acknowledged one was. */
  profileAcked: number;
  propertyNames: string[];
  propertyAcked: number;
  reports: number[];
  acknowledged: number;
}

interface Sample {
  kind: Kind;
  ms: number;
  status: number; // 0: the request failed (no answer)
  /** Sent after the warm-up: counts in latency and rates. */
  measured: boolean;
}

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const place = await reopenableTestDatabase();
const server = await ServerProcess.start(
  { DATABASE_URL: place.url as string, DEMO_PASSWORD: PASSWORD, RATE_LIMITS: UNLIMITED },
  ['--demo'],
);
const errorsSeen = new Map<string, number>();

try {
  const token = await server.signIn('demo@example.com', PASSWORD);
  const demoProperty = (
    await server.call<{ data: { id: number }[] }>('GET', '/websites/1/properties?per_page=1', token)
  ).data[0]?.id as number;
  const clients: Client[] = await inParallel(
    Array.from({ length: CONNECTIONS }, (_, c) => c),
    10,
    async (c) => {
      const profile = await server.call<BrandProfile>('POST', '/brand-profiles', token, {
        ...DEMO_PROFILES[0],
        name: `load c${c}`,
      });
      const property = await server.call<Property>('POST', '/properties', token, propertyNamed(`load c${c}`));
      return {
        profileId: profile.id,
        propertyId: property.id,
        profileNames: [],
        profileAcked: 0,
        propertyNames: [],
        propertyAcked: 0,
        reports: [],
        acknowledged: 0,
      };
    },
  );

  const samples: Sample[] = [];
  const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
  const end = measureFrom + SECONDS * 1000;
  const ask = async (client: Client, c: number, n: number): Promise<Sample> => {
    const draw = Math.random();
    const kind = (MIX.find(([share]) => draw < share) ?? MIX[0])[1];
    const started = performance.now();
    let status = 0;
    try {
      const response = await request(client, c, n, kind);
      status = response.status;
      if (response.ok && kind !== 'list' && kind !== 'read') client.acknowledged++;
      if (status >= 300 && status !== 429)
        note(`${kind}: ${status} ${(await response.text()).slice(0, 200)}`);
      else await response.arrayBuffer();
    } catch (error) {
      note(`${kind}: ${(error as Error).message}`);
    }
    return { kind, ms: performance.now() - started, status, measured: started >= measureFrom };
  };
  /** One request of a kind; an update or creation is recorded as acknowledged only on a 2xx. */
  async function request(client: Client, c: number, n: number, kind: Kind): Promise<Response> {
    if (kind === 'list') {
      const what = n % 2 ? 'properties' : 'brand-profiles';
      return server.request('GET', `/websites/1/${what}?per_page=20&page=${1 + (n % 3)}`, token);
    }
    if (kind === 'read') {
      const url = n % 2 ? `/properties/${demoProperty}` : `/brand-profiles/${client.profileId}`;
      return server.request('GET', url, token);
    }
    if (kind === 'create report') {
      const response = await server.request('POST', '/reports', token, {
        brand_profile_id: client.profileId,
        property_id: demoProperty,
      });
      if (response.ok) client.reports.push(((await response.clone().json()) as Report).id);
      return response;
    }
    const name = `load c${c} n${n}`;
    const onProfile = n % 2 === 0;
    (onProfile ? client.profileNames : client.propertyNames).push(name);
    const response = onProfile
      ? await server.request('PUT', `/brand-profiles/${client.profileId}`, token, {
          ...DEMO_PROFILES[0],
          name,
        })
      : await server.request('PUT', `/properties/${client.propertyId}`, token, propertyNamed(name));
    if (response.ok && onProfile) client.profileAcked = client.profileNames.length;
    if (response.ok && !onProfile) client.propertyAcked = client.propertyNames.length;
    return response;
  }

  await Promise.all(
    clients.map(async (client, c) => {
      for (let n = 0; performance.now() < end; n++) samples.push(await ask(client, c, n));
    }),
  );

  const lost = await lostWrites(clients, token);
  printResults(samples, lost, clients);
  process.exitCode = lost > 0 || samples.some(isError) ? 1 : 0;
} finally {
  await server.stop();
  await place.drop();
}

function propertyNamed(name: string) {
  return { ...hockeyTeam, general: { ...hockeyTeam.general, name } };
}

function note(error: string) {
  errorsSeen.set(error, (errorsSeen.get(error) ?? 0) + 1);
}

function isError(sample: Sample) {
  return sample.status === 0 || (sample.status >= 300 && sample.status !== 429);
}

/**
 * Acknowledged writes the database does not have: a client's profile or property must bear its last
 * acknowledged name, or a later one it sent without an answer; every report it was answered must exist.
 */
async function lostWrites(clients: Client[], token: string): Promise<number> {
  const lostPerClient = await inParallel(clients, 10, async (client) => {
    let lost = 0;
    const profile = await server.call<BrandProfile>('GET', `/brand-profiles/${client.profileId}`, token);
    if (!bearsAcknowledged(profile.name, client.profileNames, client.profileAcked)) lost++;
    const property = await server.call<Property>('GET', `/properties/${client.propertyId}`, token);
    if (!bearsAcknowledged(property.general.name, client.propertyNames, client.propertyAcked)) lost++;
    for (const id of client.reports) {
      const response = await server.request('GET', `/reports/${id}`, token);
      await response.arrayBuffer();
      if (response.status === 404) lost++;
      else if (!response.ok) throw new Error(`GET /reports/${id}: ${response.status}`);
    }
    return lost;
  });
  return lostPerClient.reduce((sum, n) => sum + n, 0);
}

function bearsAcknowledged(name: string, sent: string[], acked: number): boolean {
  if (acked === 0) return true; // nothing acknowledged: any state is allowed
  return sent.slice(acked - 1).includes(name);
}

function printResults(all: Sample[], lost: number, clients: Client[]) {
  const samples = all.filter((s) => s.measured);
  const line = (of: Sample[]) => {
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    return {
      requests: of.length,
      'req/s': (of.length / SECONDS).toFixed(1),
      'p50 ms': percentile(ms, 50).toFixed(1),
      'p99 ms': percentile(ms, 99).toFixed(1),
      errors: of.filter(isError).length,
      'refused (429)': of.filter((s) => s.status === 429).length,
    };
  };
  const table: Record<string, ReturnType<typeof line>> = { all: line(samples) };
  for (const [, kind] of MIX) table[kind] = line(samples.filter((s) => s.kind === kind));
  const acknowledged = clients.reduce((sum, c) => sum + c.acknowledged, 0);
  console.log(
    `Mixed load on PostgreSQL: ${CONNECTIONS} connections for ${SECONDS} s (after ${WARM_UP_SECONDS} s of warm-up):`,
  );
  console.table(table);
  const warmUpErrors = all.filter((s) => !s.measured && isError(s)).length;
  if (warmUpErrors > 0) console.log(`errors during the warm-up: ${warmUpErrors}`);
  for (const [error, count] of errorsSeen) console.log(`  ${count} × ${error}`);
  console.log(`acknowledged writes (warm-up included): ${acknowledged}, read back afterwards; lost: ${lost}`);
}
