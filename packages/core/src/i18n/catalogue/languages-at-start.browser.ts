import type { Language } from '../languages.ts';
import type { LanguageTexts } from './language-texts.ts';

/**
 * In the browser, no language's texts at the start: the web app provides a language's with its catalogue,
 * when a screen needs it (apps/web/src/lib/i18n/catalogues.ts), so that a page brings only the reader's.
 */
export const TEXTS_AT_START: Partial<Record<Language, LanguageTexts>> = {};
