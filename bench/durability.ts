// Acknowledged writes survive a crash of the server on the embedded database: in each round, concurrent
// clients create brand profiles (distinct names) as fast as the server answers, the server is killed with
// SIGKILL at a random moment of the burst, started again on the same data folder, and every creation it had
// answered 2xx is read back. Writes still unanswered at the kill may or may not be there: not counted.
// Prints each round and the total; exits 1 if any acknowledged write is lost.
// It runs the real server (`src/main.ts` as `npm start` runs it, demo data) on a temporary data folder.
// Run: npx tsx bench/durability.ts [rounds=5] [--clients=8]
import { rmSync } from 'node:fs';
import type { BrandProfile } from '@cakemix/core';
import { DEMO_PROFILES } from '../apps/server/src/db/demo/profiles.ts';
import { ServerProcess } from '../apps/server/test/server-process.ts';
import { inParallel } from './support.ts';

const ROUNDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
const CLIENTS = Number(process.argv.find((a) => a.startsWith('--clients='))?.split('=')[1] ?? 8);
/** The kill falls this long into the burst, at random: early, mid-checkpoint, late. */
const KILL_AFTER_MS = { min: 500, max: 3000 };
const PASSWORD = 'demo1234';
const ENV = {
  DATABASE_URL: '', // the embedded database, whatever this shell says
  DEMO_PASSWORD: PASSWORD,
  // The bench measures durability, not the per-person allowance of profile writes.
  RATE_LIMITS: 'profileWrites=1000000/60',
};

interface Acknowledged {
  id: number;
  name: string;
}

/**
 * One client: creates profiles until the server dies. Returns what was acknowledged, and how many other
 * answers came before the kill (a 429 or an error is no acknowledgement, and shows the burst was not clean).
 */
async function writer(server: ServerProcess, token: string, label: string, killed: () => boolean) {
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  for (let n = 0; !killed(); n++) {
    const name = `${label} #${n}`;
    try {
      const response = await server.request('POST', '/brand-profiles', token, { ...DEMO_PROFILES[0], name });
      if (response.ok) acknowledged.push({ id: ((await response.json()) as BrandProfile).id, name });
      else refused++;
    } catch (error) {
      if (!killed()) throw error;
    }
  }
  return { acknowledged, refused };
}

/** The acknowledged writes the server no longer has (or has under another name). */
async function lostWrites(server: ServerProcess, token: string, acknowledged: Acknowledged[]) {
  const found = await inParallel(acknowledged, CLIENTS, async (write) => {
    const response = await server.request('GET', `/brand-profiles/${write.id}`, token);
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`GET /brand-profiles/${write.id}: ${response.status}`);
    return ((await response.json()) as BrandProfile).name === write.name;
  });
  return acknowledged.filter((_, i) => !found[i]);
}

let server = await ServerProcess.start(ENV);
const dataDir = server.dataDir;
const rows: Record<string, string | number>[] = [];
let totalLost = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const token = await server.signIn('demo@example.com', PASSWORD);
    let dead = false;
    const killAfter = KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min);
    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: CLIENTS }, (_, c) =>
        writer(server, token, `durability r${round} c${c}`, () => dead),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    dead = true;
    await server.kill();
    const results = await burst;
    const burstSeconds = (performance.now() - started) / 1000;
    const acknowledged = results.flatMap((result) => result.acknowledged);

    server = await ServerProcess.start({ ...ENV, DATA_DIR: dataDir });
    const lost = await lostWrites(server, await server.signIn('demo@example.com', PASSWORD), acknowledged);
    totalLost += lost.length;
    for (const write of lost.slice(0, 5)) console.log(`round ${round}: lost ${write.name} (id ${write.id})`);
    rows.push({
      round,
      'killed after s': burstSeconds.toFixed(2),
      acknowledged: acknowledged.length,
      'refused (not 2xx)': results.reduce((sum, result) => sum + result.refused, 0),
      lost: lost.length,
    });
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const acknowledgedTotal = rows.reduce((sum, row) => sum + Number(row.acknowledged), 0);
console.log(`Brand profile creations, ${CLIENTS} clients, embedded PGlite, SIGKILL mid-burst:`);
console.table(rows);
console.log(`total: ${acknowledgedTotal} acknowledged writes over ${ROUNDS} rounds, ${totalLost} lost`);
process.exit(totalLost === 0 ? 0 : 1);
