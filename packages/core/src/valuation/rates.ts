import type { GeographicScope } from '../profiles/options.ts';
import type { CpmChannel, DigitalPlatform, SponsorshipType } from '../properties/options.ts';

/**
 * Every rate, weight, threshold and divisor of the valuation method, in one table (method 1.1: "defaults are
 * data"). Where each comes from, and when, is in RATE_SOURCES below; docs/valuation.md gives the reasoning.
 * A property overrides CPMs (step 5) and events per season (step 1).
 */
export interface Rates {
  /** Market cost per thousand impressions, in Canadian dollars, per channel. */
  cpm: Record<CpmChannel, number>;
  /** The published low–high range of each default CPM, in Canadian dollars (the value range uses it). */
  cpmRange: Record<CpmChannel, { low: number; high: number }>;
  /** US dollars → Canadian dollars, for the US medians the CPMs come from. */
  usdToCad: number;
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
  /** Events (games, show days) in a season when the property does not say, per type of property. */
  eventsPerSeason: Record<SponsorshipType, number>;
  /** Value of one engaged attendee of an experiential activation, in dollars. */
  valuePerEngagement: number;
  /** Quality defaults when a line has impressions but not its quality. */
  defaults: { predominance: number; exposurePercent: number; deliveryPercent: number };
  /** The neutral score of a question nobody answered (0–100). */
  neutralScore: number;
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
  /** Weights of each objective score's parts (each objective's weights total 1). */
  objectiveWeights: ObjectiveWeights;
  /** On-site visibility answer → score. */
  onsiteVisibilityScores: { dedicated: number; shared: number };
  /** Information sources (of the five the form offers) that make a full score. */
  informationSourcesForFullScore: number;
  /** For a brand of each scope, the audience origins that count as within its scope. */
  scopeCoverage: Record<GeographicScope, readonly ('local' | 'regional' | 'national' | 'international')[]>;
  /** Audience (people + impressions) that scores 0 and 100 on the visibility audience scale (log scale). */
  audienceScale: { zeroAt: number; fullAt: number };
  /** Years in operation that score 100 on the management scale. */
  yearsForFullScore: number;
  /**
   * How far each kind of input may be off, as a share of its value: its P10 and P90 (method 1.2; method 1.1
   * read them as a range's ends). `enteredUnaudited`: an audience figure entered by a property whose
   * audience is not audited.
   */
  uncertainty: {
    actual: number;
    entered: number;
    enteredUnaudited: number;
    default: number;
    predominanceSteps: number;
  };
  /** A report is preliminary when inputs the engine had to assume carry more than this share of the value. */
  preliminaryAssumedShare: number;
  /** Method 1.2: a report is preliminary when more than this share of its qualitative questions is unanswered. */
  preliminaryUnansweredShare: number;
  comparables: {
    /** Fewest comparables for a percentile to mean something. */
    minCount: number;
    /** The most similar properties kept as comparables. */
    maxCount: number;
    /** What matching each similarity criterion adds to a candidate's similarity. */
    weights: Record<SimilarityCriterion, number>;
    /** Audience-size bands: where each band after the first starts, in delivered impressions a season. */
    audienceBands: readonly number[];
    /** Price bands: where each band after the first starts, in dollars of rights fee. */
    priceBands: readonly number[];
  };
  /**
   * Industry benchmarks' disclosure rules (docs/decisions/022-benchmarks-no-reader-sees-through.md): what a
   * reader is shown of a group is computed from the other websites' members only, and shown only when these
   * hold for those members.
   */
  benchmarks: {
    /** Threshold: members from at least this many websites other than the reader's. */
    minWebsites: number;
    /** Threshold: at least this many members (of those other websites). */
    minMembers: number;
    /** Dominance: the most one website may hold of the group's members, as a share. */
    maxShareOfMembers: number;
    /** Dominance: the most one website may hold of the group's total value, as a share. */
    maxShareOfValue: number;
    /** Dominance: the most one website may hold of the group's total cost, as a share. */
    maxShareOfCost: number;
    /** Every shown quartile and median is rounded to this many significant figures. */
    significantFigures: number;
  };
  /**
   * The value-to-cost ratio a sponsor aims for (value ÷ rights fee): the fair rights fee is the fee at which
   * the rights-fee ratio meets it. A website sets its own on its rate card; a brand profile may set its own.
   */
  targetRatio: number;
  /** Plausibility warnings on entered figures (valuation/plausibility.ts). */
  plausibility: {
    /** An entered unit value more than this many times the catalogue's suggestion, or less than its inverse. */
    unitValueFactor: number;
    /** A CPM override above this many times its channel's high end, or below its low end divided by it. */
    cpmRangeFactor: number;
    /** Impressions of a line in an edition above this many per person of the audience it reaches. */
    impressionsPerPerson: number;
  };
}

