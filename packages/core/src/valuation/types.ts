import type { Objective } from '../profiles/schema.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { RatioBand } from './rates.ts';

/** Version of the method; stored with every report so a reader knows how its numbers were made. */
export const METHODOLOGY_VERSION = '1.1.0';

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

export const INPUT_SOURCES = ['actual', 'entered', 'default', 'override', 'derived'] as const;
export type InputSource = (typeof INPUT_SOURCES)[number];

/** A named number that went into a line, and where it came from. */
export interface Input {
  name: string;
  value: number;
  /** actual: a measured figure (actual impressions); entered: typed in the property; default: from the
   * rates table because nothing was entered; override: the property's own rate; derived: computed from
   * other inputs (e.g. followers × reach). */
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

/** Why a report is preliminary (method 1.1). */
export const PRELIMINARY_REASONS = ['no_rights_fee', 'assumed_share'] as const;
export type PreliminaryReason = (typeof PRELIMINARY_REASONS)[number];

/**
 * An input whose uncertainty moves the value: one line's input, a rate shared by lines (a channel's CPM,
 * the campaign length), or a part of the multiplier.
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

/** Method 1.1 figures a 1.0 result does not have. */
export interface Uncertainty {
  /** Total value and the two ratios with every uncertain input at its low and high end. */
  value: { lowCents: number; highCents: number };
  ratio: { low: number; high: number } | null;
  rightsFeeRatio: { low: number; high: number } | null;
  /** The inputs that move the value most, largest swing first (at most 8); null when not asked for. */
  sensitivity: Sensitivity[] | null;
  /** Shares of tangible value (percent, adding up to 100) by where its figures come from; null without value. */
  dataQuality: Record<DataSource, number> | null;
  /** Null when the report is not preliminary. */
  preliminary: { reasons: PreliminaryReason[]; assumedShare: number } | null;
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
  /** All-in: total value ÷ (rights fee + activation + in-kind). */
  ratio: Ratio;
  /** Method 1.1: total value ÷ rights fee alone. */
  rightsFeeRatio?: Ratio;
  /** Method 1.1: the range, what moves it, data quality, preliminary. */
  uncertainty?: Uncertainty;
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
