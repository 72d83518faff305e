import { afterAll, describe, expect, it } from 'vitest';
import { errorForLog, loggableUrl } from '../src/lib/log-safety.ts';
import {
  API,
  capturedLog,
  capturingMailer,
  extractCode,
  OAUTH,
  seedUsers,
  startTestApp,
  TEST_PASSWORD,
} from './helper.ts';

/*
 * Logs go to files and log services that more people read than the database: they must never hold what a
 * person typed or a secret that opens something. The app runs here with every log line kept (level trace).
 */
describe('the logs', () => {
  const { lines, stream } = capturedLog();
  const mailer = capturingMailer();
  const setup = (async () => {
    const started = await startTestApp({ mailer, logger: { level: 'trace', stream } });
    // A query that fails with a person's text as its parameter, as a bug in a route would.
    started.app.get('/api/v1/cakemix/failing-query', async (request) => {
      const { text } = request.query as { text: string };
      await started.database.executeSql('select $1::int as n', [text]);
    });
    await seedUsers(started.database);
    return started;
  })();
  afterAll(async () => {
    await (await setup).close();
  });

  it('never hold a password, a code, a token, a search, a share link or a query parameter', async () => {
    const { app } = await setup;
    const secrets = {
      password: TEST_PASSWORD,
      search: 'Confidential Club Search',
      shareToken: 'S'.repeat(43),
      sqlText: 'private-note-in-sql',
    };
    const login = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'admin@a.test', password: secrets.password, grant_type: 'password', ...OAUTH },
    });
    expect(login.statusCode).toBe(200);
    const code = extractCode(mailer.last('admin@a.test').text);
    const verify = await app.inject({
      method: 'POST',
      url: `${API}/login/verify`,
      payload: { challenge: login.json().challenge, code },
    });
    expect(verify.statusCode).toBe(200);
    const token = verify.json().token.token as string;
    const auth = { authorization: `Bearer ${token}` };

    const search = await app.inject({
      method: 'GET',
      url: `${API}/websites/1/properties?search=${encodeURIComponent(secrets.search)}`,
      headers: auth,
    });
    expect(search.statusCode).toBe(200);
    const shared = await app.inject({
      method: 'GET',
      url: `${API}/shared-reports/detailed/${secrets.shareToken}`,
    });
    expect(shared.statusCode).toBe(404);
    const failing = await app.inject({
      method: 'GET',
      url: `${API}/failing-query?text=${secrets.sqlText}`,
      headers: auth,
    });
    expect(failing.statusCode).toBe(500);

    const log = lines.join('');
    // The requests were logged (the check below would pass on an empty log)…
    expect(log).toContain('/websites/1/properties?search=…');
    expect(log).toContain('/shared-reports/detailed/[redacted]');
    expect(log).toContain('"message":"database error"');
    expect(log).toContain('22P02'); // the database's code for text that is not a number
    // …and none of what was sent in them.
    for (const secret of [...Object.values(secrets), code, token, login.json().challenge]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toContain('Confidential');
    expect(log).not.toMatch(/authorization/i);
  });
});

describe('a log line', () => {
  it('keeps a URL’s path and query names, masking segments that look like tokens', () => {
    expect(loggableUrl('/api/v1/cakemix/properties/12?search=abc&page=2')).toBe(
      '/api/v1/cakemix/properties/12?search=…&page=…',
    );
    expect(loggableUrl('/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')).toBe(
      '/reset-password/[redacted]',
    );
  });

  it('keeps a database error’s code and place, and an error of the app whole', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "secret"'), {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    const wrapped = Object.assign(new Error('Failed query: select $1 params: secret'), {
      name: 'DrizzleQueryError',
      cause,
    });
    const logged = errorForLog(wrapped);
    expect(JSON.stringify(logged)).not.toContain('secret');
    expect(logged).toMatchObject({ code: '22P02', routine: 'pg_strtoint32_safe', message: 'database error' });
    expect(errorForLog(new Error('a bug')).message).toBe('a bug');
  });
});
