import { describe, expect, it } from 'vitest';
import { API, seedUsers, setupTestApp, signIn } from '../../../test/helper.ts';
import { svgLogo, TINY_PNG } from '../../../test/logo-fixtures.ts';
import { websiteLogos } from '../../db/schema.ts';
import { checkLogo } from './logo.ts';

const ctx = setupTestApp();

async function get(url: string, token: string) {
  return ctx().app.inject({
    method: 'GET',
    url: url.startsWith(API) ? url : `${API}${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('website scoping', () => {
  it("answers the caller's own website", async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'viewer@a.test');
    const response = await get('/websites/1', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1,
      name: 'Site A',
      theme: 'default',
      primary_color: null,
      logo_url: null,
      support_email: 'support-a@example.com',
    });
  });

  it("serves a website's logo to its own users only: another website's, or none, answers 404", async () => {
    await seedUsers(ctx().database);
    const secret = svgLogo('<text>site B only</text>');
    await ctx()
      .database.db.insert(websiteLogos)
      .values([
        { websiteId: 1, ...checkLogo(TINY_PNG, 'a.png') },
        { websiteId: 2, ...checkLogo(secret, 'b.svg') },
      ]);
    const userOfA = await signIn(ctx().app, ctx().mailer, 'viewer@a.test');
    const userOfB = await signIn(ctx().app, ctx().mailer, 'admin@b.test');
    const addressOfA = (await get('/websites/1', userOfA)).json().logo_url;
    const addressOfB = (await get('/websites/2', userOfB)).json().logo_url;
    expect(addressOfA).toMatch(/^\/api\/v1\/cakemix\/websites\/1\/logo\?v=[0-9a-f]{16}$/);
    expect((await get(addressOfA, userOfA)).rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await get(addressOfB, userOfB)).rawPayload.equals(secret)).toBe(true);

    // B's own address (with or without its version), and every other way of asking, as a user of A.
    for (const url of [addressOfB, '/websites/2/logo', '/websites/2/logo?v=x', '/websites/999/logo']) {
      const response = await get(url, userOfA);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('site B only');
    }
    expect((await get(addressOfA, userOfB)).statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: addressOfB })).statusCode).toBe(401);

    await ctx().database.executeSql('delete from website_logos where website_id = 1');
    expect((await get('/websites/1', userOfA)).json().logo_url).toBeNull();
    expect((await get('/websites/1/logo', userOfA)).statusCode).toBe(404);
  });

  it("answers 404 to a token of website A on website B's URLs, whatever the role", async () => {
    await seedUsers(ctx().database);
    const adminOfA = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    for (const url of ['/websites/2', '/websites/2/users', '/websites/999', '/websites/999/users']) {
      const response = await get(url, adminOfA);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Site B');
    }
    const adminOfB = await signIn(ctx().app, ctx().mailer, 'admin@b.test');
    expect((await get('/websites/1/users', adminOfB)).statusCode).toBe(404);
    expect(
      (await get('/websites/2/users', adminOfB)).json().data.map((u: { email: string }) => u.email),
    ).toEqual(['admin@b.test']);
  });

  it('lets only admins list members (403 for analysts and viewers)', async () => {
    await seedUsers(ctx().database);
    for (const [email, status] of [
      ['admin@a.test', 200],
      ['analyst@a.test', 403],
      ['viewer@a.test', 403],
    ] as const) {
      const token = await signIn(ctx().app, ctx().mailer, email);
      const response = await get('/websites/1/users', token);
      expect(response.statusCode, email).toBe(status);
      if (status === 403) expect(response.json().code).toBe('forbidden');
    }
  });

  it('refuses an id that is not a number with 422, and a signed-out caller with 401', async () => {
    await seedUsers(ctx().database);
    const token = await signIn(ctx().app, ctx().mailer, 'admin@a.test');
    expect((await get('/websites/abc', token)).statusCode).toBe(422);
    expect((await ctx().app.inject({ method: 'GET', url: `${API}/websites/1` })).statusCode).toBe(401);
  });
});
