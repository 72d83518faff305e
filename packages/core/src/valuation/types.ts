import type { Objective } from '../profiles/options.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { PlausibilityFinding } from './plausibility.ts';
import type { RatioBand } from './rates.ts';

/** Version of the method; stored with every report so a reader knows how its numbers were made. */
export const METHODOLOGY_VERSION = '1.2.0';

/** The sections of value, in the order the engine adds them up and the report shows them. */
export const VALUE_SECTIONS = [
  'owned_media',
  'paid_media',
  'broadcast',
  'contractual_benefits',
  'hospitality',
  'activation',
  'custom',
] as const;
export type ValueSection = (typeof VALUE_SECTIONS)[number];

export const INPUT_SOURCES = ['actual', 'entered', 'default', 'override', 'derived', 'rate_card'] as const;
export type InputSource = (typeof INPUT_SOURCES)[number];

/** A named number that went into a line, and where it came from. */
export interface Input {
  name: string;
  value: number;
  /** actual: a measured figure (actual impressions); entered: typed in the property; default: from the
   * rates table because nothing was entered; override: the property's own rate; derived: computed from
   * other inputs (e.g. followers × reach); rate_card (method 1.2): the website's rate card. */
  source: InputSource;
  /** Property field path the input comes from, when it has one. */
  path?: string;
}

/**
 * One line of tangible value with its explanation as data: the inputs, the formula (a key the screens and
 * the PDF translate), and the value expected (100 % delivery) and delivered.
 */
export interface ValueLine {
  id: string;
  section: ValueSection;
  /** Channel, benefit or item the line values (a channel key, or an item's name). */
  subject: string;
  /** Item id for item lines. */
  itemId?: string;
  formula: FormulaKey;
  inputs: Input[];
  expectedCents: number;
  deliveredCents: number;
  /** Method 1.1: whether the intangible multiplier applies (media and rights value, not face value). */
  multiplied?: boolean;
  /** Method 1.1: the delivered value with every uncertain input at its low and at its high end. */
  range?: { lowCents: number; highCents: number };
  /** Method 1.1: how sure the line's figures are (see DataQuality). */
  quality?: DataSource;
  /** Method 1.2: the property's rights value, or the sponsor's own activation (reported apart). */
  side?: ValueSide;
  /** Method 1.2: the delivered value with every uncertain input at its P10 and at its P90, others at base. */
  interval?: { p10Cents: number; p90Cents: number };
  /** Method 1.2: one impression, one value — how this line's audience is shared with another line. */
  overlap?: LineOverlap;
  /** Method 1.2: where the line's rate comes from (a CPM, the value per engagement); absent without a rate. */
  rateOrigin?: RateOrigin;
  /**
   * Method 1.2: the delivered value as every table shows it, in cents of whole dollars: rounded once, by
   * largest remainder, so that the shown lines of a side (and the rights' intangible part) add up to its
   * shown total.
   */
  shownCents?: number;
}

/**
 * Method 1.2: what the property delivers through the rights (its media, contractual benefits, hospitality,
 * custom amounts) against what the sponsor buys or runs itself to activate them (paid media, activation
 * items). Activation never enters the rights-fee ratio.
 */
export const VALUE_SIDES = ['rights', 'activation'] as const;
export type ValueSide = (typeof VALUE_SIDES)[number];

/** Method 1.2: a rate's origin, as reports label it. "entered" is the property's own rate. */
export const RATE_ORIGINS = ['rate_card', 'default', 'entered'] as const;
export type RateOrigin = (typeof RATE_ORIGINS)[number];

/**
 * Method 1.2, one impression one value. A contractual benefit resting on the audience of one of the
 * property's media lines (a radio mention and the radio line, a rink board and in-venue signage, a broadcast
 * placement and the broadcast line, a sponsored post and the social line):
 * - `draws_from_line`: its impressions are taken out of that line, which shrinks by as many;
 * - `draws_from_line_and_adds`: it took all the line had left, and the rest is exposure the line never
 *   counted (valued as the exposure it adds);
 * - `adds_exposure`: the line had nothing left: its impressions are exposure the line does not count.
 * A media line benefits draw from: `shrunk_by_benefits`.
 */
export const OVERLAP_CODES = [
  'draws_from_line',
  'draws_from_line_and_adds',
  'adds_exposure',
  'shrunk_by_benefits',
] as const;
export type OverlapCode = (typeof OVERLAP_CODES)[number];

export interface LineOverlap {
  code: OverlapCode;
  /** A benefit: the media line whose audience it shares; a media line: the benefits drawing from it. */
  lineIds: string[];
  /** Delivered impressions taken out of the media line (by this benefit; from this line by all of them). */
  drawnImpressions: number;
  /** A benefit: delivered impressions beyond what the line had left (exposure it adds); 0 for a line. */
  addedImpressions: number;
}

