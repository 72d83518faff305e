import { propertyErrors, propertyInputSchema, propertyValueCents } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { emptyPaths, fullProperty, setPath } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const REQUIRED = 'This field is required.';
const SELECT = 'Please select an option.';
const INVALID = 'The given data was invalid.';
const PERCENT = 'Total of percentages must be between 0% and 100%.';

function first<T>(items: T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('the fixture lost an item');
  return item;
}

/** The property part of an API answer: what was sent, without the server's bookkeeping. */
function stepsOf(body: Record<string, unknown>) {
  const { id, website_id, created_at, updated_at, updated_by, ...steps } = body;
  return steps;
}

describe('properties API', () => {
  it('keeps a property with every field filled byte for byte', async () => {
    const t = await tokens();
    const property = fullProperty();
    expect(emptyPaths(property)).toEqual([]);
    const created = await call('POST', '/properties', t.analyst, property);
    expect(created.statusCode).toBe(201);
    expect(JSON.stringify(stepsOf(created.json()))).toBe(JSON.stringify(property));
    const read = await call('GET', `/properties/${created.json().id}`, t.viewer);
    expect(read.body).toBe(created.body);
    // And again through a whole replace: nothing drifts on a second save.
    const replaced = await call('PUT', `/properties/${created.json().id}`, t.analyst, stepsOf(read.json()));
    expect(JSON.stringify(stepsOf(replaced.json()))).toBe(JSON.stringify(property));
  });

  it('creates, reads, updates and deletes, saying who changed it last and when', async () => {
    const t = await tokens();
    const created = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    expect(created).toMatchObject({
      website_id: 1,
      status: 'complete',
      updated_by: { name: 'Andy Analyst' },
      updated_at: ctx().clock().toISOString(),
    });

    ctx().clock.advanceMinutes(5);
    const changed = { ...fullProperty(), general: { ...fullProperty().general, name: 'Renamed' } };
    const updated = await call('PUT', `/properties/${created.id}`, t.admin, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      general: { name: 'Renamed' },
      updated_by: { id: expect.any(Number), name: 'Alice Admin' },
      updated_at: ctx().clock().toISOString(),
      created_at: created.created_at,
    });

    const deleted = await call('DELETE', `/properties/${created.id}`, t.analyst, undefined, 'fr');
    expect(deleted.json()).toEqual({ user_message: 'La propriété a été supprimée.' });
    expect((await call('GET', `/properties/${created.id}`, t.analyst)).statusCode).toBe(404);
  });

  it('replaces the items with the payload: new ones added, changed ones kept in the new order, missing ones deleted', async () => {
    const t = await tokens();
    const property = fullProperty();
    const created = (await call('POST', '/properties', t.analyst, property)).json();
    const [a, b, c] = property.hospitality.items;
    const newItem = { ...first(property.hospitality.items), id: crypto.randomUUID(), name: 'New box' };
    const next = { ...property, hospitality: { items: [newItem, { ...c, quantity: 5 }, a] } };
    const saved = (await call('PUT', `/properties/${created.id}`, t.analyst, next)).json();
    expect(saved.hospitality.items.map((i: { id: string }) => i.id)).toEqual([newItem.id, c?.id, a?.id]);
    expect(saved.hospitality.items[1].quantity).toBe(5);
    expect(saved.hospitality.items.some((i: { id: string }) => i.id === b?.id)).toBe(false);
  });

  it('saves a draft with only a name, with every step empty', async () => {
    const t = await tokens();
    const draft = await call('POST', '/properties', t.analyst, { general: { name: 'Half done' } });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      status: 'draft',
      general: { name: 'Half done', city: null, digital_audiences: [] },
      management: { rights_fee: null },
      custom_metrics: { items: [] },
    });
  });

  it('refuses to mark an incomplete property complete, naming the fields and steps, in either language', async () => {
    const t = await tokens();
    const property = fullProperty();
    property.general.city = null;
    property.management.regard = null;
    first(property.custom_metrics.items).value = null;
    const en = await call('POST', '/properties', t.analyst, property);
    expect(en.statusCode).toBe(422);
    expect(en.json().user_message).toBe(
      'Please fill all required fields in the following section(s): General, Management, Custom metrics.',
    );
    expect(en.json().errors).toEqual({
      'general.city': ['City is invalid, please choose from the dropdown list.'],
      'management.regard': [SELECT],
      'custom_metrics.items.0.value': [REQUIRED],
    });
    const fr = await call('POST', '/properties', t.analyst, property, 'fr');
    expect(fr.json().user_message).toBe(
      'Veuillez remplir tous les champs obligatoires des sections suivantes : Général, Gestion, Indicateurs personnalisés.',
    );
    // The same values are a fine draft.
    expect((await call('POST', '/properties', t.analyst, { ...property, status: 'draft' })).statusCode).toBe(
      201,
    );
    expect((await call('GET', '/websites/1/properties', t.analyst)).json().meta.total).toBe(1);
  });

  // One field per step left out of a complete property: 422 naming that step and that field.
  const incomplete: [step: string, field: string, text: string][] = [
    ['General', 'general.sponsorship_level', SELECT],
    ['Target', 'target.first_time_visitors', REQUIRED],
    ['Relevance', 'relevance.onsite_visibility', SELECT],
    ['Management', 'management.rights_fee', REQUIRED],
    ['Owned media', 'owned_media.contractual_benefits.0.times_offered', REQUIRED],
    ['Paid media', 'paid_media.channels.tv.predominance', REQUIRED],
    ['Hospitality', 'hospitality.items.0.unit_value', REQUIRED],
    ['Activation', 'activation.items.0.cost', REQUIRED],
    ['Custom metrics', 'custom_metrics.items.0.value', REQUIRED],
  ];
  it.each(incomplete)('needs the %s step filled to be complete (%s)', async (step, field, text) => {
    const t = await tokens();
    const property = fullProperty();
    setPath(property, field, null);
    const response = await call('POST', '/properties', t.analyst, property);
    expect(response.statusCode).toBe(422);
    expect(response.json().user_message).toBe(
      `Please fill all required fields in the following section(s): ${step}.`,
    );
    expect(response.json().errors).toEqual({ [field]: [text] });
  });

  // Values the schema refuses whatever the status: at least one per step, reported at the field's path.
  const invalid: [field: string, value: unknown, text: string][] = [
    ['general.name', '   ', REQUIRED],
    ['general.end_date', '2025-13-40', INVALID],
    ['target.first_time_visitors', 150, PERCENT],
    ['target.average_visits_per_person', 'often', INVALID],
    ['relevance.characteristics.sincere', 7, INVALID],
    ['management.annual_budget', 'huge', SELECT],
    ['management.rights_fee', -5, INVALID],
    ['owned_media.cpm_overrides.tv', 'cheap', INVALID],
    ['paid_media.channels.radio.exposure', 101, PERCENT],
    ['hospitality.items.0.quantity', -1, INVALID],
    ['activation.items.0.category', 'fireworks', SELECT],
    ['custom_metrics.items.0.id', 'not-a-uuid', INVALID],
  ];
  it.each(invalid)('refuses %s = %j, even on a draft', async (field, value, text) => {
    const t = await tokens();
    const property = { ...fullProperty(), status: 'draft' };
    setPath(property, field, value);
    const response = await call('POST', '/properties', t.analyst, property);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [text] });
  });

  it('keeps value rules on drafts (visits whole or decimal, predominance 1 to 5) but saves any segment total', async () => {
    const t = await tokens();
    const draft = (segments: object, extra: object = {}) => ({
      general: { name: 'Draft' },
      target: { audience_segments: segments, ...extra },
    });
    const over = await call(
      'POST',
      '/properties',
      t.analyst,
      draft({ age: { age_18_24: 70, age_25_34: 40 } }),
    );
    // Saved as typed, so that nothing is lost; finishing refuses it (core rules).
    expect(over.statusCode).toBe(201);
    expect(over.json().target.audience_segments.age).toMatchObject({ age_18_24: 70, age_25_34: 40 });
    const partial = await call(
      'POST',
      '/properties',
      t.analyst,
      draft({ age: { age_18_24: 30 } }, { average_visits_per_person: 1.25 }),
    );
    expect(partial.statusCode).toBe(201);
    expect(partial.json().target.average_visits_per_person).toBe(1.25);
    const benefit = (predominance: number) => ({
      general: { name: 'Draft' },
      owned_media: {
        contractual_benefits: [{ id: crypto.randomUUID(), type: 'signage', name: 'Board', predominance }],
      },
    });
    expect((await call('POST', '/properties', t.analyst, benefit(5))).statusCode).toBe(201);
    expect((await call('POST', '/properties', t.analyst, benefit(6))).json().errors).toEqual({
      'owned_media.contractual_benefits.0.predominance': [INVALID],
    });
  });

  it('uses the default CPM where the override is left empty', async () => {
    const t = await tokens();
    const saved = await call('POST', '/properties', t.analyst, {
      general: { name: 'Draft' },
      owned_media: { cpm_overrides: { tv: 30, radio: null } },
    });
    expect(saved.json().owned_media.cpm_overrides).toEqual({
      signage: null,
      print: null,
      digital: null,
      tv: 30,
      radio: null,
      social: null,
      streaming: null,
    });
  });

  it('refuses an end date before the beginning, and two items with the same id', async () => {
    const t = await tokens();
    const property = fullProperty();
    property.general.end_date = '2025-09-01';
    const dates = await call('POST', '/properties', t.analyst, property);
    expect(dates.json().errors).toEqual({
      'general.end_date': ['The end date must be on or after the beginning date.'],
    });
    const twice = fullProperty();
    const item = first(twice.hospitality.items);
    twice.hospitality.items = [item, item];
    expect((await call('POST', '/properties', t.analyst, twice)).json().errors).toEqual({
      'hospitality.items': [INVALID],
    });
    // The same id in two different lists would make one item hide the other.
    const across = fullProperty();
    first(across.activation.items).id = item.id;
    const crossed = await call('POST', '/properties', t.analyst, across);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({ 'activation.items.0.id': [INVALID] });
  });

  it('stores what the list shows in columns: asked price from the rights fee, value from the engine', async () => {
    const t = await tokens();
    const created = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    const value = propertyValueCents(fullProperty());
    expect(value).toBeGreaterThan(0);
    const list = (await call('GET', '/websites/1/properties', t.viewer)).json();
    expect(list.data).toEqual([
      {
        id: created.id,
        name: 'Lynx de Sherbrooke — hockey junior majeur',
        status: 'complete',
        sponsorship_type: 'team',
        category: 'sports',
        city: { id: 'CA-QC-sherbrooke', name: 'Sherbrooke', region: 'QC', country: 'CA' },
        start_date: '2025-09-19',
        asked_price: 85_000,
        value: (value ?? 0) / 100,
        created_at: created.created_at,
        updated_at: created.updated_at,
      },
    ]);
    const stored = propertyInputSchema.parse(created);
    expect(propertyErrors(stored)).toEqual({});
  });
});
