import type { Benefit } from '../benefits/schema.ts';
import {
  IMPRESSION_READINGS,
  type ImpressionReading,
  OWNED_MEDIA_LINES,
  type OwnedMediaLine,
  type PlausibilityConfirmation,
  plausibilityKeys,
} from '../properties/confirmations.ts';
import { CPM_CHANNELS, type CpmChannel } from '../properties/options.ts';
import type { MediaLine, PropertyData } from '../properties/schema.ts';
import { benefitUnitValue } from './benefit-value.ts';
import type { Rates } from './rates.ts';

/**
 * Plausibility warnings (valuation method 1.2): figures entered on the property that lie far from what the
 * method would expect, so that a slip (an extra zero, a season total typed as a game's) or an unsupported
 * figure is seen before it reaches a report. A warning is not an error: the analyst checks the figure and
 * either corrects it or confirms it with a note, kept with the property (properties/confirmations.ts).
 *
 * Three rules, each threshold an entry of the rates table (`rates.plausibility`):
 * - **unit value**: a contractual benefit's unit value more than `unitValueFactor` times the catalogue's
 *   suggestion for this property (benefit-value.ts, with the website's rates), or under the suggestion
 *   divided by it;
 * - **CPM**: a CPM the property sets for a channel above `cpmRangeFactor` times the top of the channel's
 *   published range, or under its bottom divided by it (the range in the website's rates: a website's own
 *   CPM moves its channel's range in proportion);
 * - **impressions**: a line of the property's own media (promotional plan, broadcast) claiming more than
 *   `impressionsPerPerson` impressions in a season per person of the audience it reaches: the direct
 *   audience for signage, the digital audience for digital and social lines, and for the lines whose audience
 *   the form does not ask (print, TV, radio, broadcast, streaming), or when a line's own audience is not
 *   given, the whole audience the property states (direct and digital). Without any audience, nothing is
 *   compared: an unknown audience is not a zero one.
 * (The fourth rule of the method, a ratio over 10:1, needs the valuation: the report applies it.)
 *
 * Pure and deterministic: the form runs it on every keystroke, the server when it builds a report.
 */

export const PLAUSIBILITY_RULES = ['unit_value', 'cpm', 'impressions'] as const;
export type PlausibilityRule = (typeof PLAUSIBILITY_RULES)[number];

/** The audience a line's impressions are compared with. */
export type AudienceKind = 'direct' | 'digital' | 'whole';

interface FindingBase {
  /** Stable while other fields change (a list item is named by its id): what a confirmation refers to. */
  key: string;
  /** Where the figure is entered now, list items by position (the form's field name). */
  path: string;
  /** The figure as entered. */
  figure: number;
  /** Whether the figure is above the plausible span or below it. */
  direction: 'above' | 'below';
  /** The end of the plausible span the figure lies beyond. */
  limit: number;
  /** The property's confirmation of this figure's field, whatever figure it confirmed; null: none. */
  confirmation: PlausibilityConfirmation | null;
  /** Whether the confirmation is of this very figure (a changed figure needs confirming again). */
  confirmed: boolean;
}

export interface UnitValueFinding extends FindingBase {
  rule: 'unit_value';
  /** The contractual benefit item, and the catalogue benefit it comes from. */
  itemId: string;
  itemName: string;
  benefitId: number;
  /** The catalogue's suggested unit value for this property, in dollars. */
  reference: number;
  factor: number;
}

export interface CpmFinding extends FindingBase {
  rule: 'cpm';
  channel: CpmChannel;
  /** The channel's published low–high range in the rates used, in dollars per 1,000 impressions. */
  range: { low: number; high: number };
  factor: number;
}

export interface ImpressionsFinding extends FindingBase {
  rule: 'impressions';
  line: OwnedMediaLine;
  reading: ImpressionReading;
  /** The audience compared with, and how many people (followers, visits…) it counts. */
  audience: { kind: AudienceKind; people: number };
  /** Impressions per person of that audience. */
  perPerson: number;
  multiple: number;
}

