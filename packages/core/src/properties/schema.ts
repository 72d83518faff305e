import { z } from 'zod';
import { BENEFIT_CATEGORY_KEYS } from '../benefits/schema.ts';
import {
  answerSet,
  countValue,
  dateValue,
  dollars,
  itemId,
  itemList,
  LIMITS,
  moneyValue,
  optionSet,
  percentField,
  quantityValue,
  ratingValue,
  rowId,
  storableText,
  textValue,
  wholeValue,
} from '../common/fields.ts';
import { listQuerySchema } from '../common/list-query.ts';
import { DEMOGRAPHICS, GEOGRAPHIC_AREAS, GEOGRAPHIC_SCOPES, STATUSES } from '../profiles/options.ts';
import { characteristicsSchema, percentGroup } from '../profiles/schema.ts';
import { CITY_COUNTRIES } from './cities.ts';
import { plausibilityStateSchema } from './confirmations.ts';
import {
  ACTIVATION_BUDGET_PARTS,
  ACTIVATION_CATEGORIES,
  ACTIVATION_KINDS,
  AGREEMENT_STATEMENTS,
  ANNUAL_BUDGET_BANDS,
  AUDIENCE_ORIGINS,
  BROADCAST_CHANNELS,
  CPM_CHANNELS,
  CUSTOM_METRIC_TYPES,
  DIGITAL_PLATFORMS,
  EXCLUSIVITY_OPTIONS,
  HOSPITALITY_KINDS,
  INFORMATION_SOURCES,
  MEDIA_CHANNELS,
  ONSITE_VISIBILITY,
  PROPERTY_CATEGORIES,
  SOCIAL_NETWORKS,
  SPONSOR_BENEFITS,
  SPONSOR_TIERS,
  SPONSORSHIP_LEVELS,
  SPONSORSHIP_TYPES,
  TEXT_LIMITS,
} from './options.ts';
import { isHandleFormatValid, normalizeHandle } from './social-handles.ts';

/** `z.object` whose every field defaults to null when absent. */
function nullableFields<T extends Record<string, z.ZodType>>(shape: T) {
  return z.object(
    Object.fromEntries(
      Object.entries(shape).map(([key, schema]) => [key, schema.default(null as never)]),
    ) as {
      [K in keyof T]: z.ZodDefault<T[K]>;
    },
  );
}

function keyed<const K extends readonly string[], S extends z.ZodType>(keys: K, schema: S) {
  return z.object(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S });
}

const enumOrNull = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'optionRequired' }).nullable();

/** A city from the shipped list of Canadian and US cities; the server checks the id against the list. */
export const cityRefSchema = z.object({
  id: z.string({ error: 'cityInvalid' }).min(1, { error: 'cityInvalid' }).max(40),
  name: z.string().max(120),
  region: z.string().max(10),
  country: z.enum(CITY_COUNTRIES, { error: 'cityInvalid' }),
});
export type CityRef = z.infer<typeof cityRefSchema>;

// ---- Step 1: General -------------------------------------------------------------------------------

export const digitalAudienceSchema = z.object({
  id: itemId,
  platform: z.enum(DIGITAL_PLATFORMS, { error: 'optionRequired' }),
  /** Followers or subscribers; app downloads for mobile_app; annual visits for website. */
  audience: countValue.default(null),
  /** What "other" is (e.g. a newsletter); ignored for named platforms. */
  label: textValue(TEXT_LIMITS.shortText).default(''),
});
export type DigitalAudience = z.output<typeof digitalAudienceSchema>;

/** An account on a social network; the handle must have the network's form (a leading "@" is dropped). */
export const socialHandleSchema = z
  .object({
    id: itemId,
    network: z.enum(SOCIAL_NETWORKS, { error: 'optionRequired' }),
    handle: z
      .string({ error: 'fieldRequired' })
      .overwrite(normalizeHandle)
      .min(1, { error: 'fieldRequired' })
      .max(100, { error: 'handleInvalid' }),
  })
  .superRefine((value, ctx) => {
    if (!isHandleFormatValid(value.network, value.handle)) {
      ctx.addIssue({ code: 'custom', path: ['handle'], message: 'handleInvalid' });
    }
  });
