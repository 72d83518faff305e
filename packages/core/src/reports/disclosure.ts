/**
 * The disclosure rules of industry benchmarks, in one place (docs/decisions/022-benchmarks-no-reader-sees-
 * through.md; their numbers are `rates.benchmarks`). They apply to a group as one reader sees it: the members
 * of the other websites only, so that nothing a website does to its own properties changes what it is shown.
 * - threshold: members from at least `minWebsites` websites, and at least `minMembers` members;
 * - dominance: no single website holds more than `maxShareOfMembers` of the members, nor more than
 *   `maxShareOfValue` of their total value or `maxShareOfCost` of their total cost;
 * - rounding: every shown quartile and median has `significantFigures` significant figures, so no shown
 *   figure is a member's figure to the cent.
 */

import { DEFAULT_RATES, type Rates } from '../valuation/rates.ts';

/** A total over a group, and how much of it the largest single website holds. */
export interface Share {
  total: number;
  largest: number;
}

/** What the rules look at in a group, as one reader sees it (the reader's own members left out). */
export interface GroupTally {
  websites: number;
  members: Share;
  valueCents: Share;
  costCents: Share;
}

/** A member as the rules see it: whose it is, and the figures dominance weighs. */
export interface TalliedMember {
  websiteId: number;
  valueCents: number;
  costCents: number;
}

const within = (share: Share, limit: number) => share.largest <= share.total * limit;

/** Threshold: enough websites and enough members. */
export function meetsThreshold(websites: number, members: number, rates: Rates = DEFAULT_RATES): boolean {
  return websites >= rates.benchmarks.minWebsites && members >= rates.benchmarks.minMembers;
}

/** Whether a group may be shown to a reader: the threshold and every dominance rule hold. */
export function mayShowGroup(tally: GroupTally, rates: Rates = DEFAULT_RATES): boolean {
  const rules = rates.benchmarks;
  return (
    meetsThreshold(tally.websites, tally.members.total, rates) &&
    within(tally.members, rules.maxShareOfMembers) &&
    within(tally.valueCents, rules.maxShareOfValue) &&
    within(tally.costCents, rules.maxShareOfCost)
  );
}

/**
 * Whether the quartiles of one measure may be shown: the members with a known figure for it (a ratio or a
 * CPM can be unknown) must themselves meet the threshold, and no website hold too many of them.
 */
export function mayShowMeasure(websites: number, known: Share, rates: Rates = DEFAULT_RATES): boolean {
  return meetsThreshold(websites, known.total, rates) && within(known, rates.benchmarks.maxShareOfMembers);
}

/** The tally of a list of members (every one counted): the rules' reference, which the job computes faster. */
export function tallyOf(members: readonly TalliedMember[]): GroupTally {
  const byWebsite = new Map<number, { members: number; valueCents: number; costCents: number }>();
  for (const member of members) {
    const own = byWebsite.get(member.websiteId) ?? { members: 0, valueCents: 0, costCents: 0 };
    own.members++;
    own.valueCents += member.valueCents;
    own.costCents += member.costCents;
    byWebsite.set(member.websiteId, own);
  }
  const share = (pick: (own: { members: number; valueCents: number; costCents: number }) => number) => {
    let total = 0;
    let largest = 0;
    for (const own of byWebsite.values()) {
      total += pick(own);
      largest = Math.max(largest, pick(own));
    }
    return { total, largest };
  };
  return {
    websites: byWebsite.size,
    members: share((own) => own.members),
    valueCents: share((own) => own.valueCents),
    costCents: share((own) => own.costCents),
  };
}

/**
 * A figure as shown: rounded to the stated significant figures (1,234,567 → 1,200,000 with two), so that
 * a shown quartile is never a member's exact figure, and says so by its roundness.
 */
export function roundForDisclosure(figure: number, rates: Rates = DEFAULT_RATES): number {
  if (figure === 0 || !Number.isFinite(figure)) return figure;
  // Arithmetic rather than toPrecision (the job rounds hundreds of thousands of figures): a whole number
  // of the kept figures, times or over a power of ten, each step exact or correctly rounded.
  const decimals = rates.benchmarks.significantFigures - 1 - Math.floor(Math.log10(Math.abs(figure)));
  if (decimals > 0) {
    const scale = 10 ** decimals;
    return Math.round(figure * scale) / scale;
  }
  const step = 10 ** -decimals;
  return Math.round(figure / step) * step;
}
