import { propertyErrors, propertyInputSchema } from '@cakemix/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** A property of website 1 with a metric that has a comment, and the write routes that reach them. */
async function website1Property() {
  const t = await tokens();
  const property = fullProperty();
  const created = (await call('POST', '/properties', t.analyst, property)).json();
  const metric = property.custom_metrics.items[0];
  const hospitality = property.hospitality.items[0];
  if (!metric || !hospitality) throw new Error('fixture without items');
  const comment = (
    await call('POST', `/properties/${created.id}/metrics/${metric.id}/comments`, t.analyst, {
      body: 'Seen.',
    })
  ).json();
  const writes: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
    ['update', 'PUT', `/properties/${created.id}`, property],
    ['delete', 'DELETE', `/properties/${created.id}`, undefined],
    ['duplicate', 'POST', `/websites/1/properties/${created.id}/duplicate`, undefined],
    [
      'edit an item',
      'PUT',
      `/properties/${created.id}/items/${hospitality.id}`,
      { ...hospitality, quantity: 1 },
    ],
    ['delete an item', 'DELETE', `/properties/${created.id}/items/${hospitality.id}`, undefined],
    ['comment', 'POST', `/properties/${created.id}/metrics/${metric.id}/comments`, { body: 'Hi' }],
    ['delete a comment', 'DELETE', `/comments/${comment.id}`, undefined],
  ];
  return { t, created, property, writes };
}

describe('property access', () => {
  it('lets viewers read everything and write nothing (403)', async () => {
    const { t, created, property, writes } = await website1Property();
    expect((await call('POST', '/properties', t.viewer, property)).statusCode).toBe(403);
    for (const [label, method, url, payload] of writes) {
      const response = await call(method, url, t.viewer, payload);
      expect(response.statusCode, label).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const read = await call('GET', `/properties/${created.id}`, t.viewer);
    expect(read.body).toBe((await call('GET', `/properties/${created.id}`, t.admin)).body);
  });

  it("answers 404 to another website's admin on every route, and changes nothing", async () => {
    const { t, created, writes } = await website1Property();
    const before = (await call('GET', `/properties/${created.id}`, t.admin)).body;
    for (const [label, method, url, payload] of writes) {
      expect((await call(method, url, t.otherSite, payload)).statusCode, label).toBe(404);
    }
    const metricId = fullProperty().custom_metrics.items[0]?.id;
    for (const url of [
      `/properties/${created.id}`,
      '/websites/1/properties',
      `/properties/${created.id}/metrics/${metricId}/comments`,
    ]) {
      expect((await call('GET', url, t.otherSite)).statusCode, url).toBe(404);
    }
    // Naming their own website in the copy URL does not reach website 1's property either.
    expect(
      (await call('POST', `/websites/2/properties/${created.id}/duplicate`, t.otherSite)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/properties/${created.id}`, t.admin)).body).toBe(before);
    expect((await call('GET', '/websites/2/properties', t.otherSite)).json().meta.total).toBe(0);
  });

  it('answers 401 without a token, 404 for an unknown id and 422 for one that is not an id', async () => {
    const { t } = await website1Property();
    const anonymous = await ctx().app.inject({ method: 'GET', url: `${API}/websites/1/properties` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/properties/999999', t.admin)).statusCode).toBe(404);
    expect((await call('PUT', '/properties/999999', t.admin, fullProperty())).statusCode).toBe(404);
    expect((await call('GET', '/properties/abc', t.admin)).statusCode).toBe(422);
    expect((await call('DELETE', '/properties/1/items/not-a-uuid', t.admin)).statusCode).toBe(422);
  });

  it('answers malformed bodies with 4xx, never 5xx, and stores only what meets the rules', async () => {
    const { t, created, property } = await website1Property();
    const itemId = property.activation.items[0]?.id;
    const stepValue = fc.oneof(
      fc.jsonValue(),
      fc.record({
        items: fc.array(fc.record({ id: fc.oneof(fc.uuid(), fc.jsonValue()), name: fc.jsonValue() })),
      }),
    );
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          status: fc.oneof(fc.constantFrom('draft', 'complete'), fc.jsonValue()),
          general: fc.oneof(
            fc.record({ name: fc.oneof(fc.string(), fc.jsonValue()), city: fc.jsonValue() }),
            fc.jsonValue(),
          ),
          target: stepValue,
          relevance: stepValue,
          management: stepValue,
          owned_media: stepValue,
          paid_media: stepValue,
          hospitality: stepValue,
          activation: stepValue,
          custom_metrics: stepValue,
        },
        { requiredKeys: [] },
      ),
    );
    const routes = [
      ['POST', '/properties'],
      ['PUT', `/properties/${created.id}`],
      ['PUT', `/properties/${created.id}/items/${itemId}`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), bodies, async ([method, url], body) => {
        const response = await ctx().app.inject({
          method,
          url: `${API}${url}`,
          headers: { authorization: `Bearer ${t.analyst}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(
          response.statusCode,
          `${method} ${url} ${JSON.stringify(body)} → ${response.body}`,
        ).toBeLessThan(500);
        if (response.statusCode < 300) {
          const stored = propertyInputSchema.parse(response.json());
          expect(propertyErrors(stored)).toEqual({});
        }
      }),
      { numRuns: 300 },
    );
  });
});
