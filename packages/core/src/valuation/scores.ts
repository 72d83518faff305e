import {
  CHARACTERISTIC_SCALE,
  CHARACTERISTICS,
  DEMOGRAPHICS,
  GEOGRAPHIC_SCOPES,
  OBJECTIVES,
  type Objective,
} from '../profiles/options.ts';
import type { BrandProfileData } from '../profiles/schema.ts';
import { AGREEMENT_STATEMENTS, type SponsorBenefit } from '../properties/options.ts';
import { type EngineContext, noteMissing } from './context.ts';
import type { Score, ScorePart } from './types.ts';

/** A 1–5 rating on 0–100, null when not rated. */
export function ratingScore(rating: number | null): number | null {
  return rating === null ? null : ((rating - 1) / 4) * 100;
}

function yesNo(value: boolean | null): number | null {
  return value === null ? null : value ? 100 : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A score with the range its unanswered parts allow (each between 0 and 100). */
export interface RangedScore extends Score {
  low: number;
  high: number;
  /** Whether any part was answered. */
  known: boolean;
}

/**
 * Weighted mean of the parts. A part nobody could answer scores neutral (the rates' neutral score, 50) and
 * widens the range: its low end takes it at 0, its high end at 100. Scores are not rounded here: the
 * screens round what they show, and nothing is combined from a rounded figure.
 */
export function weightedScore(ctx: EngineContext, parts: ScorePart[]): RangedScore {
  const neutral = ctx.rates.neutralScore;
  let weight = 0;
  let sum = 0;
  let unknownWeight = 0;
  for (const part of parts) {
    if (part.weight <= 0) continue;
    weight += part.weight;
    if (part.score === null) {
      unknownWeight += part.weight;
      sum += neutral * part.weight;
    } else sum += clamp(part.score, 0, 100) * part.weight;
  }
  if (weight === 0) return { score: neutral, parts, low: 0, high: 100, known: false };
  const score = sum / weight;
  const share = unknownWeight / weight;
  return {
    score,
    parts,
    low: score - neutral * share,
    high: score + (100 - neutral) * share,
    known: unknownWeight < weight,
  };
}

/** A part of a score, noting its input as assumed when nobody answered it. */
function part(
  ctx: EngineContext,
  name: string,
  score: number | null,
  weight: number,
  path: string,
): ScorePart {
  // Method 1.2 counts the questions asked, answered or not (data quality, preliminary).
  ctx.questions?.add(path);
  if (score === null) noteMissing(ctx, path, ctx.rates.neutralScore, true);
  return { name, score, weight };
}

/** Aaker personality fit: 100 × (1 − mean |profile − property| / (scale max − scale min)). */
export function personalityFit(ctx: EngineContext, profile: BrandProfileData): number | null {
  const span = CHARACTERISTIC_SCALE.max - CHARACTERISTIC_SCALE.min;
  let gaps = 0;
  let count = 0;
  for (const key of CHARACTERISTICS) {
    const brand = profile.characteristics[key];
    const property = ctx.property.relevance.characteristics[key];
    if (brand !== null && property !== null) {
      gaps += Math.abs(brand - property) / span;
      count++;
    }
  }
  return count === 0 ? null : 100 * (1 - gaps / count);
}

function isFilled(group: Record<string, number | null>): boolean {
  return Object.values(group).some((v) => v !== null && v > 0);
}

/** Demographic fit: histogram intersection Σ min(target share, audience share), averaged over dimensions
 * where both the profile and the property have data. */
export function demographicFit(ctx: EngineContext, profile: BrandProfileData): number | null {
  const { target } = ctx.property;
  const audience: Record<keyof typeof DEMOGRAPHICS, Record<string, number | null>> = {
    ...target.audience_segments,
    ethnicity: target.ethnicity,
  };
  let total = 0;
  let count = 0;
  for (const dimension of Object.keys(DEMOGRAPHICS) as (keyof typeof DEMOGRAPHICS)[]) {
    const wanted = profile.demographics[dimension] as Record<string, number | null>;
    const reached = audience[dimension];
    if (!isFilled(wanted) || !isFilled(reached)) continue;
    let overlap = 0;
    for (const option of DEMOGRAPHICS[dimension])
      overlap += Math.min(wanted[option] ?? 0, reached[option] ?? 0);
    total += Math.min(100, overlap);
    count++;
  }
  return count === 0 ? null : total / count;
}

/** Share of the property's audience that comes from within the brand's scope. */
function originWithinScope(
  ctx: EngineContext,
  origin: Record<string, number | null>,
  scope: (typeof GEOGRAPHIC_SCOPES)[number],
): number | null {
  const total = Object.values(origin).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  if (total === 0) return null;
  const share = ctx.rates.scopeCoverage[scope].reduce((sum, key) => sum + (origin[key] ?? 0), 0);
  return (100 * share) / total;
}

/** Geographic fit: closeness of the two scopes, coverage of the brand's areas, audience from its scope. */
export function geographicFit(ctx: EngineContext, profile: BrandProfileData): number | null {
  const { target } = ctx.property;
  let total = 0;
  let count = 0;
  if (profile.geographic_scope && target.property_scope) {
    const distance = Math.abs(
      GEOGRAPHIC_SCOPES.indexOf(profile.geographic_scope) - GEOGRAPHIC_SCOPES.indexOf(target.property_scope),
    );
    total += 100 * (1 - distance / (GEOGRAPHIC_SCOPES.length - 1));
    count++;
  }
  if (profile.geographic_areas.length > 0 && target.breakthrough_areas.length > 0) {
    const covered = profile.geographic_areas.filter((a) => target.breakthrough_areas.includes(a)).length;
    total += (100 * covered) / profile.geographic_areas.length;
    count++;
  }
  if (profile.geographic_scope) {
    const origin = originWithinScope(ctx, target.audience_origin, profile.geographic_scope);
    if (origin !== null) {
      total += origin;
      count++;
    }
  }
  return count === 0 ? null : total / count;
}

/**
 * Management score: how well the property is run and how much of what it says is checked. It adjusts the
 * multiplier only (method 1.1: regard for the property counts in image, not here).
 */
export function managementScore(ctx: EngineContext): RangedScore {
  const { management, target, general } = ctx.property;
  const years = general.years_in_operation;
  const sources = management.information_sources;
  const parts: ScorePart[] = [
    part(ctx, 'account_manager', yesNo(management.account_manager), 1, 'management.account_manager'),
    part(ctx, 'satisfaction', ratingScore(management.satisfaction), 1, 'management.satisfaction'),
    ...AGREEMENT_STATEMENTS.map((key) =>
      part(ctx, key, ratingScore(management.agreements[key]), 1, `management.agreements.${key}`),
    ),
    part(
      ctx,
      'information_sources',
      sources === null
        ? null
        : Math.min(100, (100 * sources.length) / ctx.rates.informationSourcesForFullScore),
      1,
      'management.information_sources',
    ),
    part(ctx, 'audience_audited', yesNo(target.audience_audited), 1, 'target.audience_audited'),
    part(
      ctx,
      'years_in_operation',
      years === null ? null : 100 * Math.min(1, years / ctx.rates.yearsForFullScore),
      1,
      'general.years_in_operation',
    ),
  ];
  return weightedScore(ctx, parts);
}

/** Audience on a log scale: 0 at `zeroAt` people/impressions, 100 at `fullAt`. */
function audienceScore(ctx: EngineContext, reach: number): number | null {
  if (reach <= 0) return null;
  const { zeroAt, fullAt } = ctx.rates.audienceScale;
  return clamp(
    (100 * (Math.log10(reach) - Math.log10(zeroAt))) / (Math.log10(fullAt) - Math.log10(zeroAt)),
    0,
    100,
  );
}

/** Sponsors of the property, null when no tier was answered. */
export function sponsorCount(ctx: EngineContext): number | null {
  let total: number | null = null;
  for (const count of Object.values(ctx.property.relevance.sponsor_counts))
    if (count !== null) total = (total ?? 0) + count;
  return total;
}

/** Exclusivities granted (category, area, communication), null while the question is unanswered. */
export function exclusivityCount(ctx: EngineContext): number | null {
  const answer = ctx.property.general.exclusivity;
  return answer === null || answer.length === 0 ? null : answer.filter((e) => e !== 'none').length;
}

function benefitShare(ctx: EngineContext, benefits: SponsorBenefit[]): number | null {
  const offered = ctx.property.general.sponsor_benefits;
  if (offered === null) return null;
  return (100 * benefits.filter((b) => offered.includes(b)).length) / benefits.length;
}

function has(ctx: EngineContext, benefit: SponsorBenefit): number | null {
  const offered = ctx.property.general.sponsor_benefits;
  return offered === null ? null : offered.includes(benefit) ? 100 : 0;
}

/** Hospitality in the package: valued items, else the owned-media step's yes/no answer. */
function hospitalityScore(ctx: EngineContext, hospitalityCents: number): number | null {
  if (hospitalityCents > 0) return 100;
  return yesNo(ctx.property.owned_media.hospitality_included);
}

/**
 * The five objective scores (valuation method, section 2), each a weighted mean of named parts, weights
 * from the rates table. Exclusivity, sponsor clutter and management are not parts here: they adjust the
 * multiplier, and counting them in the fit too would count them twice (method 1.1).
 */
export function objectiveScores(
  ctx: EngineContext,
  inputs: {
    personality: number | null;
    demographic: number | null;
    geographic: number | null;
    deliveredImpressions: number;
    hospitalityCents: number;
  },
): Record<Objective, RangedScore> {
  const { target, relevance, management } = ctx.property;
  const w = ctx.rates.objectiveWeights;
  const onsite =
    relevance.onsite_visibility === null
      ? null
      : ctx.rates.onsiteVisibilityScores[relevance.onsite_visibility];
  const reach = (target.direct_cumulative_audience ?? 0) + inputs.deliveredImpressions;
  const salesBenefits: SponsorBenefit[] = [
    'distribute_samples',
    'on_site_promotion',
    'data_access',
    'consumer_interaction',
    'uses_sponsor_products',
  ];
  const benefits = 'general.sponsor_benefits';

  const parts: Record<Objective, ScorePart[]> = {
    visibility: [
      part(
        ctx,
        'audience',
        audienceScore(ctx, reach),
        w.visibility.audience,
        'target.direct_cumulative_audience',
      ),
      part(
        ctx,
        'public_awareness',
        ratingScore(target.public_awareness),
        w.visibility.public_awareness,
        'target.public_awareness',
      ),
      part(ctx, 'onsite_visibility', onsite, w.visibility.onsite_visibility, 'relevance.onsite_visibility'),
    ],
    image: [
      part(ctx, 'personality_fit', inputs.personality, w.image.personality_fit, 'relevance.characteristics'),
      part(ctx, 'regard', ratingScore(management.regard), w.image.regard, 'management.regard'),
      part(
        ctx,
        'sustainability_plan',
        yesNo(management.sustainability_plan),
        w.image.sustainability_plan,
        'management.sustainability_plan',
      ),
    ],
    affinity: [
      part(
        ctx,
        'category_engagement',
        ratingScore(relevance.category_engagement),
        w.affinity.category_engagement,
        'relevance.category_engagement',
      ),
      part(
        ctx,
        'demographic_fit',
        inputs.demographic,
        w.affinity.demographic_fit,
        'target.audience_segments',
      ),
      part(ctx, 'geographic_fit', inputs.geographic, w.affinity.geographic_fit, 'target.property_scope'),
      part(
        ctx,
        'clients_in_audience',
        ratingScore(relevance.likelihood_clients_in_audience),
        w.affinity.clients_in_audience,
        'relevance.likelihood_clients_in_audience',
      ),
    ],
    sales: [
      part(
        ctx,
        'use_by_participants',
        ratingScore(relevance.likelihood_use_by_participants),
        w.sales.use_by_participants,
        'relevance.likelihood_use_by_participants',
      ),
      part(
        ctx,
        'consumption_broadcast',
        ratingScore(relevance.likelihood_consumption_broadcast),
        w.sales.consumption_broadcast,
        'relevance.likelihood_consumption_broadcast',
      ),
      part(ctx, 'sales_benefits', benefitShare(ctx, salesBenefits), w.sales.sales_benefits, benefits),
    ],
    employees: [
      part(
        ctx,
        'employee_volunteers',
        has(ctx, 'employee_volunteers'),
        w.employees.employee_volunteers,
        benefits,
      ),
      part(ctx, 'networking_events', has(ctx, 'networking_events'), w.employees.networking_events, benefits),
      part(
        ctx,
        'hospitality',
        hospitalityScore(ctx, inputs.hospitalityCents),
        w.employees.hospitality,
        'owned_media.hospitality_included',
      ),
      part(ctx, 'content_creation', has(ctx, 'content_creation'), w.employees.content_creation, benefits),
    ],
  };
  const scores = {} as Record<Objective, RangedScore>;
  for (const objective of OBJECTIVES) scores[objective] = weightedScore(ctx, parts[objective]);
  return scores;
}

/** Overall fit: the objective scores weighted by the profile's communication objectives, with its range. */
export function overallFit(
  profile: BrandProfileData,
  scores: Record<Objective, RangedScore>,
): { score: number; low: number; high: number; weights: Record<Objective, number>; objectivesTotal: number } {
  const total = OBJECTIVES.reduce((sum, o) => sum + (profile.objectives[o] ?? 0), 0);
  const weights = {} as Record<Objective, number>;
  for (const o of OBJECTIVES)
    weights[o] = total > 0 ? (profile.objectives[o] ?? 0) / total : 1 / OBJECTIVES.length;
  let score = 0;
  let low = 0;
  let high = 0;
  for (const o of OBJECTIVES) {
    score += weights[o] * scores[o].score;
    low += weights[o] * scores[o].low;
    high += weights[o] * scores[o].high;
  }
  return {
    score: clamp(score, 0, 100),
    low: clamp(low, 0, 100),
    high: clamp(high, 0, 100),
    weights,
    objectivesTotal: total,
  };
}
