import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PROFILES } from '../src/db/demo/profiles.ts';
import { API, apiClient, OAUTH, setupTestApp } from './helper.ts';
import { fullProperty } from './property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const TEXT_INVALID = {
  en: 'This text contains characters that cannot be saved. Please retype it.',
  fr: 'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le saisir de nouveau.',
};

async function rowCount(table: string): Promise<number> {
  const result = await ctx().database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('text the database cannot store', () => {
  it('is refused at sign-in, before any account is looked up, naming the field in the reader’s language', async () => {
    const answer = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'accept-language': 'fr' },
      payload: { email: 'a\u0000@b.test', password: 'x', grant_type: 'password', ...OAUTH },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ email: [TEXT_INVALID.fr] });
  });

  it('is refused in names, titles, list searches, support requests and property items, and nothing is written', async () => {
    const t = await tokens();
    const profiles = await rowCount('brand_profiles');
    const named = await call('POST', '/brand-profiles', t.analyst, {
      ...DEMO_PROFILES[0],
      name: 'Acme\u0000',
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors).toEqual({ name: [TEXT_INVALID.en] });
    expect(await rowCount('brand_profiles')).toBe(profiles);

    const search = await call('GET', '/websites/1/brand-profiles?search=%00', t.viewer);
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: [TEXT_INVALID.en] });

    const support = await call('POST', '/websites/1/send-support-request', t.viewer, {
      subject: 'Help\u0000',
      message: 'The PDF never finishes.',
    });
    expect(support.json().errors).toEqual({ subject: [TEXT_INVALID.en] });
    expect(await rowCount('support_requests')).toBe(0);

    // A lone surrogate in a repeating item (PostgreSQL refuses it in JSON; text would silently get U+FFFD).
    const property = fullProperty();
    const item = property.hospitality.items[0];
    if (!item) throw new Error('fixture without items');
    item.name = 'Box \ud800';
    const surrogate = await call('POST', '/properties', t.analyst, property);
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json().errors).toEqual({ 'hospitality.items.0.name': [TEXT_INVALID.en] });
    expect(await rowCount('properties')).toBe(0);

    // Keys count too.
    const key = await call('POST', '/brand-profiles', t.analyst, { ...DEMO_PROFILES[0], 'x\u0000': 1 });
    expect(key.statusCode).toBe(422);
  });

  it('is refused in report titles, and ids beyond what a row can have are refused, not a 500', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const property = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    const title = await call('POST', '/reports', t.analyst, {
      brand_profile_id: profile.id,
      property_id: property.id,
      title: '\udc00 board',
    });
    expect(title.json().errors).toEqual({ title: [TEXT_INVALID.en] });
    const huge = await call('POST', '/reports', t.analyst, {
      brand_profile_id: 2_147_483_648,
      property_id: property.id,
    });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().errors)).toEqual(['brand_profile_id']);
    expect((await call('GET', '/reports/2147483648', t.viewer)).statusCode).toBe(422);
    expect(await rowCount('reports')).toBe(0);
  });
});
