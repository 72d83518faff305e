import { TEXTS_AT_START } from '@cakemix/core/catalogue-languages';
import { LANGUAGES, type Language } from '../languages.ts';
import type { PlausibilityTexts } from './plausibility.ts';
import type { PropertyFormTexts } from './property-form.ts';
import type { RateCardTexts } from './rate-card.ts';
import type { ReportTexts } from './reports.ts';

/** A language's catalogues that a report is written with: its own, its rates', its inputs' and warnings'. */
export interface LanguageTexts {
  reports: ReportTexts;
  rateCard: RateCardTexts;
  propertyForm: PropertyFormTexts;
  plausibility: PlausibilityTexts;
}

/**
 * Each language's texts, as far as they are there: both from the start on the server (and in its tests and
 * scripts); in the browser, a language's once the web app has loaded its catalogue, so that a page brings
 * the reader's language only. Which it is, is the `browser` condition of the package's own
 * `./catalogue-languages` export (a self-reference, so that the server's build bundles it as core).
 */
const provided: Partial<Record<Language, LanguageTexts>> = { ...TEXTS_AT_START };

/** Makes a language's texts readable, when the web app has loaded its catalogue. */
export function provideLanguageTexts(lang: Language, texts: LanguageTexts): void {
  provided[lang] = texts;
}

/**
 * A value in each language, read when a language's is asked for, not when it is made: in the browser a
 * language's texts come after the modules that name them.
 */
export function byLanguage<T>(read: (lang: Language) => T): Readonly<Record<Language, T>> {
  const values = {} as Record<Language, T>;
  for (const lang of LANGUAGES)
    Object.defineProperty(values, lang, { enumerable: true, get: () => read(lang) });
  return values;
}

/**
 * One of the catalogues by language. Reading a language whose texts are not there is a mistake of the
 * caller (a screen drawn before its catalogue), said as such.
 */
export function textsByLanguage<K extends keyof LanguageTexts>(
  part: K,
): Readonly<Record<Language, LanguageTexts[K]>> {
  return byLanguage((lang) => {
    const texts = provided[lang];
    if (!texts) throw new Error(`The ${lang} catalogue is not loaded: no ${part} texts in ${lang}.`);
    return texts[part];
  });
}
