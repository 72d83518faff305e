/**
 * English texts of the plausibility warnings (valuation/plausibility.ts): the sentence that says why a figure
 * is unusual, what it is about, and the form's way to confirm it. The reports say the same sentences.
 */
export const plausibilityEn = {
  findings: {
    unitValueAbove:
      '{{figure}} a unit is {{times}} times the catalogue’s suggestion for this property, {{reference}}. More than {{factor}} times the suggestion ({{limit}}) is unusual.',
    unitValueBelow:
      '{{figure}} a unit is {{share}} of the catalogue’s suggestion for this property, {{reference}}. Under the suggestion divided by {{factor}} ({{limit}}) is unusual.',
    cpmAbove:
      'A CPM of {{figure}} is {{times}} times the top of the channel’s published range, {{low}} to {{high}}. Above {{factor}} times the top ({{limit}}) is unusual.',
    cpmBelow:
      'A CPM of {{figure}} is under the bottom of the channel’s published range, {{low}} to {{high}}, divided by {{factor}} ({{limit}}), which is unusual.',
    impressions:
      '{{figure}} impressions in a season is {{perPerson}} per person of {{audience}}. More than {{multiple}} per person is unusual.',
  },
  audiences: {
    direct: 'the direct audience ({{people}} people)',
    digital: 'the digital audience ({{people}} followers, visits and downloads)',
    whole: 'the audience the property states in person and online ({{people}})',
  },
  subjects: {
    impressions: '{{section}} › {{channel}}: {{reading}}',
    cpm: '{{channel}}: this property’s own CPM',
    unitValue: '{{name}}: unit value',
  },
  form: {
    title: 'Unusual figure',
    confirmedTitle: 'Figure confirmed',
    confirm: 'Confirm this figure',
    noteLabel: 'Why this figure is right',
    noteHint:
      'A source, a measurement, a clause of the contract. Kept with the property and shown in reports.',
    save: 'Confirm the figure',
    cancel: 'Cancel',
    confirmedNote: 'Analyst’s note: {{note}}',
    staleNote:
      'Confirmed at {{figure}} (“{{note}}”). The figure has changed since: check it and confirm it again.',
    editNote: 'Edit the note',
    withdraw: 'Withdraw the confirmation',
    listTitle: 'Unusual figures in this table',
    cpmListTitle: 'Unusual CPMs of this property',
    pending: 'Unusual figures to check or confirm: {{count}}',
    pendingHint: 'Each one is shown beside its field; a report with one not confirmed is preliminary.',
  },
};
