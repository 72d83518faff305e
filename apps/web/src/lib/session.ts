import {
  BRAND_COLOR_PATTERN,
  type CurrentUser,
  type LoginResponse,
  type Role,
  THEMES,
  type ThemeName,
} from '@cakemix/core';
import { useSyncExternalStore } from 'react';
import { appStorage } from './app-storage.ts';
import { type EncryptedStorage, STORAGE_KEYS } from './storage.ts';

/** Users of this license see no language switch (spec section 3). */
export const PUBLIX_LICENSE = 'publix';

export interface SessionUser {
  id: number;
  name: string;
  role: string;
  websiteId: number;
  /** The name of the user's website: the header and the document title show it. */
  websiteName: string;
  /** The theme of the user's website record: the app wears it. */
  theme: ThemeName;
  /** The website's own primary colour (`#rrggbb`), worn over the theme's; null for the theme's own. */
  primaryColor: string | null;
  /** Where the API serves the website's logo (for this user's token), or null when it has none. */
  logoUrl: string | null;
  license: string;
}

export interface SessionState {
  /** The bearer token; its presence is the spec's "authenticated" flag. */
  token: string | null;
  user: SessionUser | null;
  /** Whether the current user was fetched from the API since the app loaded. */
  userFetched: boolean;
}

/** Why a session ended: a deliberate logout, or a 401 from the API. */
export type SessionEndReason = 'logout' | 'expired';

const USER_KEYS = [
  STORAGE_KEYS.userId,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userRole,
  STORAGE_KEYS.userWebsiteId,
  STORAGE_KEYS.userLicense,
  STORAGE_KEYS.userWebsiteTheme,
  STORAGE_KEYS.userWebsiteName,
  STORAGE_KEYS.userWebsiteColor,
  STORAGE_KEYS.userWebsiteLogo,
] as const;

/**
 * Roles that may create, change and delete profiles and properties; a viewer reads only (the server
 * answers 403 to a viewer's writes, so screens hide those actions instead).
 */
export const EDITOR_ROLES: readonly Role[] = ['admin', 'analyst'];

export function canEdit(user: SessionUser | null): boolean {
  return user !== null && (EDITOR_ROLES as readonly string[]).includes(user.role);
}

/** The theme the app wears: the signed-in user's website's, the default one for everyone else. */
export function themeOf(state: SessionState): ThemeName {
  return state.user?.theme ?? 'default';
}

/** The website's own colour the app wears over its theme, none signed out. */
export function primaryColorOf(state: SessionState): string | null {
  return state.user?.primaryColor ?? null;
}

function isTheme(value: string | null | undefined): value is ThemeName {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The user of a sign-in answer or of GET /user, which carry the same fields. */
function sessionUser(answer: LoginResponse | CurrentUser): SessionUser {
  return {
    id: answer.id,
    name: answer.name,
    role: answer.role.name,
    websiteId: answer.website_id,
    websiteName: answer.website_name,
    theme: answer.website_theme,
    primaryColor: answer.website_primary_color,
    logoUrl: answer.website_logo_url,
    license: answer.license,
  };
}

/** Stored values are strings: an absent colour or logo is stored as an empty one. */
function userEntries(user: SessionUser): [(typeof USER_KEYS)[number], string][] {
  return [
    [STORAGE_KEYS.userId, String(user.id)],
    [STORAGE_KEYS.userName, user.name],
    [STORAGE_KEYS.userRole, user.role],
    [STORAGE_KEYS.userWebsiteId, String(user.websiteId)],
    [STORAGE_KEYS.userLicense, user.license],
    [STORAGE_KEYS.userWebsiteTheme, user.theme],
    [STORAGE_KEYS.userWebsiteName, user.websiteName],
    [STORAGE_KEYS.userWebsiteColor, user.primaryColor ?? ''],
    [STORAGE_KEYS.userWebsiteLogo, user.logoUrl ?? ''],
  ];
}

/** The token of the session a signed-in screen's shell is drawn in at build time; it opens nothing. */
const SHELL_TOKEN = 'shell';

/**
 * The signed-in state (spec section 4), kept in memory and mirrored to encrypted local storage so that a
 * reload restores it. Listeners of `onEnd` react to a logout (clear caches, go to /login, tell the user).
 */
export function createSessionStore(storage: () => EncryptedStorage) {
  let state: SessionState = { token: null, user: null, userFetched: false };
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEndReason) => void>();

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  async function persistUser(user: SessionUser) {
    await Promise.all(userEntries(user).map(([key, value]) => storage().setItem(key, value)));
  }

  return {
    getState: () => state,

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    onEnd(listener: (reason: SessionEndReason) => void) {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },

    /** At start-up: a stored token restores the stored user and marks the session authenticated. */
    async restore() {
      const store = storage();
      const token = await store.getItem(STORAGE_KEYS.authToken);
      if (!token) {
        set({ token: null, user: null, userFetched: false });
        return;
      }
      const [id, name, role, websiteId, license, theme, websiteName, primaryColor, logoUrl] =
        await Promise.all(USER_KEYS.map((key) => store.getItem(key)));
      const user =
        id && name && websiteId
          ? {
              id: Number(id),
              name,
              role: role ?? '',
              websiteId: Number(websiteId),
              websiteName: websiteName ?? '',
              theme: isTheme(theme) ? theme : 'default',
              primaryColor: primaryColor && BRAND_COLOR_PATTERN.test(primaryColor) ? primaryColor : null,
              logoUrl: logoUrl || null,
              license: license ?? '',
            }
          : null;
      set({ token, user, userFetched: false });
    },

    /**
     * For the build only (scripts/prerender.mjs): a session whose user is not known yet, as the app is at a
     * signed-in start until the current user answers, so that the shell of a signed-in screen can be drawn
     * with nobody's data in it (decision 034). Its token is a placeholder: drawing runs no request.
     */
    showShellSession(shown: boolean) {
      set({ token: shown ? SHELL_TOKEN : null, user: null, userFetched: false });
    },

    /** After the verification code: stores the token and the user, who becomes authenticated. */
    async start(login: LoginResponse) {
      const user = sessionUser(login);
      set({ token: login.token.token, user, userFetched: false });
      await Promise.all([storage().setItem(STORAGE_KEYS.authToken, login.token.token), persistUser(user)]);
    },

    /** The answer of GET /user: refreshes the stored user and marks it fetched. */
    async setCurrentUser(current: CurrentUser) {
      if (!state.token) return;
      const user = sessionUser(current);
      set({ ...state, user, userFetched: true });
      await persistUser(user);
    },

    /**
     * Clears the token and the user items and tells the listeners. With `onlyToken`, a late 401 from a call
     * made with an older token does not end a newer session.
     */
    async end(reason: SessionEndReason, onlyToken?: string | null) {
      if (!state.token) return;
      if (onlyToken !== undefined && onlyToken !== state.token) return;
      set({ token: null, user: null, userFetched: false });
      for (const listener of endListeners) listener(reason);
      await Promise.all([STORAGE_KEYS.authToken, ...USER_KEYS].map((key) => storage().removeItem(key)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session = createSessionStore(appStorage);

export function useSession(): SessionState {
  // The server's snapshot is the one state there is: the build draws guests' pages (signed out, as the store
  // starts), and the app hydrates such a page only signed out (main.tsx).
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** Whether the signed-in user may change data (see EDITOR_ROLES). */
export function useCanEdit(): boolean {
  return canEdit(useSession().user);
}