/** What makes two properties similar (comparables) and how benchmarks group properties. */
export const SIMILARITY_CRITERIA = ['type', 'level', 'audience', 'region', 'price'] as const;
export type SimilarityCriterion = (typeof SIMILARITY_CRITERIA)[number];

export interface ObjectiveWeights {
  visibility: { audience: number; public_awareness: number; onsite_visibility: number };
  image: { personality_fit: number; regard: number; sustainability_plan: number };
  affinity: {
    category_engagement: number;
    demographic_fit: number;
    geographic_fit: number;
    clients_in_audience: number;
  };
  sales: { use_by_participants: number; consumption_broadcast: number; sales_benefits: number };
  employees: {
    employee_volunteers: number;
    networking_events: number;
    hospitality: number;
    content_creation: number;
  };
}

export const RATIO_BANDS = ['below_cost', 'break_even', 'fair', 'target', 'strong', 'exceptional'] as const;
export type RatioBand = (typeof RATIO_BANDS)[number];

/** Bank of Canada, annual average exchange rate for 2022 (USD 1 = CAD 1.3013), the year of the CPM survey. */
const USD_TO_CAD_2022 = 1.3013;
const cad = (usd: number) => Math.round(usd * USD_TO_CAD_2022 * 100) / 100;

/** US medians (OAAA / Solomon Partners, January 2022) and their published ranges, in US dollars. */
const CPM_USD: Record<CpmChannel, { median: number; low: number; high: number }> = {
  // Prime-time median 36; non-prime 20. Where the survey gives only a median, the range is ±30 % of it
  // (the method's uncertainty of a default).
  tv: { median: 36, low: 20, high: 36 * 1.3 },
  radio: { median: 6.75, low: 6.75 * 0.7, high: 6.75 * 1.3 },
  print: { median: 46.82, low: 46.82 * 0.7, high: 46.82 * 1.3 },
  digital: { median: 2.27, low: 2.27 * 0.7, high: 2.27 * 1.3 },
  streaming: { median: 30, low: 30 * 0.7, high: 30 * 1.3 },
  // Instagram 5–10, Facebook 10–11.
  social: { median: 8, low: 5, high: 11 },
  // Out-of-home 2.18–7.50; in-venue heuristics reach 15–30, which an analyst can enter as an override.
  signage: { median: 5, low: 2.18, high: 7.5 },
};

const mapChannels = <T>(make: (usd: (typeof CPM_USD)[CpmChannel]) => T) =>
  Object.fromEntries(Object.entries(CPM_USD).map(([channel, usd]) => [channel, make(usd)])) as Record<
    CpmChannel,
    T
  >;

export const DEFAULT_RATES: Rates = {
  cpm: mapChannels((usd) => cad(usd.median)),
  cpmRange: mapChannels((usd) => ({ low: cad(usd.low), high: cad(usd.high) })),
  usdToCad: USD_TO_CAD_2022,
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
  neutralScore: 50,
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
  objectiveWeights: {
    visibility: { audience: 0.5, public_awareness: 0.3, onsite_visibility: 0.2 },
    image: { personality_fit: 0.45, regard: 0.35, sustainability_plan: 0.2 },
    affinity: {
      category_engagement: 0.3,
      demographic_fit: 0.3,
      geographic_fit: 0.2,
      clients_in_audience: 0.2,
    },
    sales: { use_by_participants: 0.25, consumption_broadcast: 0.15, sales_benefits: 0.6 },
    employees: {
      employee_volunteers: 0.3,
      networking_events: 0.25,
      hospitality: 0.25,
      content_creation: 0.2,
    },
  },
  onsiteVisibilityScores: { dedicated: 100, shared: 50 },
  informationSourcesForFullScore: 5,
  scopeCoverage: {
    local: ['local'],
    regional: ['local', 'regional'],
    provincial: ['local', 'regional'],
    national: ['local', 'regional', 'national'],
    international: ['local', 'regional', 'national', 'international'],
  },
  audienceScale: { zeroAt: 1_000, fullAt: 10_000_000 },
  yearsForFullScore: 25,
  uncertainty: { actual: 0.05, entered: 0.15, enteredUnaudited: 0.25, default: 0.3, predominanceSteps: 1 },
  preliminaryAssumedShare: 0.3,
  preliminaryUnansweredShare: 0.25,
  comparables: {
    minCount: 3,
    maxCount: 12,
    // The type decides what a property sells; its level, audience, region and price refine it.
    weights: { type: 4, level: 2, audience: 2, region: 1, price: 2 },
    // Decades of delivered impressions: a local event, a regional team, a national property, a major one.
    audienceBands: [100_000, 1_000_000, 10_000_000],
    priceBands: [25_000, 100_000, 500_000],
  },
  benchmarks: {
    minWebsites: 5,
    minMembers: 10,
    maxShareOfMembers: 1 / 3,
    maxShareOfValue: 0.5,
    maxShareOfCost: 0.5,
    significantFigures: 2,
  },
  targetRatio: 2,
  plausibility: { unitValueFactor: 3, cpmRangeFactor: 2, impressionsPerPerson: 20 },
};

