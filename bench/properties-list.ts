// How the properties list behaves with 10,000 properties in one website: the queries the list screen makes
// (first page, sorts, search, filters, a deep page) as ratios to a baseline, the fetch of one whole
// property (row and items) by id, in the same process on the same database.
// Run: npx tsx bench/properties-list.ts [count]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { propertyInputSchema, propertyListQuerySchema, SPONSORSHIP_TYPES } from '@cakemix/core';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { properties, propertyItems } from '../apps/server/src/db/schema.ts';
import { toRecord } from '../apps/server/src/modules/properties/record.ts';
import { createPropertiesRepository } from '../apps/server/src/modules/properties/repository.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 10_000);
// The other website's rows are scanned past by every query, so scoping by website is part of what is measured.
const noise = Math.round(count / 4);
const { database, db, userId } = await openBenchDatabase();

const words = ['Lynx', 'Arena', 'Festival', 'Soccer', 'Cola', 'Run', 'Hockey', 'Jazz', 'Rodeo', 'Gala'];
const cities = ['Sherbrooke', 'Halifax', 'Saskatoon', 'Vaughan', 'Trois-Rivières', 'Winnipeg'];
const template = toRecord(propertyInputSchema.parse(hockeyTeam));
const started = Date.now();
for (let offset = 0; offset < count + noise; offset += 500) {
  const batch = Array.from({ length: Math.min(500, count + noise - offset) }, (_, i) => {
    const n = offset + i;
    return {
      ...template.columns,
      websiteId: n < count ? 1 : 2,
      name: `${words[n % 10]} ${words[(n * 7) % 10]} ${n}`,
      status: n % 3 === 0 ? 'draft' : 'complete',
      sponsorshipType: SPONSORSHIP_TYPES[n % 5] ?? null,
      cityName: cities[n % cities.length] ?? null,
      startDate: n % 11 === 0 ? null : new Date(Date.UTC(2025, 0, 1 + (n % 700))).toISOString().slice(0, 10),
      askedPriceCents: n % 13 === 0 ? null : ((n * 7919) % 500_000) * 100,
      data: template.data,
      createdBy: userId,
      updatedBy: userId,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    };
  });
  const ids = await db
    .insert(properties)
    .values(batch)
    .returning({ id: properties.id, websiteId: properties.websiteId });
  const items = ids.flatMap(({ id, websiteId }) =>
    template.items.map((item) => ({ ...item, propertyId: id, websiteId })),
  );
  for (let at = 0; at < items.length; at += 2000)
    await db.insert(propertyItems).values(items.slice(at, at + 2000));
}
await db.execute('analyze' as never);
console.log(
  `${database.engine}: ${count} properties (+${noise} on another website, ${template.items.length} items each) inserted in ${Date.now() - started} ms`,
);

const repo = createPropertiesRepository(db);
const query = (q: Record<string, unknown>) => propertyListQuerySchema.parse(q);
const baseline = await medianMs(() => repo.find(1, 1234));
const cases: [string, Record<string, unknown>][] = [
  ['first page, newest first', {}],
  ['sorted by name', { sort: 'name', order: 'asc' }],
  ['sorted by asked price, highest first', { sort: 'asked_price', order: 'desc' }],
  ['search "cola"', { search: 'cola' }],
  ['type = venue', { type: 'venue' }],
  ['status = draft', { status: 'draft' }],
  ['page 200 of 25', { page: 200 }],
];
const rows = [row('baseline: one property by id, with its items', baseline, baseline)];
for (const [label, q] of cases) {
  rows.push(row(`list: ${label}`, await medianMs(() => repo.list(1, query(q))), baseline));
}
console.table(rows);
await database.close();
