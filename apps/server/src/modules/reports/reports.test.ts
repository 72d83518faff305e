import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

async function sources(token: string, count = 1) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const propertyIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const data = fullProperty();
    data.general.name = `${data.general.name} ${i + 1}`;
    data.management.rights_fee = 40_000 + i * 10_000;
    const created = await call('POST', '/properties', token, data);
    expect(created.statusCode, created.body).toBe(201);
    propertyIds.push(created.json().id);
  }
  return { profileId: profile.id as number, propertyIds };
}

describe('detailed reports', () => {
  it('values one property for one profile and keeps what it was computed from', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const created = await call('POST', '/reports', t.analyst, {
      brand_profile_id: profileId,
      property_id: propertyIds[0],
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json();
    expect(report).toMatchObject({
      type: 'detailed',
      website_id: 1,
      methodology_version: '1.0.0',
      created_by: { name: 'Andy Analyst' },
      share: { active: false },
      can_regenerate: true,
    });
    expect(report.title).toContain(' — ');
    const [entry] = report.entries;
    expect(entry.property.id).toBe(propertyIds[0]);
    expect(entry.result.value.totalCents).toBeGreaterThan(0);
    expect(entry.result.ratio.value).toBeGreaterThan(0);
    expect(entry.summary.en[0]).toContain('is worth $');
    expect(entry.summary.fr[0]).toContain(' vaut ');

    const list = (await call('GET', '/websites/1/reports', t.viewer)).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id: report.id,
        type: 'detailed',
        entries: 1,
        ratio: entry.result.ratio.value,
        property_name: entry.property.name,
      }),
    ]);
  });

  it('reads the same after the property changes, and changes only when regenerated', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    const edited = fullProperty();
    edited.general.name = 'Renamed property';
    edited.management.rights_fee = 1;
    expect((await call('PUT', `/properties/${propertyIds[0]}`, t.analyst, edited)).statusCode).toBe(200);

    const again = (await call('GET', `/reports/${report.id}`, t.viewer)).json();
    expect(again.entries).toEqual(report.entries);

    ctx().clock.advanceMinutes(3);
    const regenerated = await call('POST', `/reports/${report.id}/regenerate`, t.analyst);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().entries[0].property.name).toBe('Renamed property');
    expect(regenerated.json().entries[0].result.cost.rightsFeeCents).toBe(100);
    expect(regenerated.json().generated_at).not.toBe(report.generated_at);
  });

  it('survives the deletion of its property, which it can no longer be regenerated from', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    await call('DELETE', `/properties/${propertyIds[0]}`, t.analyst);
    const after = (await call('GET', `/reports/${report.id}`, t.analyst)).json();
    expect(after.entries[0].property).toMatchObject({ id: null, name: report.entries[0].property.name });
    expect(after.entries[0].result).toEqual(report.entries[0].result);
    expect(after.can_regenerate).toBe(false);
    const refused = await call('POST', `/reports/${report.id}/regenerate`, t.analyst);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().user_message).toBe(
      'This report cannot be regenerated: its property or brand profile has been deleted.',
    );
  });

  it('renames and deletes, for editors only', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    expect((await call('PUT', `/reports/${report.id}`, t.viewer, { title: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/reports/${report.id}`, t.admin, { title: 'Board pack' })).json().title).toBe(
      'Board pack',
    );
    expect((await call('DELETE', `/reports/${report.id}`, t.viewer)).statusCode).toBe(403);
    expect(
      (await call('POST', '/reports', t.viewer, { brand_profile_id: profileId, property_id: propertyIds[0] }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/reports/${report.id}`, t.analyst)).statusCode).toBe(200);
    expect((await call('GET', `/reports/${report.id}`, t.analyst)).statusCode).toBe(404);
  });

  it("refuses another website's reports, properties and profiles with 404", async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    for (const [method, url] of [
      ['GET', `/reports/${report.id}`],
      ['PUT', `/reports/${report.id}`],
      ['DELETE', `/reports/${report.id}`],
      ['POST', `/reports/${report.id}/regenerate`],
      ['POST', `/reports/${report.id}/pdf`],
      ['POST', `/reports/${report.id}/share`],
      ['GET', '/websites/1/reports'],
    ] as const) {
      const response = await call(method, url, t.otherSite, method === 'PUT' ? { title: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const fromOtherSite = await call('POST', '/reports', t.otherSite, {
      brand_profile_id: profileId,
      property_id: propertyIds[0],
    });
    expect(fromOtherSite.statusCode).toBe(404);
    expect((await call('GET', `/reports/${report.id}`, t.analyst)).statusCode).toBe(200);
  });

  it('answers a detailed id on the comparative path with 404, and the reverse', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    expect((await call('GET', `/comparative-reports/${report.id}`, t.analyst)).statusCode).toBe(404);
  });

  it('answers under the parent API path too, with the same auth and scoping', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    const parent = (token?: string) =>
      ctx().app.inject({
        method: 'GET',
        url: `/api/v1/reports/${report.id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await parent(t.viewer)).json().id).toBe(report.id);
    expect((await parent(t.otherSite)).statusCode).toBe(404);
    expect((await parent()).statusCode).toBe(401);
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/comparative-reports',
      headers: { authorization: `Bearer ${t.analyst}` },
      payload: {
        pairs: [
          { brand_profile_id: profileId, property_id: propertyIds[0] },
          { brand_profile_id: profileId, property_id: propertyIds[0] },
        ],
      },
    });
    expect(created.statusCode).toBe(422);
  });
});

describe('comparative reports', () => {
  it('values ten combinations side by side, with comparables among the website’s properties', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst, 5);
    const second = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[1])).json();
    const pairs = propertyIds.flatMap((propertyId) => [
      { property_id: propertyId, brand_profile_id: profileId },
      { property_id: propertyId, brand_profile_id: second.id },
    ]);
    const created = await call('POST', '/comparative-reports', t.analyst, { pairs }, 'fr');
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json();
    expect(report.title).toBe('Comparaison de 10 combinaisons');
    expect(report.entries).toHaveLength(10);
    expect(report.entries.map((e: { position: number }) => e.position)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // The two brands weigh objectives differently: same property, different fit.
    expect(report.entries[0].result.scores.fit.score).not.toBe(report.entries[1].result.scores.fit.score);
    // Five complete properties of the same type: each is compared with the other four.
    expect(report.entries[0].comparables).toMatchObject({ basis: 'type', count: 4 });
    expect(report.entries[0].comparables.cost.percentile).toBe(0);
    expect(report.entries[8].comparables.cost.percentile).toBe(100);

    const list = (await call('GET', '/websites/1/reports?type=comparative', t.analyst)).json();
    expect(list.data[0]).toMatchObject({ type: 'comparative', entries: 10 });
    expect(list.data[0].ratio).toBe(
      Math.max(...report.entries.map((e: { result: { ratio: { value: number } } }) => e.result.ratio.value)),
    );
  });

  it('needs two to twenty distinct combinations', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const pair = { property_id: propertyIds[0], brand_profile_id: profileId };
    const one = await call('POST', '/comparative-reports', t.analyst, { pairs: [pair] });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors.pairs).toEqual(['A comparative report needs at least two combinations.']);
    const twice = await call('POST', '/comparative-reports', t.analyst, { pairs: [pair, pair] });
    expect(twice.json().errors.pairs).toEqual([
      'Each property and profile combination may appear only once.',
    ]);
    const many = await call('POST', '/comparative-reports', t.analyst, {
      pairs: Array.from({ length: 21 }, () => pair),
    });
    expect(many.statusCode).toBe(422);
  });
});

describe('share links', () => {
  it('let a signed-out reader open the report until the link is revoked', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    const shared = await call('POST', `/reports/${report.id}/share`, t.analyst);
    expect(shared.statusCode).toBe(201);
    const { token, url } = shared.json();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(url).toBe(`http://app.test/detailed-report/${report.id}?share=${token}`);
    expect((await call('GET', `/reports/${report.id}`, t.analyst)).json().share.active).toBe(true);

    const open = (type: string, value: string) =>
      ctx().app.inject({ method: 'GET', url: `${API}/shared-reports/${type}/${value}` });
    const opened = await open('detailed', token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().entries[0].result).toEqual(report.entries[0].result);
    expect((await open('comparative', token)).statusCode).toBe(404);
    expect((await open('detailed', `${token.slice(0, -1)}x`)).statusCode).toBe(404);

    // Without a share link, a signed-out visitor gets nothing.
    expect((await ctx().app.inject({ method: 'GET', url: `${API}/reports/${report.id}` })).statusCode).toBe(
      401,
    );

    expect((await call('POST', `/reports/${report.id}/share`, t.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/reports/${report.id}/share`, t.analyst)).statusCode).toBe(200);
    expect((await open('detailed', token)).statusCode).toBe(404);
  });

  it('store only a hash of the token', async () => {
    const t = await tokens();
    const { profileId, propertyIds } = await sources(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profileId, property_id: propertyIds[0] })
    ).json();
    const { token } = (await call('POST', `/reports/${report.id}/share`, t.analyst)).json();
    const { sql } = await import('drizzle-orm');
    const rows = await ctx().database.db.execute(sql`select share_token_hash from reports`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
