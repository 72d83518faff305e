import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../valuation/rates.ts';
import {
  BENCHMARK_FAMILIES,
  type BenchmarkCell,
  type BenchmarkMember,
  cellKey,
  quartiles,
  refreshBenchmarkCells,
} from './benchmarks.ts';

const { minProperties, minWebsites } = DEFAULT_RATES.benchmarks;
const T0 = new Date('2026-11-01T00:00:00Z');
const T1 = new Date('2026-11-01T01:00:00Z');

let nextId = 1;
const member = (
  websiteId: number,
  level = 'official',
  valueCents = 100_000,
  extra: Partial<BenchmarkMember> = {},
) =>
  ({
    id: nextId++,
    websiteId,
    demo: false,
    profile: { type: 'team', level, region: 'ON, CA', audienceBand: 1, priceBand: 1 },
    valueCents,
    costCents: valueCents / 2,
    ratio: 2,
    effectiveCpmCents: 900,
    ...extra,
  }) satisfies BenchmarkMember;

const cell = (cells: BenchmarkCell[], family: string, key: string) =>
  cells.find((c) => c.family === family && c.key === key);
const shown = (cells: BenchmarkCell[], family: string, key: string) =>
  cell(cells, family, key)?.published === true;

/** Whether a set of members could be told apart on its own. */
const safe = (members: readonly BenchmarkMember[]) =>
  members.length >= minProperties && new Set(members.map((m) => m.websiteId)).size >= minWebsites;

describe('quartiles', () => {
  it('interpolates between ranks as percentile_cont does', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual({ q1: 2, median: 3, q3: 4 });
    expect(quartiles([10, 20, 30, 40])).toEqual({ q1: 17.5, median: 25, q3: 32.5 });
    expect(quartiles([])).toBeNull();
  });
});

