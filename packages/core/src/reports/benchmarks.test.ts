import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_READER,
  BENCHMARK_FAMILIES,
  BENCHMARK_MEASURES,
  type BenchmarkFamily,
  type BenchmarkMeasure,
  type BenchmarkMember,
  type BenchmarkView,
  cellKey,
  poolOf,
  quartiles,
  readerCells,
  refreshBenchmarkViews,
  type ShownBenchmarkCell,
} from './benchmarks.ts';
import { mayShowGroup, mayShowMeasure, roundForDisclosure, tallyOf } from './disclosure.ts';

const T0 = new Date('2026-11-01T00:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

let nextId = 1;
const member = (
  websiteId: number,
  valueCents = 1_234_567,
  extra: Partial<BenchmarkMember> = {},
): BenchmarkMember => ({
  id: nextId++,
  websiteId,
  demo: false,
  profile: { type: 'team', level: 'official', region: 'ON, CA', audienceBand: 1, priceBand: 1 },
  valueCents,
  costCents: Math.round(valueCents * 0.61) + 7,
  ratio: 1.6393,
  effectiveCpmCents: 913,
  ...extra,
});

/** `count` members on each website, values spread so no two are alike. */
const spread = (websites: readonly number[], count: number, offset = 0) =>
  websites.flatMap((websiteId) =>
    Array.from({ length: count }, (_, i) =>
      member(websiteId, 1_000_003 + (websiteId * 37 + i + offset) * 9_973),
    ),
  );

/** What a reader sees of one cell, from the stored views. */
const seen = (views: BenchmarkView[], reader: number, family: BenchmarkFamily = 'type', key = 'team') =>
  readerCells(
    views.filter((v) => v.pool === 'live' && v.family === family && v.key === key),
    reader,
  )[0] ?? null;

const MEASURES = Object.keys(BENCHMARK_MEASURES) as BenchmarkMeasure[];

/** The rules applied the slow, obvious way: the cell's members of the reader's pool but the reader's own. */
function reference(
  members: readonly BenchmarkMember[],
  reader: number,
  demo: boolean,
  family: BenchmarkFamily,
  key: string,
) {
  const group = members.filter(
    (m) => m.demo === demo && m.websiteId !== reader && cellKey(family, m.profile) === key,
  );
  if (!mayShowGroup(tallyOf(group))) return null;
  const figures = Object.fromEntries(
    MEASURES.map((measure) => {
      const known = group.filter((m) => BENCHMARK_MEASURES[measure](m) !== null);
      const tally = tallyOf(known.map((m) => ({ websiteId: m.websiteId, valueCents: 0, costCents: 0 })));
      const exact = quartiles(known.map((m) => BENCHMARK_MEASURES[measure](m) ?? 0));
      const shown =
        exact && mayShowMeasure(tally.websites, tally.members)
          ? {
              q1: roundForDisclosure(exact.q1),
              median: roundForDisclosure(exact.median),
              q3: roundForDisclosure(exact.q3),
            }
          : null;
      return [measure, shown];
    }),
  );
  return { count: group.length, figures };
}

/** Random members over 8 websites (7 and 8 are demo websites), with few enough cells that many are shown. */
const population = fc.array(
  fc.record({
    websiteId: fc.integer({ min: 1, max: 8 }),
    type: fc.constantFrom('team', 'event', null),
    level: fc.constantFrom('title', 'official', null),
    region: fc.constantFrom('ON, CA', 'QC, CA'),
    audienceBand: fc.constantFrom(1, 2, null),
    priceBand: fc.constantFrom(0, 1),
    // Figures of three significant figures or more: a rounded quartile can then never equal one.
    valueCents: fc.integer({ min: 10_000, max: 50_000_000 }).map((v) => v * 10 + 3),
    costCents: fc.integer({ min: 10_000, max: 50_000_000 }).map((v) => v * 10 + 7),
    ratio: fc.option(fc.double({ min: 0.101, max: 5, noNaN: true }), { freq: 6 }),
  }),
  // Large enough that most runs show some groups (fast-check's default size would show none).
  { minLength: 20, maxLength: 150, size: 'max' },
);
type Row = typeof population extends fc.Arbitrary<(infer R)[]> ? R : never;
const toMembers = (rows: Row[], firstId = 1): BenchmarkMember[] =>
  rows.map(({ websiteId, valueCents, costCents, ratio, ...profile }, index) => ({
    id: firstId + index,
    websiteId,
    demo: websiteId >= 7,
    profile,
    valueCents,
    costCents,
    ratio,
    effectiveCpmCents: Math.round(costCents / 997) * 10 + 3,
  }));

/** Views as storage gives them back: the keys of their figures in another order (as jsonb orders them). */
const asStored = (views: BenchmarkView[]): BenchmarkView[] =>
  JSON.parse(JSON.stringify(views), (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).reverse())
      : value,
  );