/** Where an entry of the rates table comes from and when it was set (shown in docs/valuation.md). */
export interface RateSource {
  source: string;
  date: string;
}

const METHOD = 'Cakemix valuation method 1.1, analyst judgement (reasons in docs/valuation.md)';
const SURVEY = 'OAAA / Solomon Partners media cost survey (US medians)';

/** The source and date of every entry of DEFAULT_RATES (its type leaves none without one). */
export const RATE_SOURCES: Record<keyof Rates, RateSource> = {
  cpm: {
    source: `${SURVEY}; social: Ask Wonder "average CPM" compilations; converted to CAD at the Bank of Canada's 2022 annual average`,
    date: '2022-01',
  },
  cpmRange: {
    source: `${SURVEY}, published ranges; ±30 % of the median where none is published`,
    date: '2022-01',
  },
  usdToCad: { source: 'Bank of Canada, annual average exchange rates 2022', date: '2022-12' },
  predominanceFactors: { source: 'Valuation brief (predominance 1–5 also given in %)', date: '2026-01' },
  reachRate: {
    source: 'Organic reach of brand pages, commonly reported at 2–10 % per post',
    date: '2024-01',
  },
  sponsorPostsPerMonth: { source: METHOD, date: '2026-11' },
  appSessionsPerMonth: { source: METHOD, date: '2026-11' },
  defaultCampaignMonths: { source: METHOD, date: '2026-11' },
  eventsPerSeason: { source: `${METHOD}; home schedules of junior hockey and soccer teams`, date: '2026-11' },
  valuePerEngagement: { source: 'Valuation brief (default 2.00 per engaged attendee)', date: '2026-01' },
  defaults: { source: METHOD, date: '2026-11' },
  neutralScore: { source: 'Valuation brief, method 1.1 (an unknown answer scores neutral)', date: '2026-11' },
  multiplier: { source: 'Valuation brief (IEG-style intangibles; Valiyou bounds 0.6–1.4×)', date: '2026-01' },
  ratioBands: {
    source: 'Trade convention: 2:1–3:1 commonly quoted target, 4:1 expected by some',
    date: '2026-01',
  },
  objectiveWeights: { source: METHOD, date: '2026-11' },
  onsiteVisibilityScores: { source: METHOD, date: '2026-11' },
  informationSourcesForFullScore: { source: 'The five information sources the form offers', date: '2026-11' },
  scopeCoverage: { source: METHOD, date: '2026-11' },
  audienceScale: { source: METHOD, date: '2026-11' },
  yearsForFullScore: { source: METHOD, date: '2026-11' },
  uncertainty: {
    source:
      'Valuation brief, method 1.1 (actual ±5 %, entered ±15 %, default ±30 %) read as P10/P90 by method 1.2, which widens an unaudited audience to ±25 %',
    date: '2026-11',
  },
  preliminaryAssumedShare: { source: 'Valuation brief, method 1.1 (30 %)', date: '2026-11' },
  preliminaryUnansweredShare: {
    source: 'Valuation brief, method 1.2 (more than a quarter of the qualitative questions unanswered)',
    date: '2026-12',
  },
  comparables: { source: METHOD, date: '2026-11' },
  benchmarks: {
    source:
      'Statistical disclosure control of magnitude tables as statistical agencies apply it to business data: ' +
      'a threshold rule (minimum contributors and units), an (n, k) dominance rule and rounding of published ' +
      'figures (Hundepool et al., Statistical Disclosure Control, Wiley 2012); the numbers (5 other websites, ' +
      '10 members, 1/3 of members, 1/2 of value or cost, 2 significant figures): Cakemix issue 26',
    date: '2026-11',
  },
  targetRatio: {
    source: 'Valuation brief, method 1.2 (2.0:1, the commonly quoted floor of the 2:1–3:1 target)',
    date: '2026-12',
  },
  plausibility: {
    source:
      'Valuation brief, method 1.2 (a unit value 3× or a third of the suggestion; a CPM 2× outside its range); 20 impressions per person of the audience: analyst judgement (reasons in docs/decisions/024)',
    date: '2026-12',
  },
};

/** The band a ratio falls in. */
export function ratioBand(ratio: number, rates: Rates = DEFAULT_RATES): RatioBand {
  let band: RatioBand = 'below_cost';
  for (const entry of rates.ratioBands) if (ratio >= entry.from) band = entry.band;
  return band;
}
