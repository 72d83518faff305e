import type { Language } from '../languages.ts';
import { mailEn } from './mail.en.ts';
import { mailFr } from './mail.fr.ts';

export { mailEn, mailFr };

/** The e-mails' texts in the recipient's language. */
export const MAIL_TEXTS: Record<Language, typeof mailEn> = { en: mailEn, fr: mailFr };
