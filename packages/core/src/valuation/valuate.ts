import type { BrandProfileData } from '../profiles/schema.ts';
import { ACTIVATION_BUDGET_PARTS } from '../properties/options.ts';
import type { PropertyData } from '../properties/schema.ts';
import { type EngineContext, toCents } from './context.ts';
import { DEFAULT_RATES, type Rates, ratioBand } from './rates.ts';
import {
  demographicFit,
  exclusivityCount,
  geographicFit,
  managementScore,
  objectiveScores,
  overallFit,
  personalityFit,
} from './scores.ts';
import { activationLines, benefitLines, customLines, hospitalityLines, mediaLines } from './tangible.ts';
import {
  type Amounts,
  METHODOLOGY_VERSION,
  VALUE_SECTIONS,
  type ValuationResult,
  type ValueLine,
  type ValueSection,
  type Warning,
} from './types.ts';

const SECTIONS: readonly ValueSection[] = VALUE_SECTIONS;

function sum(lines: ValueLine[]): Amounts {
  return lines.reduce(
    (total, line) => ({
      expectedCents: total.expectedCents + line.expectedCents,
      deliveredCents: total.deliveredCents + line.deliveredCents,
    }),
    { expectedCents: 0, deliveredCents: 0 },
  );
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Values a sponsorship property for a brand (docs/valuation.md): tangible value line by line, qualitative
 * scores weighted by the brand's objectives, an intangible multiplier, cost, value-to-cost ratio and
 * effective CPM. Pure and deterministic: no I/O, no clock; money in integer cents, each total the exact
 * sum of its lines. Never throws on schema-valid input, however sparse; what it had to assume is listed
 * in `missing`.
 */
export function valuate(
  property: PropertyData,
  profile: BrandProfileData,
  rates: Rates = DEFAULT_RATES,
): ValuationResult {
  const ctx: EngineContext = { property, rates, missing: [] };

  // Tangible value.
  const media = mediaLines(ctx);
  const lines = [
    ...media.lines,
    ...benefitLines(ctx),
    ...hospitalityLines(ctx),
    ...activationLines(ctx),
    ...customLines(ctx),
  ];
  const sections = Object.fromEntries(
    SECTIONS.map((section) => [section, sum(lines.filter((line) => line.section === section))]),
  ) as Record<ValueSection, Amounts>;
  const tangible = sum(lines);
  const deliveredImpressions = media.impressions.reduce((total, c) => total + c.delivered, 0);
  const estimatedImpressions = media.impressions.reduce((total, c) => total + c.estimated, 0);

  // Qualitative scores.
  const personality = personalityFit(ctx, profile);
  const demographic = demographicFit(ctx, profile);
  const geographic = geographicFit(ctx, profile);
  const management = managementScore(ctx);
  const objectives = objectiveScores(ctx, {
    personality,
    demographic,
    geographic,
    management: management.score,
    deliveredImpressions,
    hospitalityCents: sections.hospitality.deliveredCents,
  });
  const fit = overallFit(profile, objectives);

  // Intangible multiplier.
  const m = rates.multiplier;
  const sponsors = Object.values(property.relevance.sponsor_counts).reduce<number>((t, c) => t + (c ?? 0), 0);
  const parts = {
    base: 1,
    fit: round4((m.fitSwing * (fit.score - 50)) / 50),
    exclusivity: round4(m.exclusivityBonus * exclusivityCount(ctx)),
    // Written as 0 − x so that no clutter is 0, not −0.
    clutter:
      0 -
      round4(
        Math.min(
          m.clutterPenaltyMax,
          m.clutterPenaltyPerSponsor * Math.max(0, sponsors - m.clutterThreshold),
        ),
      ),
    management: round4((m.managementSwing * (management.score - 50)) / 50),
  };
  const unclamped = round4(parts.base + parts.fit + parts.exclusivity + parts.clutter + parts.management);
  const multiplier = Math.min(m.max, Math.max(m.min, unclamped));
  const totalCents = Math.round(tangible.deliveredCents * multiplier);

  // Cost: rights fee + activation budget + in-kind. Activation items break the budget down; they are
  // compared with it, never added to it.
  const { management: mgmt } = property;
  const activationBudgetParts = Object.fromEntries(
    ACTIVATION_BUDGET_PARTS.map((part) => [part, toCents(mgmt.activation_budget[part])]),
  );
  const activationBudgetCents = Object.values(activationBudgetParts).reduce((t, c) => t + c, 0);
  const rightsFeeCents = toCents(mgmt.rights_fee);
  const inKindCents = toCents(mgmt.in_kind_value);
  const costCents = rightsFeeCents + activationBudgetCents + inKindCents;
  const activationItemsCents = property.activation.items.reduce(
    (t, item) => t + toCents(item.cost) + toCents(item.production_cost) + toCents(item.media_buy),
    0,
  );

  const warnings: Warning[] = [];
  if (mgmt.rights_fee === null) ctx.missing.push({ path: 'management.rights_fee', defaultUsed: 0 });
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

  const ratio = costCents > 0 ? round4(totalCents / costCents) : null;
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
      management,
      fit: { score: fit.score, weights: fit.weights },
    },
    multiplier: { value: multiplier, unclamped, parts },
    value: {
      tangibleCents: tangible.deliveredCents,
      intangibleCents: totalCents - tangible.deliveredCents,
      totalCents,
      expectedTotalCents: Math.round(tangible.expectedCents * multiplier),
    },
    cost: {
      rightsFeeCents,
      activationBudgetCents,
      activationBudgetParts,
      inKindCents,
      totalCents: costCents,
      activationItemsCents,
    },
    ratio: { value: ratio, band: ratio === null ? null : ratioBand(ratio, rates) },
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
