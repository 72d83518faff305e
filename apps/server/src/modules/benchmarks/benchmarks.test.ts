import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benchmarkMarket } from '../../../test/benchmark-market.ts';
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
