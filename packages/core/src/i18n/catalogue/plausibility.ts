import type { Language } from '../languages.ts';
import { plausibilityEn } from './plausibility.en.ts';
import { plausibilityFr } from './plausibility.fr.ts';

export { plausibilityEn, plausibilityFr };
export type PlausibilityTexts = typeof plausibilityEn;

/** The plausibility warnings' texts in a language: the sentences, and the form's way to confirm a figure. */
export const PLAUSIBILITY_TEXTS: Record<Language, PlausibilityTexts> = {
  en: plausibilityEn,
  fr: plausibilityFr,
};
