import {
  type Benefit,
  type CityRef,
  type PropertyInput,
  propertyInputSchema,
  roundForDisclosure,
  type SponsorshipType,
  standaloneValuation,
} from '@cakemix/core';
import { createBenefitsRepository } from '../../modules/benefits/repository.ts';
import { createBenefitsService } from '../../modules/benefits/service.ts';
import { toRecord } from '../../modules/properties/record.ts';
import { createPropertiesRepository } from '../../modules/properties/repository.ts';
import type { Db } from '../client.ts';
import { websites } from '../schema.ts';
import { BENCHMARK_KINDS, type BenchmarkKind } from './benchmark-kinds.ts';
import {
  citiesOf,
  cityRef,
  LARGE,
  PROVINCE_CODES,
  PROVINCES,
  type Province,
  SMALL,
  sizeOf,
  sizesHolding,
} from './benchmark-places.ts';
import {
  benchmarkProperty,
  type Draw,
  fill,
  logBetween,
  type Random,
  seededRandom,
} from './benchmark-property.ts';
import { pricedFromCatalogue } from './catalogue-prices.ts';
import { DEMO_PROPERTIES } from './properties.ts';

/*
 * The demo benchmark set: generated properties, complete and plausible, spread over eight demo websites (and
 * samples on the demo website itself), so that comparables and industry benchmarks have something to show in
 * a demo under the disclosure rules (decision 022: a demo website sees the other demo websites' properties
 * only, from at least 5 of them, 10 to a group, none holding more than a third). Generated from a fixed seed:
 * every run gives the same set.
 */

/** The seed of the set; another seed gives another, equally plausible set. */
export const BENCHMARK_SEED = 20_261_123;

/** The demo website whose own properties get similar samples (website 1, seeded by seed-demo.ts). */
export const DEMO_WEBSITE_ID = 1;

/** Said after the name of every sample on the demo website, so nobody takes one for a real property. */
export const DEMO_SAMPLE_SUFFIX = ' (demo sample)';

/** The demo websites of the set: an agency each, with a home region. */
export const BENCHMARK_WEBSITES = [
  { name: 'Demo benchmark — Atlantic Sports Marketing', slug: 'atlantic', home: ['NS', 'NB', 'PE', 'NL'] },
  { name: 'Demo benchmark — Laurentian Sponsorship Partners', slug: 'laurentian', home: ['QC'] },
  { name: 'Demo benchmark — Great Lakes Partnerships', slug: 'great-lakes', home: ['ON'] },
  { name: 'Demo benchmark — Prairie Sponsorship Group', slug: 'prairie', home: ['MB', 'SK', 'AB'] },
  { name: 'Demo benchmark — Pacific Coast Sponsorship', slug: 'pacific', home: ['BC', 'YT'] },
  { name: 'Demo benchmark — Capital Region Sponsorship', slug: 'capital', home: ['ON', 'QC'] },
  { name: 'Demo benchmark — Rocky Mountain Partnerships', slug: 'rocky-mountain', home: ['AB', 'BC'] },
  { name: 'Demo benchmark — Northern Sponsorship Co-op', slug: 'northern', home: ['MB', 'SK', 'YT'] },
] as const satisfies readonly { name: string; slug: string; home: readonly Province[] }[];

/** Share of a benchmark website's properties in its home region (the rest are national clients). */
const HOME_SHARE = 0.65;

export interface BenchmarkProperty {
  /** The index of its website in BENCHMARK_WEBSITES, or 'demo' for a sample on the demo website. */
  website: number | 'demo';
  input: PropertyInput;
}

const TYPES: readonly SponsorshipType[] = ['team', 'league', 'venue', 'event', 'organization'];
/** Kinds by asked price: the smallest three and the largest two. */
const BY_PRICE = [...BENCHMARK_KINDS].sort((a, b) => a.fee[0] - b.fee[0]);
const SMALLEST = BY_PRICE.slice(0, 3);
const LARGEST = BY_PRICE.slice(-2).reverse();

/** What a website's slot holds: a kind, the sizes of city it can be in, and where in its range it stands. */
interface Slot {
  kind: BenchmarkKind;
  sizes: readonly number[];
  /** Where in its kind's range of audience; by default, where its city's size puts it. */
  position?: readonly [number, number];
}

/** The slots of each benchmark website: two of each type, then one at an end of the market. */
const SLOTS = 2 * TYPES.length + 1;

