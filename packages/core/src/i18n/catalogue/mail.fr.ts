import type { mailEn } from './mail.en.ts';

/** The e-mails the app sends, in French; the type keeps them in step with English. */
export const mailFr: typeof mailEn = {
  verificationCode: {
    subject: 'Votre code de vérification Cakemix : {{code}}',
    text: "Bonjour {{name}},\n\nVotre code de vérification Cakemix est : {{code}}\n\nIl expire dans {{minutes}} minutes. Si vous n'avez pas tenté de vous connecter, ignorez ce courriel et changez votre mot de passe.\n",
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe Cakemix',
    text: "Bonjour {{name}},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n{{link}}\n\nIl est valable {{minutes}} minutes et une seule fois. Si vous n'avez rien demandé, ignorez ce courriel.\n",
  },
  failedSignIns: {
    subject: 'Tentatives de connexion à votre compte Cakemix',
    text: "Bonjour {{name}},\n\nIl y a eu {{failures}} tentatives de connexion échouées à votre compte Cakemix au cours de la dernière heure. Votre compte reste ouvert : vous pouvez vous connecter normalement.\n\nSi ce n'était pas vous, choisissez un nouveau mot de passe ({{appUrl}}/password/forgot) ; le code envoyé par courriel à chaque connexion protège votre compte entre-temps.\n",
  },
  invitation: {
    subject: '{{inviter}} vous invite sur {{website}} dans Cakemix',
    text: "Bonjour,\n\n{{inviter}} vous invite à rejoindre {{website}} dans Cakemix en tant {{role}}.\n\nPour choisir votre nom et votre mot de passe, ouvrez ce lien :\n{{link}}\n\nIl est valable {{days}} jours et une seule fois. Connectez-vous ensuite avec votre adresse courriel, votre mot de passe et le code que nous vous envoyons par courriel à chaque connexion. Si vous n'attendiez pas cette invitation, ignorez ce courriel.\n",
    role: { admin: "qu'administrateur", analyst: "qu'analyste", viewer: 'que lecteur' },
  },
  renewalReminder: {
    subject: '{{property}}\u00a0: le contrat se termine dans {{days}} jours',
    text: 'Bonjour {{name}},\n\nLe contrat avec {{property}} se termine le {{date}}, dans {{days}} jours. Ses derniers chiffres\u00a0: une valeur de {{value}} pour des droits de {{fee}} (ratio {{ratio}}).\n\nLe portefeuille présente chaque contrat qui se termine dans les 180 prochains jours, avec des droits justes pour préparer le renouvellement\u00a0: {{link}}\n\nUn administrateur peut désactiver ces rappels sur la page du portefeuille.\n',
  },
  support: {
    intro: 'Une demande de soutien a été envoyée depuis Cakemix.',
    from: 'De',
    website: 'Site',
    page: 'Page',
    language: 'Langue',
    request: 'Demande',
    subject: 'Objet',
    role: { admin: 'administrateur', analyst: 'analyste', viewer: 'lecteur' },
    languageName: { en: 'anglais', fr: 'français' },
    mailSubject: 'Soutien Cakemix',
  },
};
