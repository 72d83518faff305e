import { type Language, MAIL_TEXTS, ROLES } from '@cakemix/core';
import type { MailMessage } from '../../lib/mailer.ts';

/** Header values on one line, so a subject can never add a header of its own. */
export function oneLine(text: string) {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The e-mail of a support request, labelled in the sender's language (the language the request is
 * written in), for the website's support address; replies go to the sender.
 */
export function supportRequestMail(input: {
  lang: Language;
  to: string;
  sender: { name: string; email: string; role: string };
  website: { id: number; name: string };
  request: { id: number; at: Date; subject: string; message: string; page: string | null };
}): MailMessage {
  const { lang, sender, website, request } = input;
  const l = MAIL_TEXTS[lang].support;
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const line = (label: string, value: string) => `${label}${colon} ${value}`;
  const role = ROLES.find((known) => known === sender.role);
  const text = [
    l.intro,
    '',
    line(l.from, `${oneLine(sender.name)} <${sender.email}> (${role ? l.role[role] : sender.role})`),
    line(l.website, `${oneLine(website.name)} (#${website.id})`),
    line(l.page, request.page ?? '—'),
    line(l.language, l.languageName[lang]),
    line(l.request, `#${request.id}, ${request.at.toISOString()}`),
    '',
    line(l.subject, request.subject),
    '',
    request.message,
    '',
  ].join('\n');
  return {
    to: input.to,
    replyTo: sender.email,
    subject: `[${l.mailSubject} #${request.id}] ${oneLine(request.subject)}`,
    text,
  };
}
