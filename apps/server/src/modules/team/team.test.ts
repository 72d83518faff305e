import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiClient,
  extractCode,
  OAUTH,
  setupTestApp,
  signIn,
  TEST_PASSWORD,
  testConfig,
} from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { accessTokens, invitations, users } from '../../db/schema.ts';

const ctx = setupTestApp({ limits: { invitationSends: { max: 3, windowSeconds: 3600 } } });
const api = apiClient(ctx);

const userId = async (email: string) => {
  const [row] = await ctx().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

/** Invites an address as website 1's admin and returns the link's token, read from the e-mail. */
async function invite(admin: string, email: string, role = 'analyst', lang = 'en') {
  const response = await api.call('POST', '/websites/1/invitations', admin, { email, role, lang });
  expect(response.statusCode, response.body).toBe(201);
  const link = /\/invitations\/([\w-]+)/.exec(ctx().mailer.last(email.toLowerCase()).text);
  if (!link?.[1]) throw new Error('no link in the invitation');
  return { id: response.json().id as number, token: link[1] };
}

function accept(token: string, name = 'Nora New', password = 'a new password 1') {
  return ctx().app.inject({
    method: 'POST',
    url: `${API}/invitations/accept`,
    payload: { token, name, password, password_confirmation: password },
  });
}

describe('members screen API', () => {
  it('lists every member with role, status and last sign-in, for admins only; other roles 403, other website 404', async () => {
    const tokens = await api.tokens();
    const response = await api.call('GET', '/websites/1/members', tokens.admin);
    expect(response.statusCode).toBe(200);
    const members = response.json().data;
    expect(members.map((m: { email: string }) => m.email)).toEqual([
      'admin@a.test',
      'analyst@a.test',
      'viewer@a.test',
    ]);
    expect(members[0]).toMatchObject({ name: 'Alice Admin', role: { name: 'admin' }, status: 'active' });
    expect(members[0].last_sign_in_at).toEqual(expect.any(String));
    for (const token of [tokens.analyst, tokens.viewer]) {
      expect((await api.call('GET', '/websites/1/members', token)).statusCode).toBe(403);
      expect((await api.call('GET', '/websites/1/invitations', token)).statusCode).toBe(403);
      expect((await api.call('GET', '/websites/1/audit', token)).statusCode).toBe(403);
    }
    expect((await api.call('GET', '/websites/2/members', tokens.admin)).statusCode).toBe(404);
    expect((await api.call('GET', '/websites/2/invitations', tokens.admin)).statusCode).toBe(404);
    expect((await api.call('GET', '/websites/2/audit', tokens.admin)).statusCode).toBe(404);
  });

  it('changes a role; analysts and viewers may not, and another website’s member answers 404', async () => {
    const tokens = await api.tokens();
    const viewer = await userId('viewer@a.test');
    const analystCall = await api.call('PUT', `/websites/1/members/${viewer}/role`, tokens.analyst, {
      role: 'admin',
    });
    expect(analystCall.statusCode).toBe(403);
    const changed = await api.call(
      'PUT',
      `/websites/1/members/${viewer}/role`,
      tokens.admin,
      { role: 'analyst' },
      'fr',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user_message).toBe('Le rôle a été modifié.');
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, viewer));
    expect(row?.role).toBe('analyst');
    const otherAdmin = await userId('admin@b.test');
    for (const [method, url, body] of [
      ['PUT', `/websites/1/members/${otherAdmin}/role`, { role: 'viewer' }],
      ['PUT', `/websites/1/members/${otherAdmin}/status`, { status: 'deactivated' }],
      ['DELETE', `/websites/1/members/${otherAdmin}`, undefined],
      ['PUT', `/websites/2/members/${otherAdmin}/role`, { role: 'viewer' }],
    ] as const) {
      expect((await api.call(method, url, tokens.admin, body)).statusCode).toBe(404);
    }
    const [untouched] = await ctx().database.db.select().from(users).where(eq(users.id, otherAdmin));
    expect(untouched).toMatchObject({ role: 'admin', status: 'active' });
    const bad = await api.call('PUT', `/websites/1/members/${viewer}/role`, tokens.admin, { role: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.role).toEqual(['Choose a role: administrator, analyst or viewer.']);
  });

  it('never leaves the website without an active admin: the last one is neither demoted, deactivated nor removed', async () => {
    const tokens = await api.tokens();
    const admin = await userId('admin@a.test');
    for (const [method, url, body] of [
      ['PUT', `/websites/1/members/${admin}/role`, { role: 'analyst' }],
      ['PUT', `/websites/1/members/${admin}/status`, { status: 'deactivated' }],
      ['DELETE', `/websites/1/members/${admin}`, undefined],
    ] as const) {
      const response = await api.call(method, url, tokens.admin, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().user_message).toMatch(/at least one active administrator/);
    }
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, admin));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('two admins demoting each other at once: one succeeds, the other finds itself the last admin', async () => {
    const tokens = await api.tokens();
    const analyst = await userId('analyst@a.test');
    const admin = await userId('admin@a.test');
    await api.call('PUT', `/websites/1/members/${analyst}/role`, tokens.admin, { role: 'admin' });
    const [first, second] = await Promise.all([
      api.call('PUT', `/websites/1/members/${analyst}/role`, tokens.admin, { role: 'viewer' }),
      api.call('PUT', `/websites/1/members/${admin}/role`, tokens.analyst, { role: 'viewer' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // The one that went second is refused, or (if it ran first) it demoted the other's author before its turn.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const admins = await ctx()
      .database.db.select()
      .from(users)
      .where(sql`${users.websiteId} = 1 and ${users.role} = 'admin' and ${users.status} = 'active'`);
    expect(admins).toHaveLength(1);
  });

  it('deactivating ends every session of the member at once, on a second instance too; reactivating lets them sign in again', async () => {
    const tokens = await api.tokens();
    const analyst = await userId('analyst@a.test');
    // A second instance of the app on the same database, as another server behind the load balancer.
    const other = await buildApp({
      logger: false,
      config: testConfig(),
      database: ctx().database,
      queue: ctx().background.queue,
      mailer: ctx().mailer,
      clock: ctx().clock,
    });
    try {
      const onOther = () =>
        other.inject({
          method: 'GET',
          url: `${API}/user`,
          headers: { authorization: `Bearer ${tokens.analyst}` },
        });
      expect((await onOther()).statusCode).toBe(200);
      const response = await api.call('PUT', `/websites/1/members/${analyst}/status`, tokens.admin, {
        status: 'deactivated',
      });
      expect(response.statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
      expect((await api.call('GET', '/user', tokens.analyst)).statusCode).toBe(401);
      const login = await ctx().app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: { email: 'analyst@a.test', password: TEST_PASSWORD, grant_type: 'password', ...OAUTH },
      });
      expect(login.statusCode).toBe(401);
      const list = (await api.call('GET', '/websites/1/members', tokens.admin)).json().data;
      expect(list.find((m: { id: number }) => m.id === analyst).status).toBe('deactivated');
      await api.call('PUT', `/websites/1/members/${analyst}/status`, tokens.admin, { status: 'active' });
      expect(
        (await api.call('GET', '/user', await signIn(ctx().app, ctx().mailer, 'analyst@a.test'))).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('removes a member: their sessions end and the account is gone', async () => {
    const tokens = await api.tokens();
    const viewer = await userId('viewer@a.test');
    const response = await api.call('DELETE', `/websites/1/members/${viewer}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect((await api.call('GET', '/user', tokens.viewer)).statusCode).toBe(401);
    expect(await ctx().database.db.select().from(users).where(eq(users.id, viewer))).toEqual([]);
  });
});

describe('invitations', () => {
  it('from the e-mail to the first sign-in: the link asks for a name and password, once; the token is stored hashed', async () => {
    const tokens = await api.tokens();
    const { token } = await invite(tokens.admin, 'Nora@Example.com', 'viewer', 'fr');
    const mail = ctx().mailer.last('nora@example.com');
    expect(mail.subject).toBe('Alice Admin vous invite sur Site A dans Cakemix');
    expect(mail.text).toContain('en tant que lecteur');
    expect(mail.text).toContain(`http://app.test/invitations/${token}`);
    const stored = await ctx().database.db.select().from(invitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await ctx().app.inject({ method: 'GET', url: `${API}/invitations/${token}` });
    expect(preview.json()).toEqual({ email: 'nora@example.com', website_name: 'Site A', lang: 'fr' });
    const short = await accept(token, 'Nora', 'short');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    expect((await accept(token)).statusCode).toBe(201);
    expect((await accept(token)).json().errors.token).toHaveLength(1);

    const login = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'nora@example.com', password: 'a new password 1', grant_type: 'password', ...OAUTH },
    });
    expect(login.statusCode).toBe(200);
    const code = extractCode(ctx().mailer.last('nora@example.com').text);
    const verify = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login/verify`,
      payload: { challenge: login.json().challenge, code },
    });
    expect(verify.json()).toMatchObject({
      name: 'Nora New',
      website_id: 1,
      role: { name: 'viewer' },
      lang: 'fr',
    });
  });

  it('a link accepted many times at once makes one account', async () => {
    const tokens = await api.tokens();
    const { token } = await invite(tokens.admin, 'many@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(
      await ctx().database.db.select().from(users).where(eq(users.email, 'many@example.com')),
    ).toHaveLength(1);
  });

  it('a link works 7 days; a revoked one stops at once; a resend replaces the link', async () => {
    const tokens = await api.tokens();
    const first = await invite(tokens.admin, 'late@example.com');
    ctx().clock.advance(7 * 86_400_000 + 1000);
    expect((await accept(first.token)).statusCode).toBe(422);
    // A day's sessions have long expired: the admin signs in again.
    tokens.admin = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const listed = (await api.call('GET', '/websites/1/invitations', tokens.admin)).json().data;
    expect(listed.map((i: { email: string }) => i.email)).toEqual(['late@example.com']);
    expect(
      (await api.call('POST', `/websites/1/invitations/${first.id}/resend`, tokens.admin)).statusCode,
    ).toBe(200);
    const resent = /\/invitations\/([\w-]+)/.exec(ctx().mailer.last('late@example.com').text)?.[1] as string;
    expect(resent).not.toBe(first.token);
    expect((await accept(first.token)).statusCode).toBe(422);
    const revoked = await api.call('DELETE', `/websites/1/invitations/${first.id}`, tokens.admin);
    expect(revoked.statusCode).toBe(200);
    expect((await accept(resent)).statusCode).toBe(422);
    expect((await api.call('GET', '/websites/1/invitations', tokens.admin)).json().data).toEqual([]);
  });

  it('resends are limited per invitation, however many arrive at once', async () => {
    const tokens = await api.tokens();
    const { id } = await invite(tokens.admin, 'spam@example.com');
    ctx().mailer.sent.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.call('POST', `/websites/1/invitations/${id}/resend`, tokens.admin)),
    );
    // The first sending counts: two resends of the three an hour.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(ctx().mailer.sent).toHaveLength(2);
  });

  it('refuses an address with an account on another website, a member, or one already invited, saying which', async () => {
    const tokens = await api.tokens();
    const call = (email: string) =>
      api.call('POST', '/websites/1/invitations', tokens.admin, { email, role: 'viewer', lang: 'en' });
    const other = await call('admin@b.test');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.email[0]).toMatch(/account on another website/);
    expect((await call('viewer@a.test')).json().errors.email[0]).toMatch(/already a member/);
    await invite(tokens.admin, 'twice@example.com');
    expect((await call('twice@example.com')).json().errors.email[0]).toMatch(/already waiting/);
    const elsewhere = await api.call('POST', '/websites/2/invitations', tokens.otherSite, {
      email: 'twice@example.com',
      role: 'viewer',
      lang: 'fr',
    });
    expect(elsewhere.json().errors.email[0]).toMatch(/already invited to another website/);
    const viewerCall = await api.call('POST', '/websites/1/invitations', tokens.viewer, {
      email: 'x@example.com',
      role: 'admin',
      lang: 'en',
    });
    expect(viewerCall.statusCode).toBe(403);
  });

  it("another website's invitations answer 404 and stay as they were", async () => {
    const tokens = await api.tokens();
    const { id, token } = await invite(tokens.admin, 'mine@example.com');
    expect(
      (await api.call('POST', `/websites/2/invitations/${id}/resend`, tokens.otherSite)).statusCode,
    ).toBe(404);
    expect((await api.call('DELETE', `/websites/2/invitations/${id}`, tokens.otherSite)).statusCode).toBe(
      404,
    );
    expect((await api.call('DELETE', `/websites/1/invitations/${id}`, tokens.otherSite)).statusCode).toBe(
      404,
    );
    expect((await api.call('GET', '/websites/2/invitations', tokens.otherSite)).json().data).toEqual([]);
    expect((await accept(token)).statusCode).toBe(201);
  });
});

describe('sessions', () => {
  it('lists the person’s own sessions with device and address, and ends one of them only', async () => {
    const tokens = await api.tokens();
    const login = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'analyst@a.test', password: TEST_PASSWORD, grant_type: 'password', ...OAUTH },
    });
    const verify = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login/verify`,
      headers: { 'user-agent': 'Firefox on a phone' },
      payload: {
        challenge: login.json().challenge,
        code: extractCode(ctx().mailer.last('analyst@a.test').text),
      },
    });
    const second = verify.json().token.token as string;
    const list = await api.call('GET', '/me/sessions', tokens.analyst);
    const sessions = list.json().data;
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s: { user_agent: string }) => s.user_agent === 'Firefox on a phone');
    expect(phone).toMatchObject({ ip_address: '127.0.0.1', current: false });
    expect(sessions.find((s: { current: boolean }) => s.current)).toBeTruthy();
    expect((await api.call('DELETE', `/me/sessions/${phone.id}`, tokens.viewer)).statusCode).toBe(404);
    expect((await api.call('GET', '/user', second)).statusCode).toBe(200);
    expect((await api.call('DELETE', `/me/sessions/${phone.id}`, tokens.analyst)).statusCode).toBe(200);
    expect((await api.call('GET', '/user', second)).statusCode).toBe(401);
    expect((await api.call('GET', '/user', tokens.analyst)).statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(accessTokens).where(eq(accessTokens.id, phone.id));
    expect(row?.revokedAt).not.toBeNull();
  });
});
