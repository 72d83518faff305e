import { describe, expect, it } from 'vitest';
import { API, OAUTH, setupTestApp, type TestContext } from './helper.ts';

const PROXY = '10.0.0.1';
const limits = { signInRequests: { max: 2, windowSeconds: 60 } };

// Behind one reverse proxy (TRUST_PROXY=1): the client address is the one that proxy saw, the last entry of
// X-Forwarded-For; whatever the client wrote before it is its own invention.
const hopCount = setupTestApp({ config: { trustProxy: 1 }, limits });
// The proxy named by its address (TRUST_PROXY=10.0.0.1): only what it forwards is believed.
const proxyAddress = setupTestApp({ config: { trustProxy: [PROXY] }, limits });

/** A sign-in attempt reaching the app from `remoteAddress`, with an X-Forwarded-For header. */
function loginFrom(ctx: () => TestContext, remoteAddress: string, forwardedFor: string) {
  return ctx().app.inject({
    method: 'POST',
    url: `${API}/login`,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@a.test', password: 'x', grant_type: 'password', ...OAUTH },
  });
}

describe('client addresses behind a proxy', () => {
  it('ignore a spoofed X-Forwarded-For: a client cannot choose its address to dodge per-address limits', async () => {
    const via = (forwardedFor: string) => loginFrom(hopCount, PROXY, forwardedFor);
    expect((await via('1.1.1.1, 203.0.113.9')).statusCode).toBe(401);
    expect((await via('2.2.2.2, 203.0.113.9')).statusCode).toBe(401);
    expect((await via('3.3.3.3, 203.0.113.9')).statusCode).toBe(429);
    // Another real client behind the same proxy is its own address.
    expect((await via('3.3.3.3, 203.0.113.10')).statusCode).toBe(401);
  });

  // What the README warns of: a hop count believes whoever connects, so it needs a server only the proxy reaches.
  it('with a hop count, a client that reaches the server directly writes the address it is counted at', async () => {
    for (const madeUp of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
      expect((await loginFrom(hopCount, '198.51.100.7', madeUp)).statusCode).toBe(401);
  });

  it('with the proxy’s address, a client that reaches the server directly is counted at its own', async () => {
    for (const madeUp of ['1.1.1.1', '2.2.2.2'])
      expect((await loginFrom(proxyAddress, '198.51.100.7', madeUp)).statusCode).toBe(401);
    expect((await loginFrom(proxyAddress, '198.51.100.7', '3.3.3.3')).statusCode).toBe(429);
    // What the proxy forwards is still believed: another client behind it has its own allowance.
    expect((await loginFrom(proxyAddress, PROXY, '203.0.113.11')).statusCode).toBe(401);
  });
});
