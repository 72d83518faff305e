/** English strings of the knowledge center screens (owned by that feature). */
export const knowledgeCenterEn = {
  title: 'Knowledge center',
  intro: 'Guides to value sponsorships: the method, the property form, reports and media rates.',
  emptyTitle: 'No articles yet',
  emptyBody: 'Guides about sponsorship valuation will be published here.',
  search: 'Search the articles',
  searchPlaceholder: 'CPM, predominance, ratio…',
  clearSearch: 'Clear the search',
  topics: 'Topics',
  noMatch: 'No article matches “{{search}}”.',
  backToTopics: 'All articles',
  loadFailed: 'The articles could not be loaded.',
  articleNotFound: 'This article does not exist.',
  read: 'Read the article',
};
