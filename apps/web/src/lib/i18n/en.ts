import {
  type LanguageTexts,
  plausibilityEn,
  profileOptionsEn,
  propertyFormEn,
  rateCardEn,
  reportsEn,
} from '@cakemix/core';
import { helpEn } from './sections/help.en.ts';
import { knowledgeCenterEn } from './sections/knowledge-center.en.ts';
import { propertiesEn } from './sections/properties.en.ts';
import { spreadsheetsEn } from './sections/spreadsheets.en.ts';
import { historyEn, teamEn } from './sections/team.en.ts';
import { type Shape, shellEn } from './shell.en.ts';

/**
 * English interface strings: the shell every page needs (shell.en.ts) and the screens' sections, which load with
 * the screens (catalogues.ts). The user-visible messages shared with the server are not here: they come from MESSAGES in
 * @cakemix/core (under the `messages.` prefix, see i18n.ts), so the server and the app word them alike.
 */
export const en = {
  ...shellEn,
  reports: reportsEn,
  profiles: {
    title: 'Brand profiles',
    intro: 'Each profile describes a brand you sponsor for; reports measure how well a property fits it.',
    create: 'New brand profile',
    emptyTitle: 'No brand profiles yet',
    emptyBody:
      'A brand profile describes a brand you sponsor for: what you expect from sponsorships (visibility, image, sales…), the personality of the brand and the audience it wants to reach. Reports measure how well each property fits a profile, so create one to start.',
    noMatch: 'No brand profile matches “{{search}}”.',
    columns: {
      name: 'Name',
      createdAt: 'Created on',
      status: 'Status',
      actions: 'Actions',
    },
    editLabel: 'Edit {{name}}',
    deleteLabel: 'Delete {{name}}',
    createTitle: 'New brand profile',
    editTitle: 'Edit brand profile',
    lastUpdated: 'Last updated at {{datetime}} by {{user}}',
    lastUpdatedNoUser: 'Last updated at {{datetime}}',
    saved: '“{{name}}” has been saved.',
    savedAsDraft: '“{{name}}” has been saved as in progress: some required information is missing.',
    completed: '“{{name}}” is complete.',
    notFound: 'This brand profile does not exist or has been deleted.',
    backToList: 'Go to the brand profiles',
    readOnly: 'You can look at this profile; only administrators and analysts can change it.',
    createNotAllowed: 'Only administrators and analysts can create brand profiles.',
    form: {
      name: 'Profile name',
      nameDescription: 'For example, the brand and the market it targets.',
      objectivesTitle: 'Communication objectives',
      objectivesQuestion: 'What should sponsorships do for the brand?',
      characteristicsTitle: 'Brand characteristics',
      characteristicsDescription:
        'Rate how well each trait describes the brand, from 1 (does not describe it at all) to 5 (describes it perfectly).',
      scaleMin: 'Not at all',
      scaleMax: 'Perfectly',
      scopeTitle: 'Geographic scope',
      scopeQuestion: 'Where does the brand do business?',
      audienceTitle: 'Demographics of the target audience',
      audienceDescription: 'Describe the audience the brand wants to reach, group by group.',
      areasTitle: 'Geographic areas',
      areasQuestion: 'Where is the audience the brand wants to reach?',
      areasHelp: 'Choose one or more areas.',
      targetTitle: 'Target ratio',
      targetDescription:
        'The value-to-cost ratio this brand aims for: the value of the rights divided by the rights fee. Reports give the fair rights fee, the fee at which a property meets it.',
      targetLabel: 'Target value-to-cost ratio (optional)',
      targetHint: 'Leave it empty to use the website’s target, {{website}}. From {{min}} to {{max}}.',
    },
  },
  properties: propertiesEn,
  rateCard: rateCardEn,
  knowledgeCenter: knowledgeCenterEn,
  help: helpEn,
  team: teamEn,
  history: historyEn,
  list: {
    search: 'Search by name',
    range: '{{from}}–{{to}} of {{total}}',
    rangeMore: '{{from}}–{{to}} of more than {{total}}',
    pages: 'Pages',
    page: 'Page {{page}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    sortBy: 'Sort by',
    order: 'Order',
    ascending: 'Ascending',
    descending: 'Descending',
  },
  picker: {
    more: 'Show more results',
    count: 'Results: {{shown}} of {{total}}',
    countMore: 'Results: {{shown}} of more than {{total}}',
  },
  stepForm: {
    stepsLabel: 'Form steps',
    stepOf: 'Step {{current}} of {{count}}',
    allSteps: 'All steps',
    incomplete: 'Incomplete',
    missing_one: '1 field to complete',
    missing_other: '{{count}} fields to complete',
    ruleIn: '{{sections}}: {{rule}}',
    previous: 'Previous step',
    next: 'Next step',
    saveAndContinue: 'Save and continue',
    saveAndQuit: 'Save and quit',
    saveAndFinish: 'Save and finish',
  },
  unsavedChanges: {
    title: 'Leave without saving?',
    body: 'Your changes have not been saved. If you leave this page, they will be lost.',
    leave: 'Leave without saving',
    stay: 'Stay on the page',
    closeTitle: 'Close without saving?',
    closeBody: 'What you typed here has not been sent or saved. If you close, it will be lost.',
    close: 'Close without saving',
    keep: 'Keep editing',
  },
  percentGroup: {
    total: 'Total: {{total}}',
  },
  dateInput: {
    placeholder: 'e.g. {{example}}',
    clear: 'Clear the date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
  },
  options: profileOptionsEn,
  spreadsheets: spreadsheetsEn,
};

/** The shape every language must fill, key for key. */
export type Translations = Shape<typeof en>;

/** The English catalogues of @cakemix/core that its report views and labels read (provideLanguageTexts). */
export const coreTextsEn: LanguageTexts = {
  reports: reportsEn,
  rateCard: rateCardEn,
  propertyForm: propertyFormEn,
  plausibility: plausibilityEn,
};
