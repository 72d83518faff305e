import { describe, expect, it } from 'vitest';
import { API, OAUTH, seedUsers, setupTestApp, TEST_PASSWORD } from './helper.ts';

const tight = { max: 2, windowSeconds: 60 };
const ctx = setupTestApp({
  authRateLimits: {
    login: tight,
    loginPerAccount: { max: 3, windowSeconds: 60 },
    verify: tight,
    resend: tight,
    resetLink: tight,
  },
});

const TOO_MANY = 'We are unable to process this request at this time. Please try again in a minute.';

describe('rate limits', () => {
  it.each([
    ['/login', { email: 'admin@a.test', password: 'wrong', grant_type: 'password', ...OAUTH }],
    ['/login/verify', { challenge: 'c', code: '123456' }],
    ['/login/resend-code', { challenge: 'c' }],
    ['/password/reset-link', { email: 'nobody@a.test' }],
  ])('%s answers 429 past its allowance, then lets the next window through', async (path, payload) => {
    await seedUsers(ctx().database);
    const call = () => ctx().app.inject({ method: 'POST', url: `${API}${path}`, payload });
    expect((await call()).statusCode).not.toBe(429);
    expect((await call()).statusCode).not.toBe(429);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', user_message: TOO_MANY });
    ctx().clock.advance(60_000);
    expect((await call()).statusCode).not.toBe(429);
  });

  it('counts per client address', async () => {
    await seedUsers(ctx().database);
    const payload = { email: 'admin@a.test', password: TEST_PASSWORD, grant_type: 'password', ...OAUTH };
    const from = (remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: `${API}/login`, payload, remoteAddress });
    await from('10.0.0.1');
    await from('10.0.0.1');
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('also counts sign-in attempts per account, whatever the address', async () => {
    await seedUsers(ctx().database);
    const payload = { email: 'Admin@A.test', password: 'guess', grant_type: 'password', ...OAUTH };
    const from = (remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: `${API}/login`, payload, remoteAddress });
    expect((await from('10.0.1.1')).statusCode).toBe(401);
    expect((await from('10.0.1.2')).statusCode).toBe(401);
    expect((await from('10.0.1.3')).statusCode).toBe(401);
    expect((await from('10.0.1.4')).statusCode).toBe(429);
  });
});
