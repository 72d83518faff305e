// @vitest-environment node
import type { LoginResponse } from '@cakemix/core';
import { describe, expect, it, vi } from 'vitest';
import { canEdit, createSessionStore, type SessionUser, themeOf } from './session.ts';
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

const login: LoginResponse = {
  token: { token: 'tok-1', expires_at: '2026-11-23T10:00:00.000Z' },
  name: 'Retail Admin',
  id: 8,
  website_id: 40,
  website_theme: 'retail',
  role: { name: 'admin' },
  license: 'pro',
};

describe('session store', () => {
  it('stores the token and the user items on sign-in, and restores them at start-up', async () => {
    const { items, storage, store } = setup();
    await store.start(login);
    expect([...items.keys()].sort()).toEqual([
      'auth_token',
      'user_id',
      'user_license',
      'user_name',
      'user_role',
      'user_websiteId',
      'user_websiteTheme',
    ]);
    expect(themeOf(store.getState())).toBe('retail');

    const restored = createSessionStore(() => storage);
    await restored.restore();
    expect(restored.getState()).toEqual({
      token: 'tok-1',
      user: { id: 8, name: 'Retail Admin', role: 'admin', websiteId: 40, theme: 'retail', license: 'pro' },
      userFetched: false,
    });
  });

  it('marks the user fetched with the answer of GET /user', async () => {
    const { store } = setup();
    await store.start(login);
    await store.setCurrentUser({
      id: 8,
      name: 'Renamed',
      email: 'retail@example.com',
      website_id: 1,
      website_theme: 'default',
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
      theme: 'default',
      license: 'publix',
    });
    expect(themeOf(store.getState())).toBe('default');
  });

  it('clears the token and user items on logout and tells the listeners why, once', async () => {
    const { items, store } = setup();
    items.set('user_lang', 'kept');
    const listener = vi.fn();
    store.onEnd(listener);
    await store.start(login);
    await store.end('expired');
    await store.end('expired');

    expect(store.getState()).toEqual({ token: null, user: null, userFetched: false });
    expect([...items.keys()]).toEqual(['user_lang']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('expired');
  });

  it('ignores a late 401 of a call made with an older token', async () => {
    const { store } = setup();
    await store.start(login);
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
    theme: 'default',
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
