import { describe, expect, it } from 'vitest';
import { DEMO_PROFILES } from '../src/db/demo/profiles.ts';
import { apiClient, setupTestApp } from './helper.ts';
import { fullProperty } from './property-fixtures.ts';

/*
 * Every write route has a per-person allowance from the one table of limits (lib/limits.ts). Property
 * writes, report work and support requests have files of their own; brand profiles, comments and report
 * writes are here. Each allowance is set to two writes a minute.
 */
const TWO_A_MINUTE = { max: 2, windowSeconds: 60 };
const ctx = setupTestApp({
  limits: { profileWrites: TWO_A_MINUTE, commentWrites: TWO_A_MINUTE, reportWrites: TWO_A_MINUTE },
});
const { call, tokens } = apiClient(ctx);

/** The third write of a minute: 429 in French with the wait, and a Retry-After in seconds. */
function expectRefused(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json().user_message).toMatch(/Veuillez réessayer dans \d+\u00a0(secondes?|minutes?)\./);
}

async function countOf(table: string): Promise<number> {
  const { rows } = await ctx().database.executeSql(`select count(*)::int as n from ${table}`);
  return (rows[0] as { n: number }).n;
}

describe('per-person write limits', () => {
  it('count brand profile creations, updates and deletions together; one person past it does not stop another', async () => {
    const t = await tokens();
    const first = await call('POST', '/brand-profiles', t.admin, DEMO_PROFILES[0]);
    expect(first.statusCode).toBe(201);
    const update = await call('PUT', `/brand-profiles/${first.json().id}`, t.admin, DEMO_PROFILES[1]);
    expect(update.statusCode).toBe(200);
    expectRefused(await call('POST', '/brand-profiles', t.admin, DEMO_PROFILES[0], 'fr'));
    expectRefused(await call('DELETE', `/brand-profiles/${first.json().id}`, t.admin, undefined, 'fr'));
    // Nothing of the refused writes was stored; the profile is as the update left it.
    expect(await countOf('brand_profiles')).toBe(1);
    const stored = await call('GET', `/brand-profiles/${first.json().id}`, t.admin);
    expect(stored.json().name).toBe(DEMO_PROFILES[1]?.name);

    expect((await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).statusCode).toBe(201);
    ctx().clock.advanceMinutes(1);
    expect((await call('POST', '/brand-profiles', t.admin, DEMO_PROFILES[0])).statusCode).toBe(201);
  });

  it('count comments posted and deleted', async () => {
    const t = await tokens();
    const property = (await call('POST', '/properties', t.admin, fullProperty())).json();
    const { rows } = await ctx().database.executeSql(
      `select id from property_items where property_id = $1 and kind = 'custom_metric' limit 1`,
      [property.id],
    );
    const metricId = (rows[0] as { id: string }).id;
    const url = `/properties/${property.id}/metrics/${metricId}/comments`;
    const posted = await call('POST', url, t.analyst, { body: 'Checked with the club.' });
    expect(posted.statusCode).toBe(201);
    expect((await call('DELETE', `/comments/${posted.json().id}`, t.analyst)).statusCode).toBeLessThan(300);
    expectRefused(await call('POST', url, t.analyst, { body: 'One more.' }, 'fr'));
    expect(await countOf('property_comments')).toBe(0);
    expect((await call('POST', url, t.admin, { body: 'From the admin.' })).statusCode).toBe(201);
  });

  it('count report renames, share links and deletions', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.admin, DEMO_PROFILES[0])).json();
    const property = (await call('POST', '/properties', t.admin, fullProperty())).json();
    const report = (
      await call('POST', '/reports', t.admin, { brand_profile_id: profile.id, property_id: property.id })
    ).json();
    expect((await call('PUT', `/reports/${report.id}`, t.admin, { title: 'For the board' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/reports/${report.id}/share`, t.admin)).statusCode).toBeLessThan(300);
    expectRefused(await call('PUT', `/reports/${report.id}`, t.admin, { title: 'Renamed again' }, 'fr'));
    expectRefused(await call('DELETE', `/reports/${report.id}`, t.admin, undefined, 'fr'));
    expect((await call('GET', `/reports/${report.id}`, t.admin)).json().title).toBe('For the board');
  });
});
