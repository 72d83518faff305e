import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function savedProperty(status: 'draft' | 'complete' = 'complete') {
  const t = await tokens();
  const property = { ...fullProperty(), status };
  const created = (await call('POST', '/properties', t.analyst, property)).json();
  return { t, property, created, url: `/properties/${created.id}/items` };
}

describe('property items', () => {
  it('edits one item alone, and records who changed the property and when', async () => {
    const { t, property, created, url } = await savedProperty();
    const [first, second] = property.hospitality.items;
    if (!first || !second) throw new Error('fixture without items');
    ctx().clock.advanceMinutes(3);
    const response = await call('PUT', `${url}/${second.id}`, t.admin, {
      ...second,
      quantity: 6,
      name: 'Box for 14',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.hospitality.items[1]).toEqual({ ...second, quantity: 6, name: 'Box for 14' });
    expect(saved.hospitality.items[0]).toEqual(first);
    expect(saved.updated_by.name).toBe('Alice Admin');
    expect(saved.updated_at).toBe(ctx().clock().toISOString());
    expect(saved.updated_at).not.toBe(created.updated_at);
    // The id in the URL wins over one in the body.
    const renamed = await call('PUT', `${url}/${first.id}`, t.admin, { ...first, id: crypto.randomUUID() });
    expect(ids(renamed.json().hospitality.items)).toEqual(ids(property.hospitality.items));
  });

  it("validates the body with its kind's schema, reporting the item's path in the property", async () => {
    const { t, property, url } = await savedProperty('draft');
    const hospitality = property.hospitality.items[2];
    const handle = property.general.social_handles[1];
    if (!hospitality || !handle) throw new Error('fixture without items');
    const quantity = await call('PUT', `${url}/${hospitality.id}`, t.analyst, {
      ...hospitality,
      quantity: 'lots',
    });
    expect(quantity.statusCode).toBe(422);
    expect(quantity.json().errors).toEqual({
      'hospitality.items.2.quantity': ['The given data was invalid.'],
    });
    const wrongKind = await call('PUT', `${url}/${hospitality.id}`, t.analyst, {
      network: 'x',
      handle: 'lynx',
    });
    expect(Object.keys(wrongKind.json().errors)).toEqual([
      'hospitality.items.2.kind',
      'hospitality.items.2.name',
    ]);
    const badHandle = await call('PUT', `${url}/${handle.id}`, t.analyst, {
      ...handle,
      handle: 'no spaces allowed',
    });
    expect(badHandle.json().errors).toEqual({
      'general.social_handles.1.handle': ['This username is invalid or does not exist'],
    });
    const stripped = await call('PUT', `${url}/${handle.id}`, t.analyst, {
      ...handle,
      handle: '@Lynx.Sherbrooke',
    });
    expect(stripped.json().general.social_handles[1].handle).toBe('Lynx.Sherbrooke');
  });

  it('keeps a complete property complete: an edit that empties a required field is refused', async () => {
    const { t, property, created, url } = await savedProperty();
    const metric = property.custom_metrics.items[0];
    if (!metric) throw new Error('fixture without items');
    const response = await call('PUT', `${url}/${metric.id}`, t.analyst, { ...metric, value: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().user_message).toBe(
      'Please fill all required fields in the following section(s): Custom metrics.',
    );
    expect(
      (await call('GET', `/properties/${created.id}`, t.analyst)).json().custom_metrics.items[0],
    ).toEqual(metric);
  });

  it('deletes one digital audience, keeping the others in order', async () => {
    const { t, property, url } = await savedProperty();
    const [, gone, ...rest] = property.general.digital_audiences;
    const [head] = property.general.digital_audiences;
    if (!gone || !head) throw new Error('fixture without items');
    ctx().clock.advanceMinutes(1);
    const response = await call('DELETE', `${url}/${gone.id}`, t.analyst);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().general.digital_audiences)).toEqual(ids([head, ...rest]));
    expect(response.json().updated_at).toBe(ctx().clock().toISOString());
    // Deleting it again fails the way the spec words it, in either language.
    const again = await call('DELETE', `${url}/${gone.id}`, t.analyst);
    expect(again.statusCode).toBe(404);
    expect(again.json().user_message).toBe('Error while deleting');
    expect((await call('DELETE', `${url}/${gone.id}`, t.analyst, undefined, 'fr')).json().user_message).toBe(
      'Erreur lors de la suppression',
    );
  });

  it("answers Error while deleting for another website's item or an unknown property", async () => {
    const { t, property, created, url } = await savedProperty();
    const audience = property.general.digital_audiences[0];
    const response = await call('DELETE', `${url}/${audience?.id}`, t.otherSite);
    expect(response.statusCode).toBe(404);
    expect(response.json().user_message).toBe('Error while deleting');
    const unknown = await call('DELETE', `/properties/999999/items/${audience?.id}`, t.analyst);
    expect(unknown.json().user_message).toBe('Error while deleting');
    expect(
      (await call('GET', `/properties/${created.id}`, t.analyst)).json().general.digital_audiences,
    ).toHaveLength(property.general.digital_audiences.length);
    expect((await call('PUT', `${url}/${crypto.randomUUID()}`, t.analyst, {})).statusCode).toBe(404);
  });

  it('refuses to delete the last hospitality item of a complete property that includes hospitality', async () => {
    const t = await tokens();
    const property = fullProperty();
    property.hospitality.items = property.hospitality.items.slice(0, 1);
    const created = (await call('POST', '/properties', t.analyst, property)).json();
    const response = await call(
      'DELETE',
      `/properties/${created.id}/items/${property.hospitality.items[0]?.id}`,
      t.analyst,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'hospitality.items': ['This field is required.'] });
  });
});
