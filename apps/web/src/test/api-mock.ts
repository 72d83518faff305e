import type { LoginResponse, Role } from '@cakemix/core';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { session } from '../lib/session.ts';

export interface ApiCall {
  method: string;
  /** The path under the API base, e.g. "/brand-profiles/3". */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stands in for the server: `fetch` answers from handlers keyed "METHOD /path" (the path under the API
 * base, without the query string) and records every call. An unexpected call answers 500, so a test
 * that triggers one fails on what the screen then shows.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  // biome-ignore lint/suspicious/noDocumentCookie: the client echoes the server's XSRF cookie, set here as the server would.
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\/cakemix/, ''),
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler)
      return Response.json({ user_message: `Not mocked: ${call.method} ${call.path}` }, { status: 500 });
    return handler(call);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** The sign-in answer of a user of a website whose record has a theme, a colour and a logo. */
export const BRANDED_LOGIN: LoginResponse = {
  token: { token: 'tok-1', expires_at: '2030-01-01T00:00:00.000Z' },
  name: 'Retail Admin',
  id: 8,
  website_id: 40,
  website_name: 'Northline Hardware',
  website_theme: 'retail',
  website_primary_color: '#c8102e',
  website_logo_url: '/api/v1/cakemix/websites/40/logo?v=0123456789abcdef',
  role: { name: 'admin' },
  license: 'pro',
  lang: 'en',
};

/** Signs a user of website 1 in, with the given role, for screens that read the session. */
export async function startSession(role: Role = 'admin') {
  await session.start({
    token: { token: 'test-token', expires_at: '2030-01-01T00:00:00.000Z' },
    name: 'Ada Lovelace',
    id: 1,
    website_id: 1,
    website_name: 'Demo Sponsorships',
    website_theme: 'default',
    website_primary_color: null,
    website_logo_url: null,
    role: { name: role },
    license: 'pro',
    lang: 'en',
  });
}

/**
 * Ends the test session, after unmounting what the test drew: a screen still mounted would hear the session
 * end and navigate to the sign-in page its router does not have (an unhandled rejection in React Router).
 */
export async function endSession() {
  cleanup();
  await session.end('logout');
}
