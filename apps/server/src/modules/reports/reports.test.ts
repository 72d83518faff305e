import {
  assumedInputLabel,
  DEFAULT_RATES,
  METHODOLOGY_VERSION,
  type PropertyData,
  type ReportEntry,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
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
      methodology_version: METHODOLOGY_VERSION,
      created_by: { name: 'Andy Analyst' },
      share: { active: false },
      can_regenerate: true,
    });
    expect(report.title).toContain(' — ');
    const [entry] = report.entries;
    expect(entry.property.id).toBe(propertyIds[0]);
    expect(entry.result.value.totalCents).toBeGreaterThan(0);
    expect(entry.result.ratio.value).toBeGreaterThan(0);
    // Method 1.2: the rights value against the rights fee, and the fair rights fee at the website's target
    // (no rate card entry, no brand target: the method's 2.0).
    const { appraisal } = entry.result;
    expect(appraisal.rightsFeeRatio.value).toBeGreaterThan(0);
    expect(appraisal.fairRightsFee).toMatchObject({ target: { ratio: 2, source: 'default' } });
    expect(appraisal.fairRightsFee.cents).toBe(Math.round(appraisal.rights.totalCents / 2));
    expect(entry.summary.en[0]).toContain('grants are worth $');
    expect(entry.summary.fr[0]).toContain(' valent ');

    const list = (await call('GET', '/websites/1/reports', t.viewer)).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id: report.id,
        type: 'detailed',
        entries: 1,
        // The headline: the rights-fee ratio, with the report's verdict.
        ratio: appraisal.rightsFeeRatio.value,
        ratio_bands: appraisal.verdict.preliminary ? null : appraisal.verdict.bands,
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

