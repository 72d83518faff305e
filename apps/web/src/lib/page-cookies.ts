import { LANGUAGE_COOKIE, type Language, SIGNED_IN_COOKIE } from '@cakemix/core';

/*
 * What the server needs to know before any script runs, to send a reader the right pre-drawn page
 * (docs/decisions/030-pages-drawn-before-any-script.md): the interface language, and whether this browser
 * holds a session. Neither is a secret; the token itself never leaves the app's encrypted storage.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the app supports; this write must be done before the next page is asked for.
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

/** The language the server should draw this reader's next page in. */
export function rememberPageLanguage(lang: Language) {
  writeCookie(LANGUAGE_COOKIE, lang, YEAR_SECONDS);
}

/** Signed in, the server sends the app rather than a guest's pre-drawn page; signed out, the drawn page. */
export function rememberSignedIn(signedIn: boolean) {
  if (signedIn) writeCookie(SIGNED_IN_COOKIE, '1', YEAR_SECONDS);
  else writeCookie(SIGNED_IN_COOKIE, '', 0);
}
