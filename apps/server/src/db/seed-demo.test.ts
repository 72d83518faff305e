import {
  brandProfileErrors,
  brandProfileInputSchema,
  propertyErrors,
  propertyInputSchema,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, extractCode, OAUTH, setupTestApp } from '../../test/helper.ts';
import { shippedCityList } from '../modules/cities/city-list.ts';
import { DEMO_PROPERTIES } from './demo/properties.ts';
import { isDatabaseEmpty, seedDemo, shouldSeedDemo } from './seed-demo.ts';

const ctx = setupTestApp();

describe('demo data', () => {
  it('seeds websites 1 and 40 with admins who can sign in, and complete demo profiles', async () => {
    const { app, database, mailer } = ctx();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, 'demo-pass-1');
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const login = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'retail@example.com', password: 'demo-pass-1', grant_type: 'password', ...OAUTH },
    });
    const verify = await app.inject({
      method: 'POST',
      url: `${API}/login/verify`,
      payload: { challenge: login.json().challenge, code: extractCode(mailer.last().text) },
    });
    expect(verify.json()).toMatchObject({ website_id: 40, role: { name: 'admin' } });
    const token = verify.json().token.token;
    const website = await app.inject({
      method: 'GET',
      url: `${API}/websites/40`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(website.json()).toMatchObject({
      name: 'Northline Hardware',
      theme: 'retail',
      primary_color: '#c8102e',
      logo_url: expect.stringMatching(/\/websites\/40\/logo\?v=/),
    });
    const logo = await app.inject({
      method: 'GET',
      url: website.json().logo_url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logo.headers['content-type']).toBe('image/svg+xml');

    const demo = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'demo@example.com', password: 'demo-pass-1', grant_type: 'password', ...OAUTH },
    });
    const demoToken = (
      await app.inject({
        method: 'POST',
        url: `${API}/login/verify`,
        payload: { challenge: demo.json().challenge, code: extractCode(mailer.last().text) },
      })
    ).json().token.token;
    const profiles = await app.inject({
      method: 'GET',
      url: `${API}/websites/1/brand-profiles`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(profiles.json().data).toHaveLength(2);
    for (const summary of profiles.json().data) {
      expect(summary.status).toBe('complete');
      const full = await app.inject({
        method: 'GET',
        url: `${API}/brand-profiles/${summary.id}`,
        headers: { authorization: `Bearer ${demoToken}` },
      });
      expect(brandProfileErrors(brandProfileInputSchema.parse(full.json()))).toEqual({});
    }
  });

  it('seeds five complete properties of different types and a draft, in real cities, with comments', async () => {
    const { database } = ctx();
    await seedDemo(database.db, 'demo-pass-1');
    // Straight from the database, so the check does not depend on the API under test elsewhere.
    const rows = await database.db.execute<{ id: number; status: string; sponsorship_type: string | null }>(
      sql`select id, status, sponsorship_type from properties where website_id = 1 order by id`,
    );
    const stored = (rows as unknown as { rows: { id: number; status: string; sponsorship_type: string }[] })
      .rows;
    expect(stored.map((r) => r.status)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'complete',
      'draft',
    ]);
    expect(new Set(stored.slice(0, 5).map((r) => r.sponsorship_type))).toEqual(
      new Set(['team', 'league', 'venue', 'event', 'organization']),
    );
    const comments = await database.db.execute(sql`select count(*)::int as n from property_comments`);
    expect((comments as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);

    for (const input of DEMO_PROPERTIES) {
      const property = propertyInputSchema.parse(input);
      expect(propertyErrors(property), property.general.name).toEqual({});
      // The list's own spelling, so what the seed stored is what the API would have stored.
      expect(shippedCityList().find(property.general.city?.id ?? '')).toEqual(property.general.city);
    }
  });

  it('seeds an empty embedded database, but a PostgreSQL server only when asked', async () => {
    const { db } = ctx().database;
    expect(await shouldSeedDemo({ db, engine: 'pglite' }, false)).toBe(true);
    expect(await shouldSeedDemo({ db, engine: 'postgres' }, false)).toBe(false);
    expect(await shouldSeedDemo({ db, engine: 'postgres' }, true)).toBe(true);
    await seedDemo(db, 'demo-pass-1');
    expect(await shouldSeedDemo({ db, engine: 'pglite' }, false)).toBe(false);
    expect(await shouldSeedDemo({ db, engine: 'postgres' }, true)).toBe(false);
  });
});

describe('demo reports', () => {
  it('include a detailed report and a ten-combination comparative report that open like any other', async () => {
    const { app, database, mailer } = ctx();
    await seedDemo(database.db, 'demo-pass-1');
    const login = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'demo@example.com', password: 'demo-pass-1', grant_type: 'password', ...OAUTH },
    });
    const token = (
      await app.inject({
        method: 'POST',
        url: `${API}/login/verify`,
        payload: { challenge: login.json().challenge, code: extractCode(mailer.last().text) },
      })
    ).json().token.token;
    const headers = { authorization: `Bearer ${token}` };
    const list = (
      await app.inject({ method: 'GET', url: `${API}/websites/1/reports?sort=title&order=asc`, headers })
    ).json();
    expect(list.data.map((r: { type: string; entries: number }) => [r.type, r.entries])).toEqual([
      ['comparative', 10],
      ['detailed', 1],
    ]);
    const detailed = list.data.find((r: { type: string }) => r.type === 'detailed');
    const report = (
      await app.inject({ method: 'GET', url: `${API}/reports/${detailed.id}`, headers })
    ).json();
    expect(report.entries[0].result.value.totalCents).toBeGreaterThan(0);
    expect(report.can_regenerate).toBe(true);
  });
});
