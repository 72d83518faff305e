import { LIMITS } from '../common/fields.ts';
import type { MessageKey } from '../i18n/messages.ts';
import {
  CPM_CHANNELS,
  type CpmChannel,
  SOCIAL_NETWORKS,
  SPONSORSHIP_TYPES,
  type SponsorshipType,
} from '../properties/options.ts';
import { RATE_SOURCES, type RateSource, type Rates } from './rates.ts';
import { TARGET_RATIO_LIMITS } from './target-ratio.ts';

/**
 * A website's rate card: the entries of the rates table a website may set for itself (its own CPMs and the
 * factors an agency or a brand commonly keeps), each with its unit and the bounds a value must stay within.
 * Every other entry of the table (weights, thresholds, the uncertainty shares…) is the method's own and stays
 * the default. Keys are internal (`cpm.tv`); readers see the catalogue's label (i18n/catalogue/rate-card.*).
 */

/** Platforms whose followers see sponsor posts (the website and the app count visits, not reach). */
export const REACH_PLATFORMS = [...SOCIAL_NETWORKS, 'other'] as const;
export type ReachPlatform = (typeof REACH_PLATFORMS)[number];

export const PREDOMINANCE_LEVELS = ['1', '2', '3', '4', '5'] as const;
export type PredominanceLevel = (typeof PREDOMINANCE_LEVELS)[number];

export type RateCardKey =
  | `cpm.${CpmChannel}`
  | `predominance.${PredominanceLevel}`
  | `reach_rate.${ReachPlatform}`
  | 'value_per_engagement'
  | 'sponsor_posts_per_month'
  | 'app_sessions_per_month'
  | 'default_campaign_months'
  | `events_per_season.${SponsorshipType}`
  | 'target_ratio';

/** How the screens group the keys, in the order they show them. */
export const RATE_CARD_GROUPS = [
  'cpm',
  'predominance',
  'reach_rate',
  'social',
  'engagement',
  'campaign',
  'events_per_season',
  'target',
] as const;
export type RateCardGroup = (typeof RATE_CARD_GROUPS)[number];

/**
 * What a value measures: Canadian dollars per 1,000 impressions, Canadian dollars, a share (0–1, shown as a
 * percentage), a count per month, months, events, a value-to-cost ratio (2.5 for 2.5:1).
 */
export const RATE_CARD_UNITS = [
  'cad_per_thousand',
  'cad',
  'share',
  'per_month',
  'months',
  'events',
  'ratio',
] as const;
export type RateCardUnit = (typeof RATE_CARD_UNITS)[number];

/** One editable key: where it sits in the rates table, and what a value of it may be. */
export interface RateCardKeyInfo {
  key: RateCardKey;
  group: RateCardGroup;
  unit: RateCardUnit;
  /** Smallest and largest value accepted (both included). */
  min: number;
  max: number;
  /** Decimal places a value may have (0: whole numbers only). */
  decimals: number;
  /** The rates table's entry it sets; its default's source and date are RATE_SOURCES[rate]. */
  rate: keyof Rates;
  read(rates: Rates): number;
  /** Sets the value in `rates` (a copy the caller owns). */
  write(rates: Rates, value: number): void;
}

type Shape = Omit<RateCardKeyInfo, 'key' | 'read' | 'write'>;

const CPM: Shape = {
  group: 'cpm',
  unit: 'cad_per_thousand',
  min: 0.01,
  max: LIMITS.cpm,
  decimals: 2,
  rate: 'cpm',
};
const PREDOMINANCE: Shape = {
  group: 'predominance',
  unit: 'share',
  min: 0,
  max: 1,
  decimals: 4,
  rate: 'predominanceFactors',
};
const REACH: Shape = { group: 'reach_rate', unit: 'share', min: 0, max: 1, decimals: 4, rate: 'reachRate' };
const EVENTS: Shape = {
  group: 'events_per_season',
  unit: 'events',
  // A per-event benefit divides the season's audience by it: never 0.
  min: 1,
  max: LIMITS.eventsPerSeason,
  decimals: 0,
  rate: 'eventsPerSeason',
};

/** Entries of the rates table that are one number. */
type ScalarRate =
  | 'sponsorPostsPerMonth'
  | 'appSessionsPerMonth'
  | 'valuePerEngagement'
  | 'defaultCampaignMonths'
  | 'targetRatio';

/** A key setting a one-number entry of the table (from 0, one decimal, unless said otherwise). */
function scalar(
  key: RateCardKey,
  rate: ScalarRate,
  shape: Pick<Shape, 'group' | 'unit' | 'max'> & Partial<Pick<Shape, 'min' | 'decimals'>>,
): RateCardKeyInfo {
  return {
    key,
    min: 0,
    decimals: 1,
    ...shape,
    rate,
    read: (rates) => rates[rate],
    write: (rates, value) => {
      rates[rate] = value;
    },
  };
}

