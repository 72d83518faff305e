import { textsByLanguage } from './language-texts.ts';
import type { plausibilityEn } from './plausibility.en.ts';

export { plausibilityEn } from './plausibility.en.ts';
export { plausibilityFr } from './plausibility.fr.ts';
export type PlausibilityTexts = typeof plausibilityEn;

/** The plausibility warnings' texts in a language: the sentences, and the form's way to confirm a figure. */
export const PLAUSIBILITY_TEXTS = textsByLanguage('plausibility');
