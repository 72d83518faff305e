/**
 * Industry benchmarks: quartiles of value, cost, ratio and effective CPM of complete properties across
 * websites, by groups (cells) of a family: all properties, a type, or a type and one other criterion.
 * No website's property may show through (docs/decisions/022-benchmarks-no-reader-sees-through.md):
 * - what a website is shown of a cell is computed from the other websites' members only, so nothing it does
 *   to its own properties moves anything it is shown: not which groups, their counts, figures nor dates;
 * - demo websites' properties are benchmarks for demo websites only, the others' for the others only (pools);
 * - the disclosure rules (disclosure.ts: threshold, dominance, rounding) decide what is shown.
 *
 * The job stores, per cell of a pool, the view of readers with no member in it (`reader` 0), and a view per
 * website that has members in it, computed as if that website's members were not there (leave one out). A
 * read is a few indexed lookups; quartiles that leave a website out are read off the cell's sorted figures.
 */

import { DEFAULT_RATES, type Rates } from '../valuation/rates.ts';
import type { ComparableMetrics } from './comparables.ts';
import { mayShowGroup, mayShowMeasure, roundForDisclosure, type Share } from './disclosure.ts';
import { criterionValue, type SimilarityProfile } from './similarity.ts';

export const BENCHMARK_FAMILIES = [
  'all',
  'type',
  'type_level',
  'type_audience',
  'type_region',
  'type_price',
] as const;
export type BenchmarkFamily = (typeof BENCHMARK_FAMILIES)[number];

/** The criterion a family adds to the type (the report names a group by them). */
export const FAMILY_CRITERION = {
  all: null,
  type: null,
  type_level: 'level',
  type_audience: 'audience',
  type_region: 'region',
  type_price: 'price',
} as const satisfies Record<BenchmarkFamily, string | null>;

/** The order a report looks for its group in: the most specific first. */
export const FAMILIES_MOST_SPECIFIC_FIRST: readonly BenchmarkFamily[] = [
  'type_level',
  'type_price',
  'type_audience',
  'type_region',
  'type',
  'all',
];

/**
 * The measures of a benchmark and where each is read on a member: its stand-alone valuation (neutral brand),
 * which `standaloneValuation` computes once for the properties list, comparables and benchmarks alike.
 */
export const BENCHMARK_MEASURES = {
  value: (m: ComparableMetrics) => m.valueCents,
  cost: (m: ComparableMetrics) => m.costCents,
  ratio: (m: ComparableMetrics) => m.ratio,
  effectiveCpm: (m: ComparableMetrics) => m.effectiveCpmCents,
} as const satisfies Record<string, (m: ComparableMetrics) => number | null>;
export type BenchmarkMeasure = keyof typeof BENCHMARK_MEASURES;
const MEASURES = Object.keys(BENCHMARK_MEASURES) as BenchmarkMeasure[];

/**
 * Who may see a member: demo websites' properties (generated data) only demo websites, and the others only
 * the others, so generated data never mixes with real deals.
 */
export type BenchmarkPool = 'demo' | 'live';
export const poolOf = (demo: boolean): BenchmarkPool => (demo ? 'demo' : 'live');

/** A complete property as benchmarks count it. */
export interface BenchmarkMember extends ComparableMetrics {
  id: number;
  websiteId: number;
  demo: boolean;
  profile: SimilarityProfile;
}

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
}

export type BenchmarkFigures = Record<BenchmarkMeasure, Quartiles | null>;

/** What a reader is shown of a cell: how many members, their rounded quartiles, and since when. */
export interface ShownFigures {
  count: number;
  figures: BenchmarkFigures;
  /** When the job first showed these very figures to this reader (kept while they do not change). */
  computedAt: string;
}

/** The view of the readers given by `reader`, the view the job stores. */
export interface BenchmarkView {
  pool: BenchmarkPool;
  family: BenchmarkFamily;
  key: string;
  /**
   * 0: every reader of the pool with no member in the cell. Otherwise a website: the cell as it sees it, its
   * own members left out (stored only where that differs from what readers without members see).
   */
  reader: number;
  /** Null: hidden from these readers. */
  shown: ShownFigures | null;
}

/** The readers with no member in a cell. */
export const ANY_READER = 0;

/** The cell of a family a property belongs to; null when the property does not say what the family needs. */
export function cellKey(family: BenchmarkFamily, profile: SimilarityProfile): string | null {
  if (family === 'all') return '';
  if (profile.type === null) return null;
  const criterion = FAMILY_CRITERION[family];
  if (criterion === null) return profile.type;
  const value = criterionValue(profile, criterion);
  return value === null ? null : `${profile.type}|${value}`;
}

