// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BRANDED_LOGIN } from '../test/api-mock.ts';
import { canEdit, createSessionStore, primaryColorOf, type SessionUser, themeOf } from './session.ts';
import { createEncryptedStorage } from './storage.ts';

function setup() {
  const items = new Map<string, string>();
  const storage = createEncryptedStorage({
    secret: 'session-test',
    backend: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  });
  return { items, storage, store: createSessionStore(() => storage) };
}

describe('session store', () => {
  it('stores the token and the user items on sign-in, and restores them at start-up', async () => {
    const { items, storage, store } = setup();
    await store.start(BRANDED_LOGIN);
    expect([...items.keys()].sort()).toEqual([
      'auth_token',
      'user_id',
      'user_license',
      'user_name',
      'user_role',
      'user_websiteId',
      'user_websiteLogoUrl',
      'user_websiteName',
      'user_websitePrimaryColor',
      'user_websiteTheme',
    ]);
    expect(themeOf(store.getState())).toBe('retail');
    expect(primaryColorOf(store.getState())).toBe('#c8102e');

    const restored = createSessionStore(() => storage);
    await restored.restore();
    expect(restored.getState()).toEqual({
      token: 'tok-1',
      user: {
        id: 8,
        name: 'Retail Admin',
        role: 'admin',
        websiteId: 40,
        websiteName: 'Northline Hardware',
        theme: 'retail',
        primaryColor: '#c8102e',
        logoUrl: '/api/v1/cakemix/websites/40/logo?v=0123456789abcdef',
        license: 'pro',
      },
      userFetched: false,
    });
  });

  it('restores a website without a colour or a logo as such, and refuses a stored colour edited by hand', async () => {
    const { storage, store } = setup();
    await store.start({ ...BRANDED_LOGIN, website_primary_color: null, website_logo_url: null });
    const restored = createSessionStore(() => storage);
    await restored.restore();
    expect(restored.getState().user).toMatchObject({ primaryColor: null, logoUrl: null });
    await storage.setItem('user_websitePrimaryColor', 'red; background: url(x)');
    await restored.restore();
    expect(primaryColorOf(restored.getState())).toBeNull();
    await restored.end('logout');
    expect(primaryColorOf(restored.getState())).toBeNull();
  });

  it('marks the user fetched with the answer of GET /user', async () => {
    const { store } = setup();
    await store.start(BRANDED_LOGIN);
    await store.setCurrentUser({
      id: 8,
      name: 'Renamed',
      email: 'retail@example.com',
      website_id: 1,
      website_name: 'Demo Sponsorships',
      website_theme: 'default',
      website_primary_color: null,
      website_logo_url: null,
      role: { name: 'viewer' },
      license: 'publix',
      lang: 'fr',
    });
    expect(store.getState().userFetched).toBe(true);
    expect(store.getState().user).toEqual({
      id: 8,
      name: 'Renamed',
      role: 'viewer',
      websiteId: 1,
      websiteName: 'Demo Sponsorships',
      theme: 'default',
      primaryColor: null,
      logoUrl: null,
      license: 'publix',
    });
    expect(themeOf(store.getState())).toBe('default');
  });

  it('clears the token and user items on logout and tells the listeners why, once', async () => {
    const { items, store } = setup();
    items.set('user_lang', 'kept');
    const listener = vi.fn();
    store.onEnd(listener);
    await store.start(BRANDED_LOGIN);
    await store.end('expired');
    await store.end('expired');

    expect(store.getState()).toEqual({ token: null, user: null, userFetched: false });
    expect([...items.keys()]).toEqual(['user_lang']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('expired');
  });

  it('ignores a late 401 of a call made with an older token', async () => {
    const { store } = setup();
    await store.start(BRANDED_LOGIN);
    await store.end('expired', 'an-older-token');
    expect(store.getState().token).toBe('tok-1');
    await store.end('expired', 'tok-1');
    expect(store.getState().token).toBeNull();
  });

  it('starts signed out without a stored token', async () => {
    const { store } = setup();
    await store.restore();
    expect(store.getState()).toEqual({ token: null, user: null, userFetched: false });
  });
});

describe('canEdit', () => {
  const user = (role: string): SessionUser => ({
    id: 1,
    name: 'A',
    role,
    websiteId: 1,
    websiteName: 'Site',
    theme: 'default',
    primaryColor: null,
    logoUrl: null,
    license: 'pro',
  });

  it('lets admins and analysts change data, not viewers nor the signed-out', () => {
    expect(canEdit(user('admin'))).toBe(true);
    expect(canEdit(user('analyst'))).toBe(true);
    expect(canEdit(user('viewer'))).toBe(false);
    expect(canEdit(user(''))).toBe(false);
    expect(canEdit(null)).toBe(false);
  });
});
