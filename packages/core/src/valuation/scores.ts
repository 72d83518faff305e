import {
  type BrandProfileData,
  CHARACTERISTIC_SCALE,
  CHARACTERISTICS,
  DEMOGRAPHICS,
  GEOGRAPHIC_SCOPES,
  OBJECTIVES,
  type Objective,
} from '../profiles/schema.ts';
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

/** Rounds a score to one decimal, so results compare exactly across runs and engines. */
function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Weighted mean of the parts that have a score; parts without one are left out and the weights of the
 * others renormalised. With no part known the score is neutral (50), and the caller records it as missing.
 */
export function weightedScore(parts: ScorePart[]): Score & { known: boolean } {
  const known = parts.filter((p) => p.score !== null && p.weight > 0);
  const weight = known.reduce((sum, p) => sum + p.weight, 0);
  if (weight === 0) return { score: 50, parts, known: false };
  const score = known.reduce((sum, p) => sum + (p.score ?? 0) * p.weight, 0) / weight;
  return { score: round1(clamp(score, 0, 100)), parts, known: true };
}

/** Aaker personality fit: 100 × (1 − mean |profile − property| / (scale max − scale min)). */
export function personalityFit(ctx: EngineContext, profile: BrandProfileData): number | null {
  const span = CHARACTERISTIC_SCALE.max - CHARACTERISTIC_SCALE.min;
  const gaps: number[] = [];
  for (const key of CHARACTERISTICS) {
    const brand = profile.characteristics[key];
    const property = ctx.property.relevance.characteristics[key];
    if (brand !== null && property !== null) gaps.push(Math.abs(brand - property) / span);
  }
  if (gaps.length === 0) {
    noteMissing(ctx, 'relevance.characteristics', null);
    return null;
  }
  return round1(100 * (1 - gaps.reduce((a, b) => a + b, 0) / gaps.length));
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
  const scores: number[] = [];
  for (const dimension of Object.keys(DEMOGRAPHICS) as (keyof typeof DEMOGRAPHICS)[]) {
    const wanted = profile.demographics[dimension] as Record<string, number | null>;
    const reached = audience[dimension];
    if (!isFilled(wanted) || !isFilled(reached)) continue;
    let overlap = 0;
    for (const option of DEMOGRAPHICS[dimension])
      overlap += Math.min(wanted[option] ?? 0, reached[option] ?? 0);
    scores.push(Math.min(100, overlap));
  }
  if (scores.length === 0) {
    noteMissing(ctx, 'target.audience_segments', null);
    return null;
  }
  return round1(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** Share of the property's audience that comes from within the brand's scope. */
function originWithinScope(origin: Record<string, number | null>, scope: string): number | null {
  const total = Object.values(origin).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  if (total === 0) return null;
  const within: Record<string, string[]> = {
    local: ['local'],
    regional: ['local', 'regional'],
    provincial: ['local', 'regional'],
    national: ['local', 'regional', 'national'],
    international: ['local', 'regional', 'national', 'international'],
  };
  const share = (within[scope] ?? []).reduce((sum, key) => sum + (origin[key] ?? 0), 0);
  return (100 * share) / total;
}

/** Geographic fit: closeness of the two scopes, coverage of the brand's areas, audience from its scope. */
export function geographicFit(ctx: EngineContext, profile: BrandProfileData): number | null {
  const { target } = ctx.property;
  const parts: ScorePart[] = [];
  if (profile.geographic_scope && target.property_scope) {
    const distance = Math.abs(
      GEOGRAPHIC_SCOPES.indexOf(profile.geographic_scope) - GEOGRAPHIC_SCOPES.indexOf(target.property_scope),
    );
    parts.push({ name: 'scope', score: 100 * (1 - distance / (GEOGRAPHIC_SCOPES.length - 1)), weight: 1 });
  }
  if (profile.geographic_areas.length > 0 && target.breakthrough_areas.length > 0) {
    const covered = profile.geographic_areas.filter((a) => target.breakthrough_areas.includes(a)).length;
    parts.push({ name: 'areas', score: (100 * covered) / profile.geographic_areas.length, weight: 1 });
  }
  if (profile.geographic_scope) {
    const origin = originWithinScope(target.audience_origin, profile.geographic_scope);
    if (origin !== null) parts.push({ name: 'origin', score: origin, weight: 1 });
  }
  if (parts.length === 0) {
    noteMissing(ctx, 'target.property_scope', null);
    return null;
  }
  return weightedScore(parts).score;
}

/** Management score: how well the property is run and how much of what it says is checked. */
export function managementScore(ctx: EngineContext): Score {
  const { management, target, general } = ctx.property;
  const years = general.years_in_operation;
  const parts: ScorePart[] = [
    { name: 'account_manager', score: yesNo(management.account_manager), weight: 1 },
    { name: 'satisfaction', score: ratingScore(management.satisfaction), weight: 1 },
    { name: 'regard', score: ratingScore(management.regard), weight: 1 },
    ...AGREEMENT_STATEMENTS.map((key) => ({
      name: key,
      score: ratingScore(management.agreements[key]),
      weight: 1,
    })),
    { name: 'information_sources', score: (100 * management.information_sources.length) / 5, weight: 1 },
    { name: 'audience_audited', score: yesNo(target.audience_audited), weight: 1 },
    {
      name: 'years_in_operation',
      score: years === null ? null : 100 * Math.min(1, years / ctx.rates.yearsForFullScore),
      weight: 1,
    },
  ];
  const result = weightedScore(parts);
  if (!result.known) noteMissing(ctx, 'management', 50);
  return { score: result.score, parts };
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

function sponsorCount(ctx: EngineContext): number | null {
  const counts = Object.values(ctx.property.relevance.sponsor_counts);
  if (counts.every((c) => c === null)) return null;
  return counts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
}

export function exclusivityCount(ctx: EngineContext): number {
  return ctx.property.general.exclusivity.filter((e) => e !== 'none').length;
}

function benefitShare(ctx: EngineContext, benefits: SponsorBenefit[]): number {
  const offered = ctx.property.general.sponsor_benefits;
  return (100 * benefits.filter((b) => offered.includes(b)).length) / benefits.length;
}

function has(ctx: EngineContext, benefit: SponsorBenefit): number {
  return ctx.property.general.sponsor_benefits.includes(benefit) ? 100 : 0;
}

/** The five objective scores (valuation method, section 2), each a weighted mean of named parts. */
export function objectiveScores(
  ctx: EngineContext,
  inputs: {
    personality: number | null;
    demographic: number | null;
    geographic: number | null;
    management: number;
    deliveredImpressions: number;
    hospitalityCents: number;
  },
): Record<Objective, Score> {
  const { target, relevance, general } = ctx.property;
  const sponsors = sponsorCount(ctx);
  const exclusivity = general.exclusivity.length === 0 ? null : (100 * exclusivityCount(ctx)) / 3;
  const onsite =
    relevance.onsite_visibility === null ? null : relevance.onsite_visibility === 'dedicated' ? 100 : 50;
  const reach = (target.direct_cumulative_audience ?? 0) + inputs.deliveredImpressions;

  const parts: Record<Objective, ScorePart[]> = {
    visibility: [
      { name: 'audience', score: audienceScore(ctx, reach), weight: 0.35 },
      { name: 'public_awareness', score: ratingScore(target.public_awareness), weight: 0.2 },
      { name: 'onsite_visibility', score: onsite, weight: 0.15 },
      { name: 'exclusivity', score: exclusivity, weight: 0.15 },
      {
        name: 'sponsor_clutter',
        score: sponsors === null ? null : 100 * Math.max(0, 1 - sponsors / ctx.rates.clutterZeroAt),
        weight: 0.15,
      },
    ],
    image: [
      { name: 'personality_fit', score: inputs.personality, weight: 0.35 },
      { name: 'regard', score: ratingScore(ctx.property.management.regard), weight: 0.25 },
      {
        name: 'sustainability_plan',
        score: yesNo(ctx.property.management.sustainability_plan),
        weight: 0.15,
      },
      { name: 'management', score: inputs.management, weight: 0.25 },
    ],
    affinity: [
      { name: 'category_engagement', score: ratingScore(relevance.category_engagement), weight: 0.3 },
      { name: 'demographic_fit', score: inputs.demographic, weight: 0.3 },
      { name: 'geographic_fit', score: inputs.geographic, weight: 0.2 },
      {
        name: 'clients_in_audience',
        score: ratingScore(relevance.likelihood_clients_in_audience),
        weight: 0.2,
      },
    ],
    sales: [
      {
        name: 'use_by_participants',
        score: ratingScore(relevance.likelihood_use_by_participants),
        weight: 0.25,
      },
      {
        name: 'consumption_broadcast',
        score: ratingScore(relevance.likelihood_consumption_broadcast),
        weight: 0.15,
      },
      {
        name: 'sales_benefits',
        score: benefitShare(ctx, [
          'distribute_samples',
          'on_site_promotion',
          'data_access',
          'consumer_interaction',
          'uses_sponsor_products',
        ]),
        weight: 0.6,
      },
    ],
    employees: [
      { name: 'employee_volunteers', score: has(ctx, 'employee_volunteers'), weight: 0.3 },
      { name: 'networking_events', score: has(ctx, 'networking_events'), weight: 0.25 },
      { name: 'hospitality', score: inputs.hospitalityCents > 0 ? 100 : 0, weight: 0.25 },
      { name: 'content_creation', score: has(ctx, 'content_creation'), weight: 0.2 },
    ],
  };
  const scores = {} as Record<Objective, Score>;
  for (const objective of OBJECTIVES) {
    const result = weightedScore(parts[objective]);
    if (!result.known) noteMissing(ctx, `scores.${objective}`, 50);
    scores[objective] = { score: result.score, parts: parts[objective] };
  }
  return scores;
}

/** Overall fit: the objective scores weighted by the profile's communication objectives. */
export function overallFit(
  profile: BrandProfileData,
  scores: Record<Objective, Score>,
): { score: number; weights: Record<Objective, number>; objectivesTotal: number } {
  const total = OBJECTIVES.reduce((sum, o) => sum + (profile.objectives[o] ?? 0), 0);
  const weights = {} as Record<Objective, number>;
  for (const o of OBJECTIVES)
    weights[o] = total > 0 ? (profile.objectives[o] ?? 0) / total : 1 / OBJECTIVES.length;
  const score = OBJECTIVES.reduce((sum, o) => sum + weights[o] * scores[o].score, 0);
  return { score: round1(clamp(score, 0, 100)), weights, objectivesTotal: total };
}