function slotOf(website: number, slot: number): Slot {
  if (slot < 2 * TYPES.length) {
    const kinds = BENCHMARK_KINDS.filter((k) => k.type === TYPES[slot % TYPES.length]);
    // Each website takes other kinds of each type, so the five cover them all.
    const kind = kinds[(2 * website + Math.floor(slot / TYPES.length)) % kinds.length] as BenchmarkKind;
    return { kind, sizes: kind.bigCity ? [LARGE] : sizesHolding(kind.audience[0]) };
  }
  // The last, in turn among the smallest properties (small cities) and the largest (large cities).
  const small = website % 2 === 0;
  const kinds = small ? SMALLEST : LARGEST;
  const kind = kinds[Math.floor(website / 2) % kinds.length] as BenchmarkKind;
  return small
    ? { kind, sizes: [SMALL], position: [0, 0.15] }
    : { kind, sizes: [LARGE], position: [0.85, 1] };
}

/** A name not taken yet in the set: the kind's names in turn, then one with the city added. */
function uniqueName(random: Random, kind: BenchmarkKind, city: CityRef, taken: Set<string>) {
  const names = city.region === 'QC' && kind.namesFr ? kind.namesFr : kind.names;
  const first = random.int(0, names.length - 1);
  const candidates = names.map((_, i) => fill(names[(first + i) % names.length] ?? '', city));
  const name = candidates.find((c) => !taken.has(c)) ?? `${candidates[0]} (${city.name})`;
  taken.add(name);
  return name;
}

/** A city of one of the provinces, of one of the sizes (but `except`), or none. */
function cityIn(random: Random, provinces: readonly Province[], sizes: readonly number[], except?: string) {
  const places = provinces.flatMap((province) =>
    citiesOf(province, sizes)
      .filter((name) => name !== except)
      .map((name) => cityRef(province, name)),
  );
  return places.length > 0 ? random.pick(places) : undefined;
}

/** The kind of the type and category whose range of audience is nearest the given audience. */
function closestKind(type: SponsorshipType | null, category: string | null, audience: number) {
  const distance = (k: BenchmarkKind) =>
    Math.abs(Math.log(audience / Math.sqrt(k.audience[0] * k.audience[1])));
  const [closest] = BENCHMARK_KINDS.filter((k) => k.type === type && k.category === category).sort(
    (a, b) => distance(a) - distance(b),
  );
  if (!closest) throw new Error(`no benchmark kind for a ${type} in ${category}`);
  return closest;
}

/** How many samples of each complete property the demo website gets: enough for a percentile (3). */
const SAMPLES_PER_PROPERTY = 3;
/** Benchmark websites holding a second peer of each complete property of the demo website (by turn). */
const SECOND_PEERS = 4;

/** The complete properties of the demo website that samples and peers are drawn like. */
function demoOriginals() {
  return DEMO_PROPERTIES.map((input) => propertyInputSchema.parse(input)).flatMap((original) => {
    const { general, target, management } = original;
    const [audience, fee] = [target.direct_cumulative_audience, management.rights_fee];
    if (original.status !== 'complete' || !general.city || !general.sponsorship_level || !audience || !fee)
      return [];
    const kind = closestKind(general.sponsorship_type, general.category, audience);
    return [{ city: general.city, level: general.sponsorship_level, audience, fee, kind }];
  });
}
type Original = ReturnType<typeof demoOriginals>[number];

/**
 * A property like `original`: of its kind and level, about its audience and asked price, so that it is
 * similar on every criterion but perhaps the region; in the first of `where` (lists of provinces) that has a
 * city large enough, else wherever one is.
 */
function likeOriginal(
  random: Random,
  original: Original,
  where: readonly (readonly Province[])[],
  sample: { serial: number; sample: boolean },
) {
  const scale = random.between(0.7, 1.4);
  const sizes = sizesHolding(original.audience * scale);
  let city: CityRef | undefined;
  for (const provinces of where) city ??= cityIn(random, provinces, sizes, original.city.name);
  return {
    kind: original.kind,
    city: city ?? (cityIn(random, PROVINCE_CODES, sizes) as CityRef),
    level: original.level,
    audience: original.audience * scale,
    fee: original.fee * scale * random.between(0.7, 0.95),
    ...sample,
  };
}

/**
 * Costs add quoted prices, so many would be round amounts, the very figures a benchmark's rounding gives (two
 * significant figures). The demo's are nudged off them, so that on the demo no shown quartile equals any
 * property's cost even by chance (docs/decisions/022-benchmarks-no-reader-sees-through.md).
 */
function offRoundCost(input: PropertyInput): PropertyInput {
  const data = propertyInputSchema.parse(input);
  // The in-kind value counts in the cost only: $5 more until the cost has three significant figures.
  while (roundForDisclosure(standaloneValuation(data).costCents) === standaloneValuation(data).costCents)
    data.management.in_kind_value = (data.management.in_kind_value ?? 0) + 5;
  return { ...input, management: data.management };
}

