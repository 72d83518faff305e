/** The e-mails the app sends, in English: sign-in and password flows, and support requests. */
export const mailEn = {
  verificationCode: {
    subject: 'Your Cakemix verification code: {{code}}',
    text: 'Hello {{name}},\n\nYour Cakemix verification code is: {{code}}\n\nIt expires in {{minutes}} minutes. If you did not try to sign in, ignore this e-mail and change your password.\n',
  },
  passwordReset: {
    subject: 'Reset your Cakemix password',
    text: 'Hello {{name}},\n\nTo choose a new password, open this link:\n{{link}}\n\nIt works once, for {{minutes}} minutes. If you did not ask for it, ignore this e-mail.\n',
  },
  failedSignIns: {
    subject: 'Failed sign-in attempts on your Cakemix account',
    text: 'Hello {{name}},\n\nThere were {{failures}} failed attempts to sign in to your Cakemix account in the last hour. Your account stays open: you can sign in as usual.\n\nIf this was not you, choose a new password ({{appUrl}}/password/forgot); the code e-mailed at every sign-in protects your account meanwhile.\n',
  },
  invitation: {
    subject: '{{inviter}} invites you to {{website}} on Cakemix',
    text: 'Hello,\n\n{{inviter}} invites you to join {{website}} on Cakemix as {{role}}.\n\nTo choose your name and password, open this link:\n{{link}}\n\nIt works once, for {{days}} days. Then sign in with your e-mail address, your password and the code we e-mail you at each sign-in. If you did not expect this invitation, ignore this e-mail.\n',
    role: { admin: 'an administrator', analyst: 'an analyst', viewer: 'a viewer' },
  },
  renewalReminder: {
    subject: '{{property}}: the contract ends in {{days}} days',
    text: 'Hello {{name}},\n\nThe contract with {{property}} ends on {{date}}, in {{days}} days. Its latest figures: a value of {{value}} for a rights fee of {{fee}} (ratio {{ratio}}).\n\nThe portfolio lists every contract ending in the next 180 days, with a fair rights fee to prepare the renewal: {{link}}\n\nAn administrator can turn these reminders off on the portfolio page.\n',
  },
  support: {
    intro: 'A support request was sent from Cakemix.',
    from: 'From',
    website: 'Website',
    page: 'Page',
    language: 'Language',
    request: 'Request',
    subject: 'Subject',
    role: { admin: 'administrator', analyst: 'analyst', viewer: 'viewer' },
    languageName: { en: 'English', fr: 'French' },
    mailSubject: 'Cakemix support',
  },
};