/** Where a line's figures come from, most certain first. */
export const DATA_SOURCES = ['actual', 'entered', 'default'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export type FormulaKey =
  | 'media'
  | 'benefit'
  | 'hospitality'
  | 'hospitality_season'
  | 'activation_media'
  | 'activation_experiential'
  | 'custom_amount';

export interface Amounts {
  expectedCents: number;
  deliveredCents: number;
}

export interface ChannelImpressions {
  channel: CpmChannel;
  estimated: number;
  actual: number | null;
  /** Actual when known, else estimated × delivery. */
  delivered: number;
  /** True when the estimate was derived from the digital audience rather than entered. */
  derived: boolean;
}

export interface ScorePart {
  name: string;
  /** 0–100, or null when its input is missing (1.0: left out of the weighted mean; 1.1: scored neutral). */
  score: number | null;
  weight: number;
}

export interface Score {
  score: number;
  parts: ScorePart[];
  /** Method 1.1: the score with every unanswered part at 0 and at 100. */
  low?: number;
  high?: number;
}

export const WARNING_CODES = [
  'activation_over_budget',
  'no_cost',
  'no_impressions',
  'objectives_not_100',
  'no_tangible_value',
] as const;

export interface Warning {
  code: (typeof WARNING_CODES)[number];
  params: Record<string, number | string>;
}

/** A ratio and its band; no band while the report is preliminary. */
export interface Ratio {
  value: number | null;
  band: RatioBand | null;
}

/**
 * Why a report is preliminary: method 1.1's two, and method 1.2's: more than a quarter of the qualitative
 * questions unanswered, a plausibility warning not confirmed with a note, a ratio above 10:1.
 */
export const PRELIMINARY_REASONS = [
  'no_rights_fee',
  'assumed_share',
  'unanswered_questions',
  'unconfirmed_warnings',
  'ratio_above_limit',
] as const;
export type PreliminaryReason = (typeof PRELIMINARY_REASONS)[number];

/**
 * An input whose uncertainty moves the value: one line's input, a cause several lines share (a channel's
 * CPM, the value per engagement, the digital audience behind derived impressions), or a part of the
 * multiplier.
 */
export type SensitivityInput =
  | { kind: 'line'; lineId: string; input: string }
  | { kind: 'shared'; input: string; channel?: CpmChannel }
  | { kind: 'multiplier'; part: 'fit' | 'exclusivity' | 'clutter' | 'management' };

/** One bar of the tornado chart: the value with this input at its low and at its high end, others at base. */
export interface Sensitivity {
  key: string;
  input: SensitivityInput;
  lowCents: number;
  highCents: number;
}

export interface MissingInput {
  path: string;
  /** What the engine used instead, if anything. */
  defaultUsed: number | string | null;
  /** Method 1.1: an unanswered question scored neutral (rather than a figure taken from the rates table). */
  scored?: boolean;
}

/**
 * Method 1.1 figures a 1.0 result does not have. Under method 1.2: the value's joint extreme is the rights
 * value's stress bounds, the tornado moves the rights value, and data quality is the rights value's.
 */
export interface Uncertainty {
  /** Total value and the two ratios with every uncertain input at its low and high end. */
  value: { lowCents: number; highCents: number };
  ratio: { low: number; high: number } | null;
  rightsFeeRatio: { low: number; high: number } | null;
  /**
   * The inputs that move the value most, largest swing first (at most 8): each input alone at its low and
   * high end (1.2: its P10 and P90), the others at base; null when not asked for.
   */
  sensitivity: Sensitivity[] | null;
  /** Shares of tangible value (percent, adding up to 100) by where its figures come from; null without value. */
  dataQuality: Record<DataSource, number> | null;
  /** Null when the report is not preliminary. */
  preliminary: { reasons: PreliminaryReason[]; assumedShare: number } | null;
}

/** Method 1.2: a value's P10 and P90 (cents). */
export interface ValueInterval {
  p10Cents: number;
  p90Cents: number;
}

/** Method 1.2: a ratio as printed (two decimals), its P10–P90, and the band or bands it supports. */
export interface RatioReading {
  /** Two decimals, as printed ("1.06:1"); null without a denominator. */
  value: number | null;
  /** The ratio's P10 and P90, two decimals; null without a denominator. */
  interval: { p10: number; p90: number } | null;
  /**
   * One band when the interval lies within one; the lowest and the highest band it reaches when it crosses a
   * boundary ("between break-even and fair"); none while the report is preliminary or without a ratio.
   */
  bands: RatioBand[];
}

/** Method 1.2: the ratio above which a figure is itself a plausibility warning. */
export const RATIO_WARNING_LIMIT = 10;

/** Method 1.2: a report's plausibility warnings: the property's figures (with their notes) and the ratios. */
export type ReportWarning =
  | PlausibilityFinding
  | {
      rule: 'ratio';
      /** Which ratio: the rights-fee ratio (headline) or the programme ratio. */
      ratio: 'rights_fee' | 'programme';
      figure: number;
      limit: number;
    };

/** Where the target ratio of the fair rights fee comes from (rateCard.targetRatio on the server). */
export type TargetSource = 'profile' | 'website' | 'default';

/**
 * Method 1.2 (docs/valuation.md): rights value apart from activation, the two ratios, the P10–P90 interval,
 * the verdict, data quality, the fair rights fee and the report's warnings. Absent from 1.0 and 1.1 results.
 */
export interface Appraisal {
  /** What the property delivers through the rights (the `value` block of a 1.2 result says the same). */
  rights: {
    tangibleCents: number;
    intangibleCents: number;
    totalCents: number;
    expectedTotalCents: number;
    interval: ValueInterval;
    /** Method 1.1's joint extreme (every input at its P10, then every input at its P90): stress bounds. */
    stress: { lowCents: number; highCents: number };
  };
  /** What the sponsor buys or runs itself: its cost (the activation budget) and the value it generated. */
  activation: {
    costCents: number;
    valueCents: number;
    interval: ValueInterval;
  };
  /** The whole programme: rights value + activation value against rights fee + activation + in-kind. */
  programme: { valueCents: number; costCents: number; interval: ValueInterval };
  /** Rights value ÷ rights fee: the headline (0 for a property that delivers nothing). */
  rightsFeeRatio: RatioReading;
  /** (Rights value + activation value) ÷ (rights fee + activation + in-kind). */
  programmeRatio: RatioReading;
  /** The headline's verdict: the rights-fee ratio's band or bands, unless preliminary (then why). */
  verdict: { bands: RatioBand[]; preliminary: PreliminaryReason[] | null };
  /**
   * The rights fee at which the rights-fee ratio meets the target: rights value ÷ target, with its P10–P90.
   * Null when there is no rights value.
   */
  fairRightsFee: {
    cents: number;
    interval: ValueInterval;
    target: { ratio: number; source: TargetSource };
  } | null;
  dataQuality: {
    /** Shares of rights value (whole percent, adding up to 100) from actuals, entered figures, defaults. */
    value: Record<DataSource, number> | null;
    /** Qualitative questions the scores use, and how many were answered. */
    questions: { asked: number; answered: number; unansweredShare: number };
    /** Whether the property's audience is audited (null: not said; then read as unaudited). */
    audienceAudited: boolean | null;
  };
  /** The property's unusual figures (with the analyst's notes) and any ratio above 10:1. */
  warnings: ReportWarning[];
  /**
   * How the interval is built: each input's swing between its P10 and P90 (the tornado's bars), independent
   * inputs combined by the square root of the sum of squares, inputs sharing a cause moving together.
   */
  intervalMethod: 'root_sum_square';
  /** Whole-dollar amounts as every table shows them (each line's own is its `shownCents`). */
  shown: {
    rightsTangibleCents: number;
    rightsIntangibleCents: number;
    rightsTotalCents: number;
    activationCents: number;
    sections: Record<ValueSection, number>;
  };
}

export interface ValuationResult {
  methodologyVersion: string;
  currency: 'CAD';
  lines: ValueLine[];
  sections: Record<ValueSection, Amounts>;
  tangible: Amounts;
  impressions: { byChannel: ChannelImpressions[]; estimated: number; delivered: number };
  assets: { expected: number; delivered: number };
  scores: {
    objectives: Record<Objective, Score>;
    personality: number | null;
    demographic: number | null;
    geographic: number | null;
    management: Score;
    fit: { score: number; weights: Record<Objective, number> };
  };
  multiplier: {
    value: number;
    unclamped: number;
    parts: { base: number; fit: number; exclusivity: number; clutter: number; management: number };
  };
  /** Under method 1.2, the rights value (activation is in `appraisal.activation`). */
  value: {
    tangibleCents: number;
    intangibleCents: number;
    totalCents: number;
    expectedTotalCents: number;
    /** Method 1.1: the delivered tangible value the multiplier applies to (media and rights). */
    multipliedCents?: number;
  };
  cost: {
    rightsFeeCents: number;
    activationBudgetCents: number;
    activationBudgetParts: Record<string, number>;
    inKindCents: number;
    totalCents: number;
    activationItemsCents: number;
  };
  /** All-in: total value ÷ (rights fee + activation + in-kind); under 1.2, the programme ratio. */
  ratio: Ratio;
  /** Method 1.1: total value ÷ rights fee alone. */
  rightsFeeRatio?: Ratio;
  /**
   * Method 1.1: the range, what moves it, data quality, preliminary. Under 1.2 the range is the rights
   * value's stress bounds, and the tornado moves each input between its P10 and P90.
   */
  uncertainty?: Uncertainty;
  /** Method 1.2: rights and activation apart, the interval, the verdict, the fair rights fee. */
  appraisal?: Appraisal;
  cpm: {
    /** Effective CPM: cost per thousand delivered impressions, in cents. */
    effectiveCents: number | null;
    /** Impression-weighted market CPM of the property's channels, in cents. */
    marketCents: number | null;
  };
  customIndicators: {
    id: string;
    name: string;
    type: 'amount' | 'percent' | 'decimal';
    value: number | null;
    countsTowardValue: boolean;
  }[];
  warnings: Warning[];
  missing: MissingInput[];
}
