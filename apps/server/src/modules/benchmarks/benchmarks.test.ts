import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benchmarkMarket, hockeyLike } from '../../../test/benchmark-market.ts';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { benchmarkViews } from '../../db/schema.ts';
import { BENCHMARKS_QUEUE } from './jobs.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);
const market = benchmarkMarket(ctx, call);

describe('industry benchmarks', () => {
  it('say "not enough data yet" while no group holds 10 properties of 5 other websites', async () => {
    const t = await tokens();
    const probe = await market.probe(t.analyst);
    for (const website of [3, 4, 5, 6]) await market.othersOn(website, 3);
    await market.refresh();
    expect((await market.shown(t.analyst, probe)).groups).toEqual([]);
  });

  it('show rounded quartiles of other websites’ properties, with n and the date, and nothing naming one', async () => {
    const t = await tokens();
    const probe = await market.probe(t.analyst);
    for (const website of [3, 4, 5, 6, 7]) await market.othersOn(website, 2);
    const { members } = await market.refresh();
    expect(members).toBe(11);
    const shown = await market.shown(t.analyst, probe);
    // The ten of the five other websites, in the most specific group: the same type and level.
    expect(shown.groups[0]).toMatchObject({
      family: 'type_level',
      count: 10,
      includes_demo: false,
      computed_at: ctx().clock().toISOString(),
    });
    expect(shown.disclosure).toBe('others_only');
    expect(shown.groups[0]?.value?.median).toBeGreaterThan(0);
    expect(JSON.stringify(shown)).not.toMatch(/Secret|website|"id"/);
  });

  it('store no figure of a view nobody is shown, and no property of any', async () => {
    await tokens();
    for (const website of [3, 4, 5]) await market.othersOn(website, 4);
    await market.refresh();
    expect(await ctx().database.db.select().from(benchmarkViews)).toEqual([]);
    for (const website of [6, 7]) await market.othersOn(website, 1);
    await market.refresh();
    const rows = await ctx().database.db.select().from(benchmarkViews);
    // Readers without members see 14 of 5 websites; each of websites 3–5 sees 10 of 4: hidden, stored empty.
    expect(rows.filter((r) => r.reader === 0).map((r) => r.memberCount)).toEqual(
      rows.filter((r) => r.reader === 0).map(() => 14),
    );
    for (const row of rows.filter((r) => [3, 4, 5].includes(r.reader)))
      expect(row).toMatchObject({ memberCount: null, figures: null, computedAt: null });
    expect(JSON.stringify(rows)).not.toMatch(/Secret/);
  });

  it('leave comparables to properties of the same type, compared for a neutral brand as they are', async () => {
    const t = await tokens();
    const probe = await market.probe(t.analyst);
    for (let i = 0; i < 3; i++) {
      const venue = hockeyLike(`Venue ${i}`, 20 + i);
      venue.general.sponsorship_type = 'venue';
      await call('POST', '/properties', t.analyst, venue);
    }
    const alone = (
      await call('POST', '/reports', t.analyst, {
        brand_profile_id: probe.profileId,
        property_id: probe.propertyId,
      })
    ).json().entries[0];
    // Three venues, as close as can be on every other criterion: not one is a comparable of a team.
    expect(alone.comparables).toMatchObject({ count: 0, value: { percentile: null, median: null } });
    for (let i = 0; i < 3; i++) await call('POST', '/properties', t.analyst, hockeyLike(`Team ${i}`, 30 + i));
    const among = (
      await call('POST', '/reports', t.analyst, {
        brand_profile_id: probe.profileId,
        property_id: probe.propertyId,
      })
    ).json().entries[0];
    expect(among.comparables.count).toBe(3);
    expect(among.comparables.value.percentile).not.toBeNull();
    // The figure placed is the property's stand-alone value (the list's), not the report's for its brand.
    const list = (await call('GET', '/websites/1/properties?search=Own%20team', t.analyst)).json();
    expect(among.comparables.subject.valueCents).toBe(Math.round(list.data[0].value * 100));
    expect(among.comparables.subject.valueCents).not.toBe(among.result.value.totalCents);
  });

  it('are refreshed by a job queued when a property changes, and every hour', async () => {
    const t = await tokens();
    await market.probe(t.analyst);
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