/** Quartiles by linear interpolation between ranks (as PostgreSQL's percentile_cont), unrounded. */
export function quartiles(values: readonly number[]): Quartiles | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return quartilesAt(sorted.length, (rank) => sorted[rank] ?? 0);
}

/** Quartiles of `count` sorted figures, the k-th (from 0) read by `nth`. */
function quartilesAt(count: number, nth: (k: number) => number): Quartiles {
  const at = (p: number) => {
    const rank = p * (count - 1);
    const low = Math.floor(rank);
    const lower = nth(low);
    return low === rank ? lower : lower + (nth(low + 1) - lower) * (rank - low);
  };
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) };
}

/**
 * The largest and second largest amount of one website in a cell (websites by their index in the cell), to
 * tell the largest once one is left out.
 */
class Largest {
  private first = { website: -1, amount: 0 };
  private second = { website: -1, amount: 0 };

  constructor(amounts: ArrayLike<number>) {
    for (let website = 0; website < amounts.length; website++) {
      const amount = amounts[website] as number;
      if (amount > this.first.amount) {
        this.second = this.first;
        this.first = { website, amount };
      } else if (amount > this.second.amount) this.second = { website, amount };
    }
  }

  /** The largest amount of a website other than the one at `left` (-1: none left out). */
  except(left: number): number {
    return this.first.website === left ? this.second.amount : this.first.amount;
  }
}

/** The first index of `sorted` whose figure is not below `figure`. */
function lowerBound(sorted: Float64Array, figure: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < figure) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One measure's known figures of a cell, sorted, with where each website's figures sit among them: the
 * positions of website w (its index in the cell) are `positions[from[w]]` to `positions[from[w + 1] - 1]`,
 * ascending. Typed arrays, not a list per website: the job builds these for every cell.
 */
class SortedMeasure {
  private readonly sorted: Float64Array;
  private readonly positions: Int32Array;
  private readonly from: Int32Array;
  private readonly websitesKnown: number;
  private readonly largestKnown: Largest;

  constructor(
    members: readonly BenchmarkMember[],
    measure: BenchmarkMeasure,
    index: ReadonlyMap<number, number>,
  ) {
    const pick = BENCHMARK_MEASURES[measure];
    const figures: number[] = [];
    const owners: number[] = [];
    for (const member of members) {
      const figure = pick(member);
      if (figure === null) continue;
      figures.push(figure);
      owners.push(index.get(member.websiteId) as number);
    }
    // A native sort of the figures, then each figure's place among them (equal figures take the places of
    // their run in turn: which member holds which of equal places changes no quartile).
    this.sorted = Float64Array.from(figures).sort();
    const ownerAt = new Int32Array(figures.length);
    const takenOfRun = new Map<number, number>();
    for (let i = 0; i < figures.length; i++) {
      const figure = figures[i] as number;
      const first = lowerBound(this.sorted, figure);
      const taken = takenOfRun.get(first) ?? 0;
      if (taken > 0 || this.sorted[first + 1] === figure) takenOfRun.set(first, taken + 1);
      ownerAt[first + taken] = owners[i] as number;
    }
    // Each website's positions together, in ascending order (a counting sort by website).
    const counts = new Int32Array(index.size);
    for (const website of ownerAt) counts[website] = (counts[website] as number) + 1;
    this.from = new Int32Array(index.size + 1);
    for (let w = 0; w < index.size; w++) this.from[w + 1] = (this.from[w] as number) + (counts[w] as number);
    const next = this.from.slice(0, index.size);
    this.positions = new Int32Array(ownerAt.length);
    ownerAt.forEach((website, position) => {
      this.positions[next[website] as number] = position;
      next[website] = (next[website] as number) + 1;
    });
    this.websitesKnown = counts.filter((count) => count > 0).length;
    this.largestKnown = new Largest(counts);
  }

  /** The k-th (from 0) figure once website `left`'s figures are left out: skip its positions up to there. */
  private nthExcept(k: number, left: number): number {
    let at = k;
    if (left >= 0)
      for (let i = this.from[left] as number; i < (this.from[left + 1] as number); i++) {
        if ((this.positions[i] as number) > at) break;
        at++;
      }
    return this.sorted[at] as number;
  }

