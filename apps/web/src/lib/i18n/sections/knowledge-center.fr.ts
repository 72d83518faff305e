import type { knowledgeCenterEn } from './knowledge-center.en.ts';

/** French strings of the knowledge center screens; the type keeps them in step with English. */
export const knowledgeCenterFr: typeof knowledgeCenterEn = {
  title: 'Centre de connaissances',
  intro:
    'Des guides pour évaluer vos commandites : la méthode, le formulaire de propriété, les rapports et les tarifs médias.',
  emptyTitle: 'Aucun article pour le moment',
  emptyBody: "Des guides sur l'évaluation des commandites seront publiés ici.",
  search: 'Rechercher dans les articles',
  searchPlaceholder: 'CPM, prédominance, ratio…',
  clearSearch: 'Effacer la recherche',
  topics: 'Sujets',
  noMatch: 'Aucun article ne correspond à « {{search}} ».',
  backToTopics: 'Tous les articles',
  loadFailed: "Les articles n'ont pas pu être chargés.",
  articleNotFound: "Cet article n'existe pas.",
  read: "Lire l'article",
};
