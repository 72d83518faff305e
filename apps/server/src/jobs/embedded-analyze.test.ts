import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../test/helper.ts';
import { fullProperty } from '../../test/property-fixtures.ts';
import { ANALYZE_CRON, ANALYZE_QUEUE } from './embedded-analyze.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);
const API = '/api/v1/cakemix';

const rowsOf = async <T>(text: string, values?: unknown[]) =>
  (await ctx().database.executeSql(text, values)).rows as T[];

/** A spreadsheet import of one property, as a member makes it (the workbook exported, then uploaded). */
async function importOne(token: string) {
  const created = await call('POST', '/properties', token, fullProperty());
  const workbook = await ctx().app.inject({
    method: 'GET',
    url: `${API}/websites/1/properties/workbook?ids=${created.json().id}&lang=en`,
    headers: { authorization: `Bearer ${token}` },
  });
  const imported = await ctx().app.inject({
    method: 'POST',
    url: `${API}/websites/1/properties/import`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    payload: workbook.rawPayload,
  });
  expect(imported.statusCode, imported.body).toBe(201);
}

describe("the embedded database's statistics", () => {
  it('are taken every hour on PGlite; PostgreSQL, whose autovacuum analyses, schedules nothing', async () => {
    const schedules = await rowsOf<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
      ANALYZE_QUEUE,
    ]);
    expect(schedules).toEqual(ctx().database.engine === 'pglite' ? [{ cron: ANALYZE_CRON }] : []);
  });

  it('are taken, and the tables vacuumed, after a spreadsheet import (PGlite); not asked of PostgreSQL', async () => {
    const t = await tokens();
    const { engine } = ctx().database;
    // A table nothing analysed yet: PostgreSQL keeps no statistics of it until an ANALYZE.
    await rowsOf('create table analyze_probe (n int)');
    try {
      await rowsOf('insert into analyze_probe select generate_series(1, 500)');
      const probeStats = async () =>
        (
          await rowsOf<{ n: number }>(
            `select count(*)::int as n from pg_stats where tablename = 'analyze_probe'`,
          )
        )[0]?.n;
      // Pages marked as seen by every transaction: only a VACUUM sets them (PostgreSQL's autovacuum).
      const visiblePages = async () =>
        (
          await rowsOf<{ n: number }>(
            `select relallvisible::int as n from pg_class where relname = 'analyze_probe'`,
          )
        )[0]?.n;
      expect(await probeStats()).toBe(0);
      await importOne(t.analyst);
      if (engine === 'pglite') {
        await expect.poll(probeStats, { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
        expect(await visiblePages()).toBeGreaterThan(0);
      } else {
        const queued = await rowsOf<{ n: number }>(
          'select count(*)::int as n from pgboss.job where name = $1',
          [ANALYZE_QUEUE],
        );
        expect(queued).toEqual([{ n: 0 }]);
      }
    } finally {
      await rowsOf('drop table analyze_probe');
    }
  });
});
