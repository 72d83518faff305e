import { describe, expect, it } from 'vitest';
import { API, setupTestApp } from '../../test/helper.ts';
import { createAdminCommands } from './admin-commands.ts';

const ctx = setupTestApp();

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
});
