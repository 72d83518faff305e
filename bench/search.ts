// The properties list at scale (issue 32, decision 033): `count` (100,000) properties on one website and a
// quarter as many on another, each as wide as the demo hockey team (its answers' document). For a name
// search (a common word, a rare number, nothing found, and with a sort and a deeper page) and for each sort's
// first page in both directions: the median of the list as the API asks it (page and total), its ratio to
// reading one whole property by id (row and its 27 items) in the same run, and the indexes the page query
// is read from (EXPLAIN on the engine of the run). Target: a search at most 3× the read by id.
// Run: npx tsx bench/search.ts [count]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { propertyInputSchema, propertyListQuerySchema, SORT_ORDERS } from '@cakemix/core';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { toRecord } from '../apps/server/src/modules/properties/record.ts';
import { createPropertiesRepository } from '../apps/server/src/modules/properties/repository.ts';
import { planRecorder, sortsBeyondPage } from '../apps/server/test/query-plans.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 100_000);
const noise = Math.round(count / 4);
const { database, userId } = await openBenchDatabase();
const plans = planRecorder(database);
const repo = createPropertiesRepository(plans.db);

const template = toRecord(propertyInputSchema.parse(hockeyTeam));
const started = Date.now();
// Names of two words of ten and the row's number: a word is in one name of five, a number of four digits
// in a handful. Every sorted column takes many values, and the nullable ones are empty now and then.
await database.executeSql(
  `insert into properties (website_id, name, status, sponsorship_type, city_name, start_date,
     asked_price_cents, value_cents, data, created_by, updated_by, created_at, updated_at)
   select case when n <= $1 then 1 else 2 end,
     w[1 + n % 10] || ' ' || w[1 + (n * 7) % 10] || ' ' || n,
     case when n % 3 = 0 then 'draft' else 'complete' end,
     case when n % 7 = 0 then null else (array['team', 'venue', 'event', 'league', 'cause'])[1 + n % 5] end,
     case when n % 5 = 0 then null else (array['Sherbrooke', 'Halifax', 'Saskatoon', 'Vaughan', 'Trois-Rivières', 'Winnipeg'])[1 + n % 6] end,
     case when n % 11 = 0 then null else date '2025-01-01' + (n % 700) end,
     case when n % 13 = 0 then null else (n * 7919::bigint) % 500000 * 100 end,
     case when n % 17 = 0 then null else (n * 104729::bigint) % 900000 * 100 end,
     $2::jsonb, $3, $3,
     timestamp '2025-01-01' + n * interval '1 minute',
     timestamp '2025-06-01' + ((n * 31) % 50000) * interval '1 minute'
   from generate_series(1, $4::int) as n,
     (select array['Lynx', 'Arena', 'Festival', 'Soccer', 'Cola', 'Run', 'Hockey', 'Jazz', 'Rodeo', 'Gala'] as w) as words`,
  [count, JSON.stringify(template.data), userId, count + noise],
);
const readId = await repo.create(1, userId, template, new Date());
// Statistics and visibility map taken, as autovacuum takes them on PostgreSQL and the embedded analyse job
// on PGlite (decisions 033, 035).
await database.executeSql('vacuum analyze');
console.log(
  `${database.engine}: ${count} properties (+${noise} on another website) inserted and analysed in ${Date.now() - started} ms`,
);

const baseline = await medianMs(() => repo.find(1, readId));
const cases: [string, Record<string, unknown>][] = [
  ['search "cola" (one name in five)', { search: 'cola' }],
  ['search "4242" (a few names)', { search: '4242' }],
  ['search "zzz" (nothing)', { search: 'zzz' }],
  ['search "jazz gala"', { search: 'jazz gala' }],
  ['search "cola", sorted by name', { search: 'cola', sort: 'name', order: 'asc' }],
  ['search "cola", sorted by asked price', { search: 'cola', sort: 'asked_price', order: 'desc' }],
  ['search "cola", page 10', { search: 'cola', page: 10 }],
  ...propertyListQuerySchema.shape.sort
    .unwrap()
    .options.flatMap((sort) =>
      SORT_ORDERS.map((order): [string, Record<string, unknown>] => [
        `sorted by ${sort} ${order}`,
        { sort, order },
      ]),
    ),
];
const rows = [
  { ...row('baseline: one property by id, with its 27 items', baseline, baseline), 'read from': '' },
];
for (const [label, q] of cases) {
  const query = propertyListQuerySchema.parse(q);
  const ms = await medianMs(() => repo.list(1, query));
  const plan = await plans.pagePlan(() => repo.list(1, query));
  const indexes = [...new Set(plan.flatMap((node) => node['Index Name'] ?? []))];
  const sorted = sortsBeyondPage(plan, query.per_page).length > 0 ? ' + sort of the rows found' : '';
  rows.push({
    ...row(`list: ${label}`, ms, baseline),
    'read from': `${indexes.join(', ') || 'table'}${sorted}`,
  });
}
console.table(rows);
await database.close();
