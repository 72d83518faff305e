import { fill, type Language, MAIL_TEXTS } from '@cakemix/core';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mails of the sign-in and password flows, in the recipient's language (texts: core's mail catalogue). */
type AuthMail = 'verificationCode' | 'passwordReset' | 'failedSignIns';

function authMail(kind: AuthMail, lang: Language, to: string, params: Record<string, string | number>) {
  const texts = MAIL_TEXTS[lang][kind];
  return { to, subject: fill(texts.subject, params), text: fill(texts.text, params) } satisfies MailMessage;
}

export function verificationCodeMail(
  lang: Language,
  to: string,
  name: string,
  code: string,
  minutes: number,
) {
  return authMail('verificationCode', lang, to, { name, code, minutes });
}

export function passwordResetMail(lang: Language, to: string, name: string, link: string, minutes: number) {
  return authMail('passwordReset', lang, to, { name, link, minutes });
}

/** To the owner of an account that many failed sign-ins aimed at: nothing is locked, they are told. */
export function failedSignInsMail(
  lang: Language,
  to: string,
  name: string,
  failures: number,
  appUrl: string,
) {
  return authMail('failedSignIns', lang, to, { name, failures, appUrl });
}
