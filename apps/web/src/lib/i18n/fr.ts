import type { Translations } from './en.ts';

/** French interface strings; the type makes a missing or extra key a compile error. */
export const fr: Translations = {
  app: {
    name: 'Cakemix',
    tagline: 'Évaluation de commandites',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu principal',
  },
  nav: {
    label: 'Menu principal',
    reports: 'Rapports',
    brandProfiles: 'Profils de marque',
    properties: 'Propriétés',
    knowledgeCenter: 'Centre de connaissances',
  },
  header: {
    home: "Cakemix, page d'accueil",
    userMenu: 'Menu utilisateur de {{name}}',
    changePassword: 'Changer le mot de passe',
    logout: 'Se déconnecter',
    otherLanguage: 'English',
    otherLanguageLabel: 'Show the site in English',
    back: 'Retour',
  },
  footer: {
    companyLogo: 'Logo de {{company}}',
    contact: 'Nous joindre :',
    copyright: '© {{year}} {{company}}. Tous droits réservés.',
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
    website: 'Visiter {{company}}',
    legalLinks: 'Informations juridiques',
  },
  auth: {
    login: {
      title: 'Connexion',
      intro: 'Connectez-vous pour évaluer vos commandites.',
      email: "Courriel ou nom d'utilisateur",
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié?',
    },
    verify: {
      title: 'Consultez vos courriels',
      intro: "Saisissez le code de vérification envoyé à l'adresse courriel de votre compte.",
      code: 'Code de vérification',
      submit: 'Vérifier',
      resend: 'Renvoyer le code',
      help: "Vous n'avez pas reçu le code?",
      helpTitle: 'À propos du code de vérification',
      helpBody:
        "Pour protéger votre compte, la connexion se fait en deux étapes : votre mot de passe, puis un code à 6 chiffres envoyé à l'adresse courriel de votre compte. Le code ne sert qu'une fois et seulement pendant quelques minutes. S'il n'arrive pas, vérifiez votre dossier de courrier indésirable, puis utilisez « Renvoyer le code ». Un nouveau code remplace le précédent.",
      otherAccount: 'Se connecter avec un autre compte',
    },
    forgot: {
      title: 'Mot de passe oublié?',
      intro:
        "Saisissez l'adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      email: 'Adresse courriel',
      submit: 'Envoyer le lien de réinitialisation',
      backToLogin: 'Retour à la connexion',
    },
    reset: {
      title: 'Choisissez un nouveau mot de passe',
      intro: 'Votre nouveau mot de passe doit contenir au moins 8 caractères.',
      email: 'Adresse courriel',
      password: 'Nouveau mot de passe',
      confirmation: 'Confirmez le nouveau mot de passe',
      submit: 'Enregistrer le nouveau mot de passe',
      requestNewLink: 'Demander un nouveau lien',
    },
    change: {
      title: 'Changer le mot de passe',
      intro:
        'Vos autres sessions seront déconnectées. Votre nouveau mot de passe doit contenir au moins 8 caractères.',
      current: 'Mot de passe actuel',
      password: 'Nouveau mot de passe',
      confirmation: 'Confirmez le nouveau mot de passe',
      submit: 'Changer le mot de passe',
    },
  },
  reports: {
    title: 'Rapports',
    today: 'Nous sommes le {{date}}.',
    emptyTitle: 'Aucun rapport pour le moment',
    emptyBody: 'Les rapports détaillés et comparatifs apparaîtront ici une fois générés.',
    createDetailedTitle: 'Nouveau rapport détaillé',
    createComparativeTitle: 'Nouveau rapport comparatif',
    createUnavailable:
      "La génération de rapports n'est pas encore offerte dans cette version. Un rapport combine un profil de marque et une propriété.",
    detailedTitle: 'Rapport détaillé',
    comparativeTitle: 'Rapport comparatif',
    reportNotFound: "Ce rapport n'existe pas ou n'est plus disponible.",
    backToReports: 'Aller aux rapports',
  },
  profiles: {
    title: 'Profils de marque',
    emptyTitle: 'Aucun profil de marque pour le moment',
    emptyBody:
      'Les profils de marque décrivent vos objectifs de communication, les caractéristiques de votre marque et votre public cible.',
    createTitle: 'Nouveau profil de marque',
    editTitle: 'Modifier le profil de marque',
    formUnavailable: "Le formulaire de profil de marque n'est pas encore offert dans cette version.",
  },
  properties: {
    title: 'Propriétés',
    emptyTitle: 'Aucune propriété pour le moment',
    emptyBody:
      'Les propriétés sont les équipes, ligues, sites, événements et organisations que vous évaluez.',
    createTitle: 'Nouvelle propriété',
    editTitle: 'Modifier la propriété',
    formUnavailable: "Le formulaire de propriété n'est pas encore offert dans cette version.",
  },
  knowledgeCenter: {
    title: 'Centre de connaissances',
    emptyTitle: 'Aucun article pour le moment',
    emptyBody: "Des guides sur l'évaluation des commandites seront publiés ici.",
  },
  common: {
    notAvailableYet: 'Pas encore offert',
    togglePassword: 'Afficher ou masquer le mot de passe',
    close: 'Fermer',
  },
  errors: {
    unexpectedTitle: 'Un problème est survenu',
    goHome: "Aller à la page d'accueil",
    retry: 'Réessayer',
  },
  modals: {
    acknowledge: 'Compris',
    deleteItem: {
      title: 'Supprimer cet élément?',
      body: '« {{name}} » sera supprimé. Cette action est irréversible.',
      confirm: 'Supprimer',
      cancel: 'Annuler',
    },
  },
  legal: {
    lastUpdated: 'Dernière mise à jour : {{date}}',
  },
};
