/** English strings of the help menu: help centre, FAQ, glossary and the support form (owned by that feature). */
export const helpEn = {
  menu: 'Help',
  menuLabel: 'Help menu',
  helpCentre: 'Help centre',
  faq: 'FAQ',
  glossary: 'Glossary',
  contactSupport: 'Contact support',
  faqTitle: 'Frequently asked questions',
  glossaryTitle: 'Glossary',
  glossarySearch: 'Search a term',
  glossaryNoMatch: 'No term matches “{{search}}”.',
  loadFailed: 'This content could not be loaded.',
  support: {
    title: 'Contact support',
    intro:
      'Tell us what you were doing and what happened. We will add the page you are on to your request and answer you by e-mail.',
    subject: 'Subject',
    message: 'Message',
    messagePlaceholder: 'What were you trying to do, what did you expect, and what happened instead?',
    page: 'Page: {{page}}',
    submit: 'Send the request',
    cancel: 'Cancel',
  },
};
