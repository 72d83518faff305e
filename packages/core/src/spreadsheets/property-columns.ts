import { PROFILE_OPTION_TEXTS } from '../i18n/catalogue/profile-options.ts';
import { PROPERTY_FORM_TEXTS, type PropertyFormTexts } from '../i18n/catalogue/property-form.ts';
import { SPREADSHEET_TEXTS, type SpreadsheetTexts } from '../i18n/catalogue/spreadsheets.ts';
import type { Language } from '../i18n/languages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { CHARACTERISTICS, DEMOGRAPHICS } from '../profiles/options.ts';
import type { PropertyStep } from '../properties/options.ts';
import {
  ACTIVATION_BUDGET_PARTS,
  AGREEMENT_STATEMENTS,
  AUDIENCE_ORIGINS,
  BROADCAST_CHANNELS,
  CPM_CHANNELS,
  MEDIA_CHANNELS,
  SPONSOR_TIERS,
} from '../properties/options.ts';
import { PROPERTY_STEP_MESSAGES } from '../properties/rules.ts';

/**
 * The layout of the property workbook: which field of a property each column holds, what kind of cell it
 * is and how it is headed in each language. The template, the export of a property and the import all
 * read it, so a property written to a workbook and read back is the same property.
 */

interface Texts {
  form: PropertyFormTexts['form'];
  options: PropertyFormTexts['options'];
  profile: (typeof PROFILE_OPTION_TEXTS)['en'];
  sheet: SpreadsheetTexts;
  step: (step: PropertyStep) => string;
}

function texts(lang: Language): Texts {
  return {
    form: PROPERTY_FORM_TEXTS[lang].form,
    options: PROPERTY_FORM_TEXTS[lang].options,
    profile: PROFILE_OPTION_TEXTS[lang],
    sheet: SPREADSHEET_TEXTS[lang],
    step: (step) => MESSAGES[lang][PROPERTY_STEP_MESSAGES[step]],
  };
}

/** Option names by key, in a language. */
type OptionNames = (t: Texts) => Record<string, string>;

export type CellKind =
  | { type: 'text' }
  /** A whole number (counts, ratings, months). */
  | { type: 'whole' }
  | { type: 'decimal' }
  /** Dollars, shown with the currency format. */
  | { type: 'money' }
  /** A percentage as the form takes it: a number from 0 to 100. */
  | { type: 'percent' }
  | { type: 'date' }
  | { type: 'boolean' }
  | { type: 'option'; names: (lang: Language) => Record<string, string> }
  /**
   * Several options, separated by semicolons. `answered`: the question may be unanswered (an empty cell)
   * and answered "none of these" (an empty list), which the cell says in words.
   */
  | { type: 'options'; names: (lang: Language) => Record<string, string>; answered: boolean }
  /** A city of the shipped list, written "Name, region, country". */
  | { type: 'city' };

export interface Column {
  /** Where the value sits in the property, or in the item for the items' sheets. */
  path: readonly string[];
  kind: CellKind;
  header(lang: Language): string;
  /** Width in characters, for the template's readability. */
  width: number;
}

const SEP = ' › ';
const join = (...parts: string[]) => parts.filter(Boolean).join(SEP);

const KINDS = {
  text: { type: 'text' },
  whole: { type: 'whole' },
  decimal: { type: 'decimal' },
  money: { type: 'money' },
  percent: { type: 'percent' },
  date: { type: 'date' },
  boolean: { type: 'boolean' },
  city: { type: 'city' },
} as const satisfies Record<string, CellKind>;

const inLanguage = (names: OptionNames) => (lang: Language) => names(texts(lang));
const option = (names: OptionNames): CellKind => ({ type: 'option', names: inLanguage(names) });
const answerSet = (names: OptionNames): CellKind => ({
  type: 'options',
  names: inLanguage(names),
  answered: true,
});
const optionSet = (names: OptionNames): CellKind => ({
  type: 'options',
  names: inLanguage(names),
  answered: false,
});

