import { type Language, type LanguageTexts, provideLanguageTexts } from '@cakemix/core';
import type { Translations } from './en.ts';
import { addCatalogue, currentLanguage } from './i18n.ts';

/** A language's screens' texts, and the core catalogues its reports are written with. */
interface Catalogue {
  translations: Translations;
  core: LanguageTexts;
}

const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  en: async () => {
    const { en, coreTextsEn } = await import('./en.ts');
    return { translations: en, core: coreTextsEn };
  },
  fr: async () => {
    const { fr, coreTextsFr } = await import('./fr.ts');
    return { translations: fr, core: coreTextsFr };
  },
};

const loading = new Map<Language, Promise<void>>();

/**
 * Loads a language's whole catalogue, every screen's text, once, with core's texts in that language (a
 * report's view, the rates' and inputs' names): a page brings the reader's language only, the other when the
 * reader switches to it (language.ts). The first page carries only the shell (i18n.ts); the screens that need
 * more wait for this with their own code (router.tsx), and a signed-in start loads it before the first render.
 */
export function loadCatalogue(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then(({ translations, core }) => {
      // Core's texts first: the screens drawn in this language once it is added read them.
      provideLanguageTexts(lang, core);
      addCatalogue(lang, translations);
    });
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
