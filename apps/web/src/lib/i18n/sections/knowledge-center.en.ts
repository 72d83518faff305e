/** English strings of the knowledge center screens (owned by that feature). */
export const knowledgeCenterEn = {
  title: 'Knowledge center',
  emptyTitle: 'No articles yet',
  emptyBody: 'Guides about sponsorship valuation will be published here.',
};
