// Industry benchmarks and comparables at scale: 100,000 complete properties across 500 websites.
// - The benchmark job (every cell of every family, each website's view of the cells it has members in, what
//   changed since the last refresh), a first refresh and one after 1 % of the properties changed, against a
//   baseline of reading the same rows alone. Target: ≤ 5 s.
// - What a report reads besides its own property: its website's comparables and what it is shown of its
//   benchmark cells, against a baseline of reading one property row by id. Target: ≤ 20 ms.
// Run: npx tsx bench/market-context.ts [properties] [websites]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { comparables, DEFAULT_RATES, entryBenchmarks, propertyInputSchema } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { properties } from '../apps/server/src/db/schema.ts';
import { marketContext } from '../apps/server/src/modules/benchmarks/market-context.ts';
import { refreshBenchmarks } from '../apps/server/src/modules/benchmarks/refresh.ts';
import { createBenchmarksRepository } from '../apps/server/src/modules/benchmarks/repository.ts';
import { seedMarket } from './market-data.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 100_000);
const websiteCount = Number(process.argv[3] ?? 500);
const { database, db } = await openBenchDatabase();
const started = performance.now();
await seedMarket(db, count, websiteCount);
console.log(
  `${count.toLocaleString('en')} properties on ${websiteCount} websites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const repo = createBenchmarksRepository(db);
const now = () => new Date();
const seconds = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
};

// Baseline: the rows the job reads, read alone (it stores nothing: no view is computed).
const readRows = await seconds(() => repo.refresh(() => [], DEFAULT_RATES));
const first = await seconds(() => refreshBenchmarks(repo, now));
// 1 % of the properties revalued, then a refresh that must tell what changed in every cell.
await db.execute(sql`update properties set value_cents = value_cents + 100 where id % 100 = 7`);
const second = await seconds(() => refreshBenchmarks(repo, now));
const [{ shown = 0, views = 0 } = {}] = (
  (await db.execute(
    sql`select count(*) filter (where member_count is not null)::int as shown, count(*)::int as views from benchmark_views`,
  )) as unknown as { rows: { shown: number; views: number }[] }
).rows;
console.log(`\nbenchmark job (${views} views stored, ${shown} shown):`);
console.table([
  { case: 'baseline: read every complete property', s: readRows.toFixed(2), ratio: '1.00' },
  { case: 'first refresh (every cell new)', s: first.toFixed(2), ratio: (first / readRows).toFixed(2) },
  { case: 'refresh after 1 % revalued', s: second.toFixed(2), ratio: (second / readRows).toFixed(2) },
]);
console.log(`target: ≤ 5 s per refresh — ${Math.max(first, second) <= 5 ? 'met' : 'NOT met'}`);

// One report's market context: the website's comparables and the property's benchmark cells.
const subject = propertyInputSchema.parse(hockeyTeam);
const baseline = await medianMs(() => db.select().from(properties).where(sql`${properties.id} = 4242`));
const read = await medianMs(async () => {
  const market = await marketContext(repo, 77, DEFAULT_RATES);
  const { subject: own, benchmarkCells } = await market.placement(subject, null);
  return [comparables(own, market.candidates), entryBenchmarks(own.profile, benchmarkCells)];
});
console.log('\none report’s comparables and benchmarks:');
console.table([
  row('baseline: one property row by id', baseline, baseline),
  row('comparables + benchmark cells', read, baseline),
]);
console.log(`target: ≤ 20 ms — ${read <= 20 ? 'met' : 'NOT met'}`);
await database.close();
