import type { Benefit } from '../benefits/schema.ts';
import type { BrandProfileData } from '../profiles/schema.ts';
import { ACTIVATION_BUDGET_PARTS } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import { type EngineContext, noteMissing, toCents } from './context.ts';
import {
  type MultiplierInputs,
  multiplierOf,
  multiplierParts,
  round4,
  type Swings,
  swingsOf,
} from './interval.ts';
import { plausibilityFindings } from './plausibility.ts';
import { DEFAULT_RATES, type Rates, ratioBand } from './rates.ts';
import { dollarsAddingUp } from './rounding.ts';
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
import { activationLines, benefitLines, customLines, hospitalityLines, mediaLines } from './tangible.ts';
import {
  type Amounts,
  type Appraisal,
  type DataSource,
  METHODOLOGY_VERSION,
  type PreliminaryReason,
  RATIO_WARNING_LIMIT,
  type Ratio,
  type RatioReading,
  type ReportWarning,
  type TargetSource,
  VALUE_SECTIONS,
  type ValuationResult,
  type ValueInterval,
  type ValueLine,
  type ValueSection,
  type Warning,
} from './types.ts';

const SECTIONS: readonly ValueSection[] = VALUE_SECTIONS;

/** The total value: the multiplied lines × the multiplier, plus the face-value lines. */
function totalAt(multiplier: number, multipliedCents: number, faceCents: number): number {
  return Math.round(multipliedCents * multiplier) + faceCents;
}

/** Two decimals, as every ratio is printed ("1.06:1"); the bands read the printed figure. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Stress bounds of a ratio, printed with two decimals like the ratio. */
function ratioRange(lowCents: number, highCents: number, costCents: number) {
  return costCents > 0 ? { low: round2(lowCents / costCents), high: round2(highCents / costCents) } : null;
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
  /**
   * Method 1.2: the benefits catalogue (or the part of it the property's benefits come from): a benefit's
   * channel, for one impression one value, and its suggested unit value, for the plausibility warnings.
   * Without it, no benefit is matched to a media line and unit values are not compared.
   */
  catalogue?: readonly Benefit[];
  /**
   * The target ratio in effect and where it comes from (the server's rateCard.targetRatio). Without it: the
   * brand profile's own, else the rates table's (a website's rate card sets it there).
   */
  target?: { ratio: number; source: TargetSource };
  /**
   * The figures alone, as a 1.1-style point valuation: no interval (each collapses to its base), no line
   * intervals, no tornado. Only the benchmark uses it, to measure what the interval costs; a report or a
   * list never does (its verdict would rest on no interval).
   */
  pointOnly?: boolean;
}

/** A ratio as printed, its P10–P90 and the band or bands it supports (none when not `banded`). */
function ratioReading(
  valueCents: number,
  interval: ValueInterval,
  costCents: number,
  rates: Rates,
  banded: boolean,
): RatioReading {
  if (costCents <= 0) return { value: null, interval: null, bands: [] };
  const value = round2(valueCents / costCents);
  const p10 = round2(interval.p10Cents / costCents);
  const p90 = round2(interval.p90Cents / costCents);
  const low = ratioBand(p10, rates);
  const high = ratioBand(p90, rates);
  return { value, interval: { p10, p90 }, bands: !banded ? [] : low === high ? [low] : [low, high] };
}

/** The 1.1-style ratio of a reading: its band only when it names one. */
const legacyRatio = (r: RatioReading): Ratio => ({
  value: r.value,
  band: r.bands.length === 1 ? (r.bands[0] ?? null) : null,
});

/**
 * Values a sponsorship property for a brand (docs/valuation.md, method 1.2). The rights value: the
 * property's media, contractual benefits, hospitality and custom amounts, line by line at market rates, each
 * audience valued once, with the qualitative scores weighted by the brand's objectives making an intangible
 * multiplier on media and rights; apart from it, the activation the sponsor buys or runs itself, its cost and
 * the value it generated. Then cost, the rights-fee ratio (the headline) and the programme ratio, each with
 * its P10–P90 and the band or bands the interval supports, the verdict or why it is withheld (preliminary),
 * data quality, the fair rights fee, the plausibility warnings with their notes, and what moves the value
 * most. Pure and deterministic: no I/O, no clock, no random draws; money in integer cents, each total the
 * exact sum of its lines. Never throws on schema-valid input, however sparse; what it had to assume is
 * listed in `missing`.
 */
