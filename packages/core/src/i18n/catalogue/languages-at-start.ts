import type { Language } from '../languages.ts';
import type { LanguageTexts } from './language-texts.ts';
import { plausibilityEn } from './plausibility.en.ts';
import { plausibilityFr } from './plausibility.fr.ts';
import { propertyFormEn } from './property-form.en.ts';
import { propertyFormFr } from './property-form.fr.ts';
import { rateCardEn } from './rate-card.en.ts';
import { rateCardFr } from './rate-card.fr.ts';
import { reportsEn } from './reports.en.ts';
import { reportsFr } from './reports.fr.ts';

/**
 * Outside a browser (the server, its workers, tests and scripts), every language's texts from the start: a
 * report, a PDF or an e-mail may be written in either. The browser's is languages-at-start.browser.ts.
 */
export const TEXTS_AT_START: Partial<Record<Language, LanguageTexts>> = {
  en: {
    reports: reportsEn,
    rateCard: rateCardEn,
    propertyForm: propertyFormEn,
    plausibility: plausibilityEn,
  },
  fr: {
    reports: reportsFr,
    rateCard: rateCardFr,
    propertyForm: propertyFormFr,
    plausibility: plausibilityFr,
  },
};
