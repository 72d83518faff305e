import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError, errorTypeForStatus, toApiError } from './api-error.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(respond: (call: Call) => Response | Promise<Response>, cookies = 'XSRF-TOKEN=abc%2B1') {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  let cookieJar = cookies;
  const client = createApiClient({
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      if (call.url.endsWith('/csrf-cookie')) {
        cookieJar = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      return respond(call);
    },
    getToken: () => 'tok-1',
    getLanguage: () => 'fr',
    onUnauthorized,
    readCookies: () => cookieJar,
  });
  return { client, calls, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('error mapping', () => {
  it.each([
    [422, 'validation'],
    [400, 'bad_request'],
    [402, 'payment'],
    [403, 'forbidden'],
    [429, 'too_many_requests'],
    [404, 'not_found'],
    [401, 'unauthorized'],
    [500, 'internal'],
    [502, 'internal'],
    [409, 'internal'],
    [418, 'internal'],
    [null, 'internal'],
  ])('maps status %s to %s', (status, type) => {
    expect(errorTypeForStatus(status, {})).toBe(type);
  });

  it("takes a 400's type from the body's status value", () => {
    expect(errorTypeForStatus(400, { status: 'invalid_grant' })).toBe('invalid_grant');
    expect(errorTypeForStatus(400, { status: '' })).toBe('bad_request');
    expect(errorTypeForStatus(400, 'not json')).toBe('bad_request');
  });

  it('takes the message from user_message, else the generic message in the current language', () => {
    expect(toApiError(403, { user_message: 'Non.' }, 'fr').message).toBe('Non.');
    expect(toApiError(500, {}, 'en').message).toBe('An error occured, please try again.');
    expect(toApiError(null, undefined, 'fr').message).toBe('Une erreur est survenue, veuillez réessayer.');
  });

  it('keeps the body of a 422 as validationErrors and the response on every error', () => {
    const body = {
      code: 'validation',
      user_message: 'Invalid',
      errors: { email: ['Email address not found.'] },
    };
    const error = toApiError(422, body, 'en');
    expect(error.validationErrors?.errors).toEqual({ email: ['Email address not found.'] });
    expect(error.validationErrors?.user_message).toBe('Invalid');
    expect(error.response).toEqual({ status: 422, body });
    expect(toApiError(404, {}, 'en').validationErrors).toBeNull();
  });
});

describe('api client', () => {
  it('sends the spec headers, the token, the language and the XSRF cookie, and yields the body', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { ok: 1 }));
    await expect(
      client.post('/things', { a: 1 }, { query: { lang: 'fr', empty: undefined } }),
    ).resolves.toEqual({
      ok: 1,
    });

    const [call] = calls;
    expect(call?.url).toBe('/api/v1/cakemix/things?lang=fr');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"a":1}');
    expect(call?.init.headers).toMatchObject({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'fr',
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'abc+1',
    });
  });

  it('fetches the XSRF cookie before a change when it is missing, but not before a read', async () => {
    const { client, calls } = setup(() => jsonResponse(200, {}), '');
    await client.get('/user');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/cakemix/user']);
    expect(calls[0]?.init.headers).not.toHaveProperty('X-XSRF-TOKEN');

    await client.put('/me/password', {});
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/cakemix/user',
      '/api/v1/cakemix/csrf-cookie',
      '/api/v1/cakemix/me/password',
    ]);
    expect(calls[2]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
  });

  it('yields undefined for a 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('/things/1')).resolves.toBeUndefined();
  });

  it('throws a typed error for every failing status', async () => {
    for (const [status, type] of [
      [422, 'validation'],
      [400, 'bad_request'],
      [402, 'payment'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [429, 'too_many_requests'],
      [503, 'internal'],
    ] as const) {
      const { client } = setup(() => jsonResponse(status, { user_message: `status ${status}` }));
      const error = await failure(client.get('/x'));
      expect(error.type).toBe(type);
      expect(error.message).toBe(`status ${status}`);
      expect(error.status).toBe(status);
    }
  });

  it('turns a network failure into an internal error with the generic message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.get('/x'));
    expect(error.type).toBe('internal');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Une erreur est survenue, veuillez réessayer.');
  });

  it('logs out on a 401, except for the sign-in calls', async () => {
    const { client, onUnauthorized } = setup(() => jsonResponse(401, { user_message: 'expired' }));
    const error = await failure(client.get('/user'));
    expect(error.type).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('tok-1', error);

    await failure(client.post('/login', {}, { authenticate: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('fetches a file at an address the API gave, with the token, as a Blob; a failure throws as usual', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { client, calls } = setup((call) =>
      call.url.endsWith('v=1')
        ? new Response(png, { status: 200, headers: { 'content-type': 'image/png' } })
        : jsonResponse(404, { user_message: 'Introuvable.' }),
    );
    const blob = await client.getFile('/api/v1/cakemix/websites/40/logo?v=1');
    expect(calls[0]?.url).toBe('/api/v1/cakemix/websites/40/logo?v=1');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok-1', Accept: '*/*' });
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(png.length);
    const error = await failure(client.getFile('/api/v1/cakemix/websites/2/logo'));
    expect(error.type).toBe('not_found');
    expect(error.message).toBe('Introuvable.');
  });
});
