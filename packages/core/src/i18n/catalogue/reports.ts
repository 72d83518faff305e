import { textsByLanguage } from './language-texts.ts';
import type { reportsEn } from './reports.en.ts';

export { reportsEn } from './reports.en.ts';
export { reportsFr } from './reports.fr.ts';
export type ReportTexts = typeof reportsEn;

/** The reports' texts in a language: the screens, the report itself on screen and in its PDF. */
export const REPORT_TEXTS = textsByLanguage('reports');
