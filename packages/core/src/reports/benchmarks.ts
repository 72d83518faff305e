/**
 * Industry benchmarks: quartiles of value, cost, ratio and effective CPM over every website's complete
 * properties, by groups (cells) of a family: all properties, a type, or a type and one other criterion.
 * No single website's property may show through (docs/decisions/018-market-context.md):
 * - a cell is shown only with at least `minProperties` properties from `minWebsites` websites;
 * - a cell below a hidden cell is hidden, and within a shown cell the properties left over by its shown
 *   sub-cells (their difference) must be none or again enough properties from enough websites: if not, the
 *   smallest shown sub-cells are hidden too;
 * - a shown cell changes its figures only when what changed since they were computed (properties added,
 *   removed or revalued) is itself enough properties from enough websites; otherwise it keeps them, with
 *   their date, so two refreshes never differ by one website's properties.
 */

import { DEFAULT_RATES, type Rates } from '../valuation/rates.ts';
import type { ComparableMetrics } from './comparables.ts';
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

export interface BenchmarkFigures {
  value: Quartiles | null;
  cost: Quartiles | null;
  ratio: Quartiles | null;
  effectiveCpm: Quartiles | null;
}

/** One cell as stored: whether it is shown, and the figures last computed for showing. */
export interface BenchmarkCell {
  family: BenchmarkFamily;
  key: string;
  published: boolean;
  propertyCount: number;
  websiteCount: number;
  includesDemo: boolean;
  /** Null until the cell is first shown. */
  metrics: BenchmarkFigures | null;
  /** The members `metrics` were computed from: `id:website:fingerprint`, sorted by id, comma-separated. */
  members: string;
  computedAt: string;
}

/** The cell of a family a property belongs to; null when the property does not say what the family needs. */
export function cellKey(family: BenchmarkFamily, profile: SimilarityProfile): string | null {
  if (family === 'all') return '';
  if (profile.type === null) return null;
  const criterion = FAMILY_CRITERION[family];
  if (criterion === null) return profile.type;
  const value = criterionValue(profile, criterion);
  return value === null ? null : `${profile.type}|${value}`;
}

/** The cell a cell is a part of (its parent), or null for the cell of all properties. */
function parentOf(family: BenchmarkFamily, key: string): { family: BenchmarkFamily; key: string } | null {
  if (family === 'all') return null;
  if (family === 'type') return { family: 'all', key: '' };
  return { family: 'type', key: key.slice(0, key.indexOf('|')) };
}

const cellId = (family: BenchmarkFamily, key: string) => `${family}\u0000${key}`;

/** Quartiles by linear interpolation between ranks (as PostgreSQL's percentile_cont). */
export function quartiles(values: number[]): Quartiles | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => {
    const rank = p * (sorted.length - 1);
    const low = Math.floor(rank);
    const lower = sorted[low] ?? 0;
    return lower + ((sorted[Math.min(low + 1, sorted.length - 1)] ?? lower) - lower) * (rank - low);
  };
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) };
}

function figures(members: readonly BenchmarkMember[], minProperties: number): BenchmarkFigures {
  const of = (pick: (m: BenchmarkMember) => number | null) => {
    const known: number[] = [];
    for (const member of members) {
      const value = pick(member);
      if (value !== null) known.push(value);
    }
    // A quartile of fewer known figures than a shown cell needs would say too much about each.
    return known.length >= minProperties ? quartiles(known) : null;
  };
  return {
    value: of((m) => m.valueCents),
    cost: of((m) => m.costCents),
    ratio: of((m) => m.ratio),
    effectiveCpm: of((m) => m.effectiveCpmCents),
  };
}

