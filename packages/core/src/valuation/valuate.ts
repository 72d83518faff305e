import type { BrandProfileData } from '../profiles/schema.ts';
import { ACTIVATION_BUDGET_PARTS } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import { type EngineContext, noteMissing, toCents } from './context.ts';
import { type Factor, factorInput, factorKey } from './range.ts';
import { DEFAULT_RATES, type Rates, ratioBand } from './rates.ts';
import {
  demographicFit,
  exclusivityCount,
  geographicFit,
  managementScore,
  objectiveScores,
  overallFit,
  personalityFit,
  sponsorCount,
} from './scores.ts';
import {
  activationLines,
  type BuiltLine,
  benefitLines,
  customLines,
  hospitalityLines,
  mediaLines,
} from './tangible.ts';
import {
  type Amounts,
  type DataSource,
  METHODOLOGY_VERSION,
  type PreliminaryReason,
  type Ratio,
  type Sensitivity,
  VALUE_SECTIONS,
  type ValuationResult,
  type ValueLine,
  type ValueSection,
  type Warning,
} from './types.ts';

const SECTIONS: readonly ValueSection[] = VALUE_SECTIONS;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The multiplier's adjustable parts, from which it is added up and clamped. */
interface MultiplierInputs {
  fit: number;
  exclusivities: number;
  sponsors: number;
  management: number;
}

function multiplierParts(rates: Rates, x: MultiplierInputs) {
  const m = rates.multiplier;
  return {
    base: 1,
    fit: round4((m.fitSwing * (x.fit - 50)) / 50),
    exclusivity: round4(m.exclusivityBonus * x.exclusivities),
    // Written as 0 − x so that no clutter is 0, not −0.
    clutter:
      0 -
      round4(
        Math.min(
          m.clutterPenaltyMax,
          m.clutterPenaltyPerSponsor * Math.max(0, x.sponsors - m.clutterThreshold),
        ),
      ),
    management: round4((m.managementSwing * (x.management - 50)) / 50),
  };
}

function multiplierOf(rates: Rates, x: MultiplierInputs): { value: number; unclamped: number } {
  const p = multiplierParts(rates, x);
  const unclamped = round4(p.base + p.fit + p.exclusivity + p.clutter + p.management);
  return { value: Math.min(rates.multiplier.max, Math.max(rates.multiplier.min, unclamped)), unclamped };
}

/** The total value: the multiplied lines × the multiplier, plus the face-value lines. */
function totalAt(multiplier: number, multipliedCents: number, faceCents: number): number {
  return Math.round(multipliedCents * multiplier) + faceCents;
}

function ratioRange(lowCents: number, highCents: number, costCents: number) {
  return costCents > 0 ? { low: round4(lowCents / costCents), high: round4(highCents / costCents) } : null;
}

function ratioOf(valueCents: number, costCents: number, rates: Rates, banded: boolean): Ratio {
  if (costCents <= 0) return { value: null, band: null };
  const value = round4(valueCents / costCents);
  return { value, band: banded ? ratioBand(value, rates) : null };
}