function column(path: string, kind: CellKind, header: (t: Texts) => string, width = 18): Column {
  return { path: path.split('.'), kind, header: (lang) => header(texts(lang)), width };
}

/** One column per key of a group (a percent group, the sponsor counts, the agreement statements…). */
function group(
  base: string,
  keys: readonly string[],
  kind: CellKind,
  header: (t: Texts, key: string) => string,
): Column[] {
  return keys.map((key) => column(`${base}.${key}`, kind, (t) => header(t, key)));
}

type FormKey = keyof PropertyFormTexts['form'];
const MEDIA_FIELDS: [string, CellKind, FormKey][] = [
  ['impressions_estimated', KINDS.whole, 'estimated'],
  ['impressions_actual', KINDS.whole, 'actual'],
  ['predominance', KINDS.whole, 'predominance'],
  ['exposure', KINDS.percent, 'exposure'],
  ['delivery', KINDS.percent, 'delivery'],
];

/** A media table: five columns per channel. */
function mediaLines(base: string, channels: readonly string[], title: (t: Texts) => string): Column[] {
  return channels.flatMap((channel) =>
    MEDIA_FIELDS.map(([field, kind, label]) =>
      column(`${base}.${channel}.${field}`, kind, (t) =>
        join(
          title(t),
          (t.options.mediaChannels as Record<string, string>)[channel] ?? channel,
          t.form[label],
        ),
      ),
    ),
  );
}

const demographic = (dimension: keyof typeof DEMOGRAPHICS) => (t: Texts, key: string) =>
  join(
    t.form.segmentsTitle,
    t.profile.demographicDimensions[dimension],
    (t.profile.demographics[dimension] as Record<string, string>)[key] ?? key,
  );

