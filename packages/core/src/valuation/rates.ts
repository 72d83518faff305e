import type { CpmChannel, DigitalPlatform, SponsorshipType } from '../properties/options.ts';

/**
 * Every rate, factor and weight of the valuation method, in one table (valuation method, "Defaults are
 * data"). A website can later get its own table; a property overrides CPMs (step 5). Sources and reasons
 * are in docs/valuation.md.
 */
export interface Rates {
  /** Market cost per thousand impressions, in dollars, per channel. */
  cpm: Record<CpmChannel, number>;
  /** Predominance 1–5 → quality factor. */
  predominanceFactors: readonly [number, number, number, number, number];
  /** Share of followers who see one sponsor post, per platform. */
  reachRate: Record<DigitalPlatform, number>;
  /** Sponsor mentions per month on the property's social accounts, when nothing better is known. */
  sponsorPostsPerMonth: number;
  /** Sessions per downloaded app per month. */
  appSessionsPerMonth: number;
  /** Campaign length when the property does not say, in months. */
  defaultCampaignMonths: number;
  /** Events (games, show days) in a season, to spread a season's audience over one event's benefit. */
  eventsPerSeason: Record<SponsorshipType, number>;
  /** Value of one engaged attendee of an experiential activation, in dollars. */
  valuePerEngagement: number;
  /** Quality defaults when a line has impressions but not its quality. */
  defaults: { predominance: number; exposurePercent: number; deliveryPercent: number };
  multiplier: {
    min: number;
    max: number;
    /** Change of the multiplier for a fit of 100 (and minus this for 0); neutral at 50. */
    fitSwing: number;
    /** Bonus per exclusivity (category, area, communication). */
    exclusivityBonus: number;
    /** Number of sponsors tolerated before clutter lowers the multiplier. */
    clutterThreshold: number;
    clutterPenaltyPerSponsor: number;
    clutterPenaltyMax: number;
    /** Change of the multiplier for a management score of 100 (minus this for 0); neutral at 50. */
    managementSwing: number;
  };
  /** Lower bounds of the value-to-cost ratio bands, ascending. */
  ratioBands: readonly { band: RatioBand; from: number }[];
  /** Audience (people + impressions) that scores 0 and 100 on the visibility audience scale (log scale). */
  audienceScale: { zeroAt: number; fullAt: number };
  /** Sponsor count at which the clutter part of visibility reaches 0. */
  clutterZeroAt: number;
  /** Years in operation that score 100 on the management scale. */
  yearsForFullScore: number;
}

export const RATIO_BANDS = ['below_cost', 'break_even', 'fair', 'target', 'strong', 'exceptional'] as const;
export type RatioBand = (typeof RATIO_BANDS)[number];

export const DEFAULT_RATES: Rates = {
  cpm: { tv: 36, radio: 6.75, print: 46.82, digital: 2.27, streaming: 30, social: 8, signage: 5 },
  predominanceFactors: [0.2, 0.4, 0.6, 0.8, 1.0],
  reachRate: {
    facebook: 0.05,
    instagram: 0.05,
    tiktok: 0.05,
    x: 0.05,
    snapchat: 0.05,
    youtube: 0.05,
    linkedin: 0.05,
    other: 0.05,
    // Not social: these two feed digital impressions through visits and sessions, not reach.
    website: 1,
    mobile_app: 1,
  },
  sponsorPostsPerMonth: 4,
  appSessionsPerMonth: 2,
  defaultCampaignMonths: 12,
  // A junior hockey or soccer team plays about 34 home games; a league's whole schedule is larger; an arena
  // hosts an event most days of its season; a festival runs a few days; an organization holds a few events.
  eventsPerSeason: { team: 34, league: 120, venue: 150, event: 3, organization: 6 },
  valuePerEngagement: 2,
  defaults: { predominance: 3, exposurePercent: 50, deliveryPercent: 100 },
  multiplier: {
    min: 0.6,
    max: 1.4,
    fitSwing: 0.4,
    exclusivityBonus: 0.05,
    clutterThreshold: 10,
    clutterPenaltyPerSponsor: 0.005,
    clutterPenaltyMax: 0.15,
    managementSwing: 0.1,
  },
  ratioBands: [
    { band: 'below_cost', from: 0 },
    { band: 'break_even', from: 1 },
    { band: 'fair', from: 1.5 },
    { band: 'target', from: 2 },
    { band: 'strong', from: 3 },
    { band: 'exceptional', from: 4 },
  ],
  audienceScale: { zeroAt: 1_000, fullAt: 10_000_000 },
  clutterZeroAt: 60,
  yearsForFullScore: 25,
};

/** The band a ratio falls in. */
export function ratioBand(ratio: number, rates: Rates = DEFAULT_RATES): RatioBand {
  let band: RatioBand = 'below_cost';
  for (const entry of rates.ratioBands) if (ratio >= entry.from) band = entry.band;
  return band;
}
