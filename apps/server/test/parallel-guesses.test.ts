import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema.ts';
import { DEFAULT_LIMITS } from '../src/lib/limits.ts';
import { AUTH_POLICY } from '../src/modules/auth/service.ts';
import {
  API,
  extractCode,
  loginFrom,
  seedUsers,
  setupTestApp,
  signIn,
  TEST_PASSWORD,
  verifyFrom,
} from './helper.ts';

/**
 * Guesses sent all at once (decision 025): every limit that guards a secret counts a request before it
 * checks it, so N requests together are N attempts. The limits are the shipped ones, but for the limits on
 * every attempt (generous here), so that what refuses is the limit on failures a test is about. The clock
 * stands still, so every burst falls in one window. Runs on the suite's engine: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL; test/instances-limits.test.ts fires the same bursts at two app instances.
 */
const ctx = setupTestApp({
  limits: {
    signInFailures: DEFAULT_LIMITS.signInFailures,
    signInFailuresOnAccount: DEFAULT_LIMITS.signInFailuresOnAccount,
    codeFailures: DEFAULT_LIMITS.codeFailures,
    codeResends: DEFAULT_LIMITS.codeResends,
    resetLinks: DEFAULT_LIMITS.resetLinks,
    resetLinkRepeats: DEFAULT_LIMITS.resetLinkRepeats,
    resetLinksToAccount: DEFAULT_LIMITS.resetLinksToAccount,
    passwordChangeFailures: DEFAULT_LIMITS.passwordChangeFailures,
    sharedReportReads: DEFAULT_LIMITS.sharedReportReads,
  },
});

const together = <T>(count: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => request(i)));