/** The Properties sheet: one property per row, every field of the nine steps except the item lists. */
export const PROPERTY_COLUMNS: readonly Column[] = [
  column('general.name', KINDS.text, (t) => t.form.name, 32),
  column('general.description', KINDS.text, (t) => t.form.description, 32),
  column('general.start_date', KINDS.date, (t) => t.form.startDate, 12),
  column('general.end_date', KINDS.date, (t) => t.form.endDate, 12),
  column('general.city', KINDS.city, (t) => t.form.city, 24),
  column(
    'general.sponsorship_type',
    option((t) => t.options.sponsorshipTypes),
    (t) => t.form.type,
  ),
  column(
    'general.category',
    option((t) => t.options.categories),
    (t) => t.form.category,
  ),
  column(
    'general.sponsorship_level',
    option((t) => t.options.levels),
    (t) => t.form.level,
  ),
  column(
    'general.exclusivity',
    answerSet((t) => t.options.exclusivity),
    (t) => t.form.exclusivity,
  ),
  column(
    'general.sponsor_benefits',
    answerSet((t) => t.options.sponsorBenefits),
    (t) => t.form.sponsorBenefits,
  ),
  column('general.campaign_duration_months', KINDS.whole, (t) => t.form.campaignDuration),
  column('general.events_per_season', KINDS.whole, (t) => t.form.eventsPerSeason),
  column('general.similar_organizations', KINDS.whole, (t) => t.form.similarOrganizations),
  column('general.years_in_operation', KINDS.whole, (t) => t.form.yearsInOperation),

  column('target.public_awareness', KINDS.whole, (t) => t.form.publicAwareness),
  column(
    'target.property_scope',
    option((t) => t.profile.geographicScopes),
    (t) => t.form.scope,
  ),
  column(
    'target.breakthrough_areas',
    optionSet((t) => t.profile.geographicAreas),
    (t) => t.form.breakthrough,
  ),
  column('target.direct_cumulative_audience', KINDS.whole, (t) => t.form.directAudience),
  column('target.audience_audited', KINDS.boolean, (t) => t.form.audited),
  column('target.first_time_visitors', KINDS.percent, (t) => t.form.firstTimeVisitors),
  column('target.average_visits_per_person', KINDS.decimal, (t) => t.form.visitsPerPerson),
  ...(['gender', 'age', 'household', 'education', 'income'] as const).flatMap((dimension) =>
    group(
      `target.audience_segments.${dimension}`,
      DEMOGRAPHICS[dimension],
      KINDS.percent,
      demographic(dimension),
    ),
  ),
  ...group('target.audience_origin', AUDIENCE_ORIGINS, KINDS.percent, (t, key) =>
    join(t.form.origin, (t.options.origins as Record<string, string>)[key] ?? key),
  ),
  ...group('target.ethnicity', DEMOGRAPHICS.ethnicity, KINDS.percent, (t, key) =>
    join(t.form.ethnicity, (t.profile.demographics.ethnicity as Record<string, string>)[key] ?? key),
  ),

  ...group('relevance.characteristics', CHARACTERISTICS, KINDS.whole, (t, key) =>
    join(t.form.characteristicsTitle, (t.profile.characteristics as Record<string, string>)[key] ?? key),
  ),
  column('relevance.likelihood_use_by_participants', KINDS.whole, (t) => t.form.useByParticipants),
  column('relevance.likelihood_consumption_broadcast', KINDS.whole, (t) => t.form.consumptionBroadcast),
  column('relevance.likelihood_clients_in_audience', KINDS.whole, (t) => t.form.clientsInAudience),
  column('relevance.category_engagement', KINDS.whole, (t) => t.form.categoryEngagement),
  ...group('relevance.sponsor_counts', SPONSOR_TIERS, KINDS.whole, (t, key) =>
    join(t.form.sponsorCounts, (t.options.sponsorTiers as Record<string, string>)[key] ?? key),
  ),
  column('relevance.new_sponsors_last_year', KINDS.whole, (t) => t.form.newSponsors),
  column(
    'relevance.onsite_visibility',
    option((t) => t.options.onsiteVisibility),
    (t) => t.form.onsiteVisibility,
  ),

  column('management.account_manager', KINDS.boolean, (t) => t.form.accountManager),
  column('management.satisfaction', KINDS.whole, (t) => t.form.satisfaction),
  column('management.regard', KINDS.whole, (t) => t.form.regard),
  ...group('management.agreements', AGREEMENT_STATEMENTS, KINDS.whole, (t, key) =>
    join(t.form.agreementsTitle, (t.options.agreements as Record<string, string>)[key] ?? key),
  ),
  column(
    'management.information_sources',
    answerSet((t) => t.options.informationSources),
    (t) => t.form.informationSources,
  ),
  column('management.sustainability_plan', KINDS.boolean, (t) => t.form.sustainability),
  column('management.market_importance', KINDS.whole, (t) => t.form.marketImportance),
  column(
    'management.annual_budget',
    option((t) => t.options.budgetBands),
    (t) => t.form.annualBudget,
  ),
  column('management.rights_fee', KINDS.money, (t) => t.form.rightsFee),
  ...group('management.activation_budget', ACTIVATION_BUDGET_PARTS, KINDS.money, (t, key) =>
    join(t.form.activationBudget, (t.options.activationBudget as Record<string, string>)[key] ?? key),
  ),
  column('management.net_partnership_revenue', KINDS.money, (t) => t.form.netRevenue),
  column('management.in_kind_value', KINDS.money, (t) => t.form.inKind),

  ...mediaLines('owned_media.promotional_plan', MEDIA_CHANNELS, (t) => t.form.promotionalPlanTitle),
  column('owned_media.hospitality_included', KINDS.boolean, (t) => t.form.hospitalityIncluded),
  ...mediaLines('owned_media.broadcast', BROADCAST_CHANNELS, (t) => t.form.broadcastTitle),
  ...group('owned_media.cpm_overrides', CPM_CHANNELS, KINDS.money, (t, key) =>
    join(t.sheet.cpmOverride, (t.options.mediaChannels as Record<string, string>)[key] ?? key),
  ),
  ...mediaLines('paid_media.channels', MEDIA_CHANNELS, (t) => t.step('paid_media')),
];

