import type { Language } from '@cakemix/core';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mails of the sign-in and password flows, in the recipient's language. */
export function verificationCodeMail(
  lang: Language,
  to: string,
  name: string,
  code: string,
  minutes: number,
) {
  const text =
    lang === 'fr'
      ? `Bonjour ${name},\n\nVotre code de vérification Cakemix est : ${code}\n\nIl expire dans ${minutes} minutes. Si vous n'avez pas tenté de vous connecter, ignorez ce courriel et changez votre mot de passe.\n`
      : `Hello ${name},\n\nYour Cakemix verification code is: ${code}\n\nIt expires in ${minutes} minutes. If you did not try to sign in, ignore this e-mail and change your password.\n`;
  const subject =
    lang === 'fr'
      ? `Votre code de vérification Cakemix : ${code}`
      : `Your Cakemix verification code: ${code}`;
  return { to, subject, text } satisfies MailMessage;
}

export function passwordResetMail(lang: Language, to: string, name: string, link: string, minutes: number) {
  const text =
    lang === 'fr'
      ? `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n${link}\n\nIl est valable ${minutes} minutes et une seule fois. Si vous n'avez rien demandé, ignorez ce courriel.\n`
      : `Hello ${name},\n\nTo choose a new password, open this link:\n${link}\n\nIt works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`;
  const subject =
    lang === 'fr' ? 'Réinitialisation de votre mot de passe Cakemix' : 'Reset your Cakemix password';
  return { to, subject, text } satisfies MailMessage;
}
