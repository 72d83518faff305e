import type { Language } from '../languages.ts';
import { auditEn } from './audit.en.ts';
import { auditFr } from './audit.fr.ts';

export { auditEn, auditFr };

/** The audit log's texts in a language. */
export const AUDIT_TEXTS: Record<Language, typeof auditEn> = { en: auditEn, fr: auditFr };
