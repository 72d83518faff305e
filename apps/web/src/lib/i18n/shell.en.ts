/**
 * The English strings every screen needs from the first page on (header, footer, sign-in, errors, dialogs).
 * The rest of the catalogue (en.ts) loads with the screens that use it (catalogues.ts).
 */
export const shellEn = {
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
    portfolio: 'Portfolio',
    rateCard: 'Rate card',
    knowledgeCenter: 'Knowledge center',
  },
  header: {
    home: 'Cakemix, home page',
    websiteHome: '{{name}}, home page',
    websiteLogo: '{{name}} logo',
    userMenu: 'User menu of {{name}}',
    changePassword: 'Change password',
    members: 'Members',
    auditLog: 'Audit log',
    sessions: 'My sessions',
    logout: 'Log out',
    otherLanguage: 'Français',
    otherLanguageLabel: 'Afficher le site en français',
    back: 'Back',
    menu: 'Menu',
    closeMenu: 'Close the menu',
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
      resendIn: 'Resend code in {{wait}}',
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
    invitation: {
      title: 'Join {{website}}',
      intro:
        'You are invited to Cakemix as {{email}}. Choose the name your colleagues will see and a password of at least 8 characters.',
      invalidTitle: 'This invitation no longer works',
      checking: 'Checking the invitation…',
      name: 'Your name',
      password: 'Password',
      confirmation: 'Confirm the password',
      submit: 'Create my account',
      goToLogin: 'Go to the sign-in page',
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
  common: {
    notAvailableYet: 'Not available yet',
    togglePassword: 'Show or hide the password',
    close: 'Close',
    edit: 'Edit',
    delete: 'Delete',
  },
  status: {
    draft: 'In progress',
    complete: 'Complete',
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

/** A catalogue with its literal strings widened: the shape another language must fill, key for key. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type ShellTranslations = Shape<typeof shellEn>;