  /** The rounded quartiles the figures give without website `left`'s (-1: all), or null when the rules hide them. */
  quartilesExcept(left: number, rates: Rates): Quartiles | null {
    const own = left >= 0 ? (this.from[left + 1] as number) - (this.from[left] as number) : 0;
    const count = this.sorted.length - own;
    const websites = this.websitesKnown - (own > 0 ? 1 : 0);
    if (!mayShowMeasure(websites, { total: count, largest: this.largestKnown.except(left) }, rates))
      return null;
    const exact = quartilesAt(count, (k) => this.nthExcept(k, left));
    return {
      q1: roundForDisclosure(exact.q1, rates),
      median: roundForDisclosure(exact.median, rates),
      q3: roundForDisclosure(exact.q3, rates),
    };
  }
}

type Tallied = 'members' | 'valueCents' | 'costCents';

/** A cell's members, tallied per website and sorted per measure, so any website can be left out cheaply. */
class CellFigures {
  /** The websites with members in the cell, each with its index in the cell's tallies. */
  readonly websites = new Map<number, number>();
  private readonly held: Record<Tallied, number[]> = { members: [], valueCents: [], costCents: [] };
  private readonly totals: Record<Tallied, number> = { members: 0, valueCents: 0, costCents: 0 };
  private readonly largest: Record<Tallied, Largest>;
  private readonly measures: Record<BenchmarkMeasure, SortedMeasure>;

  constructor(members: readonly BenchmarkMember[]) {
    const { held, totals } = this;
    for (const member of members) {
      let w = this.websites.get(member.websiteId);
      if (w === undefined) {
        w = this.websites.size;
        this.websites.set(member.websiteId, w);
        held.members.push(0);
        held.valueCents.push(0);
        held.costCents.push(0);
      }
      held.members[w] = (held.members[w] as number) + 1;
      held.valueCents[w] = (held.valueCents[w] as number) + member.valueCents;
      held.costCents[w] = (held.costCents[w] as number) + member.costCents;
      totals.members++;
      totals.valueCents += member.valueCents;
      totals.costCents += member.costCents;
    }
    this.largest = {
      members: new Largest(held.members),
      valueCents: new Largest(held.valueCents),
      costCents: new Largest(held.costCents),
    };
    this.measures = Object.fromEntries(
      MEASURES.map((measure) => [measure, new SortedMeasure(members, measure, this.websites)]),
    ) as Record<BenchmarkMeasure, SortedMeasure>;
  }

  /** What `reader` is shown (its members left out; ANY_READER: nobody's), before dating: null when hidden. */
  seenBy(reader: number, rates: Rates): Omit<ShownFigures, 'computedAt'> | null {
    const left = this.websites.get(reader) ?? -1;
    const share = (key: Tallied): Share => ({
      total: this.totals[key] - (left >= 0 ? (this.held[key][left] as number) : 0),
      largest: this.largest[key].except(left),
    });
    const tally = {
      websites: this.websites.size - (left >= 0 ? 1 : 0),
      members: share('members'),
      valueCents: share('valueCents'),
      costCents: share('costCents'),
    };
    if (!mayShowGroup(tally, rates)) return null;
    const figures = Object.fromEntries(
      MEASURES.map((measure) => [measure, this.measures[measure].quartilesExcept(left, rates)]),
    ) as BenchmarkFigures;
    return { count: tally.members.total, figures };
  }
}

const cellId = (pool: BenchmarkPool, family: BenchmarkFamily, key: string) =>
  `${pool}\u0000${family}\u0000${key}`;

interface Cell {
  pool: BenchmarkPool;
  family: BenchmarkFamily;
  key: string;
  members: BenchmarkMember[];
}

/** Groups every member into one cell per family (where it says enough for that family), in its pool. */
function groupMembers(members: readonly BenchmarkMember[]): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  for (const member of members) {
    const pool = poolOf(member.demo);
    for (const family of BENCHMARK_FAMILIES) {
      const key = cellKey(family, member.profile);
      if (key === null) continue;
      const id = cellId(pool, family, key);
      let cell = cells.get(id);
      if (!cell) {
        cell = { pool, family, key, members: [] };
        cells.set(id, cell);
      }
      cell.members.push(member);
    }
  }
  return cells;
}

const sameQuartiles = (a: Quartiles | null, b: Quartiles | null) =>
  a === null || b === null ? a === b : a.q1 === b.q1 && a.median === b.median && a.q3 === b.q3;