/**
 * The whole set, the same at every call: 11 properties on each benchmark website (two of every type, in
 * its home region mostly, sized to their city, and one at an end of the market); peers of each complete
 * property of the demo website on every benchmark website (two on four of them, by turn), of its type,
 * category and level, about its audience and asked price, in the website's home region where it can be;
 * then three samples of each on the demo website, one near it, one in another part of the country, one
 * anywhere, each named as a demo sample.
 */
export function demoBenchmarkSet(seed = BENCHMARK_SEED, catalogue?: readonly Benefit[]): BenchmarkProperty[] {
  const set: BenchmarkProperty[] = [];
  const taken = new Set<string>();
  // One generator per property, so a property's numbers do not depend on how many the others drew.
  const randomFor = (serial: number) => seededRandom(seed ^ Math.imul(serial + 1, 0x9e3779b1));
  const add = (website: BenchmarkProperty['website'], random: Random, draw: Draw, suffix = '') => {
    const name = `${uniqueName(random, draw.kind, draw.city, taken)}${suffix}`;
    const input = offRoundCost(benchmarkProperty(random, draw, name));
    // With the catalogue (the seed has it), benefits priced as the plausibility rules expect, each property
    // from a generator of its own so that the rest of the set does not move.
    const priced = catalogue
      ? pricedFromCatalogue(input, catalogue, seededRandom(seed ^ Math.imul(draw.serial + 1, 0x85ebca6b)))
      : input;
    set.push({ website, input: priced });
  };

  BENCHMARK_WEBSITES.forEach((website, w) => {
    for (let slot = 0; slot < SLOTS; slot++) {
      const serial = set.length;
      const random = randomFor(serial);
      const { kind, sizes, position } = slotOf(w, slot);
      const home = random.next() < HOME_SHARE ? cityIn(random, website.home, sizes) : undefined;
      const city = home ?? (cityIn(random, PROVINCE_CODES, sizes) as CityRef);
      const { most, position: inCity } = sizeOf(city);
      const audience = Math.min(
        logBetween(kind.audience, random.between(...(position ?? inCity))),
        most * random.between(0.7, 1),
      );
      add(w, random, { kind, city, level: random.pick(kind.levels), audience, serial, sample: false });
    }
  });

  const originals = demoOriginals();
  originals.forEach((original, o) => {
    BENCHMARK_WEBSITES.forEach((website, w) => {
      const peers = (w + o) % BENCHMARK_WEBSITES.length < SECOND_PEERS ? 2 : 1;
      for (let peer = 0; peer < peers; peer++) {
        const serial = set.length;
        const random = randomFor(serial);
        add(w, random, likeOriginal(random, original, [website.home], { serial, sample: false }));
      }
    });
  });

  for (const original of originals) {
    const province = original.city.region as Province;
    const { part } = PROVINCES[province];
    const neighbours = PROVINCE_CODES.filter((code) => PROVINCES[code].part === part);
    const elsewhere = PROVINCE_CODES.filter((code) => PROVINCES[code].part !== part);
    // In its province, else nearby; in another part of the country; anywhere.
    const places = [[[province], neighbours], [elsewhere], [PROVINCE_CODES]] as const;
    for (const where of places.slice(0, SAMPLES_PER_PROPERTY)) {
      const serial = set.length;
      const random = randomFor(serial);
      add(
        'demo',
        random,
        likeOriginal(random, original, where, { serial, sample: true }),
        DEMO_SAMPLE_SUFFIX,
      );
    }
  }
  return set;
}

/**
 * Seeds the set inside the demo seed's transaction: the benchmark websites (demo data, default theme, no
 * accounts), then every property through the repository, as the API stores one, so the engine's valuation
 * columns are written. `author` is the demo admin. Returns the ids of the websites created, in order.
 */
export async function seedBenchmarkSet(db: Db, author: number, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const website of BENCHMARK_WEBSITES) {
    const [row] = await db
      .insert(websites)
      .values({
        name: website.name,
        theme: 'default',
        supportEmail: `benchmark-${website.slug}@example.com`,
        demo: true,
      })
      .returning({ id: websites.id });
    if (!row) throw new Error(`demo website ${website.name} not created`);
    ids.push(row.id);
  }
  const properties = createPropertiesRepository(db);
  const catalogue = await createBenefitsService(createBenefitsRepository(db)).list();
  for (const { website, input } of demoBenchmarkSet(BENCHMARK_SEED, catalogue)) {
    const websiteId = website === 'demo' ? DEMO_WEBSITE_ID : (ids[website] ?? 0);
    await properties.create(websiteId, author, toRecord(propertyInputSchema.parse(input)), now);
  }
  return ids;
}
