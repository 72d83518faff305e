import { fill, type Language, MAIL_TEXTS, type Role } from '@cakemix/core';
import type { MailMessage } from '../../lib/mailer.ts';

/** The invitation e-mail, in the language the admin chose for the invitee. */
export function invitationMail(
  lang: Language,
  params: { to: string; inviter: string; website: string; role: Role; link: string; days: number },
): MailMessage {
  const texts = MAIL_TEXTS[lang].invitation;
  const values = { ...params, role: texts.role[params.role] };
  return { to: params.to, subject: fill(texts.subject, values), text: fill(texts.text, values) };
}
