import { DEFAULT_RATES, isRateCardKey, type RateCardValues, type Rates, ratesWithCard } from '@cakemix/core';
import type { RateCardEntryRow, RateCardRepository } from './repository.ts';

/** Which entries are in effect on a day, and the rates they make: shared by the service and the jobs. */

/** A calendar day as the rate card counts them: the UTC date of a moment (YYYY-MM-DD). */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Values of the keys still on the card (a row of a key since withdrawn, or a reset to default, sets nothing). */
function cardValues(rows: { key: string; value: number | null }[]): RateCardValues {
  const values: RateCardValues = {};
  for (const row of rows) if (row.value !== null && isRateCardKey(row.key)) values[row.key] = row.value;
  return values;
}

/** A website's rates on a day: per key its newest entry effective that day or before, in one query. */
export async function ratesOn(repo: RateCardRepository, websiteId: number, day: string): Promise<Rates> {
  return ratesWithCard(DEFAULT_RATES, cardValues(await repo.effective(websiteId, day)));
}

/** Whether entry `a` replaces `b`: a later effective date, or the same date written later. */
const isNewer = (a: RateCardEntryRow, b: RateCardEntryRow) =>
  a.effectiveFrom > b.effectiveFrom || (a.effectiveFrom === b.effectiveFrom && a.id > b.id);

/** Per key, the entry in effect on `day` (the newest effective that day or before), as ratesOn picks it. */
export function inEffect(entries: RateCardEntryRow[], day: string): Map<string, RateCardEntryRow> {
  const found = new Map<string, RateCardEntryRow>();
  for (const entry of entries) {
    if (entry.effectiveFrom > day) continue;
    const current = found.get(entry.key);
    if (!current || isNewer(entry, current)) found.set(entry.key, entry);
  }
  return found;
}

export const valuesOn = (entries: RateCardEntryRow[], day: string) =>
  cardValues([...inEffect(entries, day).values()]);
