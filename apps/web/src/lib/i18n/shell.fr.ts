import type { ShellTranslations } from './shell.en.ts';

/** The French strings every screen needs from the first page on (see shell.en.ts). */
export const shellFr: ShellTranslations = {
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
    portfolio: 'Portefeuille',
    rateCard: 'Grille tarifaire',
    knowledgeCenter: 'Centre de connaissances',
  },
  header: {
    home: "Cakemix, page d'accueil",
    websiteHome: "{{name}}, page d'accueil",
    websiteLogo: 'Logo de {{name}}',
    userMenu: 'Menu utilisateur de {{name}}',
    members: 'Membres',
    auditLog: 'Journal d’audit',
    sessions: 'Mes sessions',
    changePassword: 'Changer le mot de passe',
    logout: 'Se déconnecter',
    otherLanguage: 'English',
    otherLanguageLabel: 'Show the site in English',
    back: 'Retour',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
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
      resendIn: 'Renvoyer le code dans {{wait}}',
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
    invitation: {
      title: 'Rejoindre {{website}}',
      intro:
        'Vous êtes invité dans Cakemix à l’adresse {{email}}. Choisissez le nom que vos collègues verront et un mot de passe d’au moins 8 caractères.',
      invalidTitle: 'Cette invitation ne fonctionne plus',
      checking: 'Vérification de l’invitation…',
      name: 'Votre nom',
      password: 'Mot de passe',
      confirmation: 'Confirmez le mot de passe',
      submit: 'Créer mon compte',
      goToLogin: 'Aller à la page de connexion',
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
  common: {
    notAvailableYet: 'Pas encore offert',
    togglePassword: 'Afficher ou masquer le mot de passe',
    close: 'Fermer',
    edit: 'Modifier',
    delete: 'Supprimer',
  },
  status: {
    draft: 'En cours',
    complete: 'Complet',
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