/** How many responses had each status, e.g. {401: 5, 429: 45}. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** Every 429 says when to try again. */
function expectRetryAfterOnEvery429(responses: LightMyRequestResponse[]) {
  for (const response of responses.filter((r) => r.statusCode === 429))
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const login = (email: string, password: string, remoteAddress: string) =>
  loginFrom(ctx().app, remoteAddress, email, password);
const verify = (challenge: string, code: string, remoteAddress: string) =>
  verifyFrom(ctx().app, remoteAddress, challenge, code);

function resetLink(email: string, remoteAddress: string) {
  return ctx().app.inject({
    method: 'POST',
    url: `${API}/password/reset-link`,
    payload: { email },
    remoteAddress,
  });
}

/** A sign-in waiting for its code: the challenge, its code and a code that is not it. */
async function pendingSignIn(email: string) {
  const started = await login(email, TEST_PASSWORD, '10.9.9.9');
  expect(started.statusCode, started.body).toBe(200);
  const code = extractCode(ctx().mailer.last(email).text);
  return {
    challenge: started.json().challenge as string,
    code,
    wrong: code === '000000' ? '111111' : '000000',
  };
}

async function codeTries(): Promise<number[]> {
  const rows = await ctx().database.db.select({ tries: verificationCodes.codeTries }).from(verificationCodes);
  return rows.map((row) => row.tries);
}

const mailsTo = (email: string, subject: RegExp) =>
  ctx().mailer.sent.filter((m) => m.to === email && subject.test(m.subject));

describe('passwords sent together', () => {
  const perAccount = DEFAULT_LIMITS.signInFailuresOnAccount.max;

  it('50 wrong ones from one address: five are checked, the rest and then the right one are refused', async () => {
    await seedUsers(ctx().database);
    const burst = await together(50, () => login('admin@a.test', 'a wrong guess', '10.1.0.66'));
    expect(tally(burst)).toEqual({ 401: perAccount, 429: 50 - perAccount });
    expectRetryAfterOnEvery429(burst);

    const right = await login('admin@a.test', TEST_PASSWORD, '10.1.0.66');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo('admin@a.test', /verification code/)).toEqual([]);
    // The owner, from an address that has not been guessing, gets in.
    expect((await login('admin@a.test', TEST_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
    // Only the five checked counted among the address's failures: refused attempts gave theirs back.
    const perAddress = DEFAULT_LIMITS.signInFailures.max;
    for (let i = perAccount; i < perAddress; i++)
      expect((await login(`other${i}@a.test`, 'a wrong guess', '10.1.0.66')).statusCode).toBe(401);
    expect((await login('other@a.test', 'a wrong guess', '10.1.0.66')).statusCode).toBe(429);
  });

  it('50 wrong ones from one address across accounts: the address’s allowance of failures, no more', async () => {
    await seedUsers(ctx().database);
    const perAddress = DEFAULT_LIMITS.signInFailures.max;
    const burst = await together(50, (i) => login(`guess${i}@a.test`, 'a wrong guess', '10.1.1.66'));
    expect(tally(burst)).toEqual({ 401: perAddress, 429: 50 - perAddress });
    expectRetryAfterOnEvery429(burst);
    expect((await login('admin@a.test', TEST_PASSWORD, '10.1.1.66')).statusCode).toBe(429);
  });

  it('a right password gives back the slot it held: an address that mistypes but gets in is not locked', async () => {
    await seedUsers(ctx().database);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < perAccount - 1; i++)
        expect((await login('viewer@a.test', 'a typo', '10.1.2.1')).statusCode).toBe(401);
      expect((await login('viewer@a.test', TEST_PASSWORD, '10.1.2.1')).statusCode).toBe(200);
    }
    // 16 failures and 4 sign-ins so far: only the failures count against the address's 20.
    for (let i = 0; i < 4; i++)
      expect((await login('viewer@a.test', 'a typo', '10.1.2.1')).statusCode).toBe(401);
    expect((await login('viewer@a.test', 'a typo', '10.1.2.1')).statusCode).toBe(429);
  });
});

describe('verification codes sent together', () => {
  it('30 wrong ones from one address: the challenge dies at five, the address is refused, the right code too', async () => {
    await seedUsers(ctx().database);
    const { challenge, code, wrong } = await pendingSignIn('admin@a.test');
    const burst = await together(30, () => verify(challenge, wrong, '10.2.0.66'));
    const perAddress = DEFAULT_LIMITS.codeFailures.max;
    expect(tally(burst)).toEqual({ 422: perAddress, 429: 30 - perAddress });
    expectRetryAfterOnEvery429(burst);
    expect(await codeTries()).toEqual([AUTH_POLICY.maxWrongCodes]);

    const right = await verify(challenge, code, '10.2.0.66');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // From anywhere else the challenge is dead.
    expect((await verify(challenge, code, '10.2.0.7')).statusCode).toBe(422);
  });

  it('30 wrong ones from 30 addresses: five tries, then the right code is refused', async () => {
    await seedUsers(ctx().database);
    const { challenge, code, wrong } = await pendingSignIn('admin@a.test');
    const burst = await together(30, (i) => verify(challenge, wrong, `10.2.1.${i + 1}`));
    expect(tally(burst)).toEqual({ 422: 30 });
    expect(await codeTries()).toEqual([AUTH_POLICY.maxWrongCodes]);
    const right = await verify(challenge, code, '10.2.1.99');
    expect(right.statusCode).toBe(422);
    expect(right.json().user_message).toBe('Verification code is invalid');
    // A new code cannot bring a dead challenge back.
    const resend = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login/resend-code`,
      payload: { challenge },
      remoteAddress: '10.2.1.99',
    });
    expect(resend.statusCode).toBe(422);
  });

  it('resends sent together make one new code', async () => {
    await seedUsers(ctx().database);
    const { challenge } = await pendingSignIn('admin@a.test');
    ctx().clock.advance((AUTH_POLICY.resendCooldownSeconds + 1) * 1000);
    const before = ctx().mailer.sent.length;
    const burst = await together(10, (i) =>
      ctx().app.inject({
        method: 'POST',
        url: `${API}/login/resend-code`,
        payload: { challenge },
        remoteAddress: `10.2.3.${i + 1}`,
      }),
    );
    expect(tally(burst)).toEqual({ 200: 1, 429: 9 });
    expectRetryAfterOnEvery429(burst);
    expect(ctx().mailer.sent.length - before).toBe(1);
  });
});

describe('password reset links', () => {
  const ok = { user_message: 'A reset link has been sent to your email address.' };
  const resetMails = () => mailsTo('viewer@a.test', /Reset your Cakemix password/);

  it('asked for together from one address: one link, the rest "recently requested" with Retry-After', async () => {
    await seedUsers(ctx().database);
    const burst = await together(10, () => resetLink('viewer@a.test', '10.3.0.66'));
    expect(tally(burst)).toEqual({ 200: 1, 429: 9 });
    expectRetryAfterOnEvery429(burst);
    expect(resetMails()).toHaveLength(1);
  });

  it('a stranger asking first never holds back the owner’s own request', async () => {
    await seedUsers(ctx().database);
    expect((await resetLink('viewer@a.test', '10.3.1.66')).json()).toEqual(ok);
    const owner = await resetLink('viewer@a.test', '10.3.1.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(ok);
    expect(resetMails()).toHaveLength(2);
  });

  it('strangers from many addresses: each told the same, the owner too, whose mailbox holds a working link', async () => {
    await seedUsers(ctx().database);
    const cap = DEFAULT_LIMITS.resetLinksToAccount.max;
    const burst = await together(20, (i) => resetLink('viewer@a.test', `10.3.2.${i + 1}`));
    for (const response of burst) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ok);
    }
    expect(resetMails()).toHaveLength(cap);

    // The owner asks later in the window: the same answer; no sixth mail, but the links sent work.
    ctx().clock.advanceMinutes(DEFAULT_LIMITS.resetLinksToAccount.windowSeconds / 60 - 1);
    const owner = await resetLink('viewer@a.test', '10.3.2.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(ok);
    expect(resetMails()).toHaveLength(cap);
    const link = /\/password\/reset\/([\w-]+)\?/.exec(resetMails().at(-1)?.text ?? '')?.[1];
    const reset = await ctx().app.inject({
      method: 'POST',
      url: `${API}/password/reset`,
      payload: {
        token: link,
        email: 'viewer@a.test',
        password: 'mine again',
        password_confirmation: 'mine again',
      },
      remoteAddress: '10.3.2.200',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('outlive the window of the quiet cap, so a link mailed in it still works when it ends', () => {
    expect(DEFAULT_LIMITS.resetLinksToAccount.windowSeconds).toBeLessThan(AUTH_POLICY.resetTtlMinutes * 60);
  });
});

describe('password changes', () => {
  function change(token: string, current: string, next: string) {
    return ctx().app.inject({
      method: 'PUT',
      url: `${API}/me/password`,
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: current, password: next, password_confirmation: next },
    });
  }

  it('20 wrong current passwords together: five are checked, the rest and then the right one are refused', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const burst = await together(20, () => change(token, 'a wrong guess', 'new password 1'));
    const failures = DEFAULT_LIMITS.passwordChangeFailures.max;
    expect(tally(burst)).toEqual({ 422: failures, 429: 20 - failures });
    expectRetryAfterOnEvery429(burst);
    const right = await change(token, TEST_PASSWORD, 'new password 1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a correction right after a change is allowed, and so are more changes than the failures allowed', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'analyst@a.test');
    expect((await change(token, TEST_PASSWORD, 'new pasword')).statusCode).toBe(200);
    // The typo noticed at once.
    expect((await change(token, 'new pasword', 'new password')).statusCode).toBe(200);
    let current = 'new password';
    for (let i = 0; i < DEFAULT_LIMITS.passwordChangeFailures.max; i++) {
      const next = `new password ${i}`;
      expect((await change(token, current, next)).statusCode).toBe(200);
      current = next;
    }
  });
});

describe('shared reports read together', () => {
  it('count every read from an address before looking the token up', async () => {
    const max = DEFAULT_LIMITS.sharedReportReads.max;
    const burst = await together(max + 10, (i) =>
      ctx().app.inject({
        method: 'GET',
        url: `${API}/shared-reports/detailed/made-up-token-number-${String(i).padStart(4, '0')}`,
        remoteAddress: '10.4.0.66',
      }),
    );
    expect(tally(burst)).toEqual({ 404: max, 429: 10 });
    expectRetryAfterOnEvery429(burst);
  });
});
