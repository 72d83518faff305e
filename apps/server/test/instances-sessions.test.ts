import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { reopenableTestDatabase } from './helper.ts';
import { ServerProcess } from './server-process.ts';

// Two app instances on one PostgreSQL: only where the suite runs on a PostgreSQL server (CI's second run).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PASSWORD = 'demo1234';

/**
 * Whatever an instance keeps to answer fast (report views, prepared statements, decision 032), a session
 * ended or a member deactivated on one instance is refused by every other at its next request.
 */
describe.runIf(onPostgres)('sessions across instances', () => {
  const place = reopenableTestDatabase();
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop();
    await (await place).drop();
  });

  /** Every read a member makes, each answered as `status`: the user, the list and a (kept) report view. */
  async function expectAnswers(server: ServerProcess, token: string, reportId: number, status: number) {
    for (const url of ['/user', '/websites/1/properties', `/reports/${reportId}`]) {
      const response = await server.request('GET', url, token);
      await response.arrayBuffer();
      expect(response.status, `${server.base} ${url}`).toBe(status);
    }
  }

  it('refuse a signed-out token and a deactivated member at once on the other instance', async () => {
    const url = (await place).url as string;
    const env = { DATABASE_URL: url, DEMO_PASSWORD: PASSWORD, PDF_RENDER_THREADS: '0' };
    const a = await ServerProcess.start(env, ['--demo']);
    running.push(a);
    const b = await ServerProcess.start(env);
    running.push(b);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A member of the demo website besides its admin, with the same password.
      await client.query(
        `insert into users (website_id, email, name, password_hash, role, lang)
         select 1, 'member@example.com', 'Member', password_hash, 'analyst', 'en'
         from users where email = 'demo@example.com'`,
      );
      const admin = await a.signIn('demo@example.com', PASSWORD);
      const reports = await a.call<{ data: { id: number; type: string }[] }>(
        'GET',
        '/websites/1/reports?type=detailed',
        admin,
      );
      const reportId = reports.data[0]?.id as number;
      // One after the other: each reads the code of the last mail in B's outbox.
      const sessions: string[] = [];
      for (let n = 0; n < 3; n++) sessions.push(await b.signIn('member@example.com', PASSWORD));
      const [signedOut, deactivated, flipped] = sessions as [string, string, string];
      const memberId = (await b.call<{ id: number }>('GET', '/user', signedOut)).id;
      // Both instances have served every session, its report view included.
      for (const server of [a, b])
        for (const token of sessions) await expectAnswers(server, token, reportId, 200);

      // Signed out on A: B refuses the token at its next request.
      await a.call('POST', '/logout', signedOut);
      await expectAnswers(b, signedOut, reportId, 401);
      await expectAnswers(a, signedOut, reportId, 401);
      await expectAnswers(b, deactivated, reportId, 200);

      // Deactivated by the admin on A: B refuses the member's other sessions at once.
      await a.call('PUT', `/websites/1/members/${memberId}/status`, admin, { status: 'deactivated' });
      await expectAnswers(b, deactivated, reportId, 401);
      await expectAnswers(a, flipped, reportId, 401);

      // The status alone refuses too, should a session outlive the change (its token left live here).
      await a.call('PUT', `/websites/1/members/${memberId}/status`, admin, { status: 'active' });
      const again = await b.signIn('member@example.com', PASSWORD);
      await expectAnswers(a, again, reportId, 200);
      await client.query(`update users set status = 'deactivated' where id = $1`, [memberId]);
      await expectAnswers(a, again, reportId, 401);
      await expectAnswers(b, again, reportId, 401);
      const live = await client.query(
        'select count(*)::int as n from access_tokens where user_id = $1 and revoked_at is null',
        [memberId],
      );
      expect(live.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 180_000);
});