/** Whole percentages of the three sources that add up to 100 (largest remainder), null when all are 0. */
export function percentShares(parts: Record<DataSource, number>): Record<DataSource, number> | null {
  const total = parts.actual + parts.entered + parts.default;
  if (total <= 0) return null;
  const exact = [(parts.actual * 100) / total, (parts.entered * 100) / total, (parts.default * 100) / total];
  const shares = exact.map(Math.floor);
  let left = 100 - (shares[0] ?? 0) - (shares[1] ?? 0) - (shares[2] ?? 0);
  // The points left go to the largest remainders, ties to the first source.
  const order = [0, 1, 2].sort((i, j) => ((exact[j] ?? 0) % 1) - ((exact[i] ?? 0) % 1) || i - j);
  for (const i of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return { actual: shares[0] ?? 0, entered: shares[1] ?? 0, default: shares[2] ?? 0 };
}

export interface ValuateOptions {
  /**
   * Also rank the inputs that move the value most (the report's tornado). Reports ask for it; the lists,
   * comparables and live estimates, which value many properties and show no tornado, do not.
   */
  tornado?: boolean;
}

/**
 * Values a sponsorship property for a brand (docs/valuation.md, method 1.1): tangible value line by line,
 * qualitative scores weighted by the brand's objectives, an intangible multiplier on media and rights value,
 * face-value lines added after it, cost, two value-to-cost ratios, effective CPM, and how sure all of it is
 * (range, the inputs that move it most, data quality, preliminary). Pure and deterministic: no I/O, no
 * clock; money in integer cents, each total the exact sum of its lines. Never throws on schema-valid input,
 * however sparse; what it had to assume is listed in `missing`.
 */
export function valuate(
  property: PropertyData,
  profile: BrandProfileData,
  rates: Rates = DEFAULT_RATES,
  options: ValuateOptions = {},
): ValuationResult {
  const ctx: EngineContext = { property, rates, missing: [], tornado: options.tornado === true };

  // Tangible value.
  const media = mediaLines(ctx);
  const built = media.lines;
  for (const more of [benefitLines(ctx), hospitalityLines(ctx), activationLines(ctx), customLines(ctx)])
    for (const b of more) built.push(b);
  const lines: ValueLine[] = [];
  const sections = {} as Record<ValueSection, Amounts>;
  for (const section of SECTIONS) sections[section] = { expectedCents: 0, deliveredCents: 0 };
  const tangible = { expectedCents: 0, deliveredCents: 0 };
  const multipliedLines = { expectedCents: 0, deliveredCents: 0 };
  for (const { line } of built) {
    lines.push(line);
    const section = sections[line.section];
    section.expectedCents += line.expectedCents;
    section.deliveredCents += line.deliveredCents;
    tangible.expectedCents += line.expectedCents;
    tangible.deliveredCents += line.deliveredCents;
    if (line.multiplied) {
      multipliedLines.expectedCents += line.expectedCents;
      multipliedLines.deliveredCents += line.deliveredCents;
    }
  }
  let deliveredImpressions = 0;
  let estimatedImpressions = 0;
  for (const c of media.impressions) {
    deliveredImpressions += c.delivered;
    estimatedImpressions += c.estimated;
  }

  // Qualitative scores.
  const personality = personalityFit(ctx, profile);
  const demographic = demographicFit(ctx, profile);
  const geographic = geographicFit(ctx, profile);
  const management = managementScore(ctx);
  const objectives = objectiveScores(ctx, {
    personality,
    demographic,
    geographic,
    deliveredImpressions,
    hospitalityCents: sections.hospitality.deliveredCents,
  });
  const fit = overallFit(profile, objectives);

  // Intangible multiplier, on media and rights value only; unknown exclusivity and clutter adjust nothing.
  const exclusivities = exclusivityCount(ctx);
  const sponsors = sponsorCount(ctx);
  if (exclusivities === null) noteMissing(ctx, 'general.exclusivity', 0);
  if (sponsors === null) noteMissing(ctx, 'relevance.sponsor_counts', 0);
  const baseInputs: MultiplierInputs = {
    fit: fit.score,
    exclusivities: exclusivities ?? 0,
    sponsors: sponsors ?? 0,
    management: management.score,
  };
  const parts = multiplierParts(rates, baseInputs);
  const { value: multiplier, unclamped } = multiplierOf(rates, baseInputs);
  const faceCents = tangible.deliveredCents - multipliedLines.deliveredCents;
  const totalCents = totalAt(multiplier, multipliedLines.deliveredCents, faceCents);

  // Cost: rights fee + activation budget + in-kind. Activation items break the budget down: an item costs
  // its cost (which includes any media buy) plus its production cost; they are compared with the budget,
  // never added to it.
  const { management: mgmt } = property;
  const activationBudgetParts = Object.fromEntries(
    ACTIVATION_BUDGET_PARTS.map((part) => [part, toCents(mgmt.activation_budget[part])]),
  );
  const activationBudgetCents = Object.values(activationBudgetParts).reduce((t, c) => t + c, 0);
  const rightsFeeCents = toCents(mgmt.rights_fee);
  const inKindCents = toCents(mgmt.in_kind_value);
  const costCents = rightsFeeCents + activationBudgetCents + inKindCents;
  const activationItemsCents = property.activation.items.reduce(
    (t, item) => t + Math.max(toCents(item.cost), toCents(item.media_buy)) + toCents(item.production_cost),
    0,
  );

  const warnings: Warning[] = [];
  if (mgmt.rights_fee === null) noteMissing(ctx, 'management.rights_fee', 0);
  if (activationItemsCents > activationBudgetCents) {
    warnings.push({
      code: 'activation_over_budget',
      params: { itemsCents: activationItemsCents, budgetCents: activationBudgetCents },
    });
  }
  if (costCents === 0) warnings.push({ code: 'no_cost', params: {} });
  if (deliveredImpressions === 0) warnings.push({ code: 'no_impressions', params: {} });
  if (tangible.deliveredCents === 0) warnings.push({ code: 'no_tangible_value', params: {} });
  if (fit.objectivesTotal !== 100)
    warnings.push({ code: 'objectives_not_100', params: { total: fit.objectivesTotal } });

  // How sure: data quality, preliminary, range and what moves it.
  const bySource = { actual: 0, entered: 0, default: 0 };
  for (const line of lines) bySource[line.quality ?? 'default'] += line.deliveredCents;
  const assumedShare = tangible.deliveredCents > 0 ? round4(bySource.default / tangible.deliveredCents) : 0;
  const reasons: PreliminaryReason[] = [];
  if (mgmt.rights_fee === null) reasons.push('no_rights_fee');
  if (assumedShare > rates.preliminaryAssumedShare) reasons.push('assumed_share');
  const banded = reasons.length === 0;
  const ratio = ratioOf(totalCents, costCents, rates, banded);
  const rightsFeeRatio = ratioOf(totalCents, rightsFeeCents, rates, banded);

  const lowInputs: MultiplierInputs = {
    fit: fit.low,
    exclusivities: exclusivities ?? 0,
    sponsors:
      sponsors ??
      rates.multiplier.clutterThreshold +
        rates.multiplier.clutterPenaltyMax / rates.multiplier.clutterPenaltyPerSponsor,
    management: management.low,
  };
  const highInputs: MultiplierInputs = {
    fit: fit.high,
    exclusivities: exclusivities ?? 3,
    sponsors: sponsors ?? 0,
    management: management.high,
  };
  let multipliedLow = 0;
  let multipliedHigh = 0;
  let faceLow = 0;
  let faceHigh = 0;
  for (const line of lines) {
    const r = line.range ?? { lowCents: line.deliveredCents, highCents: line.deliveredCents };
    if (line.multiplied) {
      multipliedLow += r.lowCents;
      multipliedHigh += r.highCents;
    } else {
      faceLow += r.lowCents;
      faceHigh += r.highCents;
    }
  }
  const valueLow = totalAt(multiplierOf(rates, lowInputs).value, multipliedLow, faceLow);
  const valueHigh = totalAt(multiplierOf(rates, highInputs).value, multipliedHigh, faceHigh);

  const marketCents =
    deliveredImpressions > 0
      ? Math.round(
          media.impressions.reduce((t, c) => {
            const override = property.owned_media.cpm_overrides[c.channel];
            return t + c.delivered * (override ?? rates.cpm[c.channel]) * 100;
          }, 0) / deliveredImpressions,
        )
      : null;

  return {
    methodologyVersion: METHODOLOGY_VERSION,
    currency: 'CAD',
    lines,
    sections,
    tangible,
    impressions: {
      byChannel: media.impressions,
      estimated: estimatedImpressions,
      delivered: deliveredImpressions,
    },
    assets: assetCounts(property),
    scores: {
      objectives,
      personality,
      demographic,
      geographic,
      management: {
        score: management.score,
        parts: management.parts,
        low: management.low,
        high: management.high,
      },
      fit: { score: fit.score, weights: fit.weights },
    },
    multiplier: { value: multiplier, unclamped, parts },
    value: {
      tangibleCents: tangible.deliveredCents,
      intangibleCents: totalCents - tangible.deliveredCents,
      totalCents,
      expectedTotalCents:
        Math.round(multipliedLines.expectedCents * multiplier) +
        tangible.expectedCents -
        multipliedLines.expectedCents,
      multipliedCents: multipliedLines.deliveredCents,
    },
    cost: {
      rightsFeeCents,
      activationBudgetCents,
      activationBudgetParts,
      inKindCents,
      totalCents: costCents,
      activationItemsCents,
    },
    ratio,
    rightsFeeRatio,
    uncertainty: {
      value: { lowCents: valueLow, highCents: valueHigh },
      ratio: ratioRange(valueLow, valueHigh, costCents),
      rightsFeeRatio: ratioRange(valueLow, valueHigh, rightsFeeCents),
      sensitivity: !options.tornado
        ? null
        : sensitivity(built, {
            rates,
            multiplier,
            totalCents,
            multipliedCents: multipliedLines.deliveredCents,
            faceCents,
            base: baseInputs,
            low: lowInputs,
            high: highInputs,
            valueLow,
            valueHigh,
          }),
      dataQuality: percentShares(bySource),
      preliminary: banded ? null : { reasons, assumedShare },
    },
    cpm: {
      effectiveCents: deliveredImpressions > 0 ? Math.round((costCents * 1000) / deliveredImpressions) : null,
      marketCents,
    },
    customIndicators: property.custom_metrics.items.map((metric) => ({
      id: metric.id,
      name: metric.name,
      type: metric.data_type,
      value: metric.value,
      countsTowardValue: metric.data_type === 'amount' && metric.counts_toward_value,
    })),
    warnings,
    missing: ctx.missing,
  };
}

/** The tornado: at most this many inputs, the ones that move the value most. */
export const TORNADO_SIZE = 8;

/** What the tornado needs of the valuation: the multiplier's inputs at base, low and high, and the totals. */
interface SwingContext {
  rates: Rates;
  multiplier: number;
  totalCents: number;
  multipliedCents: number;
  faceCents: number;
  base: MultiplierInputs;
  low: MultiplierInputs;
  high: MultiplierInputs;
  /** The whole range: a bar never reaches past it (it is summed from lines rounded one by one). */
  valueLow: number;
  valueHigh: number;
}

interface Swing {
  factor: Factor | null;
  part: MultiplierPart | null;
  /** Built when needed: to break a tie, or for the bars kept. */
  key: string | null;
  low: number;
  high: number;
  /** In whole cents, as the reader sees it: set by keepLargest. */
  width: number;
}

const keyOf = (swing: Swing): string => (swing.key ??= swing.factor ? factorKey(swing.factor) : '');

/**
 * Keeps the TORNADO_SIZE largest swings, largest first, ties in key order; each within the whole range
 * (`floor`, `ceiling`: the range's ends less the total).
 */
function keepLargest(top: Swing[], swing: Swing, floor: number, ceiling: number) {
  swing.low = Math.max(floor, swing.low);
  swing.high = Math.min(ceiling, swing.high);
  const width = Math.round(swing.high) - Math.round(swing.low);
  swing.width = width;
  if (width <= 0) return;
  let at = top.length;
  while (at > 0) {
    const other = top[at - 1] as Swing;
    if (other.width > width || (other.width === width && keyOf(other) <= keyOf(swing))) break;
    at--;
  }
  if (at >= TORNADO_SIZE) return;
  top.splice(at, 0, swing);
  if (top.length > TORNADO_SIZE) top.pop();
}

function multiplierTotal(c: SwingContext, x: MultiplierInputs): number {
  return totalAt(multiplierOf(c.rates, x).value, c.multipliedCents, c.faceCents);
}

/**
 * Each input's swing: the total value with that input at its low and at its high end, every other input
 * at base. A line input moves its line (times the multiplier when the line is multiplied); a shared input
 * (a channel's CPM: one factor object in every line of the channel) moves every line that uses it; a
 * multiplier part moves the multiplier. Computed from the lines' factors, not by valuing again: this runs
 * inside every valuation.
 */
function sensitivity(built: BuiltLine[], c: SwingContext): Sensitivity[] {
  const top: Swing[] = [];
  const shared = new Map<Factor, Swing>();
  const floor = c.valueLow - c.totalCents;
  const ceiling = c.valueHigh - c.totalCents;
  for (const { line, coefficient, factors } of built) {
    if (!factors) continue;
    const scale = line.multiplied ? c.multiplier : 1;
    {
      // The product of the other factors' bases, by dividing the whole product (or multiplying afresh
      // when a base is 0).
      let whole = coefficient * scale;
      let zeros = 0;
      for (const f of factors)
        if (f.base === 0) zeros++;
        else whole *= f.base;
      if (zeros > 1) continue;
      for (const f of factors) {
        if (f.low === f.base && f.high === f.base) continue;
        const others = zeros === 0 ? whole / f.base : f.base === 0 ? whole : 0;
        if (others === 0) continue;
        const low = others * (f.low - f.base);
        const high = others * (f.high - f.base);
        if (f.lineId === null) {
          const entry = shared.get(f);
          if (entry) {
            entry.low += low;
            entry.high += high;
          } else shared.set(f, { factor: f, part: null, key: null, low, high, width: 0 });
          continue;
        }
        // Most inputs move the value less than the smallest bar kept: skip them without building anything.
        const smallest = top.length < TORNADO_SIZE ? 1 : (top[top.length - 1] as Swing).width;
        if (Math.min(ceiling, high) - Math.max(floor, low) < smallest - 1) continue;
        keepLargest(top, { factor: f, part: null, key: null, low, high, width: 0 }, floor, ceiling);
      }
    }
  }
  for (const swing of shared.values()) keepLargest(top, swing, floor, ceiling);
  for (const part of MULTIPLIER_PARTS) {
    const low = { ...c.base };
    const high = { ...c.base };
    low[part.input] = c.low[part.input];
    high[part.input] = c.high[part.input];
    keepLargest(
      top,
      {
        factor: null,
        part,
        key: `multiplier.${part.name}`,
        low: multiplierTotal(c, low) - c.totalCents,
        high: multiplierTotal(c, high) - c.totalCents,
        width: 0,
      },
      floor,
      ceiling,
    );
  }
  return top.map((swing) => ({
    key: keyOf(swing),
    input: swing.part ? { kind: 'multiplier', part: swing.part.name } : factorInput(swing.factor as Factor),
    lowCents: c.totalCents + Math.round(swing.low),
    highCents: c.totalCents + Math.round(swing.high),
  }));
}

type MultiplierPart = (typeof MULTIPLIER_PARTS)[number];

/** The multiplier's parts the tornado shows, and the input of each. */
const MULTIPLIER_PARTS = [
  { name: 'fit', input: 'fit' },
  { name: 'exclusivity', input: 'exclusivities' },
  { name: 'clutter', input: 'sponsors' },
  { name: 'management', input: 'management' },
] as const;
/** Assets promised (times offered, quantities) and delivered (benefits at their delivery percent). */
function assetCounts(property: PropertyData): { expected: number; delivered: number } {
  let expected = 0;
  let delivered = 0;
  for (const benefit of property.owned_media.contractual_benefits) {
    const times = benefit.times_offered ?? 0;
    expected += times;
    delivered += (times * (benefit.delivery ?? 100)) / 100;
  }
  for (const item of property.hospitality.items) {
    expected += item.quantity ?? 0;
    delivered += item.quantity ?? 0;
  }
  for (const item of property.activation.items) {
    expected += item.times_offered ?? 0;
    delivered += item.times_offered ?? 0;
  }
  return { expected, delivered: Math.round(delivered * 100) / 100 };
}
