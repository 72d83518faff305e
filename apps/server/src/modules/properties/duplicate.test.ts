import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

type Item = { id: string };
const withoutIds = (items: Item[]) => items.map(({ id, ...rest }) => rest);
const itemLists = (p: Record<string, Record<string, Item[]>>) => [
  p.general?.digital_audiences ?? [],
  p.general?.social_handles ?? [],
  p.owned_media?.contractual_benefits ?? [],
  p.hospitality?.items ?? [],
  p.activation?.items ?? [],
  p.custom_metrics?.items ?? [],
];

describe('duplicating a property', () => {
  it('makes a draft copy named in the requested language, with the same values under new item ids', async () => {
    const t = await tokens();
    const source = (await call('POST', '/properties', t.admin, fullProperty())).json();
    const url = `/websites/1/properties/${source.id}/duplicate`;
    const copy = await call('POST', `${url}?lang=fr`, t.analyst);
    expect(copy.statusCode).toBe(201);
    const body = copy.json();
    expect(body.general.name).toBe('Lynx de Sherbrooke — hockey junior majeur (copie)');
    expect(body).toMatchObject({ status: 'draft', updated_by: { name: 'Andy Analyst' } });
    expect(body.id).not.toBe(source.id);
    expect(body.target).toEqual(source.target);
    expect(body.management).toEqual(source.management);
    const copied = itemLists(body);
    const original = itemLists(source);
    copied.forEach((list, i) => {
      expect(withoutIds(list)).toEqual(withoutIds(original[i] ?? []));
      for (const item of list) expect(original.flat().map((o) => o.id)).not.toContain(item.id);
    });
    expect(copied.flat()).toHaveLength(original.flat().length);

    // The copy is a property of its own: editing it leaves the source alone.
    await call('DELETE', `/properties/${body.id}/items/${copied[3]?.[0]?.id}`, t.analyst);
    expect((await call('GET', `/properties/${source.id}`, t.analyst)).body).toBe(
      (await call('GET', `/properties/${source.id}`, t.admin)).body,
    );
    expect((await call('GET', `/properties/${source.id}`, t.analyst)).json().hospitality.items).toHaveLength(
      3,
    );
  });

  it('numbers further copies so each name is unique, and keeps long names within the limit', async () => {
    const t = await tokens();
    const source = (await call('POST', '/properties', t.admin, { general: { name: 'Lynx' } })).json();
    const copyName = async (lang: string) =>
      (await call('POST', `/websites/1/properties/${source.id}/duplicate?lang=${lang}`, t.analyst)).json()
        .general.name;
    expect(await copyName('en')).toBe('Lynx (copy)');
    expect(await copyName('en')).toBe('Lynx (copy 2)');
    expect(await copyName('fr')).toBe('Lynx (copie)');
    expect(await copyName('en')).toBe('Lynx (copy 3)');

    const long = (await call('POST', '/properties', t.admin, { general: { name: 'L'.repeat(120) } })).json();
    const copy = (
      await call('POST', `/websites/1/properties/${long.id}/duplicate?lang=en`, t.analyst)
    ).json();
    expect(copy.general.name).toBe(`${'L'.repeat(113)} (copy)`);
    expect(copy.general.name).toHaveLength(120);
  });

  it('names the copy in the language of the request when the URL does not say', async () => {
    const t = await tokens();
    const source = (await call('POST', '/properties', t.admin, { general: { name: 'Festival' } })).json();
    const copy = await call(
      'POST',
      `/websites/1/properties/${source.id}/duplicate`,
      t.analyst,
      undefined,
      'fr-CA',
    );
    expect(copy.json().general.name).toBe('Festival (copie)');
    expect(
      (await call('POST', `/websites/1/properties/${source.id}/duplicate?lang=de`, t.analyst)).statusCode,
    ).toBe(422);
  });

  it('leaves comments with the original', async () => {
    const t = await tokens();
    const property = fullProperty();
    const source = (await call('POST', '/properties', t.admin, property)).json();
    const metric = property.custom_metrics.items[0];
    await call('POST', `/properties/${source.id}/metrics/${metric?.id}/comments`, t.admin, {
      body: 'Checked.',
    });
    const copy = (await call('POST', `/websites/1/properties/${source.id}/duplicate`, t.admin)).json();
    const copiedMetric = copy.custom_metrics.items[0];
    const comments = await call('GET', `/properties/${copy.id}/metrics/${copiedMetric.id}/comments`, t.admin);
    expect(comments.json()).toEqual([]);
  });
});
