import {
  AGREEMENT_STATEMENTS,
  AUDIENCE_ORIGINS,
  BROADCAST_CHANNELS,
  CHARACTERISTICS,
  CPM_CHANNELS,
  DEMOGRAPHICS,
  type DigitalPlatform,
  MEDIA_CHANNELS,
  type SocialNetwork,
  SPONSOR_TIERS,
} from '@cakemix/core';

/*
 * Compact builders for the demo properties: a group of values is written as one list in the order of the
 * schema's options (e.g. the seven age bands), so each property reads as its numbers, not as keys.
 */

/** Pairs option keys with values given in the same order. */
function zip<K extends string, V>(keys: readonly K[], values: readonly V[]): Record<K, V> {
  if (keys.length !== values.length) throw new Error(`expected ${keys.length} values, got ${values.length}`);
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Record<K, V>;
}

/** Demo item ids: fixed, so links and comments stay stable; valid v4 UUIDs that read as property/item. */
export const demoItemId = (property: number, item: number) =>
  `00000000-0000-4000-8000-${String(property * 1000 + item).padStart(12, '0')}`;

/** A fixed-length list, so a missing or extra value is a type error. */
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;
type Percents<N extends number> = Tuple<number, N>;

/** Audience percentages: gender (f, m), 7 age bands, 4 households, 6 education levels, 5 income bands. */
export function segments(values: {
  gender: Percents<2>;
  age: Percents<7>;
  household: Percents<4>;
  education: Percents<6>;
  income: Percents<5>;
}) {
  return {
    gender: zip(DEMOGRAPHICS.gender, values.gender),
    age: zip(DEMOGRAPHICS.age, values.age),
    household: zip(DEMOGRAPHICS.household, values.household),
    education: zip(DEMOGRAPHICS.education, values.education),
    income: zip(DEMOGRAPHICS.income, values.income),
  };
}

/** Local, regional, national, international. */
export const origin = (values: Percents<4>) => zip(AUDIENCE_ORIGINS, values);
/** The 8 ethnicity options, "prefer not to answer" last. */
export const ethnicity = (values: Percents<8>) => zip(DEMOGRAPHICS.ethnicity, values);
/** Sincere, exciting, competent, sophisticated, solid (1–5). */
export const characteristics = (values: Percents<5>) => zip(CHARACTERISTICS, values);
/** The five agreement statements of the management step (1–5). */
export const agreements = (values: Percents<5>) => zip(AGREEMENT_STATEMENTS, values);
/** Local or regional, national, international, service or media partners. */
export const sponsorCounts = (values: Percents<4>) => zip(SPONSOR_TIERS, values);
/** CPM per channel in dollars (signage, print, digital, TV, radio, social, streaming); null = the default. */
export const cpmOverrides = (values: Tuple<number | null, 7>) => zip(CPM_CHANNELS, values);

/** Impressions estimated and delivered, predominance (1–5), exposure and delivery (%); null: channel unused. */
type Line =
  | readonly [estimated: number, actual: number, predominance: number, exposure: number, delivery: number]
  | null;
const mediaLine = (line: Line) => {
  const [estimated, actual, predominance, exposure, delivery] = line ?? [null, null, null, null, null];
  return { impressions_estimated: estimated, impressions_actual: actual, predominance, exposure, delivery };
};
/** Signage, print, digital, TV, radio, social. */
export const mediaPlan = (lines: Tuple<Line, 6>) => zip(MEDIA_CHANNELS, lines.map(mediaLine));
/** Broadcast, streaming, social media. */
export const broadcast = (lines: Tuple<Line, 3>) => zip(BROADCAST_CHANNELS, lines.map(mediaLine));

/** Digital audiences, with what each number counts. */
export function audiences(property: number, counts: [DigitalPlatform, number, string][]) {
  return counts.map(([platform, audience, label], i) => ({
    id: demoItemId(property, 100 + i),
    platform,
    audience,
    label,
  }));
}

export function handles(property: number, accounts: [SocialNetwork, string][]) {
  return accounts.map(([network, handle], i) => ({ id: demoItemId(property, 200 + i), network, handle }));
}

/** Gives each item of a list its demo id (`block` keeps the lists of one property apart). */
export function withIds<const T extends object>(property: number, block: number, items: T[]) {
  return items.map((item, i) => ({ id: demoItemId(property, block + i), ...item }));
}