/** Every cell `reader` is shown, with what it is shown (count, figures, date). */
function everything(views: BenchmarkView[], reader: number) {
  const pool = poolOf(reader >= 7);
  const byCell = new Map<string, BenchmarkView[]>();
  for (const view of views.filter((v) => v.pool === pool)) {
    const id = `${view.family}|${view.key}`;
    byCell.set(id, [...(byCell.get(id) ?? []), view]);
  }
  return Object.fromEntries(
    [...byCell].flatMap(([id, cell]) => readerCells(cell, reader).map((c) => [id, c])),
  );
}

// Hundreds of random markets each: seconds on a busy machine, and no timing is asserted.
describe('what a reader is shown of a cell', { timeout: 60_000 }, () => {
  it('is computed from the other websites’ members only, by the disclosure rules (fast-check against the rules applied one reader at a time)', () => {
    let shownCells = 0;
    fc.assert(
      fc.property(population, (rows) => {
        const members = toMembers(rows);
        const views = refreshBenchmarkViews(members, [], T0);
        const keys = new Set<string>();
        for (const m of members)
          for (const family of BENCHMARK_FAMILIES) {
            const key = cellKey(family, m.profile);
            if (key !== null) keys.add(`${family}\u0000${key}`);
          }
        for (const reader of [1, 2, 3, 6, 7, 9])
          for (const id of keys) {
            const [family, key] = id.split('\u0000') as [BenchmarkFamily, string];
            const demo = reader >= 7;
            const cell = readerCells(
              views.filter((v) => v.pool === poolOf(demo) && v.family === family && v.key === key),
              reader,
            )[0];
            const expected = reference(members, reader, demo, family, key);
            expect(cell ? { count: cell.count, figures: cell.figures } : null).toEqual(expected);
            if (cell) expect(cell).toMatchObject({ computedAt: T0.toISOString(), includesDemo: demo });
            if (cell) shownCells++;
          }
      }),
      { numRuns: 150 },
    );
    // Not a property of empty views only: hundreds of groups were shown and checked.
    expect(shownCells).toBeGreaterThan(300);
  });

  it('never moves with what the reader does to its own properties: not its groups, counts, figures nor dates', () => {
    const change = fc.record({
      kind: fc.constantFrom('add', 'duplicate', 'revalue', 'remove', 'retype'),
      pick: fc.nat(),
      valueCents: fc.integer({ min: 10_000, max: 900_000_000 }),
    });
    let shownBefore = 0;
    fc.assert(
      fc.property(population, fc.array(change, { minLength: 1, maxLength: 6 }), (rows, steps) => {
        let members = toMembers(rows);
        let views = refreshBenchmarkViews(members, [], T0);
        const reader = 1;
        const before = everything(views, reader);
        shownBefore += Object.values(before).filter(Boolean).length;
        steps.forEach((step, round) => {
          const own = members.filter((m) => m.websiteId === reader);
          const target = own[step.pick % Math.max(own.length, 1)];
          const others = members.filter((m) => m.websiteId !== reader);
          const mine = own.filter((m) => m !== target);
          const fresh = { id: 10_000 + round, websiteId: reader, demo: false } as const;
          if (step.kind === 'add')
            mine.push(member(reader, step.valueCents, { ...fresh, costCents: step.valueCents }));
          if (target && step.kind === 'duplicate') mine.push(target, { ...target, ...fresh });
          if (target && step.kind === 'revalue')
            mine.push({ ...target, valueCents: step.valueCents, ratio: null });
          if (target && step.kind === 'retype')
            mine.push({ ...target, profile: { ...target.profile, type: 'venue', level: 'title' } });
          members = [...others, ...mine];
          views = refreshBenchmarkViews(members, asStored(views), at(round + 1));
          // Cells the reader saw stay as they were; no other cell appears.
          expect(everything(views, reader)).toEqual(before);
        });
      }),
      { numRuns: 150 },
    );
    expect(shownBefore).toBeGreaterThan(150);
  });

  it('never shows a figure equal to a member’s: every shown quartile has two significant figures', () => {
    fc.assert(
      fc.property(population, (rows) => {
        const members = toMembers(rows);
        const figures = new Set(
          members.flatMap((m) => [m.valueCents, m.costCents, m.ratio, m.effectiveCpmCents]),
        );
        for (const view of refreshBenchmarkViews(members, [], T0))
          for (const q of Object.values(view.shown?.figures ?? {}))
            for (const figure of q ? [q.q1, q.median, q.q3] : []) {
              expect(Number(figure.toPrecision(2))).toBe(figure);
              if (figure >= 100) expect(figures.has(figure)).toBe(false);
            }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps demo websites’ properties for demo readers and the others’ for the others', () => {
    const live = spread([1, 2, 3, 4, 5, 6], 2);
    const demo = spread([11, 12, 13, 14, 15, 16], 2).map((m) => ({
      ...m,
      demo: true,
      valueCents: 99_999_999,
    }));
    const views = refreshBenchmarkViews([...live, ...demo], [], T0);
    const liveView = seen(views, 1);
    expect(liveView).toMatchObject({ count: 10, includesDemo: false });
    expect(liveView?.figures.value?.q3).toBeLessThan(10_000_000);
    const demoView = readerCells(
      views.filter((v) => v.pool === 'demo' && v.family === 'type'),
      11,
    )[0];
    expect(demoView).toMatchObject({
      count: 10,
      includesDemo: true,
      figures: { value: { median: 100_000_000 } },
    });
  });
});

describe('the issue’s attacks, replayed', () => {
  it('differencing: a reader duplicating its own property to make a hidden group appear sees nothing new', () => {
    // Nine members of five other websites: hidden. The reader adds three of its own (a duplicate, at $99,000).
    const others = [...spread([2, 3, 4, 5], 2), member(6)];
    const own = member(1);
    let views = refreshBenchmarkViews([...others, own], [], T0);
    expect(seen(views, 1)).toBeNull();
    views = refreshBenchmarkViews([...others, own, { ...own, id: 900 }, { ...own, id: 901 }], views, at(1));
    expect(seen(views, 1)).toBeNull();
    // Another website does see it: ten members, three of them the first reader's.
    expect(seen(views, 2)).toMatchObject({ count: 10 });
  });

  it('order statistics: in a group of 13 members each quartile falls on a member, and is shown rounded', () => {
    const members = spread([2, 3, 4, 5, 6], 2, 5).concat(spread([7, 8, 9], 1, 11));
    expect(members).toHaveLength(13);
    const exact = quartiles(members.map((m) => m.valueCents));
    // Ranks 3, 6 and 9 of 0–12: three members' own figures.
    for (const q of Object.values(exact ?? {})) expect(members.some((m) => m.valueCents === q)).toBe(true);
    const shown = seen(refreshBenchmarkViews(members, [], T0), 1)?.figures.value;
    expect(shown).toEqual({
      q1: roundForDisclosure(exact?.q1 ?? 0),
      median: roundForDisclosure(exact?.median ?? 0),
      q3: roundForDisclosure(exact?.q3 ?? 0),
    });
    for (const q of Object.values(shown ?? {})) expect(members.some((m) => m.valueCents === q)).toBe(false);
  });

  it('dominance: a group where one other website holds more than a third of the members is hidden', () => {
    const members = [...spread([2, 3, 4, 5], 2), ...spread([6], 5)];
    expect(seen(refreshBenchmarkViews(members, [], T0), 1)).toBeNull();
    // Website 6 itself sees the other eight: too few.
    expect(seen(refreshBenchmarkViews(members, [], T0), 6)).toBeNull();
    const fair = [...spread([2, 3, 4, 5], 2), ...spread([6], 4)];
    expect(seen(refreshBenchmarkViews(fair, [], T0), 1)).toMatchObject({ count: 12 });
  });
});

describe('dates and storage', () => {
  const others = spread([2, 3, 4, 5, 6], 2);

  it('keep a reader’s date while its figures do not change, and date a change when another website makes one', () => {
    const t0 = refreshBenchmarkViews([...others, member(1)], [], T0);
    // Website 1 revalues its property: nothing moves for it; readers without members see new figures.
    const t1 = refreshBenchmarkViews([...others, member(1, 3_500_003)], t0, at(1));
    expect(seen(t1, 1)).toEqual(seen(t0, 1));
    expect(seen(t1, 1)?.computedAt).toBe(T0.toISOString());
    expect(seen(t1, 9)?.computedAt).toBe(at(1).toISOString());
    // Website 7 adds one: every reader but website 7 sees new figures, dated at(2).
    const t2 = refreshBenchmarkViews([...others, member(1, 3_500_003), member(7)], t1, at(2));
    expect(seen(t2, 1)?.computedAt).toBe(at(2).toISOString());
    expect(seen(t2, 1)?.count).toBe(11);
    expect(seen(t2, 7)).toEqual(seen(t1, 9));
    // Nothing changes: every date stays.
    const t3 = refreshBenchmarkViews([...others, member(1, 3_500_003), member(7)], t2, at(3));
    for (const reader of [1, 7, 9]) expect(seen(t3, reader)).toEqual(seen(t2, reader));
  });

  it('store one view per cell for readers without members, and one per website only where it differs', () => {
    const views = refreshBenchmarkViews([...others, member(1)], [], T0).filter((v) => v.family === 'type');
    expect(views.map((v) => v.reader).sort()).toEqual([ANY_READER, 1, 2, 3, 4, 5, 6]);
    // Website 1 alone: ten others (shown); each other website sees nine (hidden), stored as hidden.
    expect(views.find((v) => v.reader === 1)?.shown?.count).toBe(10);
    expect(views.find((v) => v.reader === 2)?.shown).toBeNull();
    // Both hidden for everyone: nothing stored at all.
    expect(refreshBenchmarkViews(spread([1, 2], 3), [], T0)).toEqual([]);
  });

  it('let a website that left a cell keep its date until the others change, then forget its own view', () => {
    const t0 = refreshBenchmarkViews([...others, member(1)], [], T0);
    const t1 = refreshBenchmarkViews(others, t0, at(1));
    const shown: ShownBenchmarkCell | null = seen(t1, 1);
    expect(shown?.computedAt).toBe(T0.toISOString());
    expect(t1.some((v) => v.reader === 1)).toBe(true);
    const t2 = refreshBenchmarkViews([...others, member(8)], t1, at(2));
    expect(seen(t2, 1)?.computedAt).toBe(at(2).toISOString());
    expect(t2.some((v) => v.reader === 1)).toBe(false);
  });
});

describe('quartiles', () => {
  it('interpolate between ranks as percentile_cont does', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual({ q1: 2, median: 3, q3: 4 });
    expect(quartiles([10, 20, 30, 40])).toEqual({ q1: 17.5, median: 25, q3: 32.5 });
    expect(quartiles([])).toBeNull();
  });
});
