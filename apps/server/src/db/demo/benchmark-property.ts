import {
  ANNUAL_BUDGET_BANDS,
  type BenefitCategoryKey,
  type CityRef,
  type GeographicScope,
  INFORMATION_SOURCES,
  type PropertyInput,
  SPONSOR_BENEFITS,
  type SponsorshipType,
} from '@cakemix/core';
import {
  type BenchmarkKind,
  CROWDS,
  PACKAGES,
  REACH,
  type Reach,
  type SponsorshipLevel,
} from './benchmark-kinds.ts';
import { provinceOf } from './benchmark-places.ts';
import * as build from './property-builders.ts';

/*
 * One property of the demo benchmark set: a kind of property (benchmark-kinds.ts) drawn at a size, in a
 * city, every step filled as the app requires of a complete property, its numbers scaled to its audience.
 */

/** A small seeded generator (mulberry32): the same numbers for the same seed, on every platform. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (low: number, high: number) => low + (high - low) * next();
  return {
    next,
    between,
    /** A whole number from `low` to `high`, both included. */
    int: (low: number, high: number) => Math.floor(between(low, high + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** From `min` to `max` items of the list, each as likely, in the list's order (selection sampling). */
    some: <T>(list: readonly T[], min: number, max: number): T[] => {
      let wanted = Math.floor(between(min, max + 1));
      return list.filter((_, i) => {
        const keep = next() < wanted / (list.length - i);
        if (keep) wanted--;
        return keep;
      });
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

// ---- Numbers that read like real ones ----------------------------------------------------------------

/** Rounded to three significant digits (128,000 rather than 127,843). */
function plausible(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

/** Dollars rounded as people quote them: to $5 under $1,000, to $50 under $10,000, then to $500. */
function dollars(n: number): number {
  const step = n < 1_000 ? 5 : n < 10_000 ? 50 : 500;
  return Math.max(step, Math.round(n / step) * step);
}

/** Percentages near `base`, each moved by up to ±`spread` of itself, totalling exactly 100. */
function shares(random: Random, base: readonly number[], spread = 0.25): number[] {
  const moved = base.map((v) => v * random.between(1 - spread, 1 + spread));
  const total = moved.reduce((t, v) => t + v, 0);
  const exact = moved.map((v) => (v / total) * 100);
  const rounded = exact.map(Math.floor);
  // The points lost to rounding down go to the largest remainders.
  const missing = 100 - rounded.reduce((t, v) => t + v, 0);
  const byRemainder = [...exact.keys()].sort((a, b) => ((exact[b] ?? 0) % 1) - ((exact[a] ?? 0) % 1));
  for (const index of byRemainder.slice(0, missing)) rounded[index] = (rounded[index] ?? 0) + 1;
  return rounded;
}

/** Where `value` stands between `low` and `high` on a log scale, 0 to 1. */
const logPosition = (value: number, [low, high]: readonly [number, number]) =>
  Math.min(1, Math.max(0, Math.log(value / low) / Math.log(high / low)));
export const logBetween = ([low, high]: readonly [number, number], position: number) =>
  low * (high / low) ** position;

/** Five ratings from `low` to 5. */
const ratings = (random: Random, low: number) => [1, 2, 3, 4, 5].map(() => random.int(low, 5));

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a builder takes: fixed-length lists, which the generator makes of the right length. */
type Arg<F extends (...args: never[]) => unknown> = Parameters<F>[0];

/** Names and descriptions of a kind, for its city: {city}, {province} and {events} filled in. */
export function fill(text: string, city: CityRef, events = 0) {
  return text
    .replaceAll('{city}', city.name)
    .replaceAll('{province}', provinceOf(city).name)
    .replaceAll('{events}', String(events));
}

// ---- How each step is answered ------------------------------------------------------------------------

const ORIGIN_BY_SCOPE: Record<GeographicScope, readonly number[]> = {
  local: [85, 12, 3, 0],
  regional: [70, 25, 5, 0],
  provincial: [52, 38, 9, 1],
  national: [35, 35, 26, 4],
  international: [25, 30, 30, 15],
};

const AWARENESS_BY_SCOPE: Record<GeographicScope, readonly [number, number]> = {
  local: [2, 3],
  regional: [3, 4],
  provincial: [3, 4],
  national: [4, 5],
  international: [4, 5],
};

const EXCLUSIVITY_BY_LEVEL = {
  title: ['category', 'area', 'communication'],
  presenting: ['category', 'area'],
  premier: ['category', 'communication'],
  official: ['category'],
  supplier: ['category'],
  community: ['none'],
} as const satisfies Record<SponsorshipLevel, readonly string[]>;

/** A figure the property tracks without counting it in its value, per type: name, low, high (percent). */
const METRIC_BY_TYPE: Record<SponsorshipType, readonly [string, number, number]> = {
  team: ['Season ticket renewal rate', 72, 92],
  league: ['Share of games streamed', 20, 90],
  venue: ['Occupancy rate', 55, 90],
  event: ['Visitors who would come back', 70, 95],
  organization: ['Sponsor renewal rate', 65, 90],
};

/** Where each annual-budget band starts, in dollars (the form's bands after the first). */
const BUDGET_BAND_STARTS = [50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000, 20_000_000];

/** Quality of the exposure per channel: predominance, exposure from and to (%). */
type Quality = readonly [predominance: number, low: number, high: number];
/** Signage, print, digital, TV, radio, social. */
const PLAN_QUALITY: readonly Quality[] = [
  [4, 50, 70],
  [3, 30, 50],
  [3, 30, 40],
  [3, 15, 30],
  [3, 25, 35],
  [4, 35, 50],
];
/** Broadcast, streaming, social media. */
const BROADCAST_QUALITY: readonly Quality[] = [
  [3, 20, 30],
  [3, 25, 35],
  [4, 40, 50],
];

/** Where a sponsor buys media with the property's marks, by the property's reach. */
const CAMPAIGN_CHANNEL = {
  local: 'social',
  regional: 'radio',
  national: 'tv',
  online: 'social',
  conference: 'digital',
} as const satisfies Record<Reach, string>;

/** The benefit category of a catalogue benefit (the catalogue's ids run by category, migration 0003). */
function benefitCategory(id: number): BenefitCategoryKey {
  const lastIdOf: [number, BenefitCategoryKey][] = [
    [6, 'signage'],
    [11, 'broadcast'],
    [17, 'digital_social'],
    [22, 'hospitality'],
    [27, 'activation'],
  ];
  return lastIdOf.find(([last]) => id <= last)?.[1] ?? 'rights';
}

// ---- One property -------------------------------------------------------------------------------------

export interface Draw {
  kind: BenchmarkKind;
  city: CityRef;
  level: SponsorshipLevel;
  /** Direct audience to aim at; by default drawn in the kind's range. */
  audience?: number;
  /** Asked price to aim at; by default the kind's for the audience. */
  fee?: number;
  /** Unique across the set: keeps item ids apart. */
  serial: number;
  /** A sample on the demo website: its description says so. */
  sample: boolean;
}

/** The size of one property: its audience, asked price and season. */
interface Size {
  audience: number;
  fee: number;
  events: number;
  start: string;
  end: string;
  /** Its item ids' property number (demoItemId). */
  P: number;
}

function sizeOf(random: Random, draw: Draw): Size {
  const { kind } = draw;
  const audience = plausible(draw.audience ?? logBetween(kind.audience, random.next()));
  const position = logPosition(audience, kind.audience);
  const fee = dollars(draw.fee ?? logBetween(kind.fee, position) * random.between(0.7, 1.35));
  const start = addDays(`2026-${kind.season[0]}`, random.int(0, 6));
  return {
    audience,
    fee,
    events: random.int(...kind.events),
    start,
    end: addDays(start, kind.season[1]),
    P: 100 + draw.serial,
  };
}

/** The promotional plan, broadcast and paid media: impressions in proportion to the direct audience. */
function mediaSteps(random: Random, kind: BenchmarkKind, audience: number) {
  const line = (perPerson: number, [predominance, low, high]: Quality) => {
    if (perPerson === 0) return null;
    const estimated = plausible(audience * perPerson * random.between(0.7, 1.3));
    const actual = plausible(estimated * random.between(0.9, 1.08));
    const delivery = Math.min(100, Math.round((actual / estimated) * 100));
    return [estimated, actual, predominance, random.int(low, high), delivery] as const;
  };
  const reach = REACH[kind.reach];
  const plan = reach.plan.map((perPerson, i) => line(perPerson, PLAN_QUALITY[i] as Quality));
  const broadcast = reach.broadcast.map((perPerson, i) => line(perPerson, BROADCAST_QUALITY[i] as Quality));
  // Two or three of the channels used also carry paid media, at a share of the owned impressions.
  const used = [...plan.keys()].filter((i) => plan[i]);
  const bought = new Set(random.some(used, 2, 3));
  const paid = plan.map((owned, i) => {
    if (!owned || !bought.has(i)) return null;
    const estimated = plausible(owned[0] * random.between(0.1, 0.3));
    const actual = plausible(estimated * random.between(0.95, 1.05));
    return [estimated, actual, 4, 100, Math.min(100, Math.round((actual / estimated) * 100))] as const;
  });
  return {
    plan: build.mediaPlan(plan as Arg<typeof build.mediaPlan>),
    broadcast: build.broadcast(broadcast as Arg<typeof build.broadcast>),
    paid: build.mediaPlan(paid as Arg<typeof build.mediaPlan>),
  };
}

/** What the sponsor gets: the package's benefits, hospitality (most of the time) and activation. */
function offerSteps(random: Random, kind: BenchmarkKind, size: Size) {
  const { audience, fee, events, start, P } = size;
  const pack = PACKAGES[kind.pack];
  const benefits = pack.benefits.map(([benefitId, name, times, basis, amount]) => ({
    benefit_id: benefitId,
    type: benefitCategory(benefitId),
    name,
    times_offered: times === 'event' ? events : times === 'season' ? 1 : times,
    unit_value: dollars(basis === 'fee' ? fee * amount : (amount * audience) / 100_000),
    predominance: random.int(3, 5),
    exposure: 5 * random.int(12, 20),
    delivery: random.int(90, 100),
  }));
  // Hospitality worth 4–12 % of the rights fee, shared among the package's items (too dear a one left out).
  const hospitalityValue = (fee * random.between(0.04, 0.12)) / pack.hospitality.length;
  const offered = pack.hospitality.flatMap(([hospitalityKind, name, unitValue]) => {
    const unit = dollars(unitValue * random.between(0.8, 1.2));
    const item = {
      kind: hospitalityKind,
      name,
      quantity: Math.max(1, Math.round(hospitalityValue / unit)),
      unit_value: unit,
      date: addDays(start, Math.floor(kind.season[1] * random.between(0, 0.8))),
    };
    return unit <= 2 * hospitalityValue ? [item] : [];
  });
  const hospitalityIncluded = offered.length > 0 && (fee >= 5_000 || random.next() < 0.5);
  const hospitality = hospitalityIncluded ? offered : [];

  const [category, name] = pack.activation;
  const cost = Math.max(100, dollars(fee * random.between(0.03, 0.07)));
  const experiential = {
    kind: 'experiential' as const,
    category,
    name,
    cost,
    production_cost: dollars(cost * random.between(0.25, 0.4)),
    times_offered: Math.min(events, random.int(1, 8)),
    predominance: random.int(3, 5),
    exposure: 5 * random.int(10, 18),
    attendees_engaged: plausible(audience * random.between(0.02, 0.08)),
  };
  // A larger sponsor also buys media with the property's marks; the cost includes the media buy.
  const mediaBuy = dollars(fee * random.between(0.04, 0.08));
  const paid = {
    kind: 'paid_media' as const,
    category: CAMPAIGN_CHANNEL[kind.reach],
    name: 'Campaign with the property’s marks',
    media_buy: mediaBuy,
    cost: mediaBuy,
    production_cost: dollars(mediaBuy * random.between(0.1, 0.2)),
    times_offered: random.int(20, 120),
    predominance: 3,
    exposure: 5 * random.int(6, 10),
    attendees_engaged: 0,
  };
  const activation = fee >= 50_000 ? [experiential, paid] : [experiential];
  const spent = (kinds: string) =>
    activation.filter((item) => item.kind === kinds).reduce((t, i) => t + i.cost + i.production_cost, 0);
  return {
    benefits: build.withIds(P, 300, benefits),
    hospitalityIncluded,
    hospitality: build.withIds(P, 400, hospitality),
    activation: build.withIds(P, 500, activation),
    spent: { experiential: spent('experiential'), media: spent('paid_media') },
  };
}

function generalStep(random: Random, draw: Draw, size: Size, name: string): PropertyInput['general'] {
  const { kind, city, level } = draw;
  const description = fill(kind.description, city, size.events);
  const days = kind.season[1];
  return {
    name,
    description: draw.sample
      ? `Demo sample generated for comparables and benchmarks, not a real property. ${description}`
      : description,
    start_date: size.start,
    end_date: size.end,
    city,
    sponsorship_type: kind.type,
    category: kind.category,
    sponsorship_level: level,
    exclusivity: [...EXCLUSIVITY_BY_LEVEL[level]],
    sponsor_benefits: random.some(SPONSOR_BENEFITS, 2, 5),
    digital_audiences: build.audiences(
      size.P,
      REACH[kind.reach].audiences.map(([platform, perPerson, label]) => [
        platform,
        plausible(size.audience * perPerson * random.between(0.7, 1.3)),
        label,
      ]),
    ),
    // A sponsor's campaign around an event starts months before it.
    campaign_duration_months: days < 30 ? random.int(3, 6) : Math.min(12, Math.round(days / 30.4)),
    events_per_season: size.events,
    similar_organizations: random.int(1, 8),
    years_in_operation: random.int(...kind.years),
  };
}

function targetStep(random: Random, draw: Draw, audience: number): PropertyInput['target'] {
  const { kind, city } = draw;
  const crowd = CROWDS[kind.crowd];
  return {
    public_awareness: random.int(...AWARENESS_BY_SCOPE[kind.scope]),
    property_scope: kind.scope,
    breakthrough_areas: ['north_america'],
    direct_cumulative_audience: audience,
    audience_audited: random.next() < (audience > 50_000 ? 0.75 : 0.3),
    first_time_visitors: random.int(10, 40),
    average_visits_per_person: Math.round(random.between(...kind.visits) * 10) / 10,
    audience_segments: build.segments({
      gender: shares(random, crowd[0], 0.1),
      age: shares(random, crowd[1]),
      household: shares(random, crowd[2]),
      education: shares(random, crowd[3]),
      income: shares(random, crowd[4]),
    } as Arg<typeof build.segments>),
    audience_origin: build.origin(shares(random, ORIGIN_BY_SCOPE[kind.scope]) as Arg<typeof build.origin>),
    ethnicity: build.ethnicity(shares(random, provinceOf(city).ethnicity) as Arg<typeof build.ethnicity>),
  };
}

function relevanceStep(random: Random, draw: Draw, audience: number): PropertyInput['relevance'] {
  const { kind, level } = draw;
  const national = kind.scope === 'national';
  // More local partners the larger the property (3–8 for a few thousand people, 4 times that for a million).
  const local = Math.round(random.between(3, 8) * Math.max(1, Math.log10(audience) - 2.5));
  return {
    characteristics: build.characteristics(ratings(random, 2) as Arg<typeof build.characteristics>),
    likelihood_use_by_participants: random.int(2, 4),
    likelihood_consumption_broadcast: REACH[kind.reach].broadcast[0] ? random.int(2, 4) : random.int(1, 2),
    likelihood_clients_in_audience: random.int(2, 5),
    category_engagement: random.int(2, 5),
    sponsor_counts: build.sponsorCounts([
      local,
      national ? random.int(4, 15) : random.int(0, 4),
      national ? random.int(0, 4) : 0,
      random.int(1, 8),
    ]),
    new_sponsors_last_year: random.int(1, Math.max(2, Math.round(local / 4))),
    onsite_visibility: level === 'title' || level === 'presenting' ? 'dedicated' : 'shared',
  };
}

/** The management step; the activation budget covers what the activation items spend, and more. */
function managementStep(
  random: Random,
  kind: BenchmarkKind,
  fee: number,
  spent: { experiential: number; media: number },
): PropertyInput['management'] {
  const budget = fee * random.between(10, 30);
  return {
    account_manager: fee >= 20_000 || random.next() < 0.5,
    satisfaction: random.int(3, 5),
    regard: random.int(3, 5),
    agreements: build.agreements(ratings(random, 3) as Arg<typeof build.agreements>),
    information_sources: random.some(INFORMATION_SOURCES, 1, 4),
    sustainability_plan: random.next() < 0.6,
    market_importance: random.int(2, 5),
    annual_budget: ANNUAL_BUDGET_BANDS[BUDGET_BAND_STARTS.filter((from) => budget >= from).length],
    rights_fee: fee,
    activation_budget: {
      experiential: dollars(spent.experiential * random.between(1.1, 1.5)),
      media: dollars(Math.max(spent.media, fee * 0.03) * random.between(1.1, 1.5)),
      athlete_appearance: kind.category === 'sports' ? dollars(fee * random.between(0.01, 0.03)) : 0,
      other_appearance: dollars(fee * random.between(0.005, 0.02)),
    },
    net_partnership_revenue: dollars(fee * random.between(6, 18)),
    in_kind_value: dollars(fee * random.between(0.03, 0.12)),
  };
}

/** One complete property of a kind: every step filled as the app requires, numbers scaled to its size. */
export function benchmarkProperty(random: Random, draw: Draw, name: string): PropertyInput {
  const size = sizeOf(random, draw);
  const media = mediaSteps(random, draw.kind, size.audience);
  const offer = offerSteps(random, draw.kind, size);
  const [metric, low, high] = METRIC_BY_TYPE[draw.kind.type];
  return {
    status: 'complete',
    general: generalStep(random, draw, size, name),
    target: targetStep(random, draw, size.audience),
    relevance: relevanceStep(random, draw, size.audience),
    management: managementStep(random, draw.kind, size.fee, offer.spent),
    owned_media: {
      promotional_plan: media.plan,
      contractual_benefits: offer.benefits,
      hospitality_included: offer.hospitalityIncluded,
      broadcast: media.broadcast,
    },
    paid_media: { channels: media.paid },
    hospitality: { items: offer.hospitality },
    activation: { items: offer.activation },
    custom_metrics: {
      items: build.withIds(size.P, 600, [
        {
          name: metric,
          data_type: 'percent',
          value: random.int(low, high),
          comments: 'From the property’s last annual report.',
        },
      ]),
    },
  };
}
