import type { messagesEn } from './messages.en.ts';

/** The shared user-visible messages in French; the type keeps them in step with English. */
export const messagesFr: Record<keyof typeof messagesEn, string> = {
  generic: 'Une erreur est survenue, veuillez réessayer.',
  invalidInput: 'Les données fournies sont invalides.',
  fieldRequired: 'Ce champ est obligatoire.',
  optionRequired: 'Veuillez sélectionner une option.',
  allRequired: 'Veuillez remplir tous les champs obligatoires.',
  sectionsIncomplete:
    'Veuillez remplir tous les champs obligatoires des sections suivantes : {{sectionNames}}.',
  percentTotal: 'Le total des pourcentages doit être compris entre 0 % et 100 %.',
  percentTotalExact: 'Le total des pourcentages doit être égal à 100 %.',
  invalidEmail: 'Veuillez vérifier votre adresse courriel et réessayer.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordConfirmation: 'La confirmation du mot de passe ne correspond pas.',
  notFound: 'Page introuvable.',
  notFoundDetail: 'La page que vous recherchez est introuvable.',
  resourceNotFound: "L'élément demandé est introuvable.",
  forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
  csrfMismatch: 'Le jeton de session est absent ou invalide. Veuillez recharger la page et réessayer.',
  unauthenticated: 'Votre connexion a expiré. Veuillez vous reconnecter.',
  badCredentials: 'Identifiant ou mot de passe incorrect. Veuillez réessayer.',
  verificationCodeInvalid: 'Le code de vérification est invalide',
  verificationCodeSent: 'Un code de vérification a été envoyé à votre adresse courriel.',
  codeResent: 'Un nouveau code vous a été envoyé avec succès.',
  codeResendFailed: "Un problème est survenu lors de l'envoi du nouveau code.",
  emailNotFound: 'Adresse courriel introuvable.',
  resetRecentlyRequested:
    'Vous avez récemment demandé une réinitialisation du mot de passe, veuillez vérifier vos courriels.',
  resetLinkSent: 'Un lien de réinitialisation a été envoyé à votre adresse courriel.',
  resetLinkInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
  passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  currentPasswordIncorrect: 'Le mot de passe actuel est incorrect',
  passwordChanged: 'Votre mot de passe a été modifié.',
  loggedOut: 'Vous avez été déconnecté.',
  languageInvalid: 'Veuillez choisir le français ou l’anglais.',
  languageSaved: 'Votre langue a été enregistrée.',
  languageNotSaved: 'Votre langue n’a pas pu être enregistrée pour votre prochaine connexion.',
  tooManyRequests:
    'Nous ne pouvons pas traiter cette demande pour le moment. Veuillez réessayer dans une minute.',
  tooManyRequestsWait:
    'Nous ne pouvons pas traiter cette demande pour le moment. Veuillez réessayer dans {{wait}}.',
  signInLocked:
    'Trop de tentatives de connexion échouées depuis votre connexion. Veuillez réessayer dans {{wait}}.',
  numberTooLarge: 'Ce nombre est trop grand.',
  textTooLong: 'Ce texte est trop long.',
  textInvalid:
    'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le saisir de nouveau.',
  cityInvalid: 'La ville est invalide, veuillez la choisir dans la liste déroulante.',
  handleInvalid: "Ce nom d'utilisateur est invalide ou n'existe pas",
  endBeforeStart: 'La date de fin doit être identique ou postérieure à la date de début.',
  deleteFailed: 'Erreur lors de la suppression',
  propertyStepGeneral: 'Général',
  propertyStepTarget: 'Cible',
  propertyStepRelevance: 'Pertinence',
  propertyStepManagement: 'Gestion',
  propertyStepOwnedMedia: 'Médias détenus',
  propertyStepPaidMedia: 'Médias payés',
  propertyStepHospitality: 'Hospitalité',
  propertyStepActivation: 'Activation',
  propertyStepCustomMetrics: 'Indicateurs personnalisés',
  propertyDeleted: 'La propriété a été supprimée.',
  copySuffix: '(copie)',
  copySuffixNumbered: '(copie {{number}})',
  commentDeleted: 'Le commentaire a été supprimé.',
  comparativeTooFew: 'Un rapport comparatif demande au moins deux combinaisons.',
  comparativeTooMany: 'Un rapport comparatif contient au plus 20 combinaisons.',
  comparativeDuplicate: 'Chaque combinaison de propriété et de profil ne peut figurer qu’une fois.',
  reportDeleted: 'Le rapport a été supprimé.',
  reportSourceDeleted:
    'Ce rapport ne peut pas être régénéré : sa propriété ou son profil de marque a été supprimé.',
  exportRenderFailed:
    'Le PDF n’a pas pu être produit. Veuillez réessayer; si l’erreur se répète, contactez le soutien.',
  exportWorkerLost:
    'Le PDF n’a pas pu être terminé : le serveur qui le préparait s’est arrêté ou a pris trop de temps, à chaque essai. Veuillez réessayer.',
  exportQueueFull:
    'Vous avez déjà {{max}} exportations PDF en attente. Veuillez réessayer quand l’une d’elles sera terminée.',
  reportWorkLimit:
    'Vous avez demandé beaucoup de rapports et de PDF en peu de temps. Veuillez réessayer dans {{wait}}.',
  shareRevoked: 'Le lien de partage a été révoqué.',
  profileStepBrand: 'Marque',
  profileStepAudience: 'Public cible',
  profileDeleted: 'Le profil de marque a été supprimé.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  supportSubjectRequired: 'Veuillez indiquer un objet valide',
  supportMessageRequired: 'Veuillez préciser la source de votre problème.',
  supportSendFailed: 'Nous n’avons pas pu envoyer votre demande de soutien. Veuillez réessayer plus tard.',
  supportRequestSent: 'Votre demande de soutien a été envoyée. Nous vous répondrons par courriel.',
  articleNotFound: 'Cet article n’existe pas.',
  rateCardUnknownKey: 'Ce taux ne figure pas dans la grille tarifaire.',
  rateCardOutOfRange: 'Cette valeur est hors des limites permises pour ce taux.',
  rateCardTooPrecise: 'Cette valeur a plus de décimales que ce taux n’en permet.',
  rateCardPredominanceOrder: 'Les facteurs de prédominance ne doivent pas diminuer du niveau 1 au niveau 5.',
  rateCardNoChange: 'Cette valeur est déjà celle en vigueur à cette date.',
  rateCardDateRange: 'Choisissez une date de 2000 à 2099.',
  targetRatioInvalid:
    'Entrez un ratio de 1 à 10, avec au plus deux décimales\u00a0: 2,5 pour une cible de 2,5:1.',
  roleInvalid: 'Choisissez un rôle\u00a0: administrateur, analyste ou lecteur.',
  lastAdmin:
    'Le site doit garder au moins un administrateur actif\u00a0: nommez d’abord un autre membre administrateur.',
  memberRoleChanged: 'Le rôle a été modifié.',
  memberDeactivated: 'Le membre a été désactivé et déconnecté partout.',
  memberReactivated: 'Le membre a été réactivé.',
  memberRemoved: 'Le membre a été retiré.',
  invitationSent: 'L’invitation a été envoyée à {{email}}.',
  invitationOtherWebsite:
    'Cette adresse a déjà un compte Cakemix sur un autre site, et une personne n’appartient qu’à un seul site. Demandez-lui une autre adresse.',
  invitationAlreadyMember: 'Cette adresse est déjà membre de ce site.',
  invitationPending:
    'Une invitation à cette adresse attend déjà\u00a0: renvoyez-la depuis la liste des invitations.',
  invitationElsewhere:
    'Cette adresse est déjà invitée sur un autre site, et une personne n’appartient qu’à un seul site. Demandez-lui une autre adresse.',
  invitationResent: 'L’invitation a été renvoyée.',
  invitationRevoked: 'L’invitation a été révoquée.',
  invitationInvalid:
    'Ce lien d’invitation ne fonctionne plus\u00a0: il a été utilisé ou révoqué, ou il a expiré. Demandez-en un nouveau à votre administrateur.',
  invitationAccepted:
    'Votre compte est prêt. Connectez-vous avec votre adresse courriel et votre mot de passe.',
  invitationResendLimit:
    'Cette invitation a été envoyée plusieurs fois récemment. Veuillez réessayer dans {{wait}}.',
  sessionEnded: 'La session a été fermée.',
  importNotWorkbook:
    'Ce fichier n’est pas un classeur Excel (.xlsx). Enregistrez-le comme classeur Excel et réessayez.',
  importMacroWorkbook:
    'Les classeurs contenant des macros ne sont pas acceptés. Enregistrez le fichier comme classeur Excel (.xlsx) sans macros.',
  importFileTooLarge:
    'Ce fichier est trop volumineux\u00a0: un classeur à importer peut contenir au plus {{max}}.',
  importNoProperties:
    'Le classeur ne contient aucune propriété à importer\u00a0: remplissez la feuille Propriétés du modèle.',
  importTooManyRows: 'Un classeur peut contenir au plus {{max}} propriétés.',
  importHasErrors:
    'Le classeur contient des erreurs\u00a0: rien n’a été importé. Corrigez-les et téléversez-le de nouveau.',
  importFormula: 'Saisissez la valeur elle-même\u00a0: les formules ne sont pas importées.',
  importDateAsText: 'Entrez une date dans une cellule de date (par exemple 2027-05-31), pas du texte.',
  importNumberExpected: 'Entrez un nombre.',
  importUnknownOption:
    'Veuillez sélectionner une option. «\u00a0{{value}}\u00a0» ne fait pas partie des choix.',
  importUnknownRow: 'Aucune propriété ne se trouve à la ligne {{row}} de la feuille des propriétés.',
  importMissingSheet:
    'Le classeur n’a pas de feuille nommée «\u00a0{{sheet}}\u00a0»\u00a0: utilisez le modèle.',
  importUnknownColumn: 'Cette colonne ne fait pas partie du modèle\u00a0: «\u00a0{{column}}\u00a0».',
  importDone: '{{count}} propriétés ont été importées.',
};
