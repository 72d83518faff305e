import type { Language } from '@cakemix/core';
import type { Translations } from './en.ts';
import { addCatalogue, currentLanguage } from './i18n.ts';

const LOADERS: Record<Language, () => Promise<Translations>> = {
  en: async () => (await import('./en.ts')).en,
  fr: async () => (await import('./fr.ts')).fr,
};

const loading = new Map<Language, Promise<void>>();

/**
 * Loads a language's whole catalogue, every screen's text, once. The first page carries only the shell
 * (i18n.ts); the screens that need more wait for this with their own code (router.tsx), and a signed-in
 * start loads it before the first render.
 */
export function loadCatalogue(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then((catalogue) => addCatalogue(lang, catalogue));
    // A failed download (offline, a new release's files) is tried again by the next screen that asks.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads the catalogue of the language in use. */
export function loadCurrentCatalogue(): Promise<void> {
  return loadCatalogue(currentLanguage());
}

/** True once a screen has asked for a whole catalogue: switching language then loads the other one first. */
export function usesWholeCatalogue(): boolean {
  return loading.size > 0;
}
