import { BENEFIT_CATALOGUE, BENEFIT_CATEGORY_KEYS, benefitSchema } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

describe('benefits catalogue', () => {
  it('lists the six categories in order, named in both languages', async () => {
    const t = await tokens();
    const categories = (await call('GET', '/benefits/categories', t.viewer)).json();
    expect(categories.map((c: { key: string }) => c.key)).toEqual([...BENEFIT_CATEGORY_KEYS]);
    expect(categories[2]).toEqual({
      id: 3,
      key: 'digital_social',
      name: { en: 'Digital and social', fr: 'Numérique et médias sociaux' },
      position: 3,
    });
  });

  it('lists about thirty benefits, each in both languages with a unit and a way to value it', async () => {
    const t = await tokens();
    const benefits = (await call('GET', '/benefits', t.viewer)).json();
    expect(benefits.length).toBeGreaterThanOrEqual(30);
    for (const benefit of benefits) {
      benefitSchema.parse(benefit);
      expect(benefit.name.fr).not.toBe('');
      expect(benefit.description.en).not.toBe('');
      if (benefit.basis === 'impressions') expect(benefit.default_impressions_per_unit).toBeGreaterThan(0);
      else expect(benefit.default_unit_value).toBeGreaterThan(0);
    }
    const categories = new Set(benefits.map((b: { category: string }) => b.category));
    expect(categories).toEqual(new Set(BENEFIT_CATEGORY_KEYS));
    expect(benefits.find((b: { key: string }) => b.key === 'season_tickets')).toMatchObject({
      name: { en: 'Season tickets', fr: 'Billets de saison' },
      unit: 'per_season',
      basis: 'face_value',
      default_unit_value: 950,
    });
  });

  it("is the core's copy of the catalogue, which values a property where no database is at hand", async () => {
    // The list, comparables, the live estimate and the sample reports value with BENEFIT_CATALOGUE; the
    // reports with what the database holds. Were they to differ, a list value would differ from its report's.
    const t = await tokens();
    expect((await call('GET', '/benefits', t.viewer)).json()).toEqual(BENEFIT_CATALOGUE);
  });

  it('filters by category, refuses an unknown one, and needs a signed-in user', async () => {
    const t = await tokens();
    const rights = (await call('GET', '/benefits?category=rights', t.analyst)).json();
    expect(rights.length).toBeGreaterThan(0);
    expect(rights.every((b: { category: string }) => b.category === 'rights')).toBe(true);
    expect((await call('GET', '/benefits?category=fireworks', t.analyst)).statusCode).toBe(422);
    expect((await ctx().app.inject({ method: 'GET', url: `${API}/benefits` })).statusCode).toBe(401);
  });
});
