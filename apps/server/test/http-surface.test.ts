import { describe, expect, it } from 'vitest';
import { API, OAUTH, seedUsers, setupTestApp, TEST_PASSWORD } from './helper.ts';

const ctx = setupTestApp();

const loginPayload = { email: 'admin@a.test', password: TEST_PASSWORD, grant_type: 'password', ...OAUTH };

describe('XSRF double-submit check', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `${API}/csrf-cookie` });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('gives the cookie to a browser that has none, not to each answer of a script (which may ask for it)', async () => {
    const xsrfOf = async (headers: Record<string, string>) =>
      (await ctx().app.inject({ method: 'GET', url: `${API}/auth/status`, headers })).cookies.find(
        (c) => c.name === 'XSRF-TOKEN',
      );
    expect(await xsrfOf({ 'sec-fetch-site': 'same-origin' })).toBeDefined();
    expect(await xsrfOf({ origin: 'http://app.test' })).toBeDefined();
    expect(await xsrfOf({ 'sec-fetch-site': 'same-origin', cookie: 'XSRF-TOKEN=abc' })).toBeUndefined();
    expect(await xsrfOf({})).toBeUndefined();
  });

  it('refuses a browser POST without the header, or with one that does not match the cookie', async () => {
    await seedUsers(ctx().database);
    const browser = { origin: 'http://app.test', cookie: 'XSRF-TOKEN=abc' };
    for (const headers of [
      browser,
      { ...browser, 'x-xsrf-token': 'xyz' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: loginPayload,
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect(ctx().mailer.sent).toHaveLength(0);
  });

  it('admits a browser POST that echoes the cookie, and scripts that send no browser headers', async () => {
    await seedUsers(ctx().database);
    const withToken = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: loginPayload,
      headers: { origin: 'http://app.test', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
    });
    expect(withToken.statusCode).toBe(200);
    const script = await ctx().app.inject({ method: 'POST', url: `${API}/login`, payload: loginPayload });
    expect(script.statusCode).toBe(200);
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `${API}/csrf-cookie` });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows credentials from the configured web origin only', async () => {
    const allowed = await ctx().app.inject({
      method: 'OPTIONS',
      url: `${API}/login`,
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://app.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await ctx().app.inject({
      method: 'OPTIONS',
      url: `${API}/login`,
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the size limit with 413, not 500', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().user_message).toBe('The request is too large.');
  });

  it('answers an unknown API path with a 404 error body', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `${API}/nothing-here` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      user_message: 'The requested item could not be found.',
    });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${API}/login`,
        `${API}/login/verify`,
        `${API}/me/password`,
        `${API}/websites/{websiteId}`,
        `${API}/websites/{websiteId}/properties`,
        `${API}/properties/{id}`,
        `${API}/properties/{id}/items/{itemId}`,
        `${API}/websites/{websiteId}/properties/{propertyId}/duplicate`,
        `${API}/properties/{id}/metrics/{metricId}/comments`,
        `${API}/comments/{id}`,
        `${API}/benefits`,
        `${API}/benefits/categories`,
        `${API}/cities`,
      ]),
    );
    expect(doc.paths[`${API}/login`].post.requestBody.content['application/json'].schema.required).toContain(
      'password',
    );
    // Entities are shared components, referenced wherever an operation reads or answers them.
    const property =
      doc.paths[`${API}/properties/{id}`].get.responses['200'].content['application/json'].schema;
    expect(property).toEqual({ $ref: '#/components/schemas/Property' });
    expect(Object.keys(doc.components.schemas.Property.properties)).toEqual(
      expect.arrayContaining(['general', 'custom_metrics', 'updated_by']),
    );
    const body = doc.paths[`${API}/properties`].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/PropertyFieldsInput' });
    // Every operation can be called by name from a generated client.
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods as object));
    const ids = operations.map((operation) => (operation as { operationId?: string }).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const page = await ctx().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
