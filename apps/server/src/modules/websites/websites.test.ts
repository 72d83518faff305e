import { describe, expect, it } from 'vitest';
import { API, seedUsers, setupTestApp, signIn } from '../../../test/helper.ts';

const ctx = setupTestApp();

async function get(url: string, token: string) {
  return ctx().app.inject({
    method: 'GET',
    url: `${API}${url}`,
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
      support_email: 'support-a@example.com',
    });
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