/** Whether two views show the same count and figures (figures read back from storage included). */
const sameFigures = (a: Omit<ShownFigures, 'computedAt'>, b: Omit<ShownFigures, 'computedAt'>) =>
  a.count === b.count && MEASURES.every((measure) => sameQuartiles(a.figures[measure], b.figures[measure]));

/** What a reader sees now, dated: the date it was shown these figures before, else now. */
function dated(
  seen: Omit<ShownFigures, 'computedAt'> | null,
  before: ShownFigures | null,
  now: string,
): ShownFigures | null {
  if (!seen) return null;
  return { ...seen, computedAt: before && sameFigures(before, seen) ? before.computedAt : now };
}

/** Whether two views show the same: both hidden, or the same count, figures and date. */
export const sameShown = (a: ShownFigures | null, b: ShownFigures | null) =>
  a === null || b === null ? a === b : sameFigures(a, b) && a.computedAt === b.computedAt;

/**
 * Recomputes every view from the complete properties of all websites, given the views as last stored.
 * Returns every view to store: each cell's view for readers without members where it is shown, and each
 * website's own view where it differs from that one (a website's members in the cell always make it differ,
 * unless both are hidden; a website that has just left a cell keeps its view while its date differs).
 */
export function refreshBenchmarkViews(
  members: readonly BenchmarkMember[],
  previous: readonly BenchmarkView[],
  now: Date,
  rates: Rates = DEFAULT_RATES,
): BenchmarkView[] {
  const at = now.toISOString();
  const cells = groupMembers(members);
  // What each reader of each cell was shown before (a stored view per reader; none: reader 0's view).
  const before = new Map<string, Map<number, ShownFigures | null>>();
  for (const view of previous) {
    const id = cellId(view.pool, view.family, view.key);
    if (!cells.has(id)) cells.set(id, { pool: view.pool, family: view.family, key: view.key, members: [] });
    let readers = before.get(id);
    if (!readers) {
      readers = new Map();
      before.set(id, readers);
    }
    readers.set(view.reader, view.shown);
  }

  const views: BenchmarkView[] = [];
  for (const [id, cell] of cells) {
    const figures = new CellFigures(cell.members);
    const place = { pool: cell.pool, family: cell.family, key: cell.key };
    const shownBefore = before.get(id) ?? new Map<number, ShownFigures | null>();
    const anyBefore = shownBefore.get(ANY_READER) ?? null;
    const seenByAny = figures.seenBy(ANY_READER, rates);
    const shownToAny = dated(seenByAny, anyBefore, at);
    if (shownToAny) views.push({ ...place, reader: ANY_READER, shown: shownToAny });
    // Websites with members, and those with a view of their own before: one that left the cell may keep its
    // date for a while.
    const readers = new Set(figures.websites.keys());
    for (const reader of shownBefore.keys()) if (reader !== ANY_READER) readers.add(reader);
    for (const reader of readers) {
      // A website with no member left sees what readers without members see, dated as it saw it.
      const seen = figures.websites.has(reader) ? figures.seenBy(reader, rates) : seenByAny;
      const own = shownBefore.get(reader);
      const shown = dated(seen, own === undefined ? anyBefore : own, at);
      if (!sameShown(shown, shownToAny)) views.push({ ...place, reader, shown });
    }
  }
  return views;
}

/** A cell as one reader sees it, as a report reads it. */
export interface ShownBenchmarkCell extends ShownFigures {
  family: BenchmarkFamily;
  key: string;
  includesDemo: boolean;
}

/**
 * What `reader` sees of the cells among `views` (the stored views of its pool for the cells it asks about,
 * both the views of readers without members and its own): its own view where there is one, else the other.
 */
export function readerCells(views: readonly BenchmarkView[], reader: number): ShownBenchmarkCell[] {
  const chosen = new Map<string, BenchmarkView>();
  for (const view of views) {
    if (view.reader !== reader && view.reader !== ANY_READER) continue;
    const id = cellId(view.pool, view.family, view.key);
    if (view.reader === reader || !chosen.has(id)) chosen.set(id, view);
  }
  return [...chosen.values()].flatMap(({ pool, family, key, shown }) =>
    shown ? [{ family, key, includesDemo: pool === 'demo', ...shown }] : [],
  );
}

/** The cells a property belongs to, the most specific family first (a report shows the first shown one). */
export function subjectCellKeys(profile: SimilarityProfile): { family: BenchmarkFamily; key: string }[] {
  return FAMILIES_MOST_SPECIFIC_FIRST.flatMap((family) => {
    const key = cellKey(family, profile);
    return key === null ? [] : [{ family, key }];
  });
}
