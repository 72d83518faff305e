import { afterAll, describe, expect, it } from 'vitest';
import { capturedLog, capturingMailer, startTestApp } from './helper.ts';

describe('an unexpected failure', () => {
  const { lines: logLines, stream } = capturedLog();
  const setup = (async () => {
    const { app, close } = await startTestApp({
      mailer: capturingMailer(),
      logger: { level: 'error', stream },
    });
    // A route that fails the way a bug or a lost database connection would.
    app.get('/api/v1/cakemix/explode', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/src/db.ts:42');
    });
    return { app, close };
  })();
  afterAll(async () => {
    await (await setup).close();
  });

  it('answers 500 with the generic message, leaks nothing, and logs the error with the request id', async () => {
    const { app } = await setup;
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/cakemix/explode',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal',
      user_message: 'Une erreur est survenue, veuillez réessayer.',
    });
    expect(response.body).not.toMatch(/secret_table|\/srv|stack/);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.reqId).toBeTruthy();
    expect(logged?.err?.stack).toContain('secret_table');
  });
});
