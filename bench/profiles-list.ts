// How the brand profiles list behaves with thousands of profiles in one website: the list queries the
// screen makes (first page, name sort, search, status filter, a deep page) as ratios to a baseline, the
// fetch of one profile by id, in the same process on the same database.
// Run: npx tsx bench/profiles-list.ts [count]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { brandProfileInputSchema, brandProfileListQuerySchema } from '@cakemix/core';
import { DEMO_PROFILES } from '../apps/server/src/db/demo/profiles.ts';
import { brandProfiles } from '../apps/server/src/db/schema.ts';
import { createProfilesRepository } from '../apps/server/src/modules/profiles/repository.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 10_000);
const { database, db, userId } = await openBenchDatabase();
const words = [
  'Hardware',
  'Credit',
  'Union',
  'Foods',
  'Cola',
  'Bank',
  'Motors',
  'Telecom',
  'Insurance',
  'Energy',
];
const template = brandProfileInputSchema.parse(DEMO_PROFILES[0]);
const started = Date.now();
for (let offset = 0; offset < count; offset += 1000) {
  const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
    const n = offset + i;
    const name = `${words[n % 10]} ${words[(n * 7) % 10]} ${n}`;
    return {
      // A second website holds a quarter of the rows, so scoping by website is part of what is measured.
      websiteId: n % 4 === 0 ? 2 : 1,
      name,
      status: n % 3 === 0 ? 'draft' : 'complete',
      data: { ...template, name },
      createdBy: userId,
      updatedBy: userId,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    };
  });
  await db.insert(brandProfiles).values(batch);
}
await db.execute('analyze' as never);
console.log(`${database.engine}: ${count} profiles inserted in ${Date.now() - started} ms`);

const repo = createProfilesRepository(db);
const query = (q: Record<string, unknown>) => brandProfileListQuerySchema.parse(q);
const baseline = await medianMs(() => repo.find(1, 1234));
const cases: [string, Record<string, unknown>][] = [
  ['first page, newest first', {}],
  ['sorted by name', { sort: 'name', order: 'asc' }],
  ['search "cola"', { search: 'cola' }],
  ['status = draft', { status: 'draft' }],
  ['page 200 of 25', { page: 200 }],
];
const rows = [row('baseline: one profile by id', baseline, baseline)];
for (const [label, q] of cases)
  rows.push(row(`list: ${label}`, await medianMs(() => repo.list(1, query(q))), baseline));
console.table(rows);
await database.close();
