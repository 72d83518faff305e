import type { propertiesEn } from './properties.en.ts';

/** French strings of the properties screens; the type keeps them in step with English. */
export const propertiesFr: typeof propertiesEn = {
  title: 'Propriétés',
  emptyTitle: 'Aucune propriété pour le moment',
  emptyBody: 'Les propriétés sont les équipes, ligues, sites, événements et organisations que vous évaluez.',
  createTitle: 'Nouvelle propriété',
  editTitle: 'Modifier la propriété',
  formUnavailable: "Le formulaire de propriété n'est pas encore offert dans cette version.",
};
