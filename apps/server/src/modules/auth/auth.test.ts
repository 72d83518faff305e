import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  extractCode,
  OAUTH,
  seedUsers,
  setupTestApp,
  signIn,
  TEST_PASSWORD,
} from '../../../test/helper.ts';
import { AUTH_POLICY } from './service.ts';

const ctx = setupTestApp();

function loginPayload(email: string, password = TEST_PASSWORD) {
  return { email, password, grant_type: 'password', referer: 'cakemix', ...OAUTH };
}

async function startLogin(email = 'admin@a.test', headers: Record<string, string> = {}) {
  const { app } = ctx();
  const response = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: loginPayload(email),
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().challenge as string;
}

function verify(challenge: string, code: string) {
  return ctx().app.inject({ method: 'POST', url: `${API}/login/verify`, payload: { challenge, code } });
}

function wrongCode(code: string) {
  return code === '000000' ? '000001' : '000000';
}

function getUser(token: string) {
  return ctx().app.inject({
    method: 'GET',
    url: `${API}/user?referer=cakemix`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('POST /login', () => {
  it('e-mails a 6-digit code and answers with an opaque challenge', async () => {
    await seedUsers(ctx().database);
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: loginPayload('admin@a.test'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.verification_required).toBe(true);
    expect(body.challenge).toMatch(/^[\w-]{40,}$/);
    const mail = ctx().mailer.last('admin@a.test');
    expect(mail.subject).toMatch(/verification code/);
    expect(extractCode(mail.text)).toMatch(/^\d{6}$/);
  });

  it('accepts the username, and any letter case of the e-mail', async () => {
    await seedUsers(ctx().database);
    await startLogin('alice');
    await startLogin('ADMIN@A.test');
    expect(ctx().mailer.sent).toHaveLength(2);
  });

  it('writes the code mail in the language of the request', async () => {
    await seedUsers(ctx().database);
    await startLogin('admin@a.test', { 'accept-language': 'fr-CA,fr;q=0.9' });
    const mail = ctx().mailer.last();
    expect(mail.subject).toMatch(/^Votre code de vérification/);
    expect(mail.text).toMatch(/Bonjour Alice Admin/);
  });

  it.each([
    ['a wrong password', loginPayload('admin@a.test', 'wrong password')],
    ['an unknown login', loginPayload('nobody@a.test')],
    ['a wrong client secret', { ...loginPayload('admin@a.test'), client_secret: 'nope' }],
    ['a wrong client id', { ...loginPayload('admin@a.test'), client_id: 'other-app' }],
  ])('refuses %s with 401 and the spec message, sending no mail', async (_case, payload) => {
    await seedUsers(ctx().database);
    const response = await ctx().app.inject({ method: 'POST', url: `${API}/login`, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthorized',
      user_message: 'Incorrect login or password. Please try again.',
    });
    expect(ctx().mailer.sent).toHaveLength(0);
  });

  it('answers in French when asked', async () => {
    await seedUsers(ctx().database);
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login?lang=fr`,
      payload: loginPayload('admin@a.test', 'wrong password'),
    });
    expect(response.json().user_message).toBe('Identifiant ou mot de passe incorrect. Veuillez réessayer.');
  });

  it('refuses a grant other than password with a 422', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { ...loginPayload('admin@a.test'), grant_type: 'client_credentials' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['grant_type']);
  });

  it('lists missing fields as required', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: `${API}/login`, payload: {} });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.email).toEqual(['This field is required.']);
    expect(body.errors.password).toEqual(['This field is required.']);
    expect(body.message).toBe('The given data was invalid.');
  });
});

describe('POST /login/verify', () => {
  it("gives the user their website's theme and branding from its record, at sign-in and from GET /user", async () => {
    await seedUsers(ctx().database);
    await ctx().database.executeSql(`update websites set theme = 'retail' where id = 1`);
    const challenge = await startLogin();
    const response = await verify(challenge, extractCode(ctx().mailer.last().text));
    expect(response.json().website_theme).toBe('retail');
    const token = response.json().token.token;
    expect((await getUser(token)).json().website_theme).toBe('retail');
    // Changed on the record (the admin CLI), it reaches the next GET /user, with the name and the colour.
    await ctx().database.executeSql(
      `update websites set theme = 'default', name = 'Renamed', primary_color = '#2b8a3e' where id = 1`,
    );
    expect((await getUser(token)).json()).toMatchObject({
      website_theme: 'default',
      website_name: 'Renamed',
      website_primary_color: '#2b8a3e',
      website_logo_url: null,
    });
  });

  it('turns the right code into the spec login response and a working token', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const response = await verify(challenge, extractCode(ctx().mailer.last().text));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Alice Admin',
      website_id: 1,
      website_name: 'Site A',
      website_theme: 'default',
      website_primary_color: null,
      website_logo_url: null,
      role: { name: 'admin' },
      license: 'standard',
    });
    expect(typeof body.id).toBe('number');
    expect(body.token.token).toMatch(/^[\w-]{40,}$/);

    const user = await getUser(body.token.token);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: 'admin@a.test', website_id: 1, role: { name: 'admin' } });

    const status = await ctx().app.inject({
      method: 'GET',
      url: `${API}/auth/status`,
      headers: { authorization: `Bearer ${body.token.token}` },
    });
    expect(status.json()).toMatchObject({ authenticated: true, user: { id: body.id } });
  });

  it('stores the token and the codes hashed, never as given', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const code = extractCode(ctx().mailer.last().text);
    const token = (await verify(challenge, code)).json().token.token;
    const dump = JSON.stringify(
      await ctx().database.db.execute(
        sql`select t.token_hash, v.challenge_hash, v.code_hash from access_tokens t, verification_codes v`,
      ),
    );
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(challenge);
    expect(dump).not.toContain(`"${code}"`);
  });

  it('refuses a wrong code with 422 and the spec message', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const response = await verify(challenge, wrongCode(extractCode(ctx().mailer.last().text)));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      user_message: 'Verification code is invalid',
      errors: { code: ['Verification code is invalid'] },
    });
  });

  it('kills the challenge after five wrong codes, even for the right one', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const code = extractCode(ctx().mailer.last().text);
    for (let i = 0; i < AUTH_POLICY.maxWrongCodes; i++) {
      expect((await verify(challenge, wrongCode(code))).statusCode).toBe(422);
    }
    expect((await verify(challenge, code)).statusCode).toBe(422);
  });

  it('accepts the right code after four wrong ones', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const code = extractCode(ctx().mailer.last().text);
    for (let i = 0; i < AUTH_POLICY.maxWrongCodes - 1; i++) await verify(challenge, wrongCode(code));
    expect((await verify(challenge, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    ctx().clock.advanceMinutes(AUTH_POLICY.codeTtlMinutes + 1);
    const response = await verify(challenge, extractCode(ctx().mailer.last().text));
    expect(response.statusCode).toBe(422);
  });

  it('lets a code be used once', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const code = extractCode(ctx().mailer.last().text);
    expect((await verify(challenge, code)).statusCode).toBe(200);
    expect((await verify(challenge, code)).statusCode).toBe(422);
  });

  it('does not accept one challenge’s code on another challenge', async () => {
    await seedUsers(ctx().database);
    const first = await startLogin();
    const firstCode = extractCode(ctx().mailer.last().text);
    const second = await startLogin();
    const secondCode = extractCode(ctx().mailer.last().text);
    if (firstCode !== secondCode) expect((await verify(second, firstCode)).statusCode).toBe(422);
    expect((await verify(first, firstCode)).statusCode).toBe(200);
  });
});

describe('POST /login/resend-code', () => {
  it('is throttled, then sends a new code that replaces the old one', async () => {
    await seedUsers(ctx().database);
    const challenge = await startLogin();
    const oldCode = extractCode(ctx().mailer.last().text);
    const resend = () =>
      ctx().app.inject({ method: 'POST', url: `${API}/login/resend-code`, payload: { challenge } });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().user_message).toBe(
      'We are unable to process this request at this time. Please try again in 30 seconds.',
    );
    expect(tooSoon.headers['retry-after']).toBe('30');

    ctx().clock.advance((AUTH_POLICY.resendCooldownSeconds + 1) * 1000);
    const again = await resend();
    expect(again.statusCode).toBe(200);
    expect(again.json().user_message).toBe('A new code has been sent to you successfully.');
    expect(ctx().mailer.sent).toHaveLength(2);
    const newCode = extractCode(ctx().mailer.last().text);
    if (newCode !== oldCode) expect((await verify(challenge, oldCode)).statusCode).toBe(422);
    expect((await verify(challenge, newCode)).statusCode).toBe(200);
  });

  it('refuses an unknown or dead challenge with the spec failure message', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login/resend-code`,
      payload: { challenge: 'not-a-challenge' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().user_message).toBe('There was a problem sending the new code.');
  });
});

describe('tokens', () => {
  it('refuses calls without a token, with a malformed header, or with an unknown token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer unknown-token']) {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/user`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().user_message).toBe('Your connection has expired. Please login again.');
    }
  });

  it('revokes the token on logout', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const logout = await ctx().app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('expires tokens', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    ctx().clock.advanceMinutes(AUTH_POLICY.tokenTtlHours * 60 - 1);
    expect((await getUser(token)).statusCode).toBe(200);
    ctx().clock.advanceMinutes(2);
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

function resetLink(email: string, lang = 'en') {
  return ctx().app.inject({
    method: 'POST',
    url: `${API}/password/reset-link?lang=${lang}`,
    payload: { email },
  });
}

function linkToken(text: string) {
  const match = /\/password\/reset\/([\w-]+)\?email=([^\s]+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no link in ${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

function reset(payload: Record<string, string>) {
  return ctx().app.inject({ method: 'POST', url: `${API}/password/reset`, payload });
}

describe('password reset', () => {
  it('refuses an unknown address with the spec message', async () => {
    await seedUsers(ctx().database);
    const response = await resetLink('nobody@a.test');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Email address not found.']);
  });

  it('refuses an address that is not one', async () => {
    const response = await resetLink('not an email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Please check your email address and try again.']);
  });

  it('e-mails a link to APP_URL', async () => {
    await seedUsers(ctx().database);
    const first = await resetLink('viewer@a.test');
    expect(first.statusCode).toBe(200);
    expect(first.json().user_message).toBe('A reset link has been sent to your email address.');
    const mail = ctx().mailer.last('viewer@a.test');
    expect(mail.text).toContain('http://app.test/password/reset/');
  });

  it('writes the reset mail and message in French', async () => {
    await seedUsers(ctx().database);
    const response = await resetLink('viewer@a.test', 'fr');
    expect(response.json().user_message).toBe(
      'Un lien de réinitialisation a été envoyé à votre adresse courriel.',
    );
    expect(ctx().mailer.last().subject).toBe('Réinitialisation de votre mot de passe Cakemix');
  });

  it('sets the new password once, signs out every session, and lets the user sign in again', async () => {
    await seedUsers(ctx().database);
    const session = await signIn(ctx().app, ctx().mailer, 'analyst@a.test');
    await resetLink('analyst@a.test');
    const { token, email } = linkToken(ctx().mailer.last().text);
    const body = { token, email, password: 'brand new pass', password_confirmation: 'brand new pass' };
    const done = await reset(body);
    expect(done.statusCode).toBe(200);
    expect((await getUser(session)).statusCode).toBe(401);

    const reused = await reset(body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().user_message).toBe('This reset link is not valid or has expired.');

    const login = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: loginPayload('analyst@a.test', 'brand new pass'),
    });
    expect(login.statusCode).toBe(200);
    const old = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: loginPayload('analyst@a.test'),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired link, a link for another address, and a made-up token', async () => {
    await seedUsers(ctx().database);
    await resetLink('analyst@a.test');
    const { token, email } = linkToken(ctx().mailer.last().text);
    const body = { token, email, password: 'brand new pass', password_confirmation: 'brand new pass' };
    expect((await reset({ ...body, email: 'admin@a.test' })).statusCode).toBe(422);
    expect((await reset({ ...body, token: 'made-up' })).statusCode).toBe(422);
    ctx().clock.advanceMinutes(AUTH_POLICY.resetTtlMinutes + 1);
    const expired = await reset(body);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual(['This reset link is not valid or has expired.']);
  });

  it('checks the new password’s length and confirmation', async () => {
    const short = await reset({
      token: 't',
      email: 'a@a.test',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password must be at least 8 characters.']);
    const mismatch = await reset({
      token: 't',
      email: 'a@a.test',
      password: 'long enough',
      password_confirmation: 'long enougH',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });
});

describe('PUT /me/password', () => {
  function change(token: string, payload: Record<string, string>, lang = 'en') {
    return ctx().app.inject({
      method: 'PUT',
      url: `${API}/me/password?lang=${lang}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  }

  it('refuses a wrong current password with the spec message, in either language', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const payload = {
      current_password: 'not it',
      password: 'new password',
      password_confirmation: 'new password',
    };
    const en = await change(token, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.current_password).toEqual(['Current Password is incorrect']);
    const fr = await change(token, payload, 'fr');
    expect(fr.json().errors.current_password).toEqual(['Le mot de passe actuel est incorrect']);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await seedUsers(ctx().database);
    const here = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const elsewhere = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const response = await change(here, {
      current_password: TEST_PASSWORD,
      password: 'new password',
      password_confirmation: 'new password',
    });
    expect(response.statusCode).toBe(200);
    expect((await getUser(here)).statusCode).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const response = await change('nope', {
      current_password: 'x',
      password: 'y',
      password_confirmation: 'y',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a password change or reset', () => {
  it('kills every reset link and verification code sent before it', async () => {
    await seedUsers(ctx().database);
    const session = await signIn(ctx().app, ctx().mailer, 'analyst@a.test');
    // A reset link asked for earlier, and a sign-in waiting for its code.
    await resetLink('analyst@a.test');
    const earlierLink = linkToken(ctx().mailer.last().text);
    const challenge = await startLogin('analyst@a.test');
    const earlierCode = extractCode(ctx().mailer.last('analyst@a.test').text);

    const changed = await ctx().app.inject({
      method: 'PUT',
      url: `${API}/me/password`,
      headers: { authorization: `Bearer ${session}` },
      payload: {
        current_password: TEST_PASSWORD,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const oldLink = await reset({
      ...earlierLink,
      password: 'taken over!',
      password_confirmation: 'taken over!',
    });
    expect(oldLink.statusCode).toBe(422);
    expect(oldLink.json().errors.token).toEqual(['This reset link is not valid or has expired.']);
    expect((await verify(challenge, earlierCode)).statusCode).toBe(422);

    // A reset does the same to a sign-in started before it.
    ctx().clock.advanceMinutes(2);
    const pending = (
      await ctx().app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: loginPayload('analyst@a.test', 'a new password'),
      })
    ).json().challenge;
    const pendingCode = extractCode(ctx().mailer.last('analyst@a.test').text);
    await resetLink('analyst@a.test');
    const fresh = linkToken(ctx().mailer.last().text);
    expect(
      (await reset({ ...fresh, password: 'third password', password_confirmation: 'third password' }))
        .statusCode,
    ).toBe(200);
    expect((await verify(pending, pendingCode)).statusCode).toBe(422);
  });
});
