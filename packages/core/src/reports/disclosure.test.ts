import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../valuation/rates.ts';
import {
  mayShowGroup,
  mayShowMeasure,
  meetsThreshold,
  roundForDisclosure,
  type TalliedMember,
  tallyOf,
} from './disclosure.ts';

const rules = DEFAULT_RATES.benchmarks;

/** `count` members of each website, each worth 100,000 cents and costing 50,000. */
const spread = (...counts: number[]): TalliedMember[] =>
  counts.flatMap((count, website) =>
    Array.from({ length: count }, () => ({ websiteId: website + 1, valueCents: 100_000, costCents: 50_000 })),
  );

describe('the disclosure rules', () => {
  it('take their numbers from the rates table: 5 websites, 10 members, a third, half, two figures', () => {
    expect(rules).toEqual({
      minWebsites: 5,
      minMembers: 10,
      maxShareOfMembers: 1 / 3,
      maxShareOfValue: 0.5,
      maxShareOfCost: 0.5,
      significantFigures: 2,
    });
  });

  it('threshold: at least 5 websites and at least 10 members', () => {
    expect(meetsThreshold(5, 10)).toBe(true);
    expect(meetsThreshold(4, 40)).toBe(false);
    expect(meetsThreshold(9, 9)).toBe(false);
    expect(mayShowGroup(tallyOf(spread(2, 2, 2, 2, 2)))).toBe(true);
    expect(mayShowGroup(tallyOf(spread(2, 2, 2, 2, 1)))).toBe(false);
    expect(mayShowGroup(tallyOf(spread(3, 3, 3, 3)))).toBe(false);
  });

  it('dominance by members: one website may hold a third of them, not more', () => {
    // 12 members, 4 of one website: exactly a third.
    expect(mayShowGroup(tallyOf(spread(4, 2, 2, 2, 2)))).toBe(true);
    expect(mayShowGroup(tallyOf(spread(5, 2, 2, 2, 2)))).toBe(false);
  });

  it('dominance by value and by cost: one website may hold half of the total, not more', () => {
    const members = spread(2, 2, 2, 2, 2);
    const worth = (valueCents: number, costCents: number) =>
      members.map((m, i) => (i === 0 ? { ...m, valueCents, costCents } : m));
    // The other four websites' eight properties are worth 800,000: a first property worth 700,000 makes its
    // website's two worth 800,000, half of 1,600,000. Costs alike: 400,000 against 350,000 + 50,000.
    expect(mayShowGroup(tallyOf(worth(700_000, 50_000)))).toBe(true);
    expect(mayShowGroup(tallyOf(worth(700_001, 50_000)))).toBe(false);
    expect(mayShowGroup(tallyOf(worth(100_000, 350_000)))).toBe(true);
    expect(mayShowGroup(tallyOf(worth(100_000, 350_001)))).toBe(false);
  });

  it('hold, whenever a group is shown, for every website of it (fast-check against the definitions)', () => {
    const members = fc.array(
      fc.record({
        websiteId: fc.integer({ min: 1, max: 9 }),
        valueCents: fc.integer({ min: 0, max: 10_000_000 }),
        costCents: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(members, (list) => {
        if (!mayShowGroup(tallyOf(list))) return;
        const websites = new Set(list.map((m) => m.websiteId));
        expect(websites.size).toBeGreaterThanOrEqual(rules.minWebsites);
        expect(list.length).toBeGreaterThanOrEqual(rules.minMembers);
        const sum = (of: TalliedMember[], pick: (m: TalliedMember) => number) =>
          of.reduce((total, m) => total + pick(m), 0);
        for (const website of websites) {
          const own = list.filter((m) => m.websiteId === website);
          expect(own.length).toBeLessThanOrEqual(list.length / 3);
          expect(sum(own, (m) => m.valueCents)).toBeLessThanOrEqual(sum(list, (m) => m.valueCents) / 2);
          expect(sum(own, (m) => m.costCents)).toBeLessThanOrEqual(sum(list, (m) => m.costCents) / 2);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('show a measure only when its known figures meet the threshold and the members’ dominance rule', () => {
    expect(mayShowMeasure(5, { total: 10, largest: 3 })).toBe(true);
    expect(mayShowMeasure(5, { total: 10, largest: 4 })).toBe(false);
    expect(mayShowMeasure(4, { total: 12, largest: 3 })).toBe(false);
    expect(mayShowMeasure(5, { total: 9, largest: 2 })).toBe(false);
  });
});

describe('rounding for disclosure', () => {
  it('keeps two significant figures', () => {
    expect(roundForDisclosure(5_568_881)).toBe(5_600_000);
    expect(roundForDisclosure(4_769_000)).toBe(4_800_000);
    expect(roundForDisclosure(1.8734)).toBe(1.9);
    expect(roundForDisclosure(0.0449)).toBe(0.045);
    expect(roundForDisclosure(0)).toBe(0);
  });

  it('rounds as the figure’s own two-significant-figure notation does (fast-check against toPrecision)', () => {
    const figures = fc.oneof(
      fc.integer({ min: 1, max: 100_000_000_000 }),
      fc.double({ min: 0.001, max: 1_000, noNaN: true }),
    );
    fc.assert(
      fc.property(figures, (figure) => {
        expect(roundForDisclosure(figure)).toBe(Number(figure.toPrecision(2)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('never gives back a figure with more significant figures than it shows, and stays within 5 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (cents) => {
        const shown = roundForDisclosure(cents);
        expect(Number(shown.toPrecision(2))).toBe(shown);
        if (Number(cents.toPrecision(2)) !== cents) expect(shown).not.toBe(cents);
        expect(Math.abs(shown - cents)).toBeLessThanOrEqual(cents * 0.05);
      }),
      { numRuns: 1_000 },
    );
  });
});
