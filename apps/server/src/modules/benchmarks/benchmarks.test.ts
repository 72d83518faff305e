import type { PropertyData, ReportEntry } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { benchmarkCells, websites } from '../../db/schema.ts';
import { toRecord } from '../properties/record.ts';
import { createPropertiesRepository } from '../properties/repository.ts';
import { BENCHMARKS_QUEUE } from './jobs.ts';
import { refreshBenchmarks } from './refresh.ts';
import { createBenchmarksRepository } from './repository.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** The demo hockey team under another name and rights fee. */
function team(name: string, fee: number): PropertyData {
  const data = fullProperty();
  data.general.name = name;
  data.management.rights_fee = fee;
  return data;
}

/** Puts properties on websites that have no users (benchmarks count every website's complete properties). */
async function propertiesOn(websiteId: number, count: number, fee = 60_000) {
  const { db } = ctx().database;
  await db
    .insert(websites)
    .values({ id: websiteId, name: `Site ${websiteId}`, supportEmail: 'x@example.com' })
    .onConflictDoNothing();
  const repo = createPropertiesRepository(db);
  for (let i = 0; i < count; i++)
    await repo.create(
      websiteId,
      null as unknown as number,
      toRecord(team(`Secret ${websiteId}-${i}`, fee + i * 1_000)),
      new Date(),
    );
}

const refresh = () => refreshBenchmarks(createBenchmarksRepository(ctx().database.db), () => ctx().clock());

async function report(token: string, propertyId: number, profileId: number): Promise<ReportEntry> {
  const created = await call('POST', '/reports', token, {
    brand_profile_id: profileId,
    property_id: propertyId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().entries[0];
}

async function ownProperty(token: string) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const property = (await call('POST', '/properties', token, team('Own team', 50_000))).json();
  return { propertyId: property.id as number, profileId: profile.id as number };
}

describe('industry benchmarks', () => {
  it('say "not enough data yet" while no group holds 5 properties from 3 websites', async () => {
    const t = await tokens();
    const own = await ownProperty(t.analyst);
    await propertiesOn(2, 6);
    await refresh();
    const entry = await report(t.analyst, own.propertyId, own.profileId);
    expect(entry.benchmarks).toEqual(expect.objectContaining({ groups: [] }));
  });

  it('show anonymised quartiles across websites, with n and the date, and nothing of any one property', async () => {
    const t = await tokens();
    const own = await ownProperty(t.analyst);
    for (const website of [3, 4, 5]) await propertiesOn(website, 2);
    await refresh();
    const entry = await report(t.analyst, own.propertyId, own.profileId);
    const [group] = entry.benchmarks?.groups ?? [];
    // The own team and six of three other websites: the same type, level, region, audience and price band.
    expect(group).toMatchObject({
      family: 'type_level',
      count: 7,
      computed_at: ctx().clock().toISOString(),
    });
    expect(group?.value?.median).toBeGreaterThan(0);
    const text = JSON.stringify(entry.benchmarks);
    expect(text).not.toMatch(/Secret|website_id|"id"/);
  });

  it('keep their figures when one website adds a property, and change when enough websites do', async () => {
    const t = await tokens();
    const own = await ownProperty(t.analyst);
    for (const website of [3, 4, 5]) await propertiesOn(website, 2);
    await refresh();
    const first = (await report(t.analyst, own.propertyId, own.profileId)).benchmarks?.groups[0];
    ctx().clock.advance(60 * 60_000);
    await propertiesOn(3, 1, 900_000);
    await refresh();
    const second = (await report(t.analyst, own.propertyId, own.profileId)).benchmarks?.groups[0];
    // The difference of the two refreshes would be website 3's one property: the figures stay, with their date.
    expect(second).toEqual(first);
    for (const website of [6, 7, 8]) await propertiesOn(website, 2, 70_000);
    await refresh();
    const third = (await report(t.analyst, own.propertyId, own.profileId)).benchmarks?.groups[0];
    expect(third?.count).toBe(first ? first.count + 7 : 0);
    expect(third?.computed_at).not.toBe(first?.computed_at);
  });

  it('store no figure of a hidden cell', async () => {
    await tokens();
    await propertiesOn(3, 4);
    await refresh();
    const rows = await ctx().database.db.select().from(benchmarkCells);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatchObject({ published: false, metrics: null, members: '', propertyCount: 0 });
  });

  it('are refreshed by a job queued when a property changes, and every hour', async () => {
    const t = await tokens();
    await ownProperty(t.analyst);
    // Asked once the answer is sent (the hook runs after it): wait for the job to be there.
    const queued = async () => {
      const jobs = await ctx().database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${BENCHMARKS_QUEUE}`,
      );
      return (jobs as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    await expect.poll(queued, { timeout: 5_000 }).toBeGreaterThan(0);
    const schedules = await ctx().database.db.execute(
      sql`select cron from pgboss.schedule where name = ${BENCHMARKS_QUEUE}`,
    );
    expect((schedules as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '0 * * * *' }]);
  });
});
