import { plausibilityFr, propertyFormFr } from '@cakemix/core';
import type { propertiesEn } from './properties.en.ts';

/** French strings of the properties screens; the type keeps them in step with English. */
export const propertiesFr: typeof propertiesEn = {
  title: 'Propriétés',
  intro:
    'Les équipes, ligues, sites, événements et organisations que vous évaluez, avec ce qu’ils offrent aux commanditaires.',
  create: 'Nouvelle propriété',
  emptyTitle: 'Aucune propriété pour le moment',
  emptyBody: 'Les propriétés sont les équipes, ligues, sites, événements et organisations que vous évaluez.',
  createTitle: 'Nouvelle propriété',
  editTitle: 'Modifier la propriété',
  noMatch: 'Aucune propriété ne correspond à ces critères.',
  filters: {
    type: 'Type',
    status: 'Statut',
    allTypes: 'Tous les types',
    allStatuses: 'Tous les statuts',
  },
  columns: {
    name: 'Nom',
    createdAt: 'Créée le',
    city: 'Ville',
    type: 'Type',
    startDate: 'Date de début',
    askedPrice: 'Prix demandé',
    value: 'Valeur',
    status: 'Statut',
    actions: 'Actions',
  },
  noValue:
    'La valeur apparaît dès que la propriété a quelque chose à évaluer (médias, avantages, hospitalité…).',
  editLabel: 'Modifier {{name}}',
  duplicate: 'Dupliquer',
  duplicateLabel: 'Dupliquer {{name}}',
  duplicated: '« {{name}} » a été créée comme copie, en cours.',
  deleteLabel: 'Supprimer {{name}}',
  lastUpdated: 'Dernière mise à jour le {{datetime}} par {{user}}',
  lastUpdatedNoUser: 'Dernière mise à jour le {{datetime}}',
  saved: '« {{name}} » a été enregistrée.',
  savedAsDraft: '« {{name}} » a été enregistrée en cours : des renseignements obligatoires manquent.',
  completed: '« {{name}} » est complète.',
  notFound: "Cette propriété n'existe pas ou a été supprimée.",
  backToList: 'Aller aux propriétés',
  readOnly:
    'Vous pouvez consulter cette propriété; seuls les administrateurs et les analystes peuvent la modifier.',
  createNotAllowed: 'Seuls les administrateurs et les analystes peuvent créer des propriétés.',
  characters: '{{count}} / {{max}} caractères',
  add: 'Ajouter',
  remove: 'Retirer',
  removeLabel: 'Retirer {{name}}',
  none: 'Rien n’a encore été ajouté.',
  yes: 'Oui',
  no: 'Non',
  scaleMin: 'Très faible',
  scaleMax: 'Très élevée',
  disagree: 'En désaccord',
  agree: 'D’accord',
  choose: 'Choisir…',
  estimate: {
    title: 'Estimation en direct',
    note: 'Estimée pour une marque neutre pendant la saisie, en dollars canadiens (CAD); les rapports évaluent la propriété pour une vraie marque.',
    rightsValue: 'Valeur des droits',
    rightsFee: 'Droits de commandite',
    noFee: 'non saisis',
    ratio: 'Ratio valeur/droits',
    interval: 'probablement entre {{low}} et {{high}} (P10–P90)',
    betweenBands: 'Entre {{low}} et {{high}}',
    preliminary: 'Préliminaire',
    why: {
      no_rights_fee:
        'Aucun droit de commandite n’a été saisi : il n’y a pas de ratio valeur/droits, ni de verdict tant qu’il n’est pas saisi.',
      assumed_share:
        '{{share}} de la valeur des droits repose sur des données que la méthode a dû supposer (plus de {{limit}}) : pas de verdict tant qu’elles ne sont pas saisies.',
      unanswered_questions:
        '{{share}} des questions qualitatives sont sans réponse (plus de {{limit}}) : pas de verdict tant qu’elles ne sont pas répondues.',
      unconfirmed_warnings:
        'Certains chiffres sont inhabituels et pas encore confirmés par une note : pas de verdict tant qu’ils ne sont pas corrigés ou confirmés.',
      ratio_above_limit:
        'Le ratio valeur/droits dépasse {{ratio}}, ce qui est rarement réel : vérifiez les chiffres ; aucun verdict n’est donné.',
    },
    activation:
      'En dehors des droits, l’activation propre au commanditaire coûte {{cost}} et a produit {{value}} ; elle ne change jamais le ratio valeur/droits.',
    nothingYet: 'Rien à évaluer pour le moment : ajoutez des médias, avantages, hospitalités ou activations.',
    stale: 'Certaines valeurs ne sont pas valides : l’estimation montre les dernières valeurs valides.',
  },
  cpm: {
    show: 'Afficher la vue CPM',
    hide: 'Masquer la vue CPM',
    title: 'Vue CPM',
    description:
      'Le CPM du marché (coût par mille impressions) de chaque canal. Laissez une valeur personnalisée vide pour utiliser la valeur par défaut.',
    channel: 'Canal',
    defaultCpm: 'CPM par défaut',
    override: 'Valeur personnalisée',
    overrideLabel: 'CPM personnalisé pour {{channel}}',
    impressions: 'Impressions estimées / réelles',
    value: 'Valeur prévue / livrée',
    valuePerThousand: 'Valeur par 1\u00a0000 impressions',
    valuePerThousandHelp:
      'Valeur par 1\u00a0000 impressions\u00a0: ce que valent 1\u00a0000 impressions livrées du canal une fois leur qualité appliquée. C’est une valeur, pas un coût (le CPM effectif est un coût).',
    unsaved:
      'Chiffres calculés à partir du formulaire pendant la saisie; l’enregistrement met à jour les chiffres enregistrés.',
    savedFigures: 'Chiffres du dernier enregistrement.',
    stale:
      'Certaines valeurs ne sont pas valides : le tableau montre les chiffres des dernières valeurs valides.',
  },
  form: propertyFormFr.form,

  comments: {
    title: 'Discussion',
    unsaved: 'Enregistrez la propriété pour discuter de cet indicateur.',
    empty: 'Aucun commentaire pour le moment.',
    newComment: 'Nouveau commentaire',
    post: 'Publier',
    by: '{{name}}, {{date}}',
    deleteLabel: 'Supprimer le commentaire de {{name}}',
  },
  plausibility: plausibilityFr.form,
  options: propertyFormFr.options,
};
