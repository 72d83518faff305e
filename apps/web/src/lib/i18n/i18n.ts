import { isLanguage, LANGUAGES, type Language, MESSAGES, type MessageKey } from '@cakemix/core';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Translations } from './en.ts';
import { shellEn } from './shell.en.ts';
import { shellFr } from './shell.fr.ts';

export type Resources = Translations & { messages: Record<MessageKey, string> };

/**
 * What i18next starts with, in both languages: the shell (header, footer, sign-in, errors) and the messages
 * shared with the server. The screens' sections load with the screens (catalogues.ts), so that the first
 * page does not carry every screen's text in two languages.
 */
const shellResources = {
  en: { translation: { ...shellEn, messages: MESSAGES.en } },
  fr: { translation: { ...shellFr, messages: MESSAGES.fr } },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/** The app's i18next instance; the API client reads its language for Accept-Language. */
export const i18n = i18next.createInstance();

/** Initialises i18next synchronously in `lang`; English fills any gap (spec: fallback locale en). */
export function initI18n(lang: Language): typeof i18n {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(lang);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: shellResources,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Adds a language's whole catalogue to what i18next knows (catalogues.ts loads it; tests add it at once). */
export function addCatalogue(lang: Language, catalogue: Translations) {
  i18n.addResourceBundle(lang, 'translation', catalogue, true, true);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The current interface language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}
