import {
  CPM_CHANNELS,
  DEFAULT_RATES,
  METHODOLOGY_VERSION,
  NEUTRAL_PROFILE,
  propertyValueCents,
  type ValueLine,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { createPropertiesRepository } from '../properties/repository.ts';
import { revalueStaleProperties } from '../properties/revalue.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

async function createFull(token: string) {
  const created = await call('POST', '/properties', token, fullProperty());
  expect(created.statusCode).toBe(201);
  return created.json();
}

describe('GET /properties/{id}/cpm', () => {
  it('answers one row per channel with the default, the override, impressions and value', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    const response = await call('GET', `/properties/${property.id}/cpm`, t.viewer);
    expect(response.statusCode).toBe(200);
    const { cpm } = response.json();
    expect(cpm.map((row: { channel: string }) => row.channel)).toEqual([...CPM_CHANNELS]);
    for (const row of cpm) {
      expect(row.default_cpm).toBe(DEFAULT_RATES.cpm[row.channel as keyof typeof DEFAULT_RATES.cpm]);
      expect(row.cpm).toBe(row.override_cpm ?? row.default_cpm);
      expect(row.delivered_value).toBeGreaterThanOrEqual(0);
    }
    expect(cpm.some((row: { delivered_value: number }) => row.delivered_value > 0)).toBe(true);
  });

  it('gives the value per 1,000 delivered impressions, never calling it an effective CPM (a cost)', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    const { cpm } = (await call('GET', `/properties/${property.id}/cpm`, t.viewer)).json();
    for (const row of cpm) {
      expect(row).not.toHaveProperty('effective_cpm');
      if (row.impressions_delivered === 0) expect(row.value_per_thousand).toBeNull();
      else
        expect(row.value_per_thousand).toBeCloseTo(
          (row.delivered_value * 1000) / row.impressions_delivered,
          2,
        );
    }
    expect(cpm.some((row: { value_per_thousand: number | null }) => (row.value_per_thousand ?? 0) > 0)).toBe(
      true,
    );
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/v1/cakemix/properties/{id}/cpm'].get;
    expect(route.summary).toMatch(/value per 1,000/);
    expect(route.summary).not.toMatch(/effective CPM/i);
    const row = route.responses['200'].content['application/json'].schema.properties.cpm.items;
    expect(Object.keys(row.properties)).toContain('value_per_thousand');
    expect(Object.keys(row.properties)).not.toContain('effective_cpm');
  });

  it('uses an override once set, and the default again once emptied', async () => {
    const t = await tokens();
    const data = fullProperty();
    data.owned_media.cpm_overrides.signage = 14.5;
    const created = (await call('POST', '/properties', t.analyst, data)).json();
    const signage = async () =>
      (await call('GET', `/properties/${created.id}/cpm`, t.analyst))
        .json()
        .cpm.find((r: { channel: string }) => r.channel === 'signage');
    expect(await signage()).toMatchObject({ override_cpm: 14.5, cpm: 14.5 });
    data.owned_media.cpm_overrides.signage = null;
    await call('PUT', `/properties/${created.id}`, t.analyst, data);
    expect(await signage()).toMatchObject({ override_cpm: null, cpm: DEFAULT_RATES.cpm.signage });
  });

  it("answers 404 for another website's property", async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    expect((await call('GET', `/properties/${property.id}/cpm`, t.otherSite)).statusCode).toBe(404);
  });
});

