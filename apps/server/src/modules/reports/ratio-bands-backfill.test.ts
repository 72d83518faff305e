import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** The statement of migration 0018 that gives reports made before it their list verdict. */
const BACKFILL = readFileSync(
  path.resolve(import.meta.dirname, '../../../drizzle/0018_report_ratio_bands.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => /^(--.*\n)*UPDATE/.test(statement));

describe('the list verdict of reports made before it was stored (migration 0018)', () => {
  it('is read from each report as the service now stores it: the best ratio’s bands, none while preliminary', async () => {
    if (!BACKFILL) throw new Error('migration 0018 updates the reports');
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const propertyIds: number[] = [];
    for (const fee of [30_000, 90_000, 0]) {
      const data = fullProperty();
      data.general.name = `Property at ${fee}`;
      data.management.rights_fee = fee === 0 ? null : fee;
      // No rights fee: a draft, whose result is preliminary.
      const created = await call('POST', '/properties', t.analyst, {
        ...data,
        status: fee === 0 ? 'draft' : 'complete',
      });
      expect(created.statusCode, created.body).toBe(201);
      propertyIds.push(created.json().id);
    }
    const pair = (id: number) => ({ property_id: id, brand_profile_id: profile.id });
    const made = [
      await call('POST', '/reports', t.analyst, pair(propertyIds[0] as number)),
      await call('POST', '/reports', t.analyst, pair(propertyIds[2] as number)),
      await call('POST', '/comparative-reports', t.analyst, { pairs: propertyIds.map(pair) }),
    ];
    for (const response of made) expect(response.statusCode, response.body).toBe(201);
    const listed = async () =>
      (await call('GET', '/websites/1/reports', t.viewer))
        .json()
        .data.map((row: { id: number; ratio_bands: string[] | null }) => [row.id, row.ratio_bands]);
    const stored = await listed();
    // Both kinds appear: a verdict and none.
    expect(stored.some(([, bands]: [number, string[] | null]) => bands === null)).toBe(true);
    expect(stored.some(([, bands]: [number, string[] | null]) => Array.isArray(bands))).toBe(true);

    await ctx().database.db.execute(sql`update reports set ratio_bands = null`);
    await ctx().database.db.execute(sql.raw(BACKFILL));
    expect(await listed()).toEqual(stored);
  });
});