describe('reports and the website’s rate card', () => {
  it('value new reports with the website’s rates of the day; earlier reports keep theirs', async () => {
    const t = await tokens();
    const { profileId } = await sources(t.analyst, 0);
    const data = fullProperty();
    // Without the property's own TV rate, which would win over any rate card.
    data.owned_media.cpm_overrides.tv = null;
    const property = (await call('POST', '/properties', t.analyst, data)).json();
    const pair = { brand_profile_id: profileId, property_id: property.id };
    const before = (await call('POST', '/reports', t.analyst, pair)).json();
    const today = ctx().clock().toISOString().slice(0, 10);
    const set = await call('POST', '/websites/1/rate-card/entries', t.admin, {
      key: 'cpm.tv',
      value: 200,
      effective_from: today,
      note: 'Network rate card',
    });
    expect(set.statusCode, set.body).toBe(201);
    const after = (await call('POST', '/reports', t.analyst, pair)).json();
    const tv = (report: { entries: ReportEntry[] }) =>
      report.entries[0]?.result.lines
        .filter((line) => line.subject === 'tv')
        .reduce((total, line) => total + line.deliveredCents, 0) ?? 0;
    expect(tv(before)).toBeGreaterThan(0);
    expect(tv(after)).toBeGreaterThan(tv(before) * 2);
    const stored = await ctx().database.db.execute(
      sql`select snapshot #>> '{rates,cpm,tv}' as tv from reports order by id`,
    );
    expect((stored as unknown as { rows: { tv: string }[] }).rows.map((r) => Number(r.tv))).toEqual([
      DEFAULT_RATES.cpm.tv,
      200,
    ]);
    const reread = (await call('GET', `/reports/${before.id}`, t.analyst)).json();
    expect(tv(reread)).toBe(tv(before));
    // Each report says which rates it used where they differ from the defaults.
    expect(reread.rates_used).toEqual([]);
    expect(after.rates_used).toEqual([{ key: 'cpm.tv', value: 200, default: DEFAULT_RATES.cpm.tv }]);
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
    // Named from its pairs: five properties with each of two profiles.
    const names = (await call('GET', '/websites/1/properties?per_page=100', t.analyst)).json();
    const propertyNames = propertyIds.map(
      (id) => names.data.find((row: { id: number; name: string }) => row.id === id)?.name,
    );
    const full = `${new Intl.ListFormat('fr-CA', { type: 'conjunction' }).format(propertyNames)} — ${
      report.entries[0].profile.name
    } et ${second.name}`;
    // Cut at the title's limit (160 characters) with an ellipsis.
    expect(full.length).toBeGreaterThan(160);
    expect(report.title).toBe(`${full.slice(0, 159).trimEnd()}…`);
    expect(report.entries).toHaveLength(10);
    expect(report.entries.map((e: { position: number }) => e.position)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // The two brands weigh objectives differently: same property, different fit.
    expect(report.entries[0].result.scores.fit.score).not.toBe(report.entries[1].result.scores.fit.score);
    // Five complete properties of the same type: each is compared with the other four, the most similar.
    expect(report.entries[0].comparables).toMatchObject({ count: 4 });
    expect(report.entries[0].comparables.criteria[0]).toMatchObject({ criterion: 'type', matched: 4 });
    expect(report.entries[0].comparables.cost.percentile).toBe(0);
    expect(report.entries[8].comparables.cost.percentile).toBe(100);

    const list = (await call('GET', '/websites/1/reports?type=comparative', t.analyst)).json();
    expect(list.data[0]).toMatchObject({ type: 'comparative', entries: 10 });
    // Every pair's names, in the report's order.
    expect(list.data[0].pairs).toEqual(
      report.entries.map((entry: { property: { name: string }; profile: { name: string } }) => ({
        property_name: entry.property.name,
        profile_name: entry.profile.name,
      })),
    );
    // The best rights-fee ratio, with that combination's verdict.
    type Ranked = { result: { appraisal: { rightsFeeRatio: { value: number }; verdict: Verdict } } };
    type Verdict = { bands: string[]; preliminary: string[] | null };
    const best = (report.entries as Ranked[]).reduce((top, e) =>
      e.result.appraisal.rightsFeeRatio.value > top.result.appraisal.rightsFeeRatio.value ? e : top,
    );
    expect(list.data[0].ratio).toBe(best.result.appraisal.rightsFeeRatio.value);
    const verdict = best.result.appraisal.verdict;
    expect(list.data[0].ratio_bands).toEqual(verdict.preliminary ? null : verdict.bands);
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

/** A property still being filled in: a few numbers, most questions not answered yet. */
function draftProperty(): PropertyData {
  const data = fullProperty();
  return {
    ...data,
    status: 'draft',
    general: { ...data.general, exclusivity: null, sponsor_benefits: null, events_per_season: null },
    management: { ...data.management, information_sources: null, satisfaction: null, rights_fee: null },
  };
}

describe('what a report assumed', () => {
  const missingOf = (report: { entries: ReportEntry[] }) => report.entries[0]?.result.missing ?? [];

  it('names each assumed input as the form does, in the reader’s language, next to its path', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const data = draftProperty();
    const property = (await call('POST', '/properties', t.analyst, data)).json();
    const created = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profile.id, property_id: property.id })
    ).json();
    const en = (await call('GET', `/reports/${created.id}`, t.viewer)).json();
    const fr = (await call('GET', `/reports/${created.id}`, t.viewer, undefined, 'fr-CA,fr;q=0.9')).json();
    const stored = en.entries[0].property.data as PropertyData;
    expect(missingOf(en).map((m) => m.path)).toEqual(
      expect.arrayContaining(['general.sponsor_benefits', 'management.information_sources']),
    );
    expect(missingOf(fr).map((m) => m.path)).toEqual(missingOf(en).map((m) => m.path));
    for (const [i, input] of missingOf(en).entries()) {
      const french = missingOf(fr)[i];
      expect(input.label).toBe(assumedInputLabel(input.path, stored, 'en'));
      expect(french?.label).toBe(assumedInputLabel(input.path, stored, 'fr'));
      // A label, never a path.
      expect(input.label).not.toBe(input.path);
      expect(french?.label).not.toBe(input.path);
      expect(input.label).not.toMatch(/^[a-z_]+(\.[a-z_0-9]+)+$/);
      expect(french?.label).not.toMatch(/^[a-z_]+(\.[a-z_0-9]+)+$/);
    }
    const label = (report: { entries: ReportEntry[] }, path: string) =>
      missingOf(report).find((m) => m.path === path)?.label;
    expect(label(en, 'management.information_sources')).toBe(
      'Management › Relationship › Information sources',
    );
    expect(label(fr, 'management.information_sources')).toBe('Gestion › Relation › Sources d’information');
    expect(label(fr, 'general.sponsor_benefits')).toMatch(/^Général › /);
    // Without Accept-Language, English; `lang` in the query wins, as on every route (decision 005).
    const plain = (
      await ctx().app.inject({
        method: 'GET',
        url: `${API}/reports/${created.id}?lang=fr`,
        headers: { authorization: `Bearer ${t.viewer}` },
      })
    ).json();
    expect(label(plain, 'management.information_sources')).toBe('Gestion › Relation › Sources d’information');

    // The shared read names them in the reader's language too.
    const { token } = (await call('POST', `/reports/${created.id}/share`, t.analyst)).json();
    const shared = (lang?: string) =>
      ctx().app.inject({
        method: 'GET',
        url: `${API}/shared-reports/detailed/${token}`,
        headers: lang ? { 'accept-language': lang } : {},
      });
    expect(label((await shared('fr')).json(), 'general.sponsor_benefits')).toBe(
      label(fr, 'general.sponsor_benefits'),
    );
    expect(label((await shared()).json(), 'general.sponsor_benefits')).toBe(
      'General › Classification › Benefits allowed to the sponsor',
    );
  });

  it('stores results without labels: they are named when read', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const property = (await call('POST', '/properties', t.analyst, draftProperty())).json();
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profile.id, property_id: property.id })
    ).json();
    expect(missingOf(report).length).toBeGreaterThan(0);
    const rows = await ctx().database.db.execute(
      sql`select snapshot->'entries'->0->'result'->'missing' as missing from reports`,
    );
    const stored = (rows as unknown as { rows: { missing: { path: string }[] }[] }).rows[0]?.missing ?? [];
    expect(stored.map((m) => m.path)).toEqual(missingOf(report).map((m) => m.path));
    for (const input of stored) expect(input).not.toHaveProperty('label');
    expect(missingOf(report).every((m) => typeof m.label === 'string')).toBe(true);
  });
});

