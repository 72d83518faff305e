import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiClient,
  capturingMailer,
  GENEROUS_LIMITS,
  seedUsers,
  setupTestApp,
  signIn,
  startTestApp,
  testConfig,
} from '../../../test/helper.ts';
import { supportRequests } from '../../db/schema.ts';
import { DEFAULT_LIMITS } from '../../lib/limits.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';

const ctx = setupTestApp({ limits: { supportRequests: DEFAULT_LIMITS.supportRequests } });
const { call, tokens } = apiClient(ctx);
const URL_1 = '/websites/1/send-support-request';
const VALID = { subject: 'Report export', message: 'The PDF never finishes.', page: '/reports?page=2' };

describe('support requests API', () => {
  it('stores the request and e-mails it to the website support address, replying to the sender', async () => {
    const t = await tokens();
    const res = await call('POST', URL_1, t.viewer, VALID);
    expect(res.statusCode).toBe(201);
    expect(res.json().user_message).toBe(
      'Your support request has been sent. We will get back to you by e-mail.',
    );

    const mail = ctx().mailer.last('support-a@example.com');
    expect(mail.replyTo).toBe('viewer@a.test');
    expect(mail.subject).toBe(`[Cakemix support #${res.json().id}] Report export`);
    expect(mail.text).toContain('From: Vera Viewer <viewer@a.test> (viewer)');
    expect(mail.text).toContain('Website: Site A (#1)');
    expect(mail.text).toContain('Page: /reports?page=2');
    expect(mail.text).toContain('The PDF never finishes.');
    expect(mail.text).toContain('Language: English');

    const rows = await ctx().database.db.select().from(supportRequests);
    expect(rows).toEqual([
      expect.objectContaining({
        websiteId: 1,
        subject: 'Report export',
        message: 'The PDF never finishes.',
        page: '/reports?page=2',
        lang: 'en',
        status: 'sent',
      }),
    ]);
  });

  it('labels the e-mail in the language the request was written in', async () => {
    const t = await tokens();
    const res = await call('POST', URL_1, t.analyst, VALID, 'fr');
    expect(res.statusCode).toBe(201);
    const mail = ctx().mailer.last('support-a@example.com');
    expect(mail.subject).toBe(`[Soutien Cakemix #${res.json().id}] Report export`);
    expect(mail.text).toContain('Une demande de soutien a été envoyée depuis Cakemix.');
    expect(mail.text).toMatch(/^De\u00a0: .+ <analyst@a\.test> \(analyste\)$/m);
    expect(mail.text).toContain('Site\u00a0: Site A (#1)');
    expect(mail.text).toContain('Langue\u00a0: français');
    expect(mail.text).toContain('Objet\u00a0: Report export');
  });

  it('refuses an empty subject or message with the spec messages, in either language', async () => {
    const t = await tokens();
    const en = await call('POST', URL_1, t.analyst, { subject: '  ', message: '' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      subject: ['Please specify a valid subject'],
      message: ['Please specify the source of your problem.'],
    });
    const fr = await call('POST', URL_1, t.analyst, {}, 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({
      subject: ['Veuillez indiquer un objet valide'],
      message: ['Veuillez préciser la source de votre problème.'],
    });
    const long = await call('POST', URL_1, t.analyst, { subject: 'x'.repeat(201), message: 'y' });
    expect(long.json().errors).toEqual({ subject: ['This text is too long.'] });
    expect(ctx().mailer.sent.filter((m) => m.to.startsWith('support'))).toEqual([]);
    expect(await ctx().database.db.select().from(supportRequests)).toEqual([]);
  });

  it("answers 404 for another website's id and sends nothing", async () => {
    const t = await tokens();
    const res = await call('POST', '/websites/2/send-support-request', t.admin, VALID);
    expect(res.statusCode).toBe(404);
    const other = await call('POST', URL_1, t.otherSite, VALID);
    expect(other.statusCode).toBe(404);
    expect(ctx().mailer.sent.filter((m) => m.to.startsWith('support'))).toEqual([]);
    expect(
      (await ctx().app.inject({ method: 'POST', url: `${API}${URL_1}`, payload: VALID })).statusCode,
    ).toBe(401);
  });

  it('limits each person to 5 requests every 10 minutes', async () => {
    const t = await tokens();
    for (let i = 0; i < 5; i++) expect((await call('POST', URL_1, t.analyst, VALID)).statusCode).toBe(201);
    const limited = await call('POST', URL_1, t.analyst, VALID);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().user_message).toBe(
      'We are unable to process this request at this time. Please try again in 10 minutes.',
    );
    expect(limited.headers['retry-after']).toBe('600');
    // Someone else of the same website is not held back.
    expect((await call('POST', URL_1, t.viewer, VALID)).statusCode).toBe(201);
    ctx().clock.advanceMinutes(10);
    expect((await call('POST', URL_1, t.analyst, VALID)).statusCode).toBe(201);
  });
});