/** A sheet of items (benefits, hospitality…): one item per row, keyed by its property's row. */
export interface ItemSheet {
  sheet: Exclude<keyof SpreadsheetTexts['sheets'], 'properties' | 'readMe' | 'profiles' | 'reports'>;
  /** Where the list sits in the property. */
  list: readonly [step: string, list: string];
  columns: readonly Column[];
}

const name = column('name', KINDS.text, (t) => t.form.itemName, 28);
const itemDescription = column('description', KINDS.text, (t) => t.form.itemDescription, 32);
const times = column('times_offered', KINDS.whole, (t) => t.form.timesOffered);
const predominance = column('predominance', KINDS.whole, (t) => t.form.predominance);
const exposure = column('exposure', KINDS.percent, (t) => t.form.exposure);

export const ITEM_SHEETS: readonly ItemSheet[] = [
  {
    sheet: 'digitalAudiences',
    list: ['general', 'digital_audiences'],
    columns: [
      column(
        'platform',
        option((t) => t.options.platforms),
        (t) => t.form.platform,
      ),
      column('audience', KINDS.whole, (t) => t.form.audience),
      column('label', KINDS.text, (t) => t.form.otherLabel, 24),
    ],
  },
  {
    sheet: 'socialHandles',
    list: ['general', 'social_handles'],
    columns: [
      column(
        'network',
        option((t) => t.options.platforms),
        (t) => t.form.network,
      ),
      column('handle', KINDS.text, (t) => t.form.handle, 24),
    ],
  },
  {
    sheet: 'benefits',
    list: ['owned_media', 'contractual_benefits'],
    columns: [
      column(
        'type',
        option((t) => t.options.benefitCategories),
        (t) => t.form.benefitType,
      ),
      name,
      itemDescription,
      column('benefit_id', KINDS.whole, (t) => t.sheet.catalogueBenefit),
      times,
      column('unit_value', KINDS.money, (t) => t.form.unitValue),
      predominance,
      exposure,
      column('delivery', KINDS.percent, (t) => t.form.delivery),
    ],
  },
  {
    sheet: 'hospitality',
    list: ['hospitality', 'items'],
    columns: [
      column(
        'kind',
        option((t) => t.options.hospitalityKinds),
        (t) => t.form.hospitalityKind,
      ),
      name,
      itemDescription,
      column('quantity', KINDS.whole, (t) => t.form.quantity),
      column('unit_value', KINDS.money, (t) => t.form.unitValue),
      column('date', KINDS.date, (t) => t.form.date, 12),
      column('alternative_period', KINDS.text, (t) => t.form.alternativePeriod),
      column('season_tickets', KINDS.boolean, (t) => t.form.seasonTickets),
      column('annual_pass', KINDS.boolean, (t) => t.form.annualPass),
    ],
  },
  {
    sheet: 'activation',
    list: ['activation', 'items'],
    columns: [
      column(
        'kind',
        option((t) => t.options.activationKinds),
        (t) => t.form.activationKind,
      ),
      column(
        'category',
        option((t) => t.options.activationCategories),
        (t) => t.form.activationCategory,
      ),
      name,
      itemDescription,
      column('media_buy', KINDS.money, (t) => t.form.mediaBuy),
      column('cost', KINDS.money, (t) => t.form.cost),
      column('production_cost', KINDS.money, (t) => t.form.productionCost),
      times,
      predominance,
      exposure,
      column('attendees_engaged', KINDS.whole, (t) => t.form.attendees),
    ],
  },
  {
    sheet: 'metrics',
    list: ['custom_metrics', 'items'],
    columns: [
      name,
      column(
        'data_type',
        option((t) => t.options.metricTypes),
        (t) => t.form.dataType,
      ),
      column('value', KINDS.decimal, (t) => t.form.value),
      column('counts_toward_value', KINDS.boolean, (t) => t.form.countsTowardValue),
      column('comments', KINDS.text, (t) => t.form.comments, 32),
    ],
  },
];

/** The heading of the items' first column, which holds their property's row on the Properties sheet. */
export const propertyRowHeader = (lang: Language) => SPREADSHEET_TEXTS[lang].propertyRow;
