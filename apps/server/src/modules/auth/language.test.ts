import { describe, expect, it } from 'vitest';
import { API, seedUsers, setupTestApp, signIn } from '../../../test/helper.ts';

const ctx = setupTestApp({ limits: { languageChanges: { max: 3, windowSeconds: 60 } } });

function saveLanguage(token: string, payload: unknown, lang = 'en') {
  return ctx().app.inject({
    method: 'PUT',
    url: `${API}/me/language`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: payload as object,
  });
}

async function userLanguage(token: string): Promise<string> {
  const response = await ctx().app.inject({
    method: 'GET',
    url: `${API}/user?referer=cakemix`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().lang;
}

/**
 * Both sign-in steps of the admin of website 1 from a sign-in page in `pageLanguage` (a device's browser
 * default): the token, and the language the signed-in user then has.
 */
async function signInFrom(pageLanguage: string) {
  const { app, mailer } = ctx();
  const token = await signIn(app, mailer, 'admin@a.test', { 'accept-language': pageLanguage });
  return { token, lang: await userLanguage(token), mail: mailer.last('admin@a.test') };
}

describe('PUT /me/language', () => {
  it('saves the language the user chose; GET /user answers it', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    expect(await userLanguage(token)).toBe('en');

    const response = await saveLanguage(token, { lang: 'fr' }, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lang: 'fr', user_message: 'Votre langue a été enregistrée.' });
    expect(await userLanguage(token)).toBe('fr');

    const back = await saveLanguage(token, { lang: 'en' });
    expect(back.json()).toEqual({ lang: 'en', user_message: 'Your language has been saved.' });
    expect(await userLanguage(token)).toBe('en');
  });

  it("keeps the choice over a later sign-in page's language, on any device", async () => {
    await seedUsers(ctx().database);
    const first = await signInFrom('en-US,en;q=0.9');
    expect(first.lang).toBe('en');
    expect((await saveLanguage(first.token, { lang: 'fr' })).statusCode).toBe(200);

    // A new device whose browser speaks English: its sign-in page was in English.
    const second = await signInFrom('en-US,en;q=0.9');
    expect(second.lang).toBe('fr');
    // The code is read on the sign-in page's device, so its e-mail is in that page's language.
    expect(second.mail.subject).toMatch(/verification code/);
  });

  it("lets the sign-in page's language stand for a user who never chose one", async () => {
    await seedUsers(ctx().database);
    const french = await signInFrom('fr-CA,fr;q=0.9');
    expect(french.lang).toBe('fr');
    const english = await signInFrom('en');
    expect(english.lang).toBe('en');
  });

  it('changes only the signed-in user', async () => {
    await seedUsers(ctx().database);
    const admin = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const analyst = await signIn(ctx().app, ctx().mailer, 'analyst@a.test');
    await saveLanguage(admin, { lang: 'fr' });
    expect(await userLanguage(admin)).toBe('fr');
    expect(await userLanguage(analyst)).toBe('en');
  });

  it.each([
    ['a language we do not offer', { lang: 'de' }],
    ['a language tag', { lang: 'fr-CA' }],
    ['no language', {}],
    ['a number', { lang: 1 }],
  ])('refuses %s with 422 and a field error in the reader’s language', async (_case, payload) => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    const en = await saveLanguage(token, payload);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ lang: ['Please choose French or English.'] });
    const fr = await saveLanguage(token, payload, 'fr-CA,fr;q=0.9');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({ lang: ['Veuillez choisir le français ou l’anglais.'] });
    expect(await userLanguage(token)).toBe('en');
    // A refused value is no choice: the next sign-in page's language still stands.
    expect((await signInFrom('fr')).lang).toBe('fr');
  });

  it('needs a signed-in user', async () => {
    await seedUsers(ctx().database);
    expect((await saveLanguage('nope', { lang: 'fr' })).statusCode).toBe(401);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    await ctx().app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    const afterLogout = await saveLanguage(token, { lang: 'fr' });
    expect(afterLogout.statusCode).toBe(401);
    const unsigned = await ctx().app.inject({
      method: 'PUT',
      url: `${API}/me/language`,
      payload: { lang: 'fr' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await signInFrom('en')).lang).toBe('en');
  });

  it('counts against a per-person allowance', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    for (const lang of ['fr', 'en', 'fr']) {
      expect((await saveLanguage(token, { lang })).statusCode).toBe(200);
    }
    const refused = await saveLanguage(token, { lang: 'en' }, 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().user_message).toMatch(/Veuillez réessayer dans \d+\u00a0(secondes?|minutes?)\./);
    expect(await userLanguage(token)).toBe('fr');
    const other = await signIn(ctx().app, ctx().mailer, 'analyst@a.test');
    expect((await saveLanguage(other, { lang: 'fr' })).statusCode).toBe(200);
    ctx().clock.advanceMinutes(1);
    expect((await saveLanguage(token, { lang: 'en' })).statusCode).toBe(200);
  });

  it('is described in the API document under auth', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/v1/cakemix/me/language'].put;
    expect(operation.tags).toEqual(['auth']);
    expect(operation.operationId).toBe('putMeLanguage');
    expect(operation.description).toMatch(/every later sign-in/);
    expect(operation.requestBody.content['application/json'].schema.properties.lang.enum).toEqual([
      'fr',
      'en',
    ]);
  });
});
