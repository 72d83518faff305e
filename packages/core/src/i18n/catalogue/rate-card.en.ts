/** English texts of a website's rate card: the admin screen, and the name of every rate it sets. */
export const rateCardEn = {
  title: 'Rate card',
  intro:
    'The rates this website’s valuations use, and the value-to-cost ratio its sponsors aim for: the method’s defaults, with their sources, and the website’s own values beside them. A change counts for new valuations and reports and for the values of the properties list from its effective date; reports already made keep the rates they were made with.',
  readOnly: 'Only administrators can change the rate card.',
  day: 'Values in effect on {{date}}.',
  loadFailed: 'The rate card could not be loaded.',
  groups: {
    cpm: 'Media CPMs',
    predominance: 'Predominance factors',
    reach_rate: 'Social reach of one post',
    social: 'Posts and app sessions',
    engagement: 'Experiential activation',
    campaign: 'Campaign',
    events_per_season: 'Events per season, by type of property',
    target: 'Target ratio',
  },
  groupHints: {
    cpm: 'Market cost of 1,000 impressions on each channel. A property’s own CPM, set in its owned media step, still wins over these.',
    predominance:
      'How much of an exposure’s value counts, by how dominant the sponsor’s mark is (1: a shared logo strip; 5: the mark alone). They must not decrease from 1 to 5.',
    reach_rate: 'Share of a platform’s followers who see one sponsor post.',
    social: 'Used when a property gives its digital audience but not its own figures.',
    engagement: 'Value of one attendee engaged by an experiential activation.',
    campaign: 'Used when a property does not give its campaign length.',
    events_per_season:
      'Games, show days or events in a season when a property does not say; per-event benefits spread the season’s audience over them.',
    target:
      'The value-to-cost ratio (rights value ÷ rights fee) the website’s sponsors aim for: reports give the fair rights fee, the fee at which a property meets it. A brand profile may set its own target, which wins.',
  },
  keys: {
    cpm: {
      signage: 'Signage CPM',
      print: 'Print CPM',
      digital: 'Digital CPM',
      tv: 'Television CPM',
      radio: 'Radio CPM',
      social: 'Social media CPM',
      streaming: 'Streaming CPM',
    },
    predominance: {
      '1': 'Predominance 1 (lowest)',
      '2': 'Predominance 2',
      '3': 'Predominance 3',
      '4': 'Predominance 4',
      '5': 'Predominance 5 (highest)',
    },
    reach_rate: {
      facebook: 'Reach on Facebook',
      tiktok: 'Reach on TikTok',
      x: 'Reach on X',
      snapchat: 'Reach on Snapchat',
      youtube: 'Reach on YouTube',
      linkedin: 'Reach on LinkedIn',
      instagram: 'Reach on Instagram',
      other: 'Reach on other platforms',
    },
    sponsor_posts_per_month: 'Sponsor posts per month',
    app_sessions_per_month: 'Sessions per app download per month',
    value_per_engagement: 'Value per engaged attendee',
    default_campaign_months: 'Campaign length when not given',
    events_per_season: {
      team: 'Events per season, team',
      league: 'Events per season, league',
      venue: 'Events per season, venue',
      event: 'Events per season, event',
      organization: 'Events per season, organization',
    },
    target_ratio: 'Target value-to-cost ratio',
  },
  /**
   * Where each default comes from, as readers are told it (RATE_SOURCES in valuation/rates.ts says the same
   * for the method's documentation); by the rates table's entry.
   */
  sources: {
    cpm: 'OAAA / Solomon Partners media cost survey, US medians (social media: published average CPM compilations), converted to Canadian dollars at the Bank of Canada’s 2022 average rate',
    predominanceFactors: 'Valuation brief (predominance 1 to 5, also given as percentages)',
    reachRate: 'Organic reach of brand pages, commonly reported at 2 to 10% per post',
    sponsorPostsPerMonth:
      'Cakemix valuation method 1.1, analyst judgement (see “How Cakemix values a sponsorship” in the knowledge center)',
    appSessionsPerMonth:
      'Cakemix valuation method 1.1, analyst judgement (see “How Cakemix values a sponsorship” in the knowledge center)',
    defaultCampaignMonths:
      'Cakemix valuation method 1.1, analyst judgement (see “How Cakemix values a sponsorship” in the knowledge center)',
    eventsPerSeason:
      'Cakemix valuation method 1.1, from the home schedules of junior hockey and soccer teams',
    valuePerEngagement: 'Valuation brief ($2.00 per engaged attendee)',
    targetRatio: 'Valuation method 1.2: 2.00:1, the commonly quoted floor of the 2:1 to 3:1 target',
  },
  units: {
    cad_per_thousand: 'Canadian dollars per 1,000 impressions',
    cad: 'Canadian dollars',
    share: 'Percentage',
    per_month: 'Number per month',
    months: 'Months',
    events: 'Events',
    ratio: 'Ratio of value to rights fee (2.5 for 2.50:1)',
  },
  columns: {
    rate: 'Rate',
    default: 'Default',
    source: 'Source of the default',
    website: 'This website',
    since: 'In effect since',
    note: 'Note',
    upcoming: 'Coming up',
    actions: 'Actions',
  },
  defaultInUse: 'Default',
  upcomingValue: '{{value}} from {{date}}',
  upcomingDefault: 'Default again from {{date}}',
  change: 'Change',
  changeLabel: 'Change {{name}}',
  reset: 'Back to default',
  resetLabel: 'Put {{name}} back to its default',
  form: {
    changeTitle: 'Change: {{name}}',
    resetTitle: 'Back to the default: {{name}}',
    resetBody: 'From the date below, valuations use the default again, {{value}}.',
    value: 'New value',
    valueHint: '{{unit}}, from {{min}} to {{max}}.',
    effectiveFrom: 'Effective from',
    effectiveFromHint: 'The first day the value counts. A later date waits for its day.',
    note: 'Note',
    noteHint: 'Why, and where the figure comes from. Kept in the history.',
    save: 'Save',
    cancel: 'Cancel',
  },
  saved: '{{name}} has been changed from {{date}}.',
  savedReset: '{{name}} is back to its default from {{date}}.',
  history: {
    title: 'History',
    intro:
      'Every change, newest first. Changes are kept for good: a new one replaces a value from its date on.',
    empty: 'No change yet: this website uses the default rates.',
    columns: {
      when: 'When',
      who: 'Who',
      rate: 'Rate',
      change: 'Old → new',
      effectiveFrom: 'Effective from',
      note: 'Note',
    },
    defaultValue: 'Default ({{value}})',
    change: '{{old}} → {{new}}',
    pending: 'Not yet in effect',
  },
};
