import type { knowledgeCenterEn } from './knowledge-center.en.ts';

/** French strings of the knowledge center screens; the type keeps them in step with English. */
export const knowledgeCenterFr: typeof knowledgeCenterEn = {
  title: 'Centre de connaissances',
  emptyTitle: 'Aucun article pour le moment',
  emptyBody: "Des guides sur l'évaluation des commandites seront publiés ici.",
};
