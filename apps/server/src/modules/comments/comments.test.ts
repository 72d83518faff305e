import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** A complete property of website 1 and the comments URL of its first metric. */
async function metricComments() {
  const t = await tokens();
  const property = fullProperty();
  const created = (await call('POST', '/properties', t.admin, property)).json();
  const metric = property.custom_metrics.items[0];
  if (!metric) throw new Error('fixture without a metric');
  return { t, property, created, metric, url: `/properties/${created.id}/metrics/${metric.id}/comments` };
}

describe('comments on custom metrics', () => {
  it('lists, posts and reads comments with their poster and date, oldest first', async () => {
    const { t, url } = await metricComments();
    const posted = await call('POST', url, t.analyst, { body: '  Renewal rate checked with the club.  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({
      id: expect.any(Number),
      metric_id: url.split('/')[4],
      body: 'Renewal rate checked with the club.',
      poster: { id: expect.any(Number), name: 'Andy Analyst' },
      created_at: ctx().clock().toISOString(),
    });
    ctx().clock.advanceMinutes(2);
    await call('POST', url, t.admin, { body: 'Thanks.' });
    const list = (await call('GET', url, t.viewer)).json();
    expect(list.map((c: { body: string }) => c.body)).toEqual([
      'Renewal rate checked with the club.',
      'Thanks.',
    ]);
    expect((await call('GET', `/comments/${posted.json().id}`, t.viewer)).json()).toEqual(posted.json());
  });

  it('refuses an empty or overlong comment, and a viewer posting one', async () => {
    const { t, url } = await metricComments();
    expect((await call('POST', url, t.analyst, { body: '   ' })).json().errors).toEqual({
      body: ['This field is required.'],
    });
    expect((await call('POST', url, t.analyst, { body: 'x'.repeat(2001) })).json().errors).toEqual({
      body: ['This text is too long.'],
    });
    expect((await call('POST', url, t.viewer, { body: 'Nice' })).statusCode).toBe(403);
    expect((await call('GET', url, t.viewer)).json()).toEqual([]);
  });

  it('lets only the poster or an admin of the website delete a comment', async () => {
    const { t, url } = await metricComments();
    const byAdmin = (await call('POST', url, t.admin, { body: 'From the admin' })).json();
    const byAnalyst = (await call('POST', url, t.analyst, { body: 'From the analyst' })).json();

    const otherAnalyst = await call('DELETE', `/comments/${byAdmin.id}`, t.analyst);
    expect(otherAnalyst.statusCode).toBe(403);
    expect((await call('DELETE', `/comments/${byAnalyst.id}`, t.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/comments/${byAnalyst.id}`, t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', `/comments/${byAnalyst.id}`, t.otherSite)).statusCode).toBe(404);

    const own = await call('DELETE', `/comments/${byAnalyst.id}`, t.analyst, undefined, 'fr');
    expect(own.json()).toEqual({ user_message: 'Le commentaire a été supprimé.' });
    expect((await call('POST', url, t.analyst, { body: 'Again' })).statusCode).toBe(201);
    const again = (await call('GET', url, t.admin)).json();
    const analystsSecond = again.find((c: { body: string }) => c.body === 'Again');
    expect((await call('DELETE', `/comments/${analystsSecond.id}`, t.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/comments/${byAdmin.id}`, t.admin)).statusCode).toBe(200);
    expect((await call('GET', url, t.admin)).json()).toEqual([]);
    expect((await call('GET', `/comments/${byAdmin.id}`, t.admin)).statusCode).toBe(404);
  });

  it('answers 404 for a metric that is not one: unknown, another kind of item, or another website', async () => {
    const { t, property, created } = await metricComments();
    const hospitality = property.hospitality.items[0];
    for (const itemId of [crypto.randomUUID(), hospitality?.id]) {
      const url = `/properties/${created.id}/metrics/${itemId}/comments`;
      expect((await call('GET', url, t.analyst)).statusCode).toBe(404);
      expect((await call('POST', url, t.analyst, { body: 'Hi' })).statusCode).toBe(404);
    }
  });

  it('keeps comments when the metric is edited and deletes them with the metric', async () => {
    const { t, property, created, metric, url } = await metricComments();
    const posted = (await call('POST', url, t.analyst, { body: 'Keep me' })).json();
    await call('PUT', `/properties/${created.id}/items/${metric.id}`, t.analyst, { ...metric, value: 90 });
    await call('PUT', `/properties/${created.id}`, t.analyst, {
      ...property,
      custom_metrics: { items: [{ ...metric, name: 'Renewals' }, ...property.custom_metrics.items.slice(1)] },
    });
    expect((await call('GET', url, t.analyst)).json().map((c: { id: number }) => c.id)).toEqual([posted.id]);

    // Left out of a whole-property save: the metric and its comments are gone.
    await call('PUT', `/properties/${created.id}`, t.analyst, {
      ...property,
      custom_metrics: { items: property.custom_metrics.items.slice(1) },
    });
    expect((await call('GET', `/comments/${posted.id}`, t.analyst)).statusCode).toBe(404);

    const second = property.custom_metrics.items[1];
    const secondUrl = `/properties/${created.id}/metrics/${second?.id}/comments`;
    const other = (await call('POST', secondUrl, t.analyst, { body: 'Me too' })).json();
    await call('DELETE', `/properties/${created.id}/items/${second?.id}`, t.analyst);
    expect((await call('GET', `/comments/${other.id}`, t.analyst)).statusCode).toBe(404);
  });
});