export type SocialHandle = z.output<typeof socialHandleSchema>;

export const generalStepSchema = z.object({
  name: storableText('fieldRequired').trim().min(1, { error: 'fieldRequired' }).max(TEXT_LIMITS.name, {
    error: 'textTooLong',
  }),
  description: textValue(TEXT_LIMITS.description).default(''),
  start_date: dateValue.default(null),
  end_date: dateValue.default(null),
  city: cityRefSchema.nullable().default(null),
  sponsorship_type: enumOrNull(SPONSORSHIP_TYPES).default(null),
  category: enumOrNull(PROPERTY_CATEGORIES).default(null),
  sponsorship_level: enumOrNull(SPONSORSHIP_LEVELS).default(null),
  exclusivity: answerSet(EXCLUSIVITY_OPTIONS),
  sponsor_benefits: answerSet(SPONSOR_BENEFITS),
  digital_audiences: itemList(digitalAudienceSchema, LIMITS.digitalAudiences),
  social_handles: itemList(socialHandleSchema, 20),
  /** Length of the sponsor's campaign with the property, in months. */
  campaign_duration_months: wholeValue(LIMITS.campaignMonths).default(null),
  /** Events (games, show days) in a season or edition; a per-event benefit reaches one event's audience. */
  events_per_season: wholeValue(LIMITS.eventsPerSeason).default(null),
  similar_organizations: countValue.default(null),
  years_in_operation: countValue.default(null),
});

// ---- Step 2: Target ---------------------------------------------------------------------------------

/** Audience segments: the profile's demographic dimensions, each totalling between 0 and 100. */
export const audienceSegmentsSchema = z.object({
  gender: percentGroup(DEMOGRAPHICS.gender).prefault({}),
  age: percentGroup(DEMOGRAPHICS.age).prefault({}),
  household: percentGroup(DEMOGRAPHICS.household).prefault({}),
  education: percentGroup(DEMOGRAPHICS.education).prefault({}),
  income: percentGroup(DEMOGRAPHICS.income).prefault({}),
});

export const targetStepSchema = z.object({
  /** 1 = barely known in its market … 5 = known to almost everyone. */
  public_awareness: ratingValue.default(null),
  property_scope: enumOrNull(GEOGRAPHIC_SCOPES).default(null),
  /** Areas of the world where the property breaks through. */
  breakthrough_areas: optionSet(GEOGRAPHIC_AREAS),
  /** People reached in person over a season or edition (attendance, participants). */
  direct_cumulative_audience: countValue.default(null),
  audience_audited: z.boolean({ error: 'optionRequired' }).nullable().default(null),
  /** Share of each edition's visitors who come for the first time, in percent. */
  first_time_visitors: percentField.default(null),
  /** Whole or decimal (spec). */
  average_visits_per_person: z
    .number({ error: 'invalidInput' })
    .min(0, { error: 'invalidInput' })
    .max(1000, { error: 'invalidInput' })
    .nullable()
    .default(null),
  audience_segments: audienceSegmentsSchema.prefault({}),
  audience_origin: percentGroup(AUDIENCE_ORIGINS).prefault({}),
  ethnicity: percentGroup(DEMOGRAPHICS.ethnicity).prefault({}),
});

// ---- Step 3: Relevance ------------------------------------------------------------------------------

export const relevanceStepSchema = z.object({
  characteristics: characteristicsSchema.prefault({}),
  likelihood_use_by_participants: ratingValue.default(null),
  likelihood_consumption_broadcast: ratingValue.default(null),
  likelihood_clients_in_audience: ratingValue.default(null),
  category_engagement: ratingValue.default(null),
  sponsor_counts: nullableFields(keyed(SPONSOR_TIERS, countValue).shape).prefault({}),
  new_sponsors_last_year: countValue.default(null),
  onsite_visibility: enumOrNull(ONSITE_VISIBILITY).default(null),
});