/** A short hash of a member's figures (FNV-1a), so a refresh tells a revalued property from an unchanged one. */
function fingerprint(member: BenchmarkMember): string {
  const text = `${member.valueCents}/${member.costCents}/${member.ratio}/${member.effectiveCpmCents}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const memberEntry = (member: BenchmarkMember) => `${member.id}:${member.websiteId}:${fingerprint(member)}`;

function parseMembers(members: string): Map<string, string> {
  const byId = new Map<string, string>();
  if (members === '') return byId;
  for (const entry of members.split(',')) byId.set(entry.slice(0, entry.indexOf(':')), entry);
  return byId;
}

/** Whether a set of properties is large and spread enough to be shown (or to be told apart). */
function isSafe(propertyCount: number, websites: ReadonlySet<number>, rates: Rates): boolean {
  return propertyCount >= rates.benchmarks.minProperties && websites.size >= rates.benchmarks.minWebsites;
}

/** What changed between two member lists: the properties added, removed or revalued, and their websites. */
function changeBetween(
  previous: string,
  current: readonly string[],
): { count: number; websites: Set<number> } {
  const before = parseMembers(previous);
  const websites = new Set<number>();
  let count = 0;
  const note = (entry: string) => {
    count++;
    websites.add(Number(entry.split(':')[1]));
  };
  for (const entry of current) {
    const id = entry.slice(0, entry.indexOf(':'));
    // Added or revalued: one changed property (its website cannot have changed with it: ids are per website).
    if (before.get(id) !== entry) note(entry);
    before.delete(id);
  }
  for (const removed of before.values()) note(removed);
  return { count, websites };
}

interface Group {
  family: BenchmarkFamily;
  key: string;
  members: BenchmarkMember[];
  websites: Set<number>;
  shown: boolean;
}

/** Groups every member into one cell per family (where the member says enough for that family). */
function groupMembers(members: readonly BenchmarkMember[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const member of members) {
    for (const family of BENCHMARK_FAMILIES) {
      const key = cellKey(family, member.profile);
      if (key === null) continue;
      const id = cellId(family, key);
      let group = groups.get(id);
      if (!group) {
        group = { family, key, members: [], websites: new Set(), shown: false };
        groups.set(id, group);
      }
      group.members.push(member);
      group.websites.add(member.websiteId);
    }
  }
  return groups;
}

/**
 * Decides which cells are shown: enough properties from enough websites, a shown parent, and within each
 * shown parent a leftover (the parent minus its shown cells of one family) that is empty or safe.
 */
function decideShown(groups: Map<string, Group>, rates: Rates): void {
  const byParent = new Map<string, Group[]>();
  for (const group of groups.values()) {
    const parent = parentOf(group.family, group.key);
    if (!parent) continue;
    const id = `${cellId(parent.family, parent.key)}\u0001${group.family}`;
    const siblings = byParent.get(id) ?? [];
    siblings.push(group);
    byParent.set(id, siblings);
  }
  const all = groups.get(cellId('all', ''));
  if (all) all.shown = isSafe(all.members.length, all.websites, rates);
  // Top-down: the type cells under all properties, then each type's cells of the other families.
  for (const level of ['type', 'below_type'] as const) {
    for (const [id, siblings] of byParent) {
      const isTypeLevel = siblings[0]?.family === 'type';
      if ((level === 'type') !== isTypeLevel) continue;
      const parent = groups.get(id.slice(0, id.indexOf('\u0001')));
      if (!parent?.shown) continue;
      for (const sibling of siblings) sibling.shown = isSafe(sibling.members.length, sibling.websites, rates);
      protectLeftover(parent, siblings, rates);
    }
  }
}

/** Hides the smallest shown sibling cells until what the shown ones leave of the parent is none or safe. */
function protectLeftover(parent: Group, siblings: Group[], rates: Rates): void {
  const shown = siblings.filter((s) => s.shown).sort((a, b) => a.members.length - b.members.length);
  for (;;) {
    const covered = new Set<number>();
    for (const sibling of shown) if (sibling.shown) for (const m of sibling.members) covered.add(m.id);
    const leftover = parent.members.filter((m) => !covered.has(m.id));
    if (leftover.length === 0 || isSafe(leftover.length, new Set(leftover.map((m) => m.websiteId)), rates))
      return;
    const smallest = shown.find((s) => s.shown);
    if (!smallest) return;
    smallest.shown = false;
  }
}

/**
 * Recomputes every cell from the complete properties of all websites, given the cells as last stored.
 * Returns every cell to store (cells that no longer have members stay, hidden, with their last figures).
 */
export function refreshBenchmarkCells(
  members: readonly BenchmarkMember[],
  previous: readonly BenchmarkCell[],
  now: Date,
  rates: Rates = DEFAULT_RATES,
): BenchmarkCell[] {
  const groups = groupMembers(members);
  decideShown(groups, rates);
  const before = new Map(previous.map((cell) => [cellId(cell.family, cell.key), cell]));
  const cells: BenchmarkCell[] = [];
  for (const [id, group] of groups) {
    const old = before.get(id);
    before.delete(id);
    if (!group.shown) {
      cells.push(old ? { ...old, published: false } : hiddenCell(group, now));
      continue;
    }
    const entries = group.members
      .slice()
      .sort((a, b) => a.id - b.id)
      .map(memberEntry);
    if (old?.metrics) {
      const change = changeBetween(old.members, entries);
      // Too small a change to show on its own: keep the figures it was computed from, and their date.
      if (change.count > 0 && !isSafe(change.count, change.websites, rates)) {
        cells.push({ ...old, published: true });
        continue;
      }
    }
    cells.push({
      family: group.family,
      key: group.key,
      published: true,
      propertyCount: group.members.length,
      websiteCount: group.websites.size,
      includesDemo: group.members.some((m) => m.demo),
      metrics: figures(group.members, rates.benchmarks.minProperties),
      members: entries.join(','),
      computedAt: now.toISOString(),
    });
  }
  for (const gone of before.values()) cells.push({ ...gone, published: false });
  return cells;
}

function hiddenCell(group: Group, now: Date): BenchmarkCell {
  return {
    family: group.family,
    key: group.key,
    published: false,
    propertyCount: 0,
    websiteCount: 0,
    includesDemo: false,
    metrics: null,
    members: '',
    computedAt: now.toISOString(),
  };
}

/** A shown cell as a report reads it. */
export interface ShownBenchmarkCell {
  family: BenchmarkFamily;
  key: string;
  propertyCount: number;
  includesDemo: boolean;
  metrics: BenchmarkFigures;
  computedAt: string;
}

/** The cells a property belongs to, the most specific family first (a report shows the first shown one). */
export function subjectCellKeys(profile: SimilarityProfile): { family: BenchmarkFamily; key: string }[] {
  return FAMILIES_MOST_SPECIFIC_FIRST.flatMap((family) => {
    const key = cellKey(family, profile);
    return key === null ? [] : [{ family, key }];
  });
}
