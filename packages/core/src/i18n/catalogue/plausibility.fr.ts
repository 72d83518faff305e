import type { plausibilityEn } from './plausibility.en.ts';

/** Textes français des avertissements de vraisemblance (voir plausibility.en.ts). */
export const plausibilityFr: typeof plausibilityEn = {
  findings: {
    unitValueAbove:
      '{{figure}} l’unité, c’est {{times}} fois la valeur que le catalogue suggère pour cette propriété, {{reference}}. Plus de {{factor}} fois la suggestion ({{limit}}), c’est inhabituel.',
    unitValueBelow:
      '{{figure}} l’unité, c’est {{share}} de la valeur que le catalogue suggère pour cette propriété, {{reference}}. Moins que la suggestion divisée par {{factor}} ({{limit}}), c’est inhabituel.',
    cpmAbove:
      'Un CPM de {{figure}}, c’est {{times}} fois le haut de la fourchette publiée pour ce canal, de {{low}} à {{high}}. Plus de {{factor}} fois le haut ({{limit}}), c’est inhabituel.',
    cpmBelow:
      'Un CPM de {{figure}} est sous le bas de la fourchette publiée pour ce canal, de {{low}} à {{high}}, divisé par {{factor}} ({{limit}})\u00a0: c’est inhabituel.',
    impressions:
      '{{figure}} impressions par saison, c’est {{perPerson}} par personne de {{audience}}. Plus de {{multiple}} par personne, c’est inhabituel.',
  },
  audiences: {
    direct: 'l’auditoire direct ({{people}} personnes)',
    digital: 'l’auditoire numérique ({{people}} abonnés, visites et téléchargements)',
    whole: 'l’auditoire que la propriété déclare sur place et en ligne ({{people}})',
  },
  subjects: {
    impressions: '{{section}} › {{channel}}\u00a0: {{reading}}',
    cpm: '{{channel}}\u00a0: CPM propre à cette propriété',
    unitValue: '{{name}}\u00a0: valeur unitaire',
  },
  form: {
    title: 'Chiffre inhabituel',
    confirmedTitle: 'Chiffre confirmé',
    confirm: 'Confirmer ce chiffre',
    noteLabel: 'Pourquoi ce chiffre est juste',
    noteHint:
      'Une source, une mesure, une clause du contrat. Conservée avec la propriété et reprise dans les rapports.',
    save: 'Confirmer le chiffre',
    cancel: 'Annuler',
    confirmedNote: 'Note de l’analyste\u00a0: {{note}}',
    staleNote:
      'Confirmé à {{figure}} («\u00a0{{note}}\u00a0»). Le chiffre a changé depuis\u00a0: vérifiez-le et confirmez-le de nouveau.',
    editNote: 'Modifier la note',
    withdraw: 'Retirer la confirmation',
    listTitle: 'Chiffres inhabituels de ce tableau',
    cpmListTitle: 'CPM inhabituels de cette propriété',
    pending: 'Chiffres inhabituels à vérifier ou à confirmer\u00a0: {{count}}',
    pendingHint:
      'Chacun est signalé à côté de son champ\u00a0; un rapport qui en compte un non confirmé est préliminaire.',
  },
};
