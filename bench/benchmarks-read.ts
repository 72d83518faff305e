// What a report reads of the industry benchmarks, at 1,000 websites and 100,000 complete properties
// (issue 26): the reader's pool and, for a property's groups, the reader's own view of each where the job
// stored one, else the view of readers without members. Against a baseline measured in the same run:
// reading one property row by id. Target: ≤ 50 ms at the median. Also prints the job's refresh time.
// Run: npx tsx bench/benchmarks-read.ts [properties] [websites]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { subjectCellKeys } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { properties } from '../apps/server/src/db/schema.ts';
import { refreshBenchmarks } from '../apps/server/src/modules/benchmarks/refresh.ts';
import { createBenchmarksRepository } from '../apps/server/src/modules/benchmarks/repository.ts';
import { seedMarket } from './market-data.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 100_000);
const websiteCount = Number(process.argv[3] ?? 1_000);
const { database, db } = await openBenchDatabase();
const started = performance.now();
const { profiles } = await seedMarket(db, count, websiteCount);
console.log(
  `${count.toLocaleString('en')} properties on ${websiteCount.toLocaleString('en')} websites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const repo = createBenchmarksRepository(db);
const refreshStart = performance.now();
const outcome = await refreshBenchmarks(repo, () => new Date());
const [{ shown = 0 } = {}] = (
  (await db.execute(
    sql`select count(*) filter (where member_count is not null)::int as shown from benchmark_views`,
  )) as unknown as {
    rows: { shown: number }[];
  }
).rows;
console.log(
  `benchmark job: ${outcome.views.toLocaleString('en')} views stored (${shown.toLocaleString('en')} shown) in ${((performance.now() - refreshStart) / 1000).toFixed(1)} s`,
);

// Each read is another website reading the groups of another property (the property's profile decides them).
let turn = 0;
const read = async () => {
  turn++;
  const reader = 1 + ((turn * 7_919) % websiteCount);
  const profile = profiles[(turn * 104_729) % profiles.length];
  if (!profile) throw new Error('no property');
  const pool = await repo.poolOf(reader);
  return repo.shownCells(pool, reader, subjectCellKeys(profile));
};
const sample = await read();
console.log(`a read answers ${sample.length} of the property's 6 groups (those the reader is shown)`);
const baseline = await medianMs(
  () => db.select().from(properties).where(sql`${properties.id} = 4242`),
  200,
  20,
);
const benchmarks = await medianMs(read, 200, 20);
console.log('\none report’s benchmark read:');
console.table([
  row('baseline: one property row by id', baseline, baseline),
  row('benchmark read (pool + the groups’ views)', benchmarks, baseline),
]);
console.log(`target: ≤ 50 ms at the median — ${benchmarks <= 50 ? 'met' : 'NOT met'}`);
await database.close();