describe('which cells are shown', () => {
  it(`needs ${minProperties} properties from ${minWebsites} websites`, () => {
    const fromTwoWebsites = [1, 1, 1, 2, 2, 2].map((w) => member(w));
    expect(shown(refreshBenchmarkCells(fromTwoWebsites, [], T0), 'type', 'team')).toBe(false);
    const four = [1, 2, 3, 3].map((w) => member(w));
    expect(shown(refreshBenchmarkCells(four, [], T0), 'type', 'team')).toBe(false);
    const five = [1, 2, 3, 3, 3].map((w) => member(w));
    const cells = refreshBenchmarkCells(five, [], T0);
    expect(shown(cells, 'type', 'team')).toBe(true);
    expect(cell(cells, 'type', 'team')).toMatchObject({ propertyCount: 5, websiteCount: 3 });
  });

  it('stores nothing of a cell never shown', () => {
    const cells = refreshBenchmarkCells(
      [1, 2].map((w) => member(w)),
      [],
      T0,
    );
    for (const c of cells)
      expect(c).toMatchObject({ published: false, metrics: null, members: '', propertyCount: 0 });
  });

  it('hides a shown level too when the team cell minus the shown levels would be one small group', () => {
    // Team: 12 properties. Title: 6 from 3 websites; official: 5 from 3 websites; supplier: 1.
    const members = [
      ...[1, 2, 3, 1, 2, 3].map((w) => member(w, 'title')),
      ...[1, 2, 3, 1, 2].map((w) => member(w, 'official')),
      member(4, 'supplier'),
    ];
    const cells = refreshBenchmarkCells(members, [], T0);
    expect(shown(cells, 'type', 'team')).toBe(true);
    // Team − title − official would be the supplier alone: the smaller shown level goes too.
    expect(shown(cells, 'type_level', 'team|title')).toBe(true);
    expect(shown(cells, 'type_level', 'team|official')).toBe(false);
    expect(shown(cells, 'type_level', 'team|supplier')).toBe(false);
  });

  const population = fc.array(
    fc.record({
      websiteId: fc.integer({ min: 1, max: 6 }),
      type: fc.constantFrom('team', 'event', null),
      level: fc.constantFrom('title', 'official', 'community', null),
      region: fc.constantFrom('ON, CA', 'QC, CA', null),
      audienceBand: fc.constantFrom(0, 1, 2, null),
      priceBand: fc.constantFrom(0, 1, null),
      valueCents: fc.integer({ min: 0, max: 10_000_000 }),
    }),
    { maxLength: 80 },
  );
  type Row = typeof population extends fc.Arbitrary<(infer R)[]> ? R : never;
  const toMembers = (rows: Row[]) =>
    rows.map(({ websiteId, valueCents, ...profile }, index) => ({
      ...member(websiteId, undefined, valueCents),
      id: index + 1,
      profile,
    }));
  const membersOf = (members: BenchmarkMember[], family: (typeof BENCHMARK_FAMILIES)[number], key: string) =>
    members.filter((m) => cellKey(family, m.profile) === key);

  it('shows only safe cells, under shown parents, leaving no small difference between a cell and its shown parts', () => {
    fc.assert(
      fc.property(population, (rows) => {
        const members = toMembers(rows);
        const cells = refreshBenchmarkCells(members, [], T0);
        const isShown = (family: string, key: string) => shown(cells, family, key);
        for (const c of cells.filter((x) => x.published)) {
          const own = membersOf(members, c.family, c.key);
          expect(safe(own)).toBe(true);
          expect(c.propertyCount).toBe(own.length);
          if (c.family === 'type') expect(isShown('all', '')).toBe(true);
          if (c.family.startsWith('type_')) expect(isShown('type', c.key.split('|')[0] ?? '')).toBe(true);
        }
        // Parent minus its shown parts of one family: none, or safe on its own.
        const parents = cells.filter((c) => c.published && (c.family === 'all' || c.family === 'type'));
        for (const parent of parents) {
          const families = parent.family === 'all' ? (['type'] as const) : BENCHMARK_FAMILIES.slice(2);
          for (const family of families) {
            const leftover = membersOf(members, parent.family, parent.key).filter((m) => {
              const key = cellKey(family, m.profile);
              return key === null || !isShown(family, key);
            });
            expect(leftover.length === 0 || safe(leftover)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('two refreshes', () => {
  const base = () => [1, 2, 3, 1, 2, 3, 1].map((w) => member(w, 'official', w * 100_000));

  it('keep a cell’s figures when one website’s property is added, removed or revalued', () => {
    const members = base();
    const first = refreshBenchmarkCells(members, [], T0);
    const before = cell(first, 'type', 'team');
    for (const next of [
      [...members, member(4, 'official', 9_900_000)],
      members.slice(1),
      [{ ...members[0], valueCents: 1 } as BenchmarkMember, ...members.slice(1)],
    ]) {
      const after = cell(refreshBenchmarkCells(next, first, T1), 'type', 'team');
      expect(after).toEqual(before);
    }
  });

  it('update them once the change is itself enough properties from enough websites', () => {
    const members = base();
    const first = refreshBenchmarkCells(members, [], T0);
    const added = [4, 5, 6, 4, 5].map((w) => member(w, 'official', 5_000_000));
    const after = cell(refreshBenchmarkCells([...members, ...added], first, T1), 'type', 'team');
    expect(after).toMatchObject({ propertyCount: 12, computedAt: T1.toISOString() });
    expect(after?.metrics?.value).not.toEqual(cell(first, 'type', 'team')?.metrics?.value);
  });

  it('never differ, in a shown cell, by a change too small to be shown on its own', () => {
    const change = fc.array(
      fc.record({
        kind: fc.constantFrom('add', 'remove', 'revalue'),
        websiteId: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 5 }), (steps) => {
        let members = [1, 2, 3, 4, 5, 1, 2, 3].map((w) => member(w, 'official', w * 10_000));
        let cells = refreshBenchmarkCells(members, [], T0);
        steps.forEach((step, round) => {
          for (const { kind, websiteId } of step) {
            if (kind === 'add') members = [...members, member(websiteId, 'official', websiteId * 7_000)];
            else if (kind === 'remove') members = members.slice(1);
            else members = members.map((m, i) => (i === 0 ? { ...m, valueCents: m.valueCents + 1 } : m));
          }
          const next = refreshBenchmarkCells(members, cells, new Date(T1.getTime() + round * 3_600_000));
          for (const after of next.filter((c) => c.published)) {
            const before = cells.find((c) => c.family === after.family && c.key === after.key);
            if (!before?.published || before.members === after.members) continue;
            // The shown figures changed: what changed between the two member lists must be safe.
            const set = (list: string) => new Set(list.split(',').filter(Boolean));
            const [b, a] = [set(before.members), set(after.members)];
            const changed = [...[...b].filter((e) => !a.has(e)), ...[...a].filter((e) => !b.has(e))];
            const properties = new Set(changed.map((e) => e.split(':')[0]));
            const websites = new Set(changed.map((e) => e.split(':')[1]));
            expect(properties.size >= minProperties && websites.size >= minWebsites).toBe(true);
          }
          cells = next;
        });
      }),
      { numRuns: 200 },
    );
  });
});
