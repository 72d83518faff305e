import type { Language } from './languages.ts';

/**
 * User-visible messages shared by the server (API `user_message` and field errors) and the web app.
 * The English wording is the spec's (section 5 and 8), kept verbatim, including its spelling.
 */
export const MESSAGES = {
  generic: {
    en: 'An error occured, please try again.',
    fr: 'Une erreur est survenue, veuillez réessayer.',
  },
  invalidInput: {
    en: 'The given data was invalid.',
    fr: 'Les données fournies sont invalides.',
  },
  fieldRequired: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  optionRequired: { en: 'Please select an option.', fr: 'Veuillez sélectionner une option.' },
  allRequired: {
    en: 'Please fill in all required fields.',
    fr: 'Veuillez remplir tous les champs obligatoires.',
  },
  sectionsIncomplete: {
    en: 'Please fill all required fields in the following section(s): {sectionNames}.',
    fr: 'Veuillez remplir tous les champs obligatoires des sections suivantes : {sectionNames}.',
  },
  percentTotal: {
    en: 'Total of percentages must be between 0% and 100%.',
    fr: 'Le total des pourcentages doit être compris entre 0 % et 100 %.',
  },
  percentTotalExact: {
    en: 'Total of percentages must equal 100%.',
    fr: 'Le total des pourcentages doit être égal à 100 %.',
  },
  invalidEmail: {
    en: 'Please check your email address and try again.',
    fr: 'Veuillez vérifier votre adresse courriel et réessayer.',
  },
  passwordTooShort: {
    en: 'The password must be at least 8 characters.',
    fr: 'Le mot de passe doit contenir au moins 8 caractères.',
  },
  passwordConfirmation: {
    en: 'The password confirmation does not match.',
    fr: 'La confirmation du mot de passe ne correspond pas.',
  },
  notFound: { en: 'Page not found.', fr: 'Page introuvable.' },
  notFoundDetail: {
    en: 'The page you are looking for could not be found.',
    fr: 'La page que vous recherchez est introuvable.',
  },
  resourceNotFound: {
    en: 'The requested item could not be found.',
    fr: "L'élément demandé est introuvable.",
  },
  forbidden: {
    en: 'You are not allowed to perform this action.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
  },
  csrfMismatch: {
    en: 'Your session token is missing or invalid. Please reload the page and try again.',
    fr: 'Le jeton de session est absent ou invalide. Veuillez recharger la page et réessayer.',
  },
  unauthenticated: {
    en: 'Your connection has expired. Please login again.',
    fr: 'Votre connexion a expiré. Veuillez vous reconnecter.',
  },
  badCredentials: {
    en: 'Incorrect login or password. Please try again.',
    fr: 'Identifiant ou mot de passe incorrect. Veuillez réessayer.',
  },
  verificationCodeInvalid: { en: 'Verification code is invalid', fr: 'Le code de vérification est invalide' },
  verificationCodeSent: {
    en: 'A verification code has been sent to your email address.',
    fr: 'Un code de vérification a été envoyé à votre adresse courriel.',
  },
  codeResent: {
    en: 'A new code has been sent to you successfully.',
    fr: 'Un nouveau code vous a été envoyé avec succès.',
  },
  codeResendFailed: {
    en: 'There was a problem sending the new code.',
    fr: "Un problème est survenu lors de l'envoi du nouveau code.",
  },
  emailNotFound: { en: 'Email address not found.', fr: 'Adresse courriel introuvable.' },
  resetRecentlyRequested: {
    en: 'You have recently requested a password reset, please check your email.',
    fr: 'Vous avez récemment demandé une réinitialisation du mot de passe, veuillez vérifier vos courriels.',
  },
  resetLinkSent: {
    en: 'A reset link has been sent to your email address.',
    fr: 'Un lien de réinitialisation a été envoyé à votre adresse courriel.',
  },
  resetLinkInvalid: {
    en: 'This reset link is not valid or has expired.',
    fr: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
  },
  passwordReset: {
    en: 'Your password has been reset. You can now sign in.',
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  },
  currentPasswordIncorrect: {
    en: 'Current Password is incorrect',
    fr: 'Le mot de passe actuel est incorrect',
  },
  passwordChanged: {
    en: 'Your password has been changed.',
    fr: 'Votre mot de passe a été modifié.',
  },
  loggedOut: { en: 'You have been signed out.', fr: 'Vous avez été déconnecté.' },
  tooManyRequests: {
    en: 'We are unable to process this request at this time. Please try again in a minute.',
    fr: 'Nous ne pouvons pas traiter cette demande pour le moment. Veuillez réessayer dans une minute.',
  },
  tooManyRequestsWait: {
    en: 'We are unable to process this request at this time. Please try again in {wait}.',
    fr: 'Nous ne pouvons pas traiter cette demande pour le moment. Veuillez réessayer dans {wait}.',
  },
  signInLocked: {
    en: 'Too many failed sign-in attempts from your connection. Please try again in {wait}.',
    fr: 'Trop de tentatives de connexion échouées depuis votre connexion. Veuillez réessayer dans {wait}.',
  },
  numberTooLarge: { en: 'This number is too large.', fr: 'Ce nombre est trop grand.' },
  textTooLong: { en: 'This text is too long.', fr: 'Ce texte est trop long.' },
  textInvalid: {
    en: 'This text contains characters that cannot be saved. Please retype it.',
    fr: 'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le saisir de nouveau.',
  },
  cityInvalid: {
    en: 'City is invalid, please choose from the dropdown list.',
    fr: 'La ville est invalide, veuillez la choisir dans la liste déroulante.',
  },
  handleInvalid: {
    en: 'This username is invalid or does not exist',
    fr: "Ce nom d'utilisateur est invalide ou n'existe pas",
  },
  endBeforeStart: {
    en: 'The end date must be on or after the beginning date.',
    fr: 'La date de fin doit être identique ou postérieure à la date de début.',
  },
  deleteFailed: { en: 'Error while deleting', fr: 'Erreur lors de la suppression' },
  propertyStepGeneral: { en: 'General', fr: 'Général' },
  propertyStepTarget: { en: 'Target', fr: 'Cible' },
  propertyStepRelevance: { en: 'Relevance', fr: 'Pertinence' },
  propertyStepManagement: { en: 'Management', fr: 'Gestion' },
  propertyStepOwnedMedia: { en: 'Owned media', fr: 'Médias détenus' },
  propertyStepPaidMedia: { en: 'Paid media', fr: 'Médias payés' },
  propertyStepHospitality: { en: 'Hospitality', fr: 'Hospitalité' },
  propertyStepActivation: { en: 'Activation', fr: 'Activation' },
  propertyStepCustomMetrics: { en: 'Custom metrics', fr: 'Indicateurs personnalisés' },
  propertyDeleted: { en: 'The property has been deleted.', fr: 'La propriété a été supprimée.' },
  copySuffix: { en: '(copy)', fr: '(copie)' },
  copySuffixNumbered: { en: '(copy {number})', fr: '(copie {number})' },
  commentDeleted: { en: 'The comment has been deleted.', fr: 'Le commentaire a été supprimé.' },
  comparativeTooFew: {
    en: 'A comparative report needs at least two combinations.',
    fr: 'Un rapport comparatif demande au moins deux combinaisons.',
  },
  comparativeTooMany: {
    en: 'A comparative report holds at most 20 combinations.',
    fr: 'Un rapport comparatif contient au plus 20 combinaisons.',
  },
  comparativeDuplicate: {
    en: 'Each property and profile combination may appear only once.',
    fr: 'Chaque combinaison de propriété et de profil ne peut figurer qu’une fois.',
  },
  reportDeleted: { en: 'The report has been deleted.', fr: 'Le rapport a été supprimé.' },
  reportSourceDeleted: {
    en: 'This report cannot be regenerated: its property or brand profile has been deleted.',
    fr: 'Ce rapport ne peut pas être régénéré\u00a0: sa propriété ou son profil de marque a été supprimé.',
  },
  exportRenderFailed: {
    en: 'The PDF could not be produced. Please try again; if it fails again, contact support.',
    fr: 'Le PDF n’a pas pu être produit. Veuillez réessayer; si l’erreur se répète, contactez le soutien.',
  },
  exportWorkerLost: {
    en: 'The PDF could not be finished: the server preparing it stopped or took too long, on every try. Please try again.',
    fr: 'Le PDF n’a pas pu être terminé : le serveur qui le préparait s’est arrêté ou a pris trop de temps, à chaque essai. Veuillez réessayer.',
  },
  exportQueueFull: {
    en: 'You already have {max} PDF exports waiting. Please try again once one of them is done.',
    fr: 'Vous avez déjà {max} exportations PDF en attente. Veuillez réessayer quand l’une d’elles sera terminée.',
  },
  reportWorkLimit: {
    en: 'You have asked for many reports and PDFs in a short time. Please try again in {wait}.',
    fr: 'Vous avez demandé beaucoup de rapports et de PDF en peu de temps. Veuillez réessayer dans {wait}.',
  },
  shareRevoked: { en: 'The share link has been revoked.', fr: 'Le lien de partage a été révoqué.' },
  profileStepBrand: { en: 'Brand', fr: 'Marque' },
  profileStepAudience: { en: 'Target audience', fr: 'Public cible' },
  profileDeleted: { en: 'The brand profile has been deleted.', fr: 'Le profil de marque a été supprimé.' },
  payloadTooLarge: {
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
  },
  supportSubjectRequired: {
    en: 'Please specify a valid subject',
    fr: 'Veuillez indiquer un objet valide',
  },
  supportMessageRequired: {
    en: 'Please specify the source of your problem.',
    fr: 'Veuillez préciser la source de votre problème.',
  },
  supportSendFailed: {
    en: 'We were unable to send your support request. Please try again later.',
    fr: 'Nous n’avons pas pu envoyer votre demande de soutien. Veuillez réessayer plus tard.',
  },
  supportRequestSent: {
    en: 'Your support request has been sent. We will get back to you by e-mail.',
    fr: 'Votre demande de soutien a été envoyée. Nous vous répondrons par courriel.',
  },
  articleNotFound: {
    en: 'This article does not exist.',
    fr: 'Cet article n’existe pas.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Looks up a message in a language and fills its `{name}` placeholders. */
export function message(key: MessageKey, lang: Language, params: Record<string, string> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
