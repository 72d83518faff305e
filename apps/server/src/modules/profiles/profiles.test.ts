import { brandProfileErrors, brandProfileInputSchema } from '@cakemix/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const ctx = setupTestApp();
const COMPLETE = DEMO_PROFILES[0] as Record<string, unknown>;

const { call, tokens } = apiClient(ctx);

describe('brand profiles API', () => {
  it('creates, reads, lists, updates and deletes a profile', async () => {
    const t = await tokens();
    const created = await call('POST', '/brand-profiles', t.analyst, COMPLETE);
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile).toMatchObject({
      name: COMPLETE.name,
      status: 'complete',
      website_id: 1,
      updated_by: { name: 'Andy Analyst' },
      objectives: (COMPLETE as { objectives: object }).objectives,
    });

    const read = await call('GET', `/brand-profiles/${profile.id}`, t.viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(profile);

    const list = await call('GET', '/websites/1/brand-profiles', t.viewer);
    expect(list.json()).toMatchObject({
      data: [{ id: profile.id, name: COMPLETE.name, status: 'complete' }],
      meta: { total: 1, page: 1, per_page: 25, last_page: 1 },
    });

    ctx().clock.advanceMinutes(5);
    const updated = await call('PUT', `/brand-profiles/${profile.id}`, t.admin, {
      ...COMPLETE,
      name: 'Renamed',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', updated_by: { name: 'Alice Admin' } });
    expect(updated.json().updated_at).not.toBe(profile.updated_at);
    expect(updated.json().created_at).toBe(profile.created_at);

    const deleted = await call('DELETE', `/brand-profiles/${profile.id}`, t.analyst);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/brand-profiles/${profile.id}`, t.analyst)).statusCode).toBe(404);
  });

  it('keeps a profile with every field filled byte for byte', async () => {
    const t = await tokens();
    const created = (await call('POST', '/brand-profiles', t.admin, COMPLETE)).json();
    const expected = brandProfileInputSchema.parse(COMPLETE);
    const { id, website_id, created_at, updated_at, updated_by, ...stored } = created;
    expect(stored).toEqual(expected);
  });

  it('saves a draft with only a name', async () => {
    const t = await tokens();
    const draft = await call('POST', '/brand-profiles', t.analyst, { name: 'Half done' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', geographic_scope: null, geographic_areas: [] });
  });

  it('refuses to mark an incomplete profile complete, naming fields and sections, in either language', async () => {
    const t = await tokens();
    const payload = { name: 'Half done', status: 'complete', objectives: { visibility: 50, image: 40 } };
    const en = await call('POST', '/brand-profiles', t.analyst, payload);
    expect(en.statusCode).toBe(422);
    const body = en.json();
    expect(body.user_message).toBe(
      'Please fill all required fields in the following section(s): Brand, Target audience.',
    );
    expect(body.errors.objectives).toEqual(['Total of percentages must equal 100%.']);
    expect(body.errors['characteristics.sincere']).toEqual(['Please select an option.']);
    expect(body.errors['demographics.gender']).toEqual(['This field is required.']);
    expect(body.errors.geographic_areas).toEqual(['Please select an option.']);

    const fr = await call('POST', '/brand-profiles', t.analyst, payload, 'fr');
    expect(fr.json().user_message).toBe(
      'Veuillez remplir tous les champs obligatoires des sections suivantes : Marque, Public cible.',
    );
    const list = await call('GET', '/websites/1/brand-profiles', t.analyst);
    expect(list.json().meta.total).toBe(0);
  });

  it('saves a draft whatever its totals (nothing typed is lost), and refuses to complete one off 100', async () => {
    const t = await tokens();
    const draft = (await call('POST', '/brand-profiles', t.analyst, { name: 'Draft' })).json();
    const saved = await call('PUT', `/brand-profiles/${draft.id}`, t.analyst, {
      name: 'Changed',
      demographics: { gender: { female: 70, male: 40 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().demographics.gender).toEqual({ female: 70, male: 40 });
    const finish = await call('PUT', `/brand-profiles/${draft.id}`, t.analyst, {
      ...(saved.json() as object),
      status: 'complete',
    });
    expect(finish.statusCode).toBe(422);
    expect(finish.json().errors['demographics.gender']).toEqual(['Total of percentages must equal 100%.']);
    expect((await call('GET', `/brand-profiles/${draft.id}`, t.analyst)).json().status).toBe('draft');
  });

  it('requires a name', async () => {
    const t = await tokens();
    const response = await call('POST', '/brand-profiles', t.analyst, { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['This field is required.']);
  });

  it('lets viewers read but not write (403)', async () => {
    const t = await tokens();
    const created = (await call('POST', '/brand-profiles', t.admin, COMPLETE)).json();
    expect((await call('POST', '/brand-profiles', t.viewer, COMPLETE)).statusCode).toBe(403);
    expect((await call('PUT', `/brand-profiles/${created.id}`, t.viewer, COMPLETE)).statusCode).toBe(403);
    expect((await call('DELETE', `/brand-profiles/${created.id}`, t.viewer)).statusCode).toBe(403);
    expect((await call('GET', `/brand-profiles/${created.id}`, t.admin)).json().name).toBe(COMPLETE.name);
  });

  it("answers 404 for another website's profiles and list, and never changes them", async () => {
    const t = await tokens();
    const created = (await call('POST', '/brand-profiles', t.admin, COMPLETE)).json();
    expect((await call('GET', `/brand-profiles/${created.id}`, t.otherSite)).statusCode).toBe(404);
    expect((await call('PUT', `/brand-profiles/${created.id}`, t.otherSite, COMPLETE)).statusCode).toBe(404);
    expect((await call('DELETE', `/brand-profiles/${created.id}`, t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', '/websites/1/brand-profiles', t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', '/websites/2/brand-profiles', t.otherSite)).json().data).toEqual([]);
    expect((await call('GET', `/brand-profiles/${created.id}`, t.admin)).statusCode).toBe(200);
  });

  it('answers 404 for an id that does not exist, 422 for one that is not a number', async () => {
    const t = await tokens();
    expect((await call('GET', '/brand-profiles/999999', t.admin)).statusCode).toBe(404);
    expect((await call('GET', '/brand-profiles/abc', t.admin)).statusCode).toBe(422);
    expect((await call('DELETE', '/brand-profiles/99999999999', t.admin)).statusCode).toBe(422);
  });

  it('searches by name, filters by status, sorts and pages on the server', async () => {
    const t = await tokens();
    for (const [name, status] of [
      ['Zeta Bank', 'draft'],
      ['alpha Foods', 'draft'],
      ['Beta 50% Club', 'draft'],
      ['Gamma Cola', 'draft'],
    ] as const) {
      await call('POST', '/brand-profiles', t.analyst, { name, status });
      ctx().clock.advanceMinutes(1);
    }
    await call('POST', '/brand-profiles', t.analyst, { ...COMPLETE, name: 'Omega Hardware' });
    const names = async (query: string) =>
      (await call('GET', `/websites/1/brand-profiles?${query}`, t.analyst))
        .json()
        .data.map((p: { name: string }) => p.name);

    expect(await names('sort=name&order=asc')).toEqual([
      'alpha Foods',
      'Beta 50% Club',
      'Gamma Cola',
      'Omega Hardware',
      'Zeta Bank',
    ]);
    expect(await names('')).toEqual([
      'Omega Hardware',
      'Gamma Cola',
      'Beta 50% Club',
      'alpha Foods',
      'Zeta Bank',
    ]);
    expect(await names('search=A')).toHaveLength(5);
    expect(await names('search=cola')).toEqual(['Gamma Cola']);
    expect(await names('search=50%25')).toEqual(['Beta 50% Club']);
    expect(await names('search=_')).toEqual([]);
    expect(await names('status=complete')).toEqual(['Omega Hardware']);
    expect(await names('sort=name&order=asc&per_page=2&page=2')).toEqual(['Gamma Cola', 'Omega Hardware']);
    const page3 = (await call('GET', '/websites/1/brand-profiles?per_page=2&page=3', t.analyst)).json();
    expect(page3.meta).toEqual({ total: 5, page: 3, per_page: 2, last_page: 3 });
    expect((await call('GET', '/websites/1/brand-profiles?per_page=1000', t.analyst)).statusCode).toBe(422);
    expect((await call('GET', '/websites/1/brand-profiles?sort=password_hash', t.analyst)).statusCode).toBe(
      422,
    );
  });

  it('answers malformed bodies with 4xx, never 5xx, and never stores one', async () => {
    const t = await tokens();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              name: fc.oneof(fc.string(), fc.jsonValue()),
              status: fc.oneof(fc.constantFrom('draft', 'complete'), fc.jsonValue()),
              objectives: fc.jsonValue(),
              characteristics: fc.jsonValue(),
              demographics: fc.oneof(
                fc.jsonValue(),
                fc.record({ gender: fc.jsonValue(), age: fc.jsonValue() }),
              ),
              geographic_areas: fc.jsonValue(),
              geographic_scope: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await ctx().app.inject({
            method: 'POST',
            url: `${API}/brand-profiles`,
            headers: { authorization: `Bearer ${t.analyst}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode === 201) {
            // Whatever got in must satisfy the rules.
            const stored = brandProfileInputSchema.parse(response.json());
            expect(brandProfileErrors(stored)).toEqual({});
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
