import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp({ limits: { propertyWrites: { max: 4, windowSeconds: 60 } } });
const { call, tokens } = apiClient(ctx);

const TOO_MANY = 'We are unable to process this request at this time. Please try again in 1 minute.';

describe('property write rate limit', () => {
  it('answers 429 past the allowance of writes, counting every kind of property write, then lets the next minute through', async () => {
    const t = await tokens();
    const property = fullProperty();
    const metric = property.custom_metrics.items[0];
    const created = (await call('POST', '/properties', t.analyst, property)).json();
    expect((await call('PUT', `/properties/${created.id}`, t.analyst, property)).statusCode).toBe(200);
    expect((await call('POST', `/websites/1/properties/${created.id}/duplicate`, t.analyst)).statusCode).toBe(
      201,
    );
    const item = `/properties/${created.id}/items/${metric?.id}`;
    expect((await call('PUT', item, t.analyst, { ...metric, name: 'Fourth write' })).statusCode).toBe(200);

    const limited = await call('DELETE', item, t.analyst);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', user_message: TOO_MANY });
    expect((await call('POST', '/properties', t.analyst, property, 'fr')).json().user_message).toBe(
      'Nous ne pouvons pas traiter cette demande pour le moment. Veuillez réessayer dans 1\u00a0minute.',
    );

    // Reads are not counted, and the allowance is each person's own.
    expect((await call('GET', `/properties/${created.id}`, t.analyst)).statusCode).toBe(200);
    expect((await call('POST', '/properties', t.admin, property)).statusCode).toBe(201);

    ctx().clock.advance(60_000);
    expect((await call('POST', '/properties', t.analyst, property)).statusCode).toBe(201);
  });
});
