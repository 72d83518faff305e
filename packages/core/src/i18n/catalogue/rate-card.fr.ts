import type { rateCardEn } from './rate-card.en.ts';

/** French texts of a website's rate card; the type keeps them in step with English. */
export const rateCardFr: typeof rateCardEn = {
  title: 'Grille tarifaire',
  intro:
    'Les taux qu’utilisent les évaluations de ce site, et le ratio valeur-coût que visent ses commanditaires\u00a0: les valeurs par défaut de la méthode, avec leurs sources, et les valeurs propres au site à côté. Une modification compte pour les nouvelles évaluations et les nouveaux rapports, et pour les valeurs de la liste des propriétés, à partir de sa date d’entrée en vigueur\u00a0; les rapports déjà produits gardent les taux avec lesquels ils ont été faits.',
  readOnly: 'Seuls les administrateurs peuvent modifier la grille tarifaire.',
  day: 'Valeurs en vigueur le {{date}}.',
  loadFailed: 'La grille tarifaire n’a pas pu être chargée.',
  groups: {
    cpm: 'CPM des médias',
    predominance: 'Facteurs de prédominance',
    reach_rate: 'Portée d’une publication sur les réseaux sociaux',
    social: 'Publications et sessions d’application',
    engagement: 'Activation expérientielle',
    campaign: 'Campagne',
    events_per_season: 'Événements par saison, par type de propriété',
    target: 'Ratio cible',
  },
  groupHints: {
    cpm: 'Coût au marché de 1\u00a0000 impressions sur chaque canal. Le CPM propre à une propriété, saisi à son étape des médias détenus, l’emporte toujours sur ceux-ci.',
    predominance:
      'Part de la valeur d’une exposition qui compte, selon la prédominance de la marque du commanditaire (1\u00a0: une bande de logos partagée\u00a0; 5\u00a0: la marque seule). Ils ne doivent pas diminuer de 1 à 5.',
    reach_rate: 'Part des abonnés d’une plateforme qui voient une publication du commanditaire.',
    social: 'Utilisés quand une propriété donne son auditoire numérique sans ses propres chiffres.',
    engagement: 'Valeur d’un participant engagé par une activation expérientielle.',
    campaign: 'Utilisée quand une propriété ne donne pas la durée de sa campagne.',
    events_per_season:
      'Matchs, jours de spectacle ou événements d’une saison quand une propriété ne le précise pas\u00a0; les avantages par événement y répartissent l’auditoire de la saison.',
    target:
      'Le ratio valeur-coût (valeur des droits ÷ frais de droits) que visent les commanditaires du site\u00a0: les rapports donnent le juste prix des droits, celui auquel une propriété l’atteint. Un profil de marque peut fixer sa propre cible, qui l’emporte.',
  },
  keys: {
    cpm: {
      signage: 'CPM de l’affichage',
      print: 'CPM de l’imprimé',
      digital: 'CPM du numérique',
      tv: 'CPM de la télévision',
      radio: 'CPM de la radio',
      social: 'CPM des réseaux sociaux',
      streaming: 'CPM de la diffusion en continu',
    },
    predominance: {
      '1': 'Prédominance 1 (la plus faible)',
      '2': 'Prédominance 2',
      '3': 'Prédominance 3',
      '4': 'Prédominance 4',
      '5': 'Prédominance 5 (la plus forte)',
    },
    reach_rate: {
      facebook: 'Portée sur Facebook',
      tiktok: 'Portée sur TikTok',
      x: 'Portée sur X',
      snapchat: 'Portée sur Snapchat',
      youtube: 'Portée sur YouTube',
      linkedin: 'Portée sur LinkedIn',
      instagram: 'Portée sur Instagram',
      other: 'Portée sur les autres plateformes',
    },
    sponsor_posts_per_month: 'Publications du commanditaire par mois',
    app_sessions_per_month: 'Sessions par téléchargement de l’application par mois',
    value_per_engagement: 'Valeur par participant engagé',
    default_campaign_months: 'Durée de la campagne quand elle n’est pas donnée',
    events_per_season: {
      team: 'Événements par saison, équipe',
      league: 'Événements par saison, ligue',
      venue: 'Événements par saison, site',
      event: 'Événements par saison, événement',
      organization: 'Événements par saison, organisation',
    },
    target_ratio: 'Ratio valeur-coût cible',
  },
  sources: {
    cpm: 'Enquête sur les coûts médias OAAA / Solomon Partners, médianes américaines (réseaux sociaux\u00a0: compilations publiées de CPM moyens), converties en dollars canadiens au taux moyen 2022 de la Banque du Canada',
    predominanceFactors: 'Cahier d’évaluation (prédominance de 1 à 5, aussi exprimée en pourcentages)',
    reachRate: 'Portée organique des pages de marque, généralement de 2 à 10\u00a0% par publication',
    sponsorPostsPerMonth:
      'Méthode d’évaluation Cakemix 1.1, jugement d’analyste (voir «\u00a0Comment Cakemix évalue une commandite\u00a0» dans le centre de connaissances)',
    appSessionsPerMonth:
      'Méthode d’évaluation Cakemix 1.1, jugement d’analyste (voir «\u00a0Comment Cakemix évalue une commandite\u00a0» dans le centre de connaissances)',
    defaultCampaignMonths:
      'Méthode d’évaluation Cakemix 1.1, jugement d’analyste (voir «\u00a0Comment Cakemix évalue une commandite\u00a0» dans le centre de connaissances)',
    eventsPerSeason:
      'Méthode d’évaluation Cakemix 1.1, d’après les calendriers à domicile d’équipes de hockey et de soccer juniors',
    valuePerEngagement: 'Cahier d’évaluation (2,00\u00a0$ par participant engagé)',
    targetRatio:
      'Méthode d’évaluation 1.2\u00a0: 2,00:1, le plancher le plus souvent cité de la cible de 2:1 à 3:1',
  },
  units: {
    cad_per_thousand: 'Dollars canadiens par 1\u00a0000 impressions',
    cad: 'Dollars canadiens',
    share: 'Pourcentage',
    per_month: 'Nombre par mois',
    months: 'Mois',
    events: 'Événements',
    ratio: 'Ratio de la valeur aux frais de droits (2,5 pour 2,50:1)',
  },
  columns: {
    rate: 'Taux',
    default: 'Par défaut',
    source: 'Source de la valeur par défaut',
    website: 'Ce site',
    since: 'En vigueur depuis',
    note: 'Note',
    upcoming: 'À venir',
    actions: 'Actions',
  },
  defaultInUse: 'Par défaut',
  upcomingValue: '{{value}} à partir du {{date}}',
  upcomingDefault: 'Retour à la valeur par défaut le {{date}}',
  change: 'Modifier',
  changeLabel: 'Modifier {{name}}',
  reset: 'Revenir à la valeur par défaut',
  resetLabel: 'Ramener {{name}} à sa valeur par défaut',
  form: {
    changeTitle: 'Modifier\u00a0: {{name}}',
    resetTitle: 'Retour à la valeur par défaut\u00a0: {{name}}',
    resetBody:
      'À partir de la date ci-dessous, les évaluations utilisent de nouveau la valeur par défaut, {{value}}.',
    value: 'Nouvelle valeur',
    valueHint: '{{unit}}, de {{min}} à {{max}}.',
    effectiveFrom: 'En vigueur à partir du',
    effectiveFromHint: 'Le premier jour où la valeur compte. Une date future attend son jour.',
    note: 'Note',
    noteHint: 'Pourquoi, et d’où vient le chiffre. Conservée dans l’historique.',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
  saved: '{{name}}\u00a0: modifié à partir du {{date}}.',
  savedReset: '{{name}}\u00a0: retour à la valeur par défaut à partir du {{date}}.',
  history: {
    title: 'Historique',
    intro:
      'Chaque modification, de la plus récente à la plus ancienne. Les modifications sont conservées pour de bon\u00a0: une nouvelle remplace une valeur à partir de sa date.',
    empty: 'Aucune modification pour le moment\u00a0: ce site utilise les taux par défaut.',
    columns: {
      when: 'Quand',
      who: 'Qui',
      rate: 'Taux',
      change: 'Ancienne → nouvelle',
      effectiveFrom: 'En vigueur à partir du',
      note: 'Note',
    },
    defaultValue: 'Par défaut ({{value}})',
    change: '{{old}} → {{new}}',
    pending: 'Pas encore en vigueur',
  },
};
