import { isLanguage, type Language, languageFromTag } from '../i18n/languages.ts';

/*
 * The public pages the web build draws ahead of time, once per language, and how the server picks one for a
 * reader (docs/decisions/030-pages-drawn-before-any-script.md). The web app writes the cookies; the server
 * reads them before any script has run.
 */

/** The interface language the reader chose (or was given), mirrored from the app's user_lang. */
export const LANGUAGE_COOKIE = 'cakemix_lang';

/**
 * Set while this browser holds a session. It carries no secret (the token stays in the app's encrypted
 * storage): it only tells the server that a guest's pre-drawn page would be the wrong one to show.
 */
export const SIGNED_IN_COOKIE = 'cakemix_signed_in';

/** The language a page said it was drawn in, for the app that takes it over (`data-lang` on #root). */
export const PAGE_DATA_ID = 'cakemix-page';

/** What the web build writes beside the pages (dist/pages/manifest.json), which the server reads. */
export interface PrerenderedManifest {
  /** A route path (`/password/reset/:token`) and the file each language's page is in (`<lang>/<file>.html`). */
  pages: { path: string; file: string }[];
  /** The page for paths no route of the app knows. */
  notFound: string;
  /**
   * The signed-in screens' shells (decision 034): header, main menu, the screen's heading and outline, drawn
   * with no one's data, for a browser holding a session. A route pattern and its file, as for `pages`.
   */
  signedIn: { path: string; file: string }[];
  /** Every path pattern of the app's routes: a path matching none of them is not found. */
  routes: string[];
}

/** The data a pre-drawn page carries for the app that hydrates it. */
export interface PrerenderedPageData {
  lang: Language;
  /** The route loaders' answers, keyed by route id, as React Router's hydration data. */
  loaderData: Record<string, unknown>;
  /** A signed-in screen's shell (decision 034): the app draws itself over it rather than hydrating it. */
  shell?: boolean;
}

/**
 * The reader's language before any script: their saved choice (the cookie), else the first language of the
 * browser's list that the app offers, else French (spec section 4).
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  return languageFromTag(acceptLanguage) ?? 'fr';
}

/** Whether a path (`/password/reset/abc`) matches a route pattern (`/password/reset/:token`). */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === have[i]);
}
