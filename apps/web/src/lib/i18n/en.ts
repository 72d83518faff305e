/**
 * English interface strings. The spec's user-visible messages are not here: they come from MESSAGES in
 * @cakemix/core (under the `messages.` prefix, see i18n.ts), so the server and the app word them alike.
 */
export const en = {
  app: {
    name: 'Cakemix',
    tagline: 'Sponsorship valuation',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main menu',
    reports: 'Reports',
    brandProfiles: 'Brand profiles',
    properties: 'Properties',
    knowledgeCenter: 'Knowledge center',
  },
  header: {
    home: 'Cakemix, home page',
    userMenu: 'User menu of {{name}}',
    changePassword: 'Change password',
    logout: 'Log out',
    otherLanguage: 'Français',
    otherLanguageLabel: 'Afficher le site en français',
    back: 'Back',
  },
  footer: {
    companyLogo: '{{company}} logo',
    contact: 'Contact us:',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    website: 'Visit {{company}}',
    legalLinks: 'Legal information',
  },
  auth: {
    login: {
      title: 'Sign in',
      intro: 'Sign in to value your sponsorships.',
      email: 'E-mail or username',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
    },
    verify: {
      title: 'Check your e-mail',
      intro: 'Enter the verification code we sent to the e-mail address of your account.',
      code: 'Verification code',
      submit: 'Verify',
      resend: 'Resend code',
      help: 'Did not get the code?',
      helpTitle: 'About the verification code',
      helpBody:
        'To protect your account, signing in takes two steps: your password, then a 6-digit code sent to the e-mail address of your account. The code works once and only for a few minutes. If it does not arrive, check your junk mail folder, then use “Resend code”. A new code replaces the previous one.',
      otherAccount: 'Sign in with another account',
    },
    forgot: {
      title: 'Forgot your password?',
      intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'E-mail address',
      submit: 'Send the reset link',
      backToLogin: 'Back to sign in',
    },
    reset: {
      title: 'Choose a new password',
      intro: 'Your new password must be at least 8 characters long.',
      email: 'E-mail address',
      password: 'New password',
      confirmation: 'Confirm the new password',
      submit: 'Save the new password',
      requestNewLink: 'Request a new link',
    },
    change: {
      title: 'Change password',
      intro: 'Your other sessions will be signed out. Your new password must be at least 8 characters long.',
      current: 'Current password',
      password: 'New password',
      confirmation: 'Confirm the new password',
      submit: 'Change password',
    },
  },
  reports: {
    title: 'Reports',
    today: 'Today is {{date}}.',
    emptyTitle: 'No reports yet',
    emptyBody: 'Detailed and comparative reports will be listed here once they are generated.',
    createDetailedTitle: 'New detailed report',
    createComparativeTitle: 'New comparative report',
    createUnavailable:
      'Generating reports is not available in this version yet. A report combines a brand profile with a property.',
    detailedTitle: 'Detailed report',
    comparativeTitle: 'Comparative report',
    reportNotFound: 'This report does not exist or is no longer available.',
    backToReports: 'Go to the reports',
  },
  profiles: {
    title: 'Brand profiles',
    emptyTitle: 'No brand profiles yet',
    emptyBody:
      'Brand profiles describe your communication objectives, brand characteristics and target audience.',
    createTitle: 'New brand profile',
    editTitle: 'Edit brand profile',
    formUnavailable: 'The brand profile form is not available in this version yet.',
  },
  properties: {
    title: 'Properties',
    emptyTitle: 'No properties yet',
    emptyBody: 'Properties are the teams, leagues, venues, events and organizations you evaluate.',
    createTitle: 'New property',
    editTitle: 'Edit property',
    formUnavailable: 'The property form is not available in this version yet.',
  },
  knowledgeCenter: {
    title: 'Knowledge center',
    emptyTitle: 'No articles yet',
    emptyBody: 'Guides about sponsorship valuation will be published here.',
  },
  common: {
    notAvailableYet: 'Not available yet',
    togglePassword: 'Show or hide the password',
    close: 'Close',
  },
  errors: {
    unexpectedTitle: 'Something went wrong',
    goHome: 'Go to the home page',
    retry: 'Try again',
  },
  modals: {
    acknowledge: 'Got it',
    deleteItem: {
      title: 'Delete this item?',
      body: '“{{name}}” will be deleted. This cannot be undone.',
      confirm: 'Delete',
      cancel: 'Cancel',
    },
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill, key for key. */
export type Translations = Widen<typeof en>;
