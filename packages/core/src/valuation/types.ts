import type { Objective } from '../profiles/schema.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { RatioBand } from './rates.ts';

/** Version of the method; stored with every report so a reader knows how its numbers were made. */
export const METHODOLOGY_VERSION = '1.0.0';

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

/** A named number that went into a line, and where it came from. */
export interface Input {
  name: string;
  value: number;
  /** entered: typed in the property; default: from the rates table because nothing was entered;
   * override: the property's own rate; derived: computed from other inputs (e.g. followers × reach). */
  source: 'entered' | 'default' | 'override' | 'derived';
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
}

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
  /** 0–100, or null when its input is missing (then it is left out of the weighted mean). */
  score: number | null;
  weight: number;
}

export interface Score {
  score: number;
  parts: ScorePart[];
}

export interface Warning {
  code: 'activation_over_budget' | 'no_cost' | 'no_impressions' | 'objectives_not_100' | 'no_tangible_value';
  params: Record<string, number | string>;
}

export interface MissingInput {
  path: string;
  /** What the engine used instead, if anything. */
  defaultUsed: number | string | null;
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
  value: { tangibleCents: number; intangibleCents: number; totalCents: number; expectedTotalCents: number };
  cost: {
    rightsFeeCents: number;
    activationBudgetCents: number;
    activationBudgetParts: Record<string, number>;
    inKindCents: number;
    totalCents: number;
    activationItemsCents: number;
  };
  ratio: { value: number | null; band: RatioBand | null };
  cpm: {
    /** Cost per thousand delivered impressions, in cents. */
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