describe('GET /properties/{propertyId}/benefits/{benefitId}/get-value', () => {
  it('values an impressions benefit from the property and explains it in both languages', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    const catalogue = (await call('GET', '/benefits?category=signage', t.analyst)).json();
    const perGame = catalogue.find(
      (b: { basis: string; unit: string }) => b.basis === 'impressions' && b.unit === 'per_game',
    );
    expect(perGame).toBeTruthy();
    const response = await call(
      'GET',
      `/properties/${property.id}/benefits/${perGame.id}/get-value`,
      t.viewer,
    );
    expect(response.statusCode).toBe(200);
    const value = response.json();
    expect(value.formula).toBe('benefit_impressions');
    expect(value.unit_value).toBeGreaterThan(0);
    expect(value.inputs[0]).toMatchObject({ name: 'impressions_per_unit', source: 'derived' });
    expect(value.explanation.en).toContain('impressions per unit');
    expect(value.explanation.fr).toContain('impressions par unité');
  });

  it('values a per-post benefit per social platform: the largest reach unless a platform is asked for', async () => {
    const t = await tokens();
    const data = fullProperty();
    const property = (await call('POST', '/properties', t.analyst, data)).json();
    const catalogue = (await call('GET', '/benefits', t.analyst)).json();
    const perPost = catalogue.find(
      (b: { basis: string; unit: string }) => b.basis === 'impressions' && b.unit === 'per_post',
    );
    expect(perPost).toBeTruthy();
    const url = `/properties/${property.id}/benefits/${perPost.id}/get-value`;
    const suggested = (await call('GET', url, t.viewer)).json();
    // One row per social platform of step 1 (not the website or the app), followers × reach rate, largest first.
    const social = data.general.digital_audiences.filter(
      (a) => a.platform !== 'website' && a.platform !== 'mobile_app',
    );
    expect(suggested.per_platform.map((r: { platform: string }) => r.platform).sort()).toEqual(
      social.map((a) => a.platform).sort(),
    );
    for (const row of suggested.per_platform) {
      const audience = social.find((a) => a.platform === row.platform)?.audience ?? 0;
      expect(row.impressions).toBe(Math.round(audience * DEFAULT_RATES.reachRate.facebook));
      expect(row.unit_value).toBeGreaterThan(0);
    }
    const impressions = suggested.per_platform.map((r: { impressions: number }) => r.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    // Never summed across platforms: the suggestion is the platform with the largest reach.
    const [largest] = suggested.per_platform;
    expect(suggested.unit_value).toBe(largest.unit_value);
    expect(suggested.inputs[0]).toMatchObject({ name: 'impressions_per_unit', value: largest.impressions });

    const instagram = (await call('GET', `${url}?platform=instagram`, t.viewer)).json();
    const row = suggested.per_platform.find((r: { platform: string }) => r.platform === 'instagram');
    expect(instagram.unit_value).toBe(row.unit_value);
    expect(instagram.unit_value).not.toBe(largest.unit_value);
    expect(instagram.per_platform).toEqual(suggested.per_platform);

    const unknown = await call('GET', `${url}?platform=myspace`, t.viewer, undefined, 'fr');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation', errors: { platform: [expect.any(String)] } });
  });

  it('gives no per-platform values for a benefit that is not per post', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    const catalogue = (await call('GET', '/benefits?category=signage', t.analyst)).json();
    const perGame = catalogue.find((b: { unit: string }) => b.unit === 'per_game');
    const value = (
      await call(
        'GET',
        `/properties/${property.id}/benefits/${perGame.id}/get-value?platform=facebook`,
        t.viewer,
      )
    ).json();
    expect(value.per_platform).toEqual([]);
    expect(value.formula).toBe('benefit_impressions');
  });

  it('uses the face value of a face-value benefit', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    const catalogue = (await call('GET', '/benefits', t.analyst)).json();
    const faceValue = catalogue.find((b: { basis: string }) => b.basis === 'face_value');
    const value = (
      await call('GET', `/properties/${property.id}/benefits/${faceValue.id}/get-value`, t.analyst)
    ).json();
    expect(value).toMatchObject({ formula: 'benefit_face_value', unit_value: faceValue.default_unit_value });
  });

  it('answers 404 for an unknown benefit or another website', async () => {
    const t = await tokens();
    const property = await createFull(t.analyst);
    expect(
      (await call('GET', `/properties/${property.id}/benefits/99999/get-value`, t.analyst)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/properties/${property.id}/benefits/1/get-value`, t.otherSite)).statusCode,
    ).toBe(404);
  });
});

describe('the properties list value column', () => {
  it('shows the engine’s stand-alone value beside the asked price, updated by every write', async () => {
    const t = await tokens();
    const data = fullProperty();
    const created = (await call('POST', '/properties', t.analyst, data)).json();
    const row = async () => (await call('GET', '/websites/1/properties', t.analyst)).json().data[0];
    expect((await row()).value).toBe((propertyValueCents(data) ?? 0) / 100);
    expect((await row()).asked_price).toBe(data.management.rights_fee);

    // Deleting an item changes the value too.
    const benefit = data.owned_media.contractual_benefits[0];
    if (!benefit) throw new Error('fixture has no benefit');
    const before = (await row()).value;
    const afterDelete = await call('DELETE', `/properties/${created.id}/items/${benefit.id}`, t.analyst);
    expect(afterDelete.statusCode).toBe(200);
    const { id, website_id, created_at, updated_at, updated_by, ...remaining } = afterDelete.json();
    expect((await row()).value).toBe((propertyValueCents(remaining) ?? 0) / 100);
    expect((await row()).value).not.toBe(before);
  });

  it("is the report's rights value, a benefit on a media line's audience counted once in both", async () => {
    const t = await tokens();
    const created = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    // The list values the property for a brand without preferences: a report for such a brand is the same
    // valuation, so its rights value must be the list's value to the cent.
    const { name, objectives } = NEUTRAL_PROFILE;
    const profile = await call('POST', '/brand-profiles', t.analyst, { name, objectives });
    expect(profile.statusCode, profile.body).toBe(201);
    const report = await call('POST', '/reports', t.analyst, {
      brand_profile_id: profile.json().id,
      property_id: created.id,
    });
    expect(report.statusCode, report.body).toBe(201);
    const { result } = report.json().entries[0];
    // The hockey team's radio mentions and rink boards draw from the radio and signage lines.
    const drawing = result.lines.filter((line: ValueLine) =>
      line.overlap?.code.startsWith('draws_from_line'),
    );
    expect(drawing.length).toBeGreaterThan(0);
    const row = (await call('GET', '/websites/1/properties', t.analyst)).json().data[0];
    expect(Math.round(row.value * 100)).toBe(result.appraisal.rights.totalCents);
    expect(result.value.totalCents).toBe(result.appraisal.rights.totalCents);
  });

  it('stays empty for a draft with nothing to value, never a made-up number', async () => {
    const t = await tokens();
    await call('POST', '/properties', t.analyst, { general: { name: 'Empty draft' } });
    expect((await call('GET', '/websites/1/properties', t.analyst)).json().data[0].value).toBeNull();
  });
});

describe('revalueStaleProperties', () => {
  it('recomputes values written by another method version, and leaves current ones alone', async () => {
    const t = await tokens();
    const data = fullProperty();
    const created = (await call('POST', '/properties', t.analyst, data)).json();
    const { db } = ctx().database;
    await db.execute(
      sql`update properties set value_cents = 1, value_version = '0.9.0' where id = ${created.id}`,
    );
    const repo = createPropertiesRepository(db);
    const defaults = async () => DEFAULT_RATES;
    expect(await revalueStaleProperties(repo, defaults)).toBe(1);
    const result = await db.execute(
      sql`select value_cents, value_version from properties where id = ${created.id}`,
    );
    const stored = (result as unknown as { rows: { value_cents: string | number; value_version: string }[] })
      .rows[0];
    expect(Number(stored?.value_cents)).toBe(propertyValueCents(data));
    expect(stored?.value_version).toBe(METHODOLOGY_VERSION);
    expect(await revalueStaleProperties(repo, defaults)).toBe(0);
  });
});
