import { brotliDecompressSync } from 'node:zlib';
import { reportSchema } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** A read of a report, sending `etag` back as a browser revalidating its copy would. */
function read(token: string, id: number, etag?: string, lang = 'en', encoding?: string) {
  return ctx().app.inject({
    method: 'GET',
    url: `${API}/reports/${id}`,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      ...(etag ? { 'if-none-match': etag } : {}),
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });
}

async function detailedReport(token: string) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const property = (await call('POST', '/properties', token, fullProperty())).json();
  const created = await call('POST', '/reports', token, {
    brand_profile_id: profile.id,
    property_id: property.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as number, propertyId: property.id as number };
}

describe('a report as read', () => {
  it('carries an ETag, answers 304 while it names the current view, and a new one after every change', async () => {
    const t = await tokens();
    const { id, propertyId } = await detailedReport(t.analyst);
    const first = await read(t.viewer, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json()).toMatchObject({ id, share: { active: false }, can_regenerate: true });

    const again = await read(t.viewer, id, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another tag, or a list naming the current one among others.
    expect((await read(t.viewer, id, '"something else"')).statusCode).toBe(200);
    expect((await read(t.viewer, id, `"x", W/${etag}`)).statusCode).toBe(304);
    // Each language is a view of its own, tagged by its bytes: the same tag only for the same body.
    const french = await read(t.viewer, id, undefined, 'fr');
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag === etag).toBe(french.body === first.body);

    /** The view after a change: a new tag, the old one answered in full. */
    const seen = new Set([etag, french.headers.etag]);
    const afterChange = async () => {
      const response = await read(t.viewer, id, etag);
      expect(response.statusCode).toBe(200);
      const tag = response.headers.etag as string;
      expect(seen.has(tag), 'a tag already seen').toBe(false);
      seen.add(tag);
      expect((await read(t.viewer, id, tag)).statusCode).toBe(304);
      return response.json();
    };

    ctx().clock.advanceMinutes(1);
    expect((await call('POST', `/reports/${id}/regenerate`, t.analyst)).statusCode).toBe(200);
    expect((await afterChange()).title).toBe(first.json().title);
    expect((await call('PUT', `/reports/${id}`, t.analyst, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await afterChange()).title).toBe('Renamed');
    expect((await call('POST', `/reports/${id}/share`, t.analyst)).statusCode).toBe(201);
    expect((await afterChange()).share.active).toBe(true);
    // The property it was made from goes: the report can no longer be regenerated.
    expect((await call('DELETE', `/properties/${propertyId}`, t.analyst)).statusCode).toBe(200);
    expect((await afterChange()).can_regenerate).toBe(false);
  });

  it('is sent in Brotli to a reader who takes it, with a tag of its own, and plain to one who does not', async () => {
    const t = await tokens();
    const { id } = await detailedReport(t.analyst);
    const plain = await read(t.viewer, id);
    const compressed = await read(t.viewer, id, undefined, 'en', 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    // A tenth of the bytes or so: the point of it.
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const tag = compressed.headers.etag as string;
    expect(tag).not.toBe(plain.headers.etag);
    expect(tag).toMatch(/^"[\w.-]+"$/);
    // Either tag is answered 304: both name the current view.
    for (const held of [tag, plain.headers.etag as string])
      expect((await read(t.viewer, id, held, 'en', 'br')).statusCode).toBe(304);
    // Refused (q=0) or not offered: the plain body.
    for (const encoding of ['br;q=0, gzip', 'gzip', 'identity']) {
      const response = await read(t.viewer, id, undefined, 'en', encoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(plain.body);
    }
  });

  it('is sent as the report schema makes it, whatever its age: checking it again changes nothing', async () => {
    // The web app's production build reads a report without checking it against the schema (decision 036):
    // this is what makes that safe. Every answer that carries a report, in both languages.
    const t = await tokens();
    const { id, propertyId } = await detailedReport(t.analyst);
    const unchanged = (body: unknown) => expect(reportSchema.parse(body)).toStrictEqual(body);
    // A report made before fields were added to the forms: its snapshot lacks a whole step and the statuses.
    await ctx().database.db.execute(sql`
      update reports set snapshot = jsonb_set(snapshot, '{entries,0}',
        (snapshot->'entries'->0) #- '{property,data,custom_metrics}' #- '{property,status}' #- '{profile,status}')
      where id = ${id}`);
    for (const lang of ['en', 'fr']) {
      const answer = await read(t.viewer, id, undefined, lang);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().entries[0].property.data.custom_metrics).toEqual({ items: [] });
      unchanged(answer.json());
    }
    const renamed = await call('PUT', `/reports/${id}`, t.analyst, { title: 'Renamed' });
    unchanged(renamed.json());
    const shared = await call('POST', `/reports/${id}/share`, t.analyst);
    const viaLink = await ctx().app.inject({
      method: 'GET',
      url: `${API}/shared-reports/detailed/${encodeURIComponent(shared.json().token)}`,
    });
    expect(viaLink.statusCode).toBe(200);
    unchanged(viaLink.json());
    const regenerated = await call('POST', `/reports/${id}/regenerate`, t.analyst);
    expect(regenerated.statusCode).toBe(200);
    unchanged(regenerated.json());
    const profileId = (await call('GET', '/websites/1/brand-profiles', t.viewer)).json().data[0].id;
    const other = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    const comparative = await call('POST', '/comparative-reports', t.analyst, {
      pairs: [propertyId, other.id].map((property_id) => ({ property_id, brand_profile_id: profileId })),
    });
    expect(comparative.statusCode, comparative.body).toBe(201);
    unchanged(comparative.json());
  });

  it("is another website's 404, kept view or not", async () => {
    const t = await tokens();
    const { id } = await detailedReport(t.analyst);
    const read1 = await read(t.viewer, id);
    expect(read1.statusCode).toBe(200);
    expect((await read(t.otherSite, id)).statusCode).toBe(404);
    expect((await read(t.otherSite, id, read1.headers.etag as string)).statusCode).toBe(404);
    expect((await call('GET', `/comparative-reports/${id}`, t.viewer)).statusCode).toBe(404);
  });
});