export function valuate(
  property: PropertyData,
  profile: BrandProfileData,
  rates: Rates = DEFAULT_RATES,
  options: ValuateOptions = {},
): ValuationResult {
  const ctx: EngineContext = {
    property,
    rates,
    missing: [],
    // Every valuation keeps its lines' factors: the interval is made of their swings.
    tornado: options.pointOnly !== true,
    questions: new Set(),
    ...(options.catalogue ? { catalogue: new Map(options.catalogue.map((b) => [b.id, b])) } : {}),
  };

  // Tangible value, line by line: rights and activation.
  const media = mediaLines(ctx);
  const built = media.lines;
  for (const more of [
    benefitLines(ctx, media.overlaps),
    hospitalityLines(ctx),
    activationLines(ctx),
    customLines(ctx),
  ])
    for (const b of more) built.push(b);
  const lines: ValueLine[] = [];
  const sections = {} as Record<ValueSection, Amounts>;
  for (const section of SECTIONS) sections[section] = { expectedCents: 0, deliveredCents: 0 };
  const tangible = { expectedCents: 0, deliveredCents: 0 };
  const rightsMultiplied = { expectedCents: 0, deliveredCents: 0 };
  const rightsFace = { expectedCents: 0, deliveredCents: 0 };
  const activation = { expectedCents: 0, deliveredCents: 0 };
  for (const { line } of built) {
    lines.push(line);
    const section = sections[line.section];
    section.expectedCents += line.expectedCents;
    section.deliveredCents += line.deliveredCents;
    tangible.expectedCents += line.expectedCents;
    tangible.deliveredCents += line.deliveredCents;
    const bucket = line.side === 'activation' ? activation : line.multiplied ? rightsMultiplied : rightsFace;
    bucket.expectedCents += line.expectedCents;
    bucket.deliveredCents += line.deliveredCents;
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
    // The property's audience: its own media, not the paid media the sponsor buys (method 1.2).
    deliveredImpressions: media.rightsImpressions,
    hospitalityCents: sections.hospitality.deliveredCents,
  });
  const fit = overallFit(profile, objectives);

  // Intangible multiplier, on the property's media and rights value only; unknown exclusivity and clutter
  // adjust nothing.
  const exclusivities = exclusivityCount(ctx);
  const sponsors = sponsorCount(ctx);
  ctx.questions?.add('general.exclusivity');
  ctx.questions?.add('relevance.sponsor_counts');
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
  const rightsAt = (x: MultiplierInputs) =>
    totalAt(multiplierOf(rates, x).value, rightsMultiplied.deliveredCents, rightsFace.deliveredCents);
  const rightsCents = totalAt(multiplier, rightsMultiplied.deliveredCents, rightsFace.deliveredCents);
  const rightsTangibleCents = rightsMultiplied.deliveredCents + rightsFace.deliveredCents;
  const rightsExpectedCents = totalAt(multiplier, rightsMultiplied.expectedCents, rightsFace.expectedCents);
  const activationCents = activation.deliveredCents;
  const programmeCents = rightsCents + activationCents;

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

  // Stress bounds (method 1.1's joint extreme): every input at its P10, then every input at its P90.
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
  const ends = {
    multipliedLow: 0,
    multipliedHigh: 0,
    faceLow: 0,
    faceHigh: 0,
    activationLow: 0,
    activationHigh: 0,
  };
  for (const line of lines) {
    const r = line.range ?? { lowCents: line.deliveredCents, highCents: line.deliveredCents };
    if (line.side === 'activation') {
      ends.activationLow += r.lowCents;
      ends.activationHigh += r.highCents;
    } else if (line.multiplied) {
      ends.multipliedLow += r.lowCents;
      ends.multipliedHigh += r.highCents;
    } else {
      ends.faceLow += r.lowCents;
      ends.faceHigh += r.highCents;
    }
  }
  const stress = {
    lowCents: totalAt(multiplierOf(rates, lowInputs).value, ends.multipliedLow, ends.faceLow),
    highCents: totalAt(multiplierOf(rates, highInputs).value, ends.multipliedHigh, ends.faceHigh),
  };

  // The P10–P90 intervals, from every input's swing (interval.ts), and the tornado.
  const swings = options.pointOnly
    ? pointSwings(rightsCents, activationCents)
    : swingsOf(
        built,
        { multiplier, rightsCents, rightsAt, base: baseInputs, low: lowInputs, high: highInputs },
        activationCents,
        options.tornado ? { stress } : null,
      );

  // Plausibility: the property's unusual figures with their confirmations, and the ratios above 10:1.
  const findings: ReportWarning[] = plausibilityFindings(property, {
    rates,
    catalogue: options.catalogue ?? [],
  });
  const rawRightsRatio = rightsFeeCents > 0 ? round2(rightsCents / rightsFeeCents) : null;
  const rawProgrammeRatio = costCents > 0 ? round2(programmeCents / costCents) : null;
  if (rawRightsRatio !== null && rawRightsRatio > RATIO_WARNING_LIMIT)
    findings.push({ rule: 'ratio', ratio: 'rights_fee', figure: rawRightsRatio, limit: RATIO_WARNING_LIMIT });
  if (rawProgrammeRatio !== null && rawProgrammeRatio > RATIO_WARNING_LIMIT)
    findings.push({
      rule: 'ratio',
      ratio: 'programme',
      figure: rawProgrammeRatio,
      limit: RATIO_WARNING_LIMIT,
    });

  // Data quality: where the rights value's figures come from, and the questions answered.
  const bySource = { actual: 0, entered: 0, default: 0 };
  for (const line of lines)
    if (line.side !== 'activation') bySource[line.quality ?? 'default'] += line.deliveredCents;
  const assumedShare = rightsTangibleCents > 0 ? round4(bySource.default / rightsTangibleCents) : 0;
  const asked = ctx.questions?.size ?? 0;
  const unanswered = ctx.missing.filter((m) => ctx.questions?.has(m.path)).length;
  const unansweredShare = asked > 0 ? round4(unanswered / asked) : 0;

  // Preliminary: the verdict is withheld, and why.
  const reasons: PreliminaryReason[] = [];
  if (mgmt.rights_fee === null) reasons.push('no_rights_fee');
  if (assumedShare > rates.preliminaryAssumedShare) reasons.push('assumed_share');
  if (unansweredShare > rates.preliminaryUnansweredShare) reasons.push('unanswered_questions');
  if (findings.some((f) => f.rule !== 'ratio' && !f.confirmed)) reasons.push('unconfirmed_warnings');
  // The verdict is the headline's: a programme ratio above 10:1 is listed, and withholds its own bands only,
  // so that the sponsor's activation never changes the rights-fee ratio's verdict.
  if (findings.some((f) => f.rule === 'ratio' && f.ratio === 'rights_fee')) reasons.push('ratio_above_limit');
  const banded = reasons.length === 0;
  const rightsFeeRatio = ratioReading(rightsCents, swings.rights, rightsFeeCents, rates, banded);
  const programmeRatio = ratioReading(
    programmeCents,
    swings.programme,
    costCents,
    rates,
    banded && !findings.some((f) => f.rule === 'ratio' && f.ratio === 'programme'),
  );

  const target = options.target ?? targetOf(profile, rates);
  const shown = shownAmounts(lines, rightsCents - rightsTangibleCents, rightsCents, activationCents);

  // The market CPM of the impressions: the website's rate card, else the method's default, never the
  // property's own rates (method 1.2).
  const marketCents =
    deliveredImpressions > 0
      ? Math.round(
          media.impressions.reduce((t, c) => t + c.delivered * rates.cpm[c.channel] * 100, 0) /
            deliveredImpressions,
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
      tangibleCents: rightsTangibleCents,
      intangibleCents: rightsCents - rightsTangibleCents,
      totalCents: rightsCents,
      expectedTotalCents: rightsExpectedCents,
      multipliedCents: rightsMultiplied.deliveredCents,
    },
    cost: {
      rightsFeeCents,
      activationBudgetCents,
      activationBudgetParts,
      inKindCents,
      totalCents: costCents,
      activationItemsCents,
    },
    ratio: legacyRatio(programmeRatio),
    rightsFeeRatio: legacyRatio(rightsFeeRatio),
    uncertainty: {
      value: stress,
      ratio: ratioRange(
        stress.lowCents + ends.activationLow,
        stress.highCents + ends.activationHigh,
        costCents,
      ),
      rightsFeeRatio: ratioRange(stress.lowCents, stress.highCents, rightsFeeCents),
      sensitivity: swings.tornado,
      dataQuality: percentShares(bySource),
      preliminary: banded ? null : { reasons, assumedShare },
    },
    appraisal: {
      rights: {
        tangibleCents: rightsTangibleCents,
        intangibleCents: rightsCents - rightsTangibleCents,
        totalCents: rightsCents,
        expectedTotalCents: rightsExpectedCents,
        interval: swings.rights,
        stress,
      },
      activation: {
        costCents: activationBudgetCents,
        valueCents: activationCents,
        interval: swings.activation,
      },
      programme: { valueCents: programmeCents, costCents, interval: swings.programme },
      rightsFeeRatio,
      programmeRatio,
      verdict: { bands: rightsFeeRatio.bands, preliminary: banded ? null : reasons },
      fairRightsFee:
        rightsCents > 0
          ? {
              cents: Math.round(rightsCents / target.ratio),
              interval: {
                p10Cents: Math.round(swings.rights.p10Cents / target.ratio),
                p90Cents: Math.round(swings.rights.p90Cents / target.ratio),
              },
              target,
            }
          : null,
      dataQuality: {
        value: percentShares(bySource),
        questions: { asked, answered: asked - unanswered, unansweredShare },
        audienceAudited: property.target.audience_audited,
      },
      warnings: findings,
      intervalMethod: 'root_sum_square',
      shown,
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

/** A point valuation's "intervals": each value alone (ValuateOptions.pointOnly). */
function pointSwings(rightsCents: number, activationCents: number): Swings {
  const at = (cents: number) => ({ p10Cents: cents, p90Cents: cents });
  return {
    rights: at(rightsCents),
    activation: at(activationCents),
    programme: at(rightsCents + activationCents),
    tornado: null,
  };
}

/** The target ratio in effect without the server's word: the brand's own, else the rates table's. */
function targetOf(profile: BrandProfileData, rates: Rates): { ratio: number; source: TargetSource } {
  if (profile.target_ratio != null) return { ratio: profile.target_ratio, source: 'profile' };
  return {
    ratio: rates.targetRatio,
    source: rates.targetRatio === DEFAULT_RATES.targetRatio ? 'default' : 'website',
  };
}

/**
 * Whole-dollar amounts as every table shows them (method 1.2: one rounding per line). Each line is rounded
 * once, by largest remainder over its side, so that the rights lines and the intangible part add up to the
 * rights value shown and the activation lines to the activation value shown; a section shows the sum of its
 * lines. Sets each line's `shownCents`.
 */
function shownAmounts(
  lines: ValueLine[],
  intangibleCents: number,
  rightsCents: number,
  activationCents: number,
): Appraisal['shown'] {
  const rights = lines.filter((l) => l.side !== 'activation');
  const active = lines.filter((l) => l.side === 'activation');
  const rightsShown = dollarsAddingUp([...rights.map((l) => l.deliveredCents), intangibleCents], rightsCents);
  rights.forEach((line, i) => {
    line.shownCents = rightsShown[i] ?? 0;
  });
  const activeShown = dollarsAddingUp(
    active.map((l) => l.deliveredCents),
    activationCents,
  );
  active.forEach((line, i) => {
    line.shownCents = activeShown[i] ?? 0;
  });
  const sections = Object.fromEntries(SECTIONS.map((s) => [s, 0])) as Record<ValueSection, number>;
  for (const line of lines) sections[line.section] += line.shownCents ?? 0;
  const intangibleShown = rightsShown[rights.length] ?? 0;
  const rightsTangibleShown = rights.reduce((t, l) => t + (l.shownCents ?? 0), 0);
  return {
    rightsTangibleCents: rightsTangibleShown,
    rightsIntangibleCents: intangibleShown,
    rightsTotalCents: rightsTangibleShown + intangibleShown,
    activationCents: activeShown.reduce((t, c) => t + c, 0),
    sections,
  };
}

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