export type PlausibilityFinding = UnitValueFinding | CpmFinding | ImpressionsFinding;

/** What the checks compare with besides the property: the website's rates and the benefits catalogue. */
export interface PlausibilityReferences {
  rates: Rates;
  /** The catalogue benefits the property's contractual benefits come from (others are ignored). */
  catalogue: readonly Benefit[];
}

type Span = { low: number; high: number };

/** Where a figure lies against its plausible span (both ends included in the span). */
function outside(figure: number, span: Span): Pick<FindingBase, 'direction' | 'limit'> | null {
  if (figure > span.high) return { direction: 'above', limit: span.high };
  if (figure < span.low) return { direction: 'below', limit: span.low };
  return null;
}

type Confirmations = ReadonlyMap<string, PlausibilityConfirmation>;

/** A finding's confirmation: the property's, for this key, and whether it confirmed this figure. */
function confirmationOf(
  confirmations: Confirmations,
  key: string,
  figure: number,
): Pick<FindingBase, 'confirmation' | 'confirmed'> {
  const confirmation = confirmations.get(key) ?? null;
  return { confirmation, confirmed: confirmation !== null && confirmation.figure === figure };
}

/** Contractual benefits from the catalogue whose unit value is far from the catalogue's suggestion. */
function unitValueFindings(
  property: PropertyData,
  { rates, catalogue }: PlausibilityReferences,
  confirmations: Confirmations,
): UnitValueFinding[] {
  const factor = rates.plausibility.unitValueFactor;
  const byId = new Map(catalogue.map((benefit) => [benefit.id, benefit]));
  return property.owned_media.contractual_benefits.flatMap((item, index): UnitValueFinding[] => {
    const benefit = item.benefit_id === null ? undefined : byId.get(item.benefit_id);
    if (!benefit || item.unit_value === null) return [];
    const reference = benefitUnitValue(benefit, property, rates).unitValue;
    // A suggestion of nothing (no audience, no default) says nothing about the figure.
    if (!(reference > 0)) return [];
    // In cents, so that a figure exactly at the limit is inside it whatever the float noise.
    const figureCents = Math.round(item.unit_value * 100);
    const referenceCents = Math.round(reference * 100);
    const place = outside(figureCents, { low: referenceCents / factor, high: referenceCents * factor });
    if (!place) return [];
    const key = plausibilityKeys.unitValue(item.id);
    return [
      {
        rule: 'unit_value',
        key,
        path: `owned_media.contractual_benefits.${index}.unit_value`,
        figure: item.unit_value,
        direction: place.direction,
        // The last figure in the span, in whole cents (the span's ends may fall between two cents).
        limit: (place.direction === 'above' ? Math.floor(place.limit) : Math.ceil(place.limit)) / 100,
        ...confirmationOf(confirmations, key, item.unit_value),
        itemId: item.id,
        itemName: item.name,
        benefitId: benefit.id,
        reference,
        factor,
      },
    ];
  });
}

/** CPMs the property sets far outside their channel's published range. */
function cpmFindings(property: PropertyData, rates: Rates, confirmations: Confirmations): CpmFinding[] {
  const factor = rates.plausibility.cpmRangeFactor;
  return CPM_CHANNELS.flatMap((channel): CpmFinding[] => {
    const figure = property.owned_media.cpm_overrides[channel];
    if (figure === null) return [];
    const range = rates.cpmRange[channel];
    // Rounded to the cent: a CPM is entered in cents, and a limit of 121.8000001 must not warn at 121.80.
    const span = {
      low: Math.round((range.low / factor) * 100) / 100,
      high: Math.round(range.high * factor * 100) / 100,
    };
    const place = outside(figure, span);
    if (!place) return [];
    const key = plausibilityKeys.cpm(channel);
    return [
      {
        rule: 'cpm',
        key,
        path: key,
        figure,
        ...place,
        ...confirmationOf(confirmations, key, figure),
        channel,
        range: { ...range },
        factor,
      },
    ];
  });
}