/** Every editable key, in the order the screens list them. */
export const RATE_CARD: readonly RateCardKeyInfo[] = [
  ...CPM_CHANNELS.map(
    (channel): RateCardKeyInfo => ({
      key: `cpm.${channel}`,
      ...CPM,
      read: (rates) => rates.cpm[channel],
      write: (rates, value) => {
        // The channel's published range moves with its CPM, in proportion (the value range uses it).
        const before = rates.cpm[channel];
        const range = rates.cpmRange[channel];
        const scale = before > 0 ? value / before : 1;
        rates.cpm[channel] = value;
        rates.cpmRange[channel] = { low: range.low * scale, high: range.high * scale };
      },
    }),
  ),
  ...PREDOMINANCE_LEVELS.map(
    (level): RateCardKeyInfo => ({
      key: `predominance.${level}`,
      ...PREDOMINANCE,
      read: (rates) => rates.predominanceFactors[Number(level) - 1] ?? 0,
      write: (rates, value) => {
        const factors = [...rates.predominanceFactors] as [number, number, number, number, number];
        factors[Number(level) - 1] = value;
        rates.predominanceFactors = factors;
      },
    }),
  ),
  ...REACH_PLATFORMS.map(
    (platform): RateCardKeyInfo => ({
      key: `reach_rate.${platform}`,
      ...REACH,
      read: (rates) => rates.reachRate[platform],
      write: (rates, value) => {
        rates.reachRate[platform] = value;
      },
    }),
  ),
  scalar('sponsor_posts_per_month', 'sponsorPostsPerMonth', { group: 'social', unit: 'per_month', max: 100 }),
  scalar('app_sessions_per_month', 'appSessionsPerMonth', { group: 'social', unit: 'per_month', max: 300 }),
  scalar('value_per_engagement', 'valuePerEngagement', {
    group: 'engagement',
    unit: 'cad',
    max: 1_000,
    decimals: 2,
  }),
  scalar('default_campaign_months', 'defaultCampaignMonths', {
    group: 'campaign',
    unit: 'months',
    min: 1,
    max: LIMITS.campaignMonths,
    decimals: 0,
  }),
  ...SPONSORSHIP_TYPES.map(
    (type): RateCardKeyInfo => ({
      key: `events_per_season.${type}`,
      ...EVENTS,
      read: (rates) => rates.eventsPerSeason[type],
      write: (rates, value) => {
        rates.eventsPerSeason[type] = value;
      },
    }),
  ),
  // Not a market rate but the website's own aim, kept like one: dated, with its history (decision 024).
  scalar('target_ratio', 'targetRatio', { group: 'target', unit: 'ratio', ...TARGET_RATIO_LIMITS }),
];

const BY_KEY = new Map<string, RateCardKeyInfo>(RATE_CARD.map((info) => [info.key, info]));

/** Every editable key (for a zod enum). */
export const RATE_CARD_KEYS = RATE_CARD.map((info) => info.key) as [RateCardKey, ...RateCardKey[]];

export function isRateCardKey(value: unknown): value is RateCardKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function rateCardKeyInfo(key: RateCardKey): RateCardKeyInfo {
  const info = BY_KEY.get(key);
  if (!info) throw new Error(`not a rate card key: ${key}`);
  return info;
}

/** The source and date of a key's default value. */
export function rateCardSource(key: RateCardKey): RateSource {
  return RATE_SOURCES[rateCardKeyInfo(key).rate];
}

/** Why a value cannot be a key's (a message key), or null when it can. */
export function rateCardValueError(key: RateCardKey, value: number): MessageKey | null {
  const info = rateCardKeyInfo(key);
  if (!Number.isFinite(value) || value < info.min || value > info.max) return 'rateCardOutOfRange';
  const scaled = value * 10 ** info.decimals;
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6) return 'rateCardTooPrecise';
  return null;
}

/** A website's values by key; a key left out keeps the base table's value. */
export type RateCardValues = Partial<Record<RateCardKey, number>>;

/**
 * The full rates table with a website's values applied: each value replaces its entry of `base`; a CPM also
 * scales its channel's published range in proportion (a CPM set 20 % above the default has a range 20 %
 * above the default's). `base` is left as it was.
 */
export function ratesWithCard(base: Rates, values: RateCardValues): Rates {
  const rates = structuredClone(base) as Rates;
  for (const info of RATE_CARD) {
    const value = values[info.key];
    if (value !== undefined) info.write(rates, value);
  }
  return rates;
}

/**
 * Whether the predominance factors rise (or stay level) from 1 to 5: the value range moves predominance one
 * step either way, and needs the step down to be worth no more than the step up.
 */
export function predominanceInOrder(rates: Rates): boolean {
  return rates.predominanceFactors.every(
    (factor, i) => i === 0 || factor >= (rates.predominanceFactors[i - 1] ?? 0),
  );
}
