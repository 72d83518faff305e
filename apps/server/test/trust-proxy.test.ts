import { describe, expect, it } from 'vitest';
import { API, OAUTH, setupTestApp } from './helper.ts';

// Behind one reverse proxy (TRUST_PROXY=1): the client address is the one that proxy saw, the last entry of
// X-Forwarded-For; whatever the client wrote before it is its own invention.
const ctx = setupTestApp({
  config: { trustProxy: 1 },
  limits: { signInRequests: { max: 2, windowSeconds: 60 } },
});

function loginVia(forwardedFor: string) {
  return ctx().app.inject({
    method: 'POST',
    url: `${API}/login`,
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@a.test', password: 'x', grant_type: 'password', ...OAUTH },
  });
}

describe('client addresses behind a proxy', () => {
  it('ignore a spoofed X-Forwarded-For: a client cannot choose its address to dodge per-address limits', async () => {
    expect((await loginVia('1.1.1.1, 203.0.113.9')).statusCode).toBe(401);
    expect((await loginVia('2.2.2.2, 203.0.113.9')).statusCode).toBe(401);
    expect((await loginVia('3.3.3.3, 203.0.113.9')).statusCode).toBe(429);
    // Another real client behind the same proxy is its own address.
    expect((await loginVia('3.3.3.3, 203.0.113.10')).statusCode).toBe(401);
  });
});