/** The audiences a property states for a season: in person, online, and both. Null when not given. */
function audiences(property: PropertyData): Record<AudienceKind, number | null> {
  const direct = property.target.direct_cumulative_audience || null;
  const online = property.general.digital_audiences.reduce((sum, a) => sum + (a.audience ?? 0), 0);
  const digital = online > 0 ? online : null;
  const whole = (direct ?? 0) + (digital ?? 0);
  return { direct, digital, whole: whole > 0 ? whole : null };
}

/** The audience each line of the property's own media reaches (the form asks no audience for the others). */
const LINE_AUDIENCE: Record<OwnedMediaLine, AudienceKind> = {
  'owned_media.promotional_plan.signage': 'direct',
  'owned_media.promotional_plan.print': 'whole',
  'owned_media.promotional_plan.digital': 'digital',
  'owned_media.promotional_plan.tv': 'whole',
  'owned_media.promotional_plan.radio': 'whole',
  'owned_media.promotional_plan.social': 'digital',
  'owned_media.broadcast.broadcast': 'whole',
  'owned_media.broadcast.streaming': 'whole',
  'owned_media.broadcast.social_media': 'digital',
};

function mediaLine(property: PropertyData, line: OwnedMediaLine): MediaLine {
  const [, section, channel] = line.split('.') as [string, 'promotional_plan' | 'broadcast', string];
  return (property.owned_media[section] as Record<string, MediaLine>)[channel] as MediaLine;
}

/** Media lines claiming more impressions in a season than their audience can plausibly give. */
function impressionFindings(
  property: PropertyData,
  rates: Rates,
  confirmations: Confirmations,
): ImpressionsFinding[] {
  const multiple = rates.plausibility.impressionsPerPerson;
  const stated = audiences(property);
  return OWNED_MEDIA_LINES.flatMap((line) => {
    const own = LINE_AUDIENCE[line];
    const kind: AudienceKind = stated[own] === null ? 'whole' : own;
    const people = stated[kind];
    if (people === null) return [];
    return IMPRESSION_READINGS.flatMap((reading): ImpressionsFinding[] => {
      const figure = mediaLine(property, line)[reading];
      if (figure === null || figure <= people * multiple) return [];
      const key = plausibilityKeys.impressions(line, reading);
      return [
        {
          rule: 'impressions',
          key,
          path: key,
          figure,
          direction: 'above',
          limit: people * multiple,
          ...confirmationOf(confirmations, key, figure),
          line,
          reading,
          audience: { kind, people },
          perPerson: figure / people,
          multiple,
        },
      ];
    });
  });
}

/**
 * Every plausibility warning on a property's figures, in the form's order (promotional plan, contractual
 * benefits, broadcast, CPMs), each with the property's confirmation when it has one.
 */
export function plausibilityFindings(
  property: PropertyData,
  references: PlausibilityReferences,
): PlausibilityFinding[] {
  const confirmations = new Map(property.plausibility.confirmations.map((c) => [c.key, c]));
  const impressions = impressionFindings(property, references.rates, confirmations);
  const isPlan = (finding: ImpressionsFinding) => finding.line.startsWith('owned_media.promotional_plan.');
  return [
    ...impressions.filter(isPlan),
    ...unitValueFindings(property, references, confirmations),
    ...impressions.filter((finding) => !isPlan(finding)),
    ...cpmFindings(property, references.rates, confirmations),
  ];
}

/** The warnings the analyst has not confirmed (a report with any is preliminary: method 1.2). */
export function unconfirmedFindings(findings: readonly PlausibilityFinding[]): PlausibilityFinding[] {
  return findings.filter((finding) => !finding.confirmed);
}

/**
 * The property's confirmations with this finding's figure confirmed (a new note, or a changed one), or its
 * confirmation withdrawn (`note` null).
 */
export function withConfirmation(
  confirmations: readonly PlausibilityConfirmation[],
  finding: Pick<PlausibilityFinding, 'key' | 'figure'>,
  note: string | null,
): PlausibilityConfirmation[] {
  const others = confirmations.filter((c) => c.key !== finding.key);
  return note === null ? others : [...others, { key: finding.key, figure: finding.figure, note }];
}
