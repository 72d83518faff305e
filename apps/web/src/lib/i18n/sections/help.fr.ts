import type { helpEn } from './help.en.ts';

/** French strings of the help menu; the type keeps them in step with English. */
export const helpFr: typeof helpEn = {
  menu: 'Aide',
  menuLabel: "Menu d'aide",
  helpCentre: "Centre d'aide",
  faq: 'FAQ',
  glossary: 'Glossaire',
  contactSupport: 'Contacter le soutien',
  faqTitle: 'Foire aux questions',
  glossaryTitle: 'Glossaire',
  glossarySearch: 'Rechercher un terme',
  glossaryNoMatch: 'Aucun terme ne correspond à « {{search}} ».',
  loadFailed: "Ce contenu n'a pas pu être chargé.",
  support: {
    title: 'Contacter le soutien',
    intro:
      "Dites-nous ce que vous faisiez et ce qui s'est passé. Nous ajouterons à votre demande la page où vous êtes et vous répondrons par courriel.",
    subject: 'Objet',
    message: 'Message',
    messagePlaceholder: "Que tentiez-vous de faire, à quoi vous attendiez-vous et que s'est-il passé ?",
    page: 'Page : {{page}}',
    submit: 'Envoyer la demande',
    cancel: 'Annuler',
  },
};
