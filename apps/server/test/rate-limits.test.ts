import { describe, expect, it } from 'vitest';
import { API, extractCode, loginFrom, seedUsers, setupTestApp, TEST_PASSWORD, verifyFrom } from './helper.ts';

const ctx = setupTestApp({
  limits: {
    signInRequests: { max: 12, windowSeconds: 60 },
    signInFailures: { max: 6, windowSeconds: 15 * 60 },
    signInFailuresOnAccount: { max: 3, windowSeconds: 15 * 60 },
    signInAlert: { max: 4, windowSeconds: 60 * 60 },
    codeFailures: { max: 3, windowSeconds: 15 * 60 },
    codeResends: { max: 2, windowSeconds: 60 },
    resetLinks: { max: 2, windowSeconds: 60 },
    resetLinkRepeats: { max: 1, windowSeconds: 60 },
  },
});

const LOCKED = 'Too many failed sign-in attempts from your connection. Please try again in 15 minutes.';

const login = (email: string, password: string, remoteAddress: string) =>
  loginFrom(ctx().app, remoteAddress, email, password);
const verify = (challenge: string, code: string, remoteAddress: string) =>
  verifyFrom(ctx().app, remoteAddress, challenge, code);

/** Both steps from one address; answers the verify response. */
async function signInFrom(email: string, remoteAddress: string) {
  const started = await login(email, TEST_PASSWORD, remoteAddress);
  expect(started.statusCode, started.body).toBe(200);
  const code = extractCode(ctx().mailer.last(email).text);
  return verify(started.json().challenge, code, remoteAddress);
}

describe('sign-in limits', () => {
  it('stop one address guessing an account’s password, and never the owner signing in from elsewhere', async () => {
    await seedUsers(ctx().database);
    for (let i = 0; i < 3; i++)
      expect((await login('admin@a.test', 'guess', '10.0.0.66')).statusCode).toBe(401);
    const locked = await login('admin@a.test', TEST_PASSWORD, '10.0.0.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 'too_many_requests', user_message: LOCKED });
    expect(locked.headers['retry-after']).toBe('900');

    // The owner, with the right password and code, from an address that has not been guessing.
    expect((await signInFrom('admin@a.test', '10.0.0.7')).statusCode).toBe(200);
    // The guessing address waits the whole window, then is heard again.
    ctx().clock.advanceMinutes(14);
    expect((await login('admin@a.test', TEST_PASSWORD, '10.0.0.66')).headers['retry-after']).toBe('60');
    ctx().clock.advanceMinutes(1);
    expect((await login('admin@a.test', TEST_PASSWORD, '10.0.0.66')).statusCode).toBe(200);
  });

  it('count only failures against an account: signing in often is never refused', async () => {
    await seedUsers(ctx().database);
    for (let i = 0; i < 5; i++) expect((await signInFrom('viewer@a.test', '10.0.1.1')).statusCode).toBe(200);
  });

  it('stop one address trying many accounts, while others are not held back', async () => {
    await seedUsers(ctx().database);
    const accounts = [
      'admin@a.test',
      'analyst@a.test',
      'viewer@a.test',
      'admin@b.test',
      'nobody@a.test',
      'x@y.test',
    ];
    for (const email of accounts) expect((await login(email, 'guess', '10.0.2.66')).statusCode).toBe(401);
    expect((await login('alice', TEST_PASSWORD, '10.0.2.66')).statusCode).toBe(429);
    expect((await login('alice', TEST_PASSWORD, '10.0.2.7')).statusCode).toBe(200);
  });

  it('tell the owner of an account many addresses guess at, once, and lock nothing', async () => {
    await seedUsers(ctx().database);
    ctx().mailer.sent.length = 0;
    for (let i = 1; i <= 6; i++) await login('analyst@a.test', 'guess', `10.0.3.${i}`);
    const alerts = ctx().mailer.sent.filter(
      (m) => m.subject === 'Failed sign-in attempts on your Cakemix account',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.to).toBe('analyst@a.test');
    expect(alerts[0]?.text).toContain('There were 4 failed attempts');
    expect((await signInFrom('analyst@a.test', '10.0.3.99')).statusCode).toBe(200);
    // Guessing at an address that is no account tells nobody.
    for (let i = 1; i <= 4; i++) await login('ghost@a.test', 'guess', `10.0.4.${i}`);
    expect(ctx().mailer.sent.filter((m) => m.to === 'ghost@a.test')).toEqual([]);
  });

  it('stop one address guessing verification codes, and let the right code through from elsewhere', async () => {
    await seedUsers(ctx().database);
    const started = await login('admin@a.test', TEST_PASSWORD, '10.0.5.1');
    const { challenge } = started.json();
    const code = extractCode(ctx().mailer.last('admin@a.test').text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await verify(challenge, wrong, '10.0.5.66')).statusCode).toBe(422);
    const refused = await verify(challenge, code, '10.0.5.66');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(challenge, code, '10.0.5.1')).statusCode).toBe(200);
  });

  it('count every attempt per address too (each costs a password hash), saying the true wait', async () => {
    await seedUsers(ctx().database);
    ctx().clock.advance(30_000);
    for (let i = 0; i < 12; i++) await login(`user${i}@a.test`, TEST_PASSWORD, '10.0.6.1');
    const refused = await login('admin@a.test', TEST_PASSWORD, '10.0.6.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().user_message).toBe(
      'We are unable to process this request at this time. Please try again in 30 seconds.',
    );
  });

  it('give every 429 a Retry-After: code resends and reset links too', async () => {
    await seedUsers(ctx().database);
    const { challenge } = (await login('admin@a.test', TEST_PASSWORD, '10.0.7.1')).json();
    const resend = () =>
      ctx().app.inject({
        method: 'POST',
        url: `${API}/login/resend-code`,
        payload: { challenge },
        remoteAddress: '10.0.7.1',
      });
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('30');
    expect(soon.json().user_message).toBe(
      'We are unable to process this request at this time. Please try again in 30 seconds.',
    );
    const link = () =>
      ctx().app.inject({
        method: 'POST',
        url: `${API}/password/reset-link`,
        payload: { email: 'admin@a.test' },
        remoteAddress: '10.0.7.2',
      });
    expect((await link()).statusCode).toBe(200);
    const again = await link();
    expect(again.statusCode).toBe(429);
    expect(again.json().user_message).toBe(
      'You have recently requested a password reset, please check your email.',
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // A third from that address meets the per-address limit: the rest of its window.
    const third = await link();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
