import { isLanguage, type Language } from '@cakemix/core';

/**
 * The interface language at start-up (spec section 4): the remembered choice, else the first two letters
 * of the browser's language when it is one we offer, else French.
 */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const fromBrowser = browserLanguage?.slice(0, 2).toLowerCase();
  if (isLanguage(fromBrowser)) return fromBrowser;
  return 'fr';
}
