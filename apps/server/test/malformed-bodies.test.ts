import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API, seedUsers, setupTestApp, signIn } from './helper.ts';

const ctx = setupTestApp();

const ROUTES = [
  ['POST', '/login'],
  ['POST', '/login/verify'],
  ['POST', '/login/resend-code'],
  ['POST', '/password/reset-link'],
  ['POST', '/password/reset'],
  ['PUT', '/me/password'],
  ['PUT', '/me/language'],
] as const;

/** Bodies a confused or hostile client might send: any JSON value, objects with the right keys and odd values. */
const jsonBodies = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: fc.jsonValue(),
      password: fc.jsonValue(),
      grant_type: fc.constantFrom('password', 'x', 1, null),
      client_id: fc.jsonValue(),
      client_secret: fc.jsonValue(),
      challenge: fc.jsonValue(),
      code: fc.jsonValue(),
      token: fc.jsonValue(),
      current_password: fc.jsonValue(),
      password_confirmation: fc.jsonValue(),
      lang: fc.constantFrom('de', 'FR', 'fr-CA', '', 1, null, ['fr'], { fr: true }),
    },
    { requiredKeys: [] },
  ),
);

describe('malformed bodies on the auth routes', () => {
  it('get a 4xx with an error body, never a 5xx', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), jsonBodies, async ([method, path], body) => {
        const response = await ctx().app.inject({
          method,
          url: `${API}${path}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: JSON.stringify(body),
        });
        expect(
          response.statusCode,
          `${path} ${JSON.stringify(body)} → ${response.body}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().user_message).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('get a 4xx for bytes that are not JSON, or a wrong content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.string(),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async ([method, path], raw, contentType) => {
          const response = await ctx().app.inject({
            method,
            url: `${API}${path}`,
            headers: { 'content-type': contentType },
            payload: raw,
          });
          expect(response.statusCode, `${path} ${contentType} ${JSON.stringify(raw)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('a URL the router cannot read', () => {
  it('answers 400 in the error catalogue’s shape and the reader’s language, not the framework’s body', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const unreadable = [
      `${API}/properties/%ED%A0%80`, // a lone surrogate, percent-encoded: not UTF-8
      `${API}/reports/${'9'.repeat(150)}`, // longer than any parameter
    ];
    for (const url of unreadable) {
      const response = await ctx().app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 'bad_request',
        status: 'bad_request',
        user_message: 'Les données fournies sont invalides.',
      });
    }
  });
});
