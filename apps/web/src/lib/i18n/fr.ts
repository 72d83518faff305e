import {
  type LanguageTexts,
  plausibilityFr,
  profileOptionsFr,
  propertyFormFr,
  rateCardFr,
  reportsFr,
} from '@cakemix/core';
import type { Translations } from './en.ts';
import { helpFr } from './sections/help.fr.ts';
import { knowledgeCenterFr } from './sections/knowledge-center.fr.ts';
import { propertiesFr } from './sections/properties.fr.ts';
import { spreadsheetsFr } from './sections/spreadsheets.fr.ts';
import { historyFr, teamFr } from './sections/team.fr.ts';
import { shellFr } from './shell.fr.ts';

/** French interface strings; the type makes a missing or extra key a compile error. */
export const fr: Translations = {
  ...shellFr,
  reports: reportsFr,
  profiles: {
    title: 'Profils de marque',
    intro:
      'Chaque profil décrit une marque pour laquelle vous commanditez; les rapports mesurent à quel point une propriété lui convient.',
    create: 'Nouveau profil de marque',
    emptyTitle: 'Aucun profil de marque pour le moment',
    emptyBody:
      "Un profil de marque décrit une marque pour laquelle vous commanditez : ce que vous attendez des commandites (visibilité, image, ventes…), la personnalité de la marque et le public qu'elle veut joindre. Les rapports mesurent à quel point chaque propriété convient à un profil : créez-en un pour commencer.",
    noMatch: 'Aucun profil de marque ne correspond à « {{search}} ».',
    columns: {
      name: 'Nom',
      createdAt: 'Créé le',
      status: 'Statut',
      actions: 'Actions',
    },
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    createTitle: 'Nouveau profil de marque',
    editTitle: 'Modifier le profil de marque',
    lastUpdated: 'Dernière mise à jour le {{datetime}} par {{user}}',
    lastUpdatedNoUser: 'Dernière mise à jour le {{datetime}}',
    saved: '« {{name}} » a été enregistré.',
    savedAsDraft: '« {{name}} » a été enregistré comme en cours : des renseignements obligatoires manquent.',
    completed: '« {{name}} » est complet.',
    notFound: "Ce profil de marque n'existe pas ou a été supprimé.",
    backToList: 'Aller aux profils de marque',
    readOnly:
      'Vous pouvez consulter ce profil; seuls les administrateurs et les analystes peuvent le modifier.',
    createNotAllowed: 'Seuls les administrateurs et les analystes peuvent créer des profils de marque.',
    form: {
      name: 'Nom du profil',
      nameDescription: "Par exemple, la marque et le marché qu'elle vise.",
      objectivesTitle: 'Objectifs de communication',
      objectivesQuestion: 'Que doivent apporter les commandites à la marque?',
      characteristicsTitle: 'Caractéristiques de la marque',
      characteristicsDescription:
        'Évaluez à quel point chaque trait décrit la marque, de 1 (ne la décrit pas du tout) à 5 (la décrit parfaitement).',
      scaleMin: 'Pas du tout',
      scaleMax: 'Parfaitement',
      scopeTitle: 'Portée géographique',
      scopeQuestion: 'Où la marque fait-elle des affaires?',
      audienceTitle: 'Profil démographique du public cible',
      audienceDescription: 'Décrivez le public que la marque veut joindre, groupe par groupe.',
      areasTitle: 'Zones géographiques',
      areasQuestion: 'Où se trouve le public que la marque veut joindre?',
      areasHelp: 'Choisissez une ou plusieurs zones.',
      targetTitle: 'Ratio cible',
      targetDescription:
        'Le ratio valeur-coût que vise cette marque\u00a0: la valeur des droits divisée par les frais de droits. Les rapports donnent le juste prix des droits, celui auquel une propriété l’atteint.',
      targetLabel: 'Ratio valeur-coût cible (facultatif)',
      targetHint: 'Laissez-le vide pour utiliser la cible du site, {{website}}. De {{min}} à {{max}}.',
    },
  },
  properties: propertiesFr,
  rateCard: rateCardFr,
  knowledgeCenter: knowledgeCenterFr,
  help: helpFr,
  team: teamFr,
  history: historyFr,
  list: {
    search: 'Rechercher par nom',
    range: '{{from}} à {{to}} sur {{total}}',
    rangeMore: '{{from}} à {{to}} sur plus de {{total}}',
    pages: 'Pages',
    page: 'Page {{page}}',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    sortBy: 'Trier par',
    order: 'Ordre',
    ascending: 'Croissant',
    descending: 'Décroissant',
  },
  picker: {
    more: 'Afficher plus de résultats',
    count: 'Résultats : {{shown}} sur {{total}}',
    countMore: 'Résultats : {{shown}} sur plus de {{total}}',
  },
  stepForm: {
    stepsLabel: 'Étapes du formulaire',
    stepOf: 'Étape {{current}} sur {{count}}',
    allSteps: 'Toutes les étapes',
    incomplete: 'Incomplète',
    missing_one: '{{count}} champ à compléter',
    missing_other: '{{count}} champs à compléter',
    ruleIn: '{{sections}} : {{rule}}',
    previous: 'Étape précédente',
    next: 'Étape suivante',
    saveAndContinue: 'Enregistrer et continuer',
    saveAndQuit: 'Enregistrer et quitter',
    saveAndFinish: 'Enregistrer et terminer',
  },
  unsavedChanges: {
    title: 'Quitter sans enregistrer?',
    body: "Vos modifications n'ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.",
    leave: 'Quitter sans enregistrer',
    stay: 'Rester sur la page',
    closeTitle: 'Fermer sans enregistrer?',
    closeBody: "Ce que vous avez saisi ici n'a pas été envoyé ni enregistré. Si vous fermez, il sera perdu.",
    close: 'Fermer sans enregistrer',
    keep: 'Continuer la saisie',
  },
  percentGroup: {
    total: 'Total : {{total}}',
  },
  dateInput: {
    placeholder: 'p. ex. {{example}}',
    clear: 'Effacer la date',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousYear: 'Année précédente',
    nextYear: 'Année suivante',
    previousDecade: 'Décennie précédente',
    nextDecade: 'Décennie suivante',
  },
  options: profileOptionsFr,
  spreadsheets: spreadsheetsFr,
};

/** The French catalogues of @cakemix/core that its report views and labels read (provideLanguageTexts). */
export const coreTextsFr: LanguageTexts = {
  reports: reportsFr,
  rateCard: rateCardFr,
  propertyForm: propertyFormFr,
  plausibility: plausibilityFr,
};
