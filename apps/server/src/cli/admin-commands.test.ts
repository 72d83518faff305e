import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, extractCode, OAUTH, setupTestApp } from '../../test/helper.ts';
import { logoFile, svgLogo, TINY_PNG } from '../../test/logo-fixtures.ts';
import { websiteLogos, websites } from '../db/schema.ts';
import { createAdminCommands } from './admin-commands.ts';

const ctx = setupTestApp();

/** Both sign-in steps of a user created with the commands; returns the verify answer. */
async function signInAs(email: string, password: string) {
  const login = await ctx().app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email, password, grant_type: 'password', ...OAUTH },
  });
  const verify = await ctx().app.inject({
    method: 'POST',
    url: `${API}/login/verify`,
    payload: { challenge: login.json().challenge, code: extractCode(ctx().mailer.last(email).text) },
  });
  expect(verify.statusCode).toBe(200);
  return verify.json();
}

function get(url: string, token: string, headers: Record<string, string> = {}) {
  return ctx().app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
}

describe('admin commands', () => {
  it('onboard a website and a user who can then sign in', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const website = await admin.createWebsite({ name: 'Hockey Club', supportEmail: 'help@club.test' });
    const user = await admin.createUser({
      websiteId: website.id,
      email: 'Coach@Club.test',
      name: 'Coach',
      role: 'analyst',
      password: 'long password',
    });
    expect(user.email).toBe('coach@club.test');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: {
        email: 'coach@club.test',
        password: 'long password',
        grant_type: 'password',
        client_id: 'cakemix-web',
        client_secret: 'cakemix-web-secret',
      },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps a fixed website id and lets later websites number after it', async () => {
    const admin = createAdminCommands(ctx().database.db);
    await admin.createWebsite({ id: 40, name: 'Retail', supportEmail: 'r@r.test', theme: 'retail' });
    const next = await admin.createWebsite({ name: 'Next', supportEmail: 'n@n.test' });
    expect(next.id).toBe(41);
  });

  it('refuse bad input with readable messages', async () => {
    const admin = createAdminCommands(ctx().database.db);
    await expect(admin.createWebsite({ name: 'X', supportEmail: 'x@x.test', theme: 'pink' })).rejects.toThrow(
      /theme/,
    );
    await expect(
      admin.createUser({
        websiteId: 99,
        email: 'a@a.test',
        name: 'A',
        role: 'admin',
        password: 'long password',
      }),
    ).rejects.toThrow(/no website with id 99/);
    const website = await admin.createWebsite({ name: 'Site', supportEmail: 's@s.test' });
    const base = { websiteId: website.id, email: 'a@a.test', name: 'A', password: 'long password' };
    await expect(admin.createUser({ ...base, role: 'owner' })).rejects.toThrow(/role must be one of/);
    await expect(admin.createUser({ ...base, role: 'admin', password: 'short' })).rejects.toThrow(
      /8 characters/,
    );
    await admin.createUser({ ...base, role: 'admin' });
    await expect(admin.createUser({ ...base, role: 'admin' })).rejects.toThrow(/already exists/);
    await expect(admin.resetPassword({ email: 'nobody@a.test', password: 'long password' })).rejects.toThrow(
      /no user/,
    );
  });

  it('reset a password and sign the user out everywhere', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const website = await admin.createWebsite({ name: 'Site', supportEmail: 's@s.test' });
    await admin.createUser({
      websiteId: website.id,
      email: 'a@a.test',
      name: 'A',
      role: 'admin',
      password: 'first password',
    });
    const updated = await admin.resetPassword({ email: 'A@a.test', password: 'second password' });
    expect(updated.email).toBe('a@a.test');
    const login = await ctx().app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: {
        email: 'a@a.test',
        password: 'second password',
        grant_type: 'password',
        client_id: 'cakemix-web',
        client_secret: 'cakemix-web-secret',
      },
    });
    expect(login.statusCode).toBe(200);
  });

  it('give a user created with --lang that language at every sign-in, whatever the sign-in page spoke', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const website = await admin.createWebsite({ name: 'Site', supportEmail: 's@s.test' });
    const base = { websiteId: website.id, name: 'P', role: 'viewer', password: 'long password' };
    // A publix user has no language switch: the account's language is the one they get.
    await admin.createUser({ ...base, email: 'p@p.test', license: 'publix', lang: 'fr' });
    const signedIn = await signInAs('p@p.test', 'long password'); // a sign-in page in English
    expect(signedIn).toMatchObject({ license: 'publix', lang: 'fr' });
    expect((await get(`${API}/user`, signedIn.token.token)).json().lang).toBe('fr');
    await expect(admin.createUser({ ...base, email: 'd@p.test', lang: 'de' })).rejects.toThrow(
      /--lang must be fr or en/,
    );
  });

  it('create a website with --theme, --color and --logo that its users wear from sign-in on', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const website = await admin.createWebsite({
      name: 'Hardware Co',
      supportEmail: 'help@hw.test',
      theme: 'retail',
      primaryColor: '#C8102E',
      logo: logoFile(TINY_PNG, 'hardware.png'),
    });
    expect(website).toMatchObject({ theme: 'retail', primaryColor: '#c8102e' });
    await admin.createUser({
      websiteId: website.id,
      email: 'buyer@hw.test',
      name: 'Buyer',
      role: 'viewer',
      password: 'long password',
    });

    const login = await signInAs('buyer@hw.test', 'long password');
    const branding = {
      website_id: website.id,
      website_name: 'Hardware Co',
      website_theme: 'retail',
      website_primary_color: '#c8102e',
      website_logo_url: expect.stringMatching(
        new RegExp(`^${API}/websites/${website.id}/logo\\?v=[0-9a-f]{16}$`),
      ),
    };
    expect(login).toMatchObject(branding);
    const token = login.token.token;
    const user = (await get(`${API}/user`, token)).json();
    expect(user).toMatchObject(branding);

    // The address serves the file, cached for good under it; asked again with its ETag, it answers 304.
    const logo = await get(user.website_logo_url, token);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(logo.headers.vary).toContain('Authorization');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
    const again = await get(user.website_logo_url, token, { 'if-none-match': String(logo.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // Changed with update-website, the next GET /user gives the new logo's address and the theme's colour.
    await admin.updateWebsite({ id: website.id, primaryColor: null, logo: logoFile(svgLogo(), 'new.svg') });
    const changed = (await get(`${API}/user`, token)).json();
    expect(changed.website_primary_color).toBeNull();
    expect(changed.website_logo_url).not.toBe(user.website_logo_url);
    const svg = await get(changed.website_logo_url, token);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    // The old address still answers, with the new logo, but no longer for good.
    expect((await get(user.website_logo_url, token)).headers['cache-control']).toBe('private, no-cache');

    await admin.updateWebsite({ id: website.id, logo: null });
    expect((await get(`${API}/user`, token)).json().website_logo_url).toBeNull();
    expect((await get(changed.website_logo_url, token)).statusCode).toBe(404);
  });

  it('update only what is given of a website', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const { id } = await admin.createWebsite({
      name: 'Club',
      supportEmail: 'c@c.test',
      primaryColor: '#123456',
      logo: logoFile(svgLogo(), 'club.svg'),
    });
    const renamed = await admin.updateWebsite({ id, name: '  Hockey Club  ', theme: 'retail' });
    expect(renamed).toMatchObject({ name: 'Hockey Club', theme: 'retail', primaryColor: '#123456' });
    expect(renamed.logo?.contentType).toBe('image/svg+xml');
    const recoloured = await admin.updateWebsite({ id, primaryColor: '#ABCDEF', supportEmail: 'h@c.test' });
    expect(recoloured).toMatchObject({
      name: 'Hockey Club',
      primaryColor: '#abcdef',
      supportEmail: 'h@c.test',
    });
    const relogoed = await admin.updateWebsite({ id, logo: logoFile(TINY_PNG) });
    expect(relogoed.logo?.contentType).toBe('image/png');
    expect(await ctx().database.db.select().from(websiteLogos)).toHaveLength(1);
  });

  it('refuse bad branding with readable messages, changing nothing', async () => {
    const admin = createAdminCommands(ctx().database.db);
    const base = { name: 'X', supportEmail: 'x@x.test' };
    for (const color of ['red', '#abc', '#12345g', '123456']) {
      await expect(admin.createWebsite({ ...base, primaryColor: color })).rejects.toThrow(
        `--color must be a colour written #rrggbb (like #1c7ed6), not "${color}"`,
      );
    }
    await expect(admin.createWebsite({ ...base, logo: '/nonexistent/logo.png' })).rejects.toThrow(
      'cannot read the logo file /nonexistent/logo.png: ENOENT',
    );
    const gif = logoFile(Buffer.from('GIF89a'), 'logo.gif');
    await expect(admin.createWebsite({ ...base, logo: gif })).rejects.toThrow(
      `the logo ${gif} must be a PNG, JPEG, WebP or SVG image`,
    );
    const scripted = logoFile(svgLogo('<script>alert(1)</script>'), 'logo.svg');
    await expect(admin.createWebsite({ ...base, logo: scripted })).rejects.toThrow(
      /must not contain a script/,
    );
    expect(await ctx().database.db.select().from(websites)).toHaveLength(0);

    const { id } = await admin.createWebsite({ ...base, primaryColor: '#123456' });
    await expect(admin.updateWebsite({ id })).rejects.toThrow(/nothing to change/);
    await expect(admin.updateWebsite({ id, theme: 'pink' })).rejects.toThrow(
      '--theme must be one of default, retail, not "pink"',
    );
    // A bad logo stops the name that came with it: nothing is written.
    await expect(admin.updateWebsite({ id, name: 'Renamed', logo: gif })).rejects.toThrow(/must be a PNG/);
    await expect(admin.updateWebsite({ id: 999, name: 'Nobody', logo: logoFile(TINY_PNG) })).rejects.toThrow(
      'no website with id 999',
    );
    const [row] = await ctx().database.db.select().from(websites).where(eq(websites.id, id));
    expect(row).toMatchObject({ name: 'X', primaryColor: '#123456' });
    expect(await ctx().database.db.select().from(websiteLogos)).toHaveLength(0);
  });

  it('leave to the database itself to refuse a colour not written #rrggbb', async () => {
    await createAdminCommands(ctx().database.db).createWebsite({ name: 'X', supportEmail: 'x@x.test' });
    await expect(ctx().database.executeSql(`update websites set primary_color = 'red'`)).rejects.toThrow();
  });
});
