// What the audit log costs (issue 30, decision 028): a property save through the service (checks, valuation,
// the write and its items) with the audit triggers on and off, rounds interleaved, as a ratio (target: under
// 1.10); then reading a page of the log with `count` (100,000) entries on the website (and a quarter as many
// on another), unfiltered and filtered, against fetching one property by id (target: under 50 ms median).
// Run: npx tsx bench/audit-log.ts [count]   (TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { DEFAULT_RATES, propertyInputSchema } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createAuditRepository } from '../apps/server/src/modules/audit/repository.ts';
import { createBenefitsRepository } from '../apps/server/src/modules/benefits/repository.ts';
import { createBenefitsService } from '../apps/server/src/modules/benefits/service.ts';
import { shippedCityList } from '../apps/server/src/modules/cities/city-list.ts';
import { createPropertyChecks } from '../apps/server/src/modules/properties/checks.ts';
import { createPropertiesRepository } from '../apps/server/src/modules/properties/repository.ts';
import { createPropertiesService } from '../apps/server/src/modules/properties/service.ts';
import { medianMs, openBenchDatabase, row } from './support.ts';

const count = Number(process.argv[2] ?? 100_000);
const { database, db, userId } = await openBenchDatabase();

const repo = createPropertiesRepository(db);
const benefits = createBenefitsService(createBenefitsRepository(db));
const check = createPropertyChecks({ cities: shippedCityList, knownBenefitIds: benefits.knownIds });
const properties = createPropertiesService({
  repo,
  clock: systemClock,
  check,
  rates: async () => DEFAULT_RATES,
});
const data = propertyInputSchema.parse(hockeyTeam);
const created = await properties.create(1, userId, data);

// Each save changes one figure, so each one with the triggers on makes an entry, as an analyst's would.
let figure = 0;
const save = () => {
  figure += 1;
  return properties.update(1, created.id, userId, {
    ...data,
    general: { ...data.general, years_in_operation: figure },
  });
};
const triggers = async (on: boolean) => {
  const verb = on ? 'enable' : 'disable';
  await db.execute(sql.raw(`alter table properties ${verb} trigger user`));
  await db.execute(sql.raw(`alter table property_items ${verb} trigger user`));
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
/**
 * Median processor milliseconds of this process per save: PGlite runs in it, so this counts the database's
 * work too, and other processes on a busy machine do not count (wall time is printed beside it).
 */
async function medianCpuMs(fn: () => Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  return median(samples);
}
const withLog: number[] = [];
const without: number[] = [];
const withLogCpu: number[] = [];
const withoutCpu: number[] = [];
for (let round = 0; round < 7; round++) {
  await triggers(false);
  without.push(await medianMs(save, 30, 3));
  withoutCpu.push(await medianCpuMs(save, 30));
  await triggers(true);
  withLog.push(await medianMs(save, 30, 3));
  withLogCpu.push(await medianCpuMs(save, 30));
}
console.log(`${database.engine}: property save, median of 7 interleaved rounds of 30 saves`);
console.table([
  row('save without the audit triggers (baseline)', median(without), median(without)),
  row('save with the audit triggers', median(withLog), median(without)),
  row('processor time: save without the triggers (baseline)', median(withoutCpu), median(withoutCpu)),
  row('processor time: save with the audit triggers', median(withLogCpu), median(withoutCpu)),
]);

// The log of a busy website: entries by ten people over a year, on 500 records of each kind.
const started = Date.now();
const fill = (websiteId: number, rows: number) =>
  db.execute(sql`
    insert into audit_log (website_id, actor_id, actor_name, record_type, record_id, record_name, action, changes, created_at)
    select ${websiteId}, 1000 + (n % 10), 'Person ' || (n % 10),
      (array['property','brand_profile','report','comment'])[1 + n % 4], 1 + (n / 4) % 500, 'Record ' || n,
      'update', jsonb_build_object('name', jsonb_build_array('Old ' || n, 'New ' || n)),
      timestamptz '2025-01-01' + (n || ' minutes')::interval * 5
    from generate_series(1, ${rows}) as n`);
await fill(1, count);
await fill(2, Math.round(count / 4));
await db.execute(sql`analyze audit_log`);
console.log(
  `${count} entries (+${Math.round(count / 4)} on another website) inserted in ${Date.now() - started} ms`,
);

const audit = createAuditRepository(db);
const baseline = await medianMs(() => repo.find(1, created.id));
const [middle] = await audit.page(1, {}, 1, Math.round(count / 2));
const cases: [string, () => Promise<unknown>][] = [
  ['newest page (50)', () => audit.page(1, {}, 51)],
  ['a page in the middle (before = id)', () => audit.page(1, {}, 51, middle?.id)],
  ['one person', () => audit.page(1, { actor_id: 1003 }, 51)],
  ['one kind of record', () => audit.page(1, { record_type: 'report' }, 51)],
  ['one record', () => audit.page(1, { record_type: 'property', record_id: 42 }, 51)],
  ['a month', () => audit.page(1, { from: '2025-03-01', to: '2025-03-31' }, 51)],
  [
    'one person in a month',
    () => audit.page(1, { actor_id: 1003, from: '2025-03-01', to: '2025-03-31' }, 51),
  ],
];
const rows = [row('baseline: one property by id, with its items', baseline, baseline)];
for (const [label, read] of cases) rows.push(row(`log: ${label}`, await medianMs(read), baseline));
console.table(rows);
await database.close();
