import type { Language } from '@cakemix/core';
import { appStorage } from '../app-storage.ts';
import { rememberPageLanguage } from '../page-cookies.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { loadCatalogue, usesWholeCatalogue } from './catalogues.ts';
import { detectLanguage } from './detect-language.ts';
import { i18n, initI18n } from './i18n.ts';

/** The document's language, and the server's for the next page it draws (page-cookies.ts). */
function reflectInDocument(lang: Language) {
  document.documentElement.lang = lang;
  rememberPageLanguage(lang);
}

/**
 * Reads the remembered language (or detects one) and initialises i18next with it. A page the server drew
 * says which language it chose from the browser's list (`drawnIn`): without a remembered choice, the app
 * keeps that one rather than guess again from the browser's first language.
 */
export async function restoreLanguage(drawnIn?: Language): Promise<Language> {
  const stored = await appStorage().getItem(STORAGE_KEYS.userLang);
  const lang = detectLanguage(stored, drawnIn ?? navigator.language);
  initI18n(lang);
  reflectInDocument(lang);
  return lang;
}

/** Switches the interface language and remembers it under user_lang. */
export async function switchLanguage(lang: Language): Promise<void> {
  // A screen showing text from the whole catalogue must not show keys while the other language downloads.
  if (usesWholeCatalogue()) await loadCatalogue(lang);
  await i18n.changeLanguage(lang);
  reflectInDocument(lang);
  await appStorage().setItem(STORAGE_KEYS.userLang, lang);
}
