import type { Language } from '../languages.ts';
import { spreadsheetsEn } from './spreadsheets.en.ts';
import { spreadsheetsFr } from './spreadsheets.fr.ts';

export type SpreadsheetTexts = typeof spreadsheetsEn;

/** The workbooks' texts in a language. */
export const SPREADSHEET_TEXTS: Record<Language, SpreadsheetTexts> = {
  en: spreadsheetsEn,
  fr: spreadsheetsFr,
};