/** An app whose mail goes through `deliver` as well as a capturing mailer (which reads sign-in codes). */
async function appWith(deliver: (dataDir: string) => Mailer, config = {}) {
  const captured = capturingMailer();
  const cfg = testConfig(config);
  const real = deliver(cfg.dataDir);
  const mailer: Mailer = {
    async send(message) {
      await captured.send(message);
      if (message.to.startsWith('support')) await real.send(message);
    },
  };
  const { app, database, close } = await startTestApp({
    config: cfg,
    mailer,
    limits: GENEROUS_LIMITS,
  });
  await seedUsers(database);
  const token = await signIn(app, captured, 'analyst@a.test');
  const post = (lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `${API}${URL_1}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload: VALID,
    });
  return {
    app,
    database,
    post,
    cfg,
    close,
  };
}

const silent = { info: () => {} };

describe('support request delivery', () => {
  it('writes the mail to the outbox when no SMTP server is set', async () => {
    const ctx2 = await appWith((dataDir) =>
      createMailer({
        smtpUrl: undefined,
        outboxDir: path.join(dataDir, 'mail'),
        from: 'Cakemix <no-reply@test>',
        logger: silent,
      }),
    );
    try {
      expect((await ctx2.post()).statusCode).toBe(201);
      const outbox = path.join(ctx2.cfg.dataDir, 'mail');
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0] as string), 'utf8');
      expect(eml).toMatch(/^To: support-a@example\.com$/m);
      expect(eml).toMatch(/^Reply-To: analyst@a\.test$/m);
      expect(eml).toContain('Andy Analyst');
      expect(eml).toContain('/reports?page=2');
    } finally {
      await ctx2.close();
    }
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const ctx2 = await appWith(() =>
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: '/nonexistent',
        from: 'Cakemix <no-reply@test>',
        logger: silent,
      }),
    );
    try {
      expect((await ctx2.post('fr')).statusCode).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['support-a@example.com']);
      expect(received[0]?.data).toContain('The PDF never finishes.');
      expect(received[0]?.data).toMatch(/^Reply-To: analyst@a\.test/m);
    } finally {
      await ctx2.close();
      await new Promise<void>((resolve) => server.close(resolve));
    }
  });

  it('keeps a request whose mail failed, marked failed, and answers the spec message without details', async () => {
    const ctx2 = await appWith(() =>
      createMailer({
        smtpUrl: 'smtp://127.0.0.1:1',
        outboxDir: '/nonexistent',
        from: 'x <x@test>',
        logger: silent,
      }),
    );
    try {
      const en = await ctx2.post();
      expect(en.statusCode).toBe(500);
      expect(en.json()).toEqual({
        code: 'internal',
        user_message: 'We were unable to send your support request. Please try again later.',
      });
      const fr = await ctx2.post('fr');
      expect(fr.json().user_message).toBe(
        'Nous n’avons pas pu envoyer votre demande de soutien. Veuillez réessayer plus tard.',
      );
      const rows = await ctx2.database.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.status, 'failed'));
      expect(rows).toHaveLength(2);
    } finally {
      await ctx2.close();
    }
  });
});
