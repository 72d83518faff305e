import type { reportsEn } from './reports.en.ts';

/** French strings of the reports screens; the type keeps them in step with English. */
export const reportsFr: typeof reportsEn = {
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
};
