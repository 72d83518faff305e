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

/** To the owner of an account that many failed sign-ins aimed at: nothing is locked, they are told. */
export function failedSignInsMail(
  lang: Language,
  to: string,
  name: string,
  failures: number,
  appUrl: string,
) {
  const text =
    lang === 'fr'
      ? `Bonjour ${name},\n\nIl y a eu ${failures} tentatives de connexion échouées à votre compte Cakemix au cours de la dernière heure. Votre compte reste ouvert : vous pouvez vous connecter normalement.\n\nSi ce n'était pas vous, choisissez un nouveau mot de passe (${appUrl}/password/forgot) ; le code envoyé par courriel à chaque connexion protège votre compte entre-temps.\n`
      : `Hello ${name},\n\nThere were ${failures} failed attempts to sign in to your Cakemix account in the last hour. Your account stays open: you can sign in as usual.\n\nIf this was not you, choose a new password (${appUrl}/password/forgot); the code e-mailed at every sign-in protects your account meanwhile.\n`;
  const subject =
    lang === 'fr'
      ? 'Tentatives de connexion à votre compte Cakemix'
      : 'Failed sign-in attempts on your Cakemix account';
  return { to, subject, text } satisfies MailMessage;
}
