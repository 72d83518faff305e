import { z } from 'zod';
import { storableText } from '../common/fields.ts';
import { CPM_CHANNELS, DIGITAL_PLATFORMS, SPONSORSHIP_TYPES } from '../properties/options.ts';
import {
  isRateCardKey,
  RATE_CARD_GROUPS,
  RATE_CARD_KEYS,
  RATE_CARD_UNITS,
  type RateCardKeyInfo,
  rateCardValueError,
} from './rate-card.ts';
import { RATE_SOURCES, type Rates } from './rates.ts';

/** The API's schemas of a website's rate card (GET and POST /websites/{id}/rate-card…). */

/** The first and last day an entry may take effect (a date outside is a typing slip). */
export const RATE_CARD_DATES = { from: '2000-01-01', to: '2099-12-31' } as const;

/** Longest note of an entry. */
export const RATE_CARD_NOTE_LIMIT = 500;

/** A calendar date (YYYY-MM-DD) within RATE_CARD_DATES. */
const effectiveDate = z.iso
  .date({ error: 'invalidInput' })
  .refine((date) => date >= RATE_CARD_DATES.from && date <= RATE_CARD_DATES.to, {
    error: 'rateCardDateRange',
  });

export const rateCardKeySchema = z.enum(RATE_CARD_KEYS, { error: 'rateCardUnknownKey' });

/** POST /websites/{id}/rate-card/entries: one key's new value (null: the default again) from a date on. */
export const rateCardEntryInputSchema = z
  .object({
    key: rateCardKeySchema,
    /** The new value in the key's unit (a share as 0–1); null goes back to the default. */
    value: z.number({ error: 'invalidInput' }).nullable(),
    /** The first day the value is in effect. */
    effective_from: effectiveDate,
    note: storableText().trim().max(RATE_CARD_NOTE_LIMIT, { error: 'textTooLong' }).default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.value === null || !isRateCardKey(entry.key)) return;
    const error = rateCardValueError(entry.key, entry.value);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });
export type RateCardEntryInput = z.input<typeof rateCardEntryInputSchema>;

/** A property of every key of a list, each of the same schema. */
function keyed<const K extends readonly string[], T extends z.ZodType>(keys: K, value: T) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [P in K[number]]: T });
}

const n = z.number();
const range = z.object({ low: n, high: n });

/**
 * The whole rates table (valuation/rates.ts) as the valuation uses it. The entries a rate card sets are
 * spelled out; the method's other entries (weights, thresholds, bands…) pass through as they are, so the
 * answer stays the engine's own table whatever the method adds to it.
 */
export const ratesSchema = z.looseObject({
  cpm: keyed(CPM_CHANNELS, n),
  cpmRange: keyed(CPM_CHANNELS, range),
  /** Predominance 1 to 5, in that order (always five). */
  predominanceFactors: z.array(n).length(5).readonly(),
  reachRate: keyed(DIGITAL_PLATFORMS, n),
  sponsorPostsPerMonth: n,
  appSessionsPerMonth: n,
  defaultCampaignMonths: n,
  eventsPerSeason: keyed(SPONSORSHIP_TYPES, n),
  valuePerEngagement: n,
  targetRatio: n,
});
export type RatesAnswer = z.infer<typeof ratesSchema>;

/** The rates table of an answer, typed as the engine takes it (the server sends its whole table). */
export function ratesFromAnswer(answer: RatesAnswer): Rates {
  return answer as unknown as Rates;
}

const changeAuthor = z.object({
  /** Null once the account is gone; the name stays. */
  id: z.number().int().nullable(),
  name: z.string(),
});

/** One row of a website's rate card history: a key set (or reset) from a date on, by someone. */
export const rateCardChangeSchema = z.object({
  id: z.number().int(),
  key: rateCardKeySchema,
  /** The new value; null: back to the default. */
  value: z.number().nullable(),
  /** What was in effect on `effective_from` before this change (null: the default). */
  previous_value: z.number().nullable(),
  effective_from: z.string(),
  note: z.string(),
  created_by: changeAuthor,
  created_at: z.string(),
  /** When the website's stored property values were recomputed with it (null: not yet in effect). */
  applied_at: z.string().nullable(),
});
export type RateCardChange = z.infer<typeof rateCardChangeSchema>;

/** An entry as one key's row shows it: the website's own value from a date on. */
const rateCardSetting = z.object({
  id: z.number().int(),
  /** Null: back to the default from that date. */
  value: z.number().nullable(),
  effective_from: z.string(),
  note: z.string(),
});

/** One editable key of the rate card: its default with source and date, and the website's values. */
export const rateCardRowSchema = z.object({
  key: rateCardKeySchema,
  group: z.enum(RATE_CARD_GROUPS),
  unit: z.enum(RATE_CARD_UNITS),
  min: n,
  max: n,
  /** Decimal places a value may have (a share counts as 0–1). */
  decimals: z.number().int(),
  default_value: n,
  default_source: z.string(),
  /** When the default's source was published or set (YYYY-MM). */
  default_date: z.string(),
  /** The value in effect on the answer's day: the website's own or the default. */
  value: n,
  /** The website's own value in effect on that day; null while the default is used. */
  current: rateCardSetting.extend({ value: n }).nullable(),
  /** Entries dated after that day, soonest first. */
  upcoming: z.array(rateCardSetting),
});
export type RateCardRow = z.infer<typeof rateCardRowSchema>;

/** What a row of the card says whatever the website: the key, its unit and bounds, its default with source and date. */
export function rateCardRowDefaults(
  info: RateCardKeyInfo,
  base: Rates,
): Pick<
  RateCardRow,
  'key' | 'group' | 'unit' | 'min' | 'max' | 'decimals' | 'default_value' | 'default_source' | 'default_date'
> {
  const source = RATE_SOURCES[info.rate];
  return {
    key: info.key,
    group: info.group,
    unit: info.unit,
    min: info.min,
    max: info.max,
    decimals: info.decimals,
    default_value: info.read(base),
    default_source: source.source,
    default_date: source.date,
  };
}

/** GET /websites/{id}/rate-card. */
export const rateCardSchema = z.object({
  website_id: z.number().int(),
  /** The day the values and `rates` are in effect on (today, YYYY-MM-DD). */
  day: z.string(),
  rows: z.array(rateCardRowSchema),
  /** The whole rates table in effect that day, with the website's values: what new valuations use. */
  rates: ratesSchema,
  /** Every change, newest first. */
  history: z.array(rateCardChangeSchema),
});
export type RateCard = z.infer<typeof rateCardSchema>;
