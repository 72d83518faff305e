import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/lib/limits.ts';
import { AUTH_POLICY } from '../src/modules/auth/service.ts';
import { OAUTH, reopenableTestDatabase, seedUsers, TEST_PASSWORD } from './helper.ts';
import { ServerProcess } from './server-process.ts';

// Two app instances on one PostgreSQL: only where the suite runs on a PostgreSQL server (CI's second run).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The instances believe one proxy hop, so each burst comes from an address of its own (X-Forwarded-For),
 * and the limits on every attempt are generous, so that what refuses is the limit on failures under test.
 */
const INSTANCE_ENV = {
  TRUST_PROXY: '1',
  RATE_LIMITS: 'signInRequests=1000/60,codeRequests=1000/60',
  PDF_RENDER_THREADS: '1',
};

interface Answer {
  status: number;
  retryAfter: number;
}

/**
 * Runs a burst whose counts must fall in one window of a limit (the servers' clock runs): when it
 * straddled the end of a window, whose counts start afresh, it runs again with fresh keys (`round`).
 */
async function inOneWindow<T>(windowSeconds: number, burst: (round: number) => Promise<T>): Promise<T> {
  const windowNow = () => Math.floor(Date.now() / (windowSeconds * 1000));
  for (let round = 0; ; round++) {
    const before = windowNow();
    const result = await burst(round);
    if (windowNow() === before) return result;
  }
}

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function expectRetryAfterOnEvery429(answers: Answer[]) {
  for (const answer of answers.filter((a) => a.status === 429)) expect(answer.retryAfter).toBeGreaterThan(0);
}

describe.runIf(onPostgres)('sign-in limits across two app instances on one PostgreSQL', () => {
  const place = reopenableTestDatabase();
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    const url = (await place).url as string;
    instances = await Promise.all([
      ServerProcess.start({ ...INSTANCE_ENV, DATABASE_URL: url }),
      ServerProcess.start({ ...INSTANCE_ENV, DATABASE_URL: url }),
    ]);
    const database = (await place).open();
    await seedUsers(database);
    await database.close();
  }, 180_000);

  afterAll(async () => {
    for (const server of instances) await server.stop();
    await (await place).drop();
  });

  /** A POST to instance `i % 2` from `address` (behind the proxy the instances trust). */
  async function post(i: number, path: string, body: object, address: string): Promise<Answer> {
    const server = instances[i % 2] as ServerProcess;
    const response = await fetch(`${server.base}/api/v1/cakemix${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
  }

  const login = (i: number, email: string, password: string, address: string) =>
    post(i, '/login', { email, password, grant_type: 'password', ...OAUTH }, address);

  const together = (count: number, request: (i: number) => Promise<Answer>) =>
    Promise.all(Array.from({ length: count }, (_, i) => request(i)));

  /** A sign-in waiting for its code, started on the first instance: its challenge, code and a wrong code. */
  async function pendingSignIn(email: string) {
    const server = instances[0] as ServerProcess;
    const mark = server.outboxMark();
    const { challenge } = await server.call<{ challenge: string }>('POST', '/login', null, {
      email,
      password: TEST_PASSWORD,
      grant_type: 'password',
      ...OAUTH,
    });
    const code = await server.codeSince(mark);
    return { challenge, code, wrong: code === '000000' ? '111111' : '000000' };
  }

  async function codeTries(): Promise<number[]> {
    const client = new pg.Client({ connectionString: (await place).url });
    await client.connect();
    try {
      const result = await client.query('select failed_attempts as tries from verification_codes');
      return result.rows.map((row) => row.tries);
    } finally {
      await client.end();
    }
  }

  it('50 wrong passwords from one address: five are checked, the rest and then the right one are refused', async () => {
    const { burst, right } = await inOneWindow(
      DEFAULT_LIMITS.signInFailuresOnAccount.windowSeconds,
      async (round) => {
        const address = `10.6.${round}.66`;
        const burst = await together(50, (i) => login(i, 'admin@a.test', 'a wrong guess', address));
        return { burst, right: await login(1, 'admin@a.test', TEST_PASSWORD, address) };
      },
    );
    const perAccount = DEFAULT_LIMITS.signInFailuresOnAccount.max;
    expect(tally(burst)).toEqual({ 401: perAccount, 429: 50 - perAccount });
    expectRetryAfterOnEvery429(burst);
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
  }, 60_000);

  it('30 wrong codes from one address: the challenge dies at five, the address is refused, the right code too', async () => {
    const { burst, right, elsewhere } = await inOneWindow(
      DEFAULT_LIMITS.codeFailures.windowSeconds,
      async (round) => {
        const { challenge, code, wrong } = await pendingSignIn('analyst@a.test');
        const address = `10.7.${round}.66`;
        const burst = await together(30, (i) =>
          post(i, '/login/verify', { challenge, code: wrong }, address),
        );
        const right = await post(1, '/login/verify', { challenge, code }, address);
        const elsewhere = await post(0, '/login/verify', { challenge, code }, `10.7.${round}.7`);
        return { burst, right, elsewhere };
      },
    );
    const perAddress = DEFAULT_LIMITS.codeFailures.max;
    expect(tally(burst)).toEqual({ 422: perAddress, 429: 30 - perAddress });
    expectRetryAfterOnEvery429(burst);
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
    expect(elsewhere.status).toBe(422);
    expect(await codeTries()).toContain(AUTH_POLICY.maxWrongCodes);
    expect(Math.max(...(await codeTries()))).toBe(AUTH_POLICY.maxWrongCodes);
  }, 60_000);

  it('30 wrong codes from 30 addresses: five tries, then the right code is refused', async () => {
    const { challenge, code, wrong } = await pendingSignIn('viewer@a.test');
    const burst = await together(30, (i) =>
      post(i, '/login/verify', { challenge, code: wrong }, `10.8.0.${i + 1}`),
    );
    expect(tally(burst)).toEqual({ 422: 30 });
    expect((await post(1, '/login/verify', { challenge, code }, '10.8.1.1')).status).toBe(422);
    expect(Math.max(...(await codeTries()))).toBe(AUTH_POLICY.maxWrongCodes);
  }, 60_000);
});