describe('the status of what a report was made from', () => {
  it('keeps whether the property and the profile were drafts, and regenerates with the current method', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[1])).json();
    const draft = draftProperty();
    const property = (await call('POST', '/properties', t.analyst, draft)).json();
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profile.id, property_id: property.id })
    ).json();
    expect(report.methodology_version).toBe(METHODOLOGY_VERSION);
    expect(report.entries[0].property.status).toBe('draft');
    expect(report.entries[0].profile.status).toBe('complete');
    // A draft without a rights fee is preliminary.
    expect(report.entries[0].result.uncertainty.preliminary.reasons).toContain('no_rights_fee');
    // The list says both, so that its ratio is not read as banded.
    const listed = async () => (await call('GET', '/websites/1/reports', t.viewer)).json().data[0];
    expect(await listed()).toMatchObject({
      id: report.id,
      from_draft: true,
      preliminary: true,
      ratio_bands: null,
    });

    // Made before method 1.1: no status, and the 1.0 version.
    await ctx().database.db.execute(sql`
      update reports set methodology_version = '1.0.0',
        snapshot = jsonb_set(
          jsonb_set(snapshot, '{methodologyVersion}', '"1.0.0"'),
          '{entries,0}',
          (snapshot->'entries'->0) #- '{property,status}' #- '{profile,status}'
        )
      where id = ${report.id}`);
    const old = (await call('GET', `/reports/${report.id}`, t.viewer)).json();
    expect(old.methodology_version).toBe('1.0.0');
    expect(old.entries[0].property).not.toHaveProperty('status');
    expect(old.entries[0].profile).not.toHaveProperty('status');

    // Made under method 1.1: its result has no 1.2 appraisal, and it reads as it was, with its version.
    await ctx().database.db.execute(sql`
      update reports set methodology_version = '1.1.0',
        snapshot = jsonb_set(
          jsonb_set(snapshot, '{methodologyVersion}', '"1.1.0"'),
          '{entries,0,result}',
          jsonb_set(snapshot->'entries'->0->'result', '{methodologyVersion}', '"1.1.0"') #- '{appraisal}'
        )
      where id = ${report.id}`);
    const older = (await call('GET', `/reports/${report.id}`, t.viewer)).json();
    expect(older.methodology_version).toBe('1.1.0');
    expect(older.entries[0].result.methodologyVersion).toBe('1.1.0');
    expect(older.entries[0].result).not.toHaveProperty('appraisal');

    // The property is completed since, its unusual print CPM not yet confirmed: regenerating reads its status
    // now, with method 1.2, and withholds the verdict for that figure.
    const completed = { ...fullProperty(), plausibility: { confirmations: [] } };
    expect((await call('PUT', `/properties/${property.id}`, t.analyst, completed)).statusCode).toBe(200);
    const regenerated = (await call('POST', `/reports/${report.id}/regenerate`, t.analyst)).json();
    expect(regenerated.methodology_version).toBe(METHODOLOGY_VERSION);
    expect(regenerated.entries[0].result.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(regenerated.entries[0].property.status).toBe('complete');
    expect(regenerated.entries[0].profile.status).toBe('complete');
    expect(regenerated.entries[0].result.uncertainty.preliminary.reasons).toEqual(['unconfirmed_warnings']);
    const unconfirmed = regenerated.entries[0].result.appraisal.warnings.filter(
      (w: { confirmed?: boolean }) => w.confirmed === false,
    );
    expect(unconfirmed.map((w: { key: string }) => w.key)).toEqual(['owned_media.cpm_overrides.print']);
    expect(await listed()).toMatchObject({ id: report.id, from_draft: false, preliminary: true });

    // Confirmed with the analyst's note: the regenerated report gives its verdict, and shows the note.
    expect((await call('PUT', `/properties/${property.id}`, t.analyst, fullProperty())).statusCode).toBe(200);
    const confirmed = (await call('POST', `/reports/${report.id}/regenerate`, t.analyst)).json();
    const { appraisal } = confirmed.entries[0].result;
    expect(appraisal.verdict.preliminary).toBeNull();
    expect(appraisal.verdict.bands.length).toBeGreaterThan(0);
    expect(appraisal.warnings.map((w: { confirmation: { note: string } }) => w.confirmation.note)).toEqual(
      fullProperty().plausibility.confirmations.map((c) => c.note),
    );
    expect(await listed()).toMatchObject({ id: report.id, preliminary: false });
    const rows = await ctx().database.db.execute(
      sql`select methodology_version, snapshot->>'methodologyVersion' as snapshot_version from reports`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { methodology_version: METHODOLOGY_VERSION, snapshot_version: METHODOLOGY_VERSION },
    ]);
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
    const rows = await ctx().database.db.execute(sql`select share_token_hash from reports`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
