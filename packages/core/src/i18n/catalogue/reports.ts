import type { Language } from '../languages.ts';
import { reportsEn } from './reports.en.ts';
import { reportsFr } from './reports.fr.ts';

export { reportsEn, reportsFr };
export type ReportTexts = typeof reportsEn;

/** The reports' texts in a language: the screens, the report itself on screen and in its PDF. */
export const REPORT_TEXTS: Record<Language, ReportTexts> = { en: reportsEn, fr: reportsFr };
