import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { createResource, fillPath } from './resource.ts';

describe('fillPath', () => {
  it('fills :param segments from the payload and returns the other fields', () => {
    expect(
      fillPath('/websites/:websiteId/properties/:propertyId/duplicate', {
        websiteId: 1,
        propertyId: 9,
        lang: 'fr',
      }),
    ).toEqual({ path: '/websites/1/properties/9/duplicate', rest: { lang: 'fr' } });
  });

  it('encodes values and refuses a missing parameter', () => {
    expect(fillPath('/comments/:id', { id: 'a/b' }).path).toBe('/comments/a%2Fb');
    expect(() => fillPath('/brand-profiles/:id', { name: 'x' })).toThrow(/"id"/);
  });
});

describe('createResource', () => {
  function fakeClient() {
    return {
      get: vi.fn(async () => 'got'),
      post: vi.fn(async () => 'posted'),
      put: vi.fn(async () => 'put'),
      delete: vi.fn(async () => 'deleted'),
    };
  }

  it('sends the remaining fields as the body of a create or update', async () => {
    const client = fakeClient();
    const profiles = createResource(client as unknown as ApiClient, '/brand-profiles/:id');
    await profiles.update({ id: 3, name: 'Brand', visibility: 40 });
    expect(client.put).toHaveBeenCalledWith('/brand-profiles/3', { name: 'Brand', visibility: 40 });

    const list = createResource(client as unknown as ApiClient, '/websites/:websiteId/brand-profiles');
    await list.create({ websiteId: 1, name: 'New' });
    expect(client.post).toHaveBeenCalledWith('/websites/1/brand-profiles', { name: 'New' });
  });

  it('sends the remaining fields as the query string of a read or delete', async () => {
    const client = fakeClient();
    const properties = createResource(client as unknown as ApiClient, '/properties/:id');
    await properties.query({ id: 5, lang: 'en', include: ['cpm'] });
    expect(client.get).toHaveBeenCalledWith('/properties/5', { query: { lang: 'en', include: '["cpm"]' } });
    await properties.remove({ id: 5 });
    expect(client.delete).toHaveBeenCalledWith('/properties/5', { query: {} });
  });
});