// ---- Step 4: Management -----------------------------------------------------------------------------

export const managementStepSchema = z.object({
  account_manager: z.boolean({ error: 'optionRequired' }).nullable().default(null),
  satisfaction: ratingValue.default(null),
  regard: ratingValue.default(null),
  agreements: nullableFields(keyed(AGREEMENT_STATEMENTS, ratingValue).shape).prefault({}),
  information_sources: answerSet(INFORMATION_SOURCES),
  sustainability_plan: z.boolean({ error: 'optionRequired' }).nullable().default(null),
  market_importance: ratingValue.default(null),
  annual_budget: enumOrNull(ANNUAL_BUDGET_BANDS).default(null),
  /** The asked price: what the property asks the sponsor for the rights. */
  rights_fee: moneyValue.default(null),
  activation_budget: nullableFields(keyed(ACTIVATION_BUDGET_PARTS, moneyValue).shape).prefault({}),
  net_partnership_revenue: moneyValue.default(null),
  in_kind_value: moneyValue.default(null),
});

// ---- Step 5: Owned media ----------------------------------------------------------------------------

/**
 * Exposure on one channel: impressions as estimated before the season and as delivered (actual), and the
 * quality of the exposure — predominance of the sponsor's mark (1–5), exposure and delivery in percent.
 */
export const mediaLineSchema = nullableFields({
  impressions_estimated: countValue,
  impressions_actual: countValue,
  predominance: ratingValue,
  exposure: percentField,
  delivery: percentField,
});
export type MediaLine = z.output<typeof mediaLineSchema>;

export const contractualBenefitSchema = z.object({
  id: itemId,
  /** The catalogue benefit it comes from, when chosen from the catalogue. */
  benefit_id: rowId().nullable().default(null),
  /** The benefit's category in the catalogue. */
  type: z.enum(BENEFIT_CATEGORY_KEYS, { error: 'optionRequired' }),
  name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(TEXT_LIMITS.shortText),
  description: textValue(TEXT_LIMITS.itemDescription).default(''),
  times_offered: quantityValue.default(null),
  /** Value of one delivery of the benefit, in dollars (suggested by the catalogue, editable). */
  unit_value: dollars(LIMITS.unitMoney).default(null),
  predominance: ratingValue.default(null),
  exposure: percentField.default(null),
  delivery: percentField.default(null),
});
export type ContractualBenefit = z.output<typeof contractualBenefitSchema>;

const mediaLines = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, mediaLineSchema.prefault({})])) as {
      [P in K[number]]: z.ZodPrefault<typeof mediaLineSchema>;
    },
  );

export const ownedMediaStepSchema = z.object({
  promotional_plan: mediaLines(MEDIA_CHANNELS).prefault({}),
  contractual_benefits: itemList(contractualBenefitSchema, LIMITS.items),
  /** Whether the package includes hospitality, detailed in step 7. */
  hospitality_included: z.boolean({ error: 'optionRequired' }).nullable().default(null),
  broadcast: mediaLines(BROADCAST_CHANNELS).prefault({}),
  /** Market CPM per channel for this property; empty means the default is used (spec). */
  cpm_overrides: nullableFields(keyed(CPM_CHANNELS, dollars(LIMITS.cpm)).shape).prefault({}),
});

// ---- Step 6: Paid media -----------------------------------------------------------------------------

export const paidMediaStepSchema = z.object({ channels: mediaLines(MEDIA_CHANNELS).prefault({}) });

// ---- Step 7: Hospitality ----------------------------------------------------------------------------

export const hospitalityItemSchema = z.object({
  id: itemId,
  kind: z.enum(HOSPITALITY_KINDS, { error: 'optionRequired' }),
  name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(TEXT_LIMITS.shortText),
  description: textValue(TEXT_LIMITS.itemDescription).default(''),
  quantity: quantityValue.default(null),
  unit_value: dollars(LIMITS.hospitalityUnit).default(null),
  date: dateValue.default(null),
  alternative_period: textValue(TEXT_LIMITS.shortText).default(''),
  season_tickets: z.boolean().default(false),
  annual_pass: z.boolean().default(false),
});
export type HospitalityItem = z.output<typeof hospitalityItemSchema>;

export const hospitalityStepSchema = z.object({ items: itemList(hospitalityItemSchema, LIMITS.items) });

// ---- Step 8: Activation -----------------------------------------------------------------------------

export const activationItemSchema = z.object({
  id: itemId,
  kind: z.enum(ACTIVATION_KINDS, { error: 'optionRequired' }),
  category: z.enum(ACTIVATION_CATEGORIES, { error: 'optionRequired' }),
  name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(TEXT_LIMITS.shortText),
  description: textValue(TEXT_LIMITS.itemDescription).default(''),
  media_buy: dollars(LIMITS.unitMoney).default(null),
  cost: dollars(LIMITS.unitMoney).default(null),
  production_cost: dollars(LIMITS.unitMoney).default(null),
  times_offered: quantityValue.default(null),
  predominance: ratingValue.default(null),
  exposure: percentField.default(null),
  attendees_engaged: countValue.default(null),
});
export type ActivationItem = z.output<typeof activationItemSchema>;

export const activationStepSchema = z.object({ items: itemList(activationItemSchema, LIMITS.items) });

// ---- Step 9: Custom metrics -------------------------------------------------------------------------

export const customMetricSchema = z.object({
  id: itemId,
  name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(TEXT_LIMITS.shortText),
  data_type: z.enum(CUSTOM_METRIC_TYPES, { error: 'optionRequired' }),
  value: z
    .number({ error: 'invalidInput' })
    .min(-LIMITS.customAmount, { error: 'numberTooLarge' })
    .max(LIMITS.customAmount, { error: 'numberTooLarge' })
    .nullable()
    .default(null),
  /** An amount may be counted in the property's value (valuation method, custom metrics). */
  counts_toward_value: z.boolean().default(false),
  comments: textValue(TEXT_LIMITS.itemDescription).default(''),
});
export type CustomMetric = z.output<typeof customMetricSchema>;

export const customMetricsStepSchema = z.object({ items: itemList(customMetricSchema, LIMITS.items) });

// ---- The whole property -------------------------------------------------------------------------------

export const propertyInputSchema = z.object({
  status: z.enum(STATUSES, { error: 'optionRequired' }).default('draft'),
  general: generalStepSchema,
  target: targetStepSchema.prefault({}),
  relevance: relevanceStepSchema.prefault({}),
  management: managementStepSchema.prefault({}),
  owned_media: ownedMediaStepSchema.prefault({}),
  paid_media: paidMediaStepSchema.prefault({}),
  hospitality: hospitalityStepSchema.prefault({}),
  activation: activationStepSchema.prefault({}),
  custom_metrics: customMetricsStepSchema.prefault({}),
  /** The analyst's confirmations of figures the plausibility checks warn about (not a step of the form). */
  plausibility: plausibilityStateSchema.prefault({}),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyData = z.output<typeof propertyInputSchema>;

export const propertySchema = propertyInputSchema.extend({
  id: z.number().int(),
  website_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Property = z.output<typeof propertySchema>;

/** One row of the properties list (spec: name, creation date, city, type, start date, asked price, value,
 * status). `value` is the valuation in dollars, null until it can be computed. */
export const propertySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(STATUSES),
  sponsorship_type: z.enum(SPONSORSHIP_TYPES).nullable(),
  category: z.enum(PROPERTY_CATEGORIES).nullable(),
  city: cityRefSchema.nullable(),
  start_date: z.string().nullable(),
  asked_price: z.number().nullable(),
  value: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PropertySummary = z.output<typeof propertySummarySchema>;

export const propertyListQuerySchema = listQuerySchema(
  ['name', 'created_at', 'updated_at', 'start_date', 'asked_price', 'value', 'status', 'city', 'type'],
  'created_at',
).extend({
  status: z.enum(STATUSES).optional(),
  type: z.enum(SPONSORSHIP_TYPES).optional(),
});
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;
