import { METHODOLOGY_VERSION, type Rates } from '@cakemix/core';
import { fromRecord, valueColumns } from './record.ts';
import type { PropertiesRepository } from './repository.ts';

/**
 * Recomputes the list's value of every property valued with another methodology version (after an
 * upgrade of the method, or rows written before values existed), each with its website's rates in effect
 * today. Runs at start, in batches; returns how many were revalued. Idempotent, so several instances
 * starting together only repeat a little work.
 */
export async function revalueStaleProperties(
  repo: PropertiesRepository,
  ratesOf: (websiteId: number) => Promise<Rates>,
  batchSize = 200,
): Promise<number> {
  const rates = new Map<number, Promise<Rates>>();
  const ratesOfWebsite = (websiteId: number) => {
    let found = rates.get(websiteId);
    if (!found) {
      found = ratesOf(websiteId);
      rates.set(websiteId, found);
    }
    return found;
  };
  let revalued = 0;
  for (;;) {
    const stale = await repo.staleValues(METHODOLOGY_VERSION, batchSize);
    if (stale.length === 0) return revalued;
    for (const { id, websiteId } of stale) {
      const stored = await repo.find(websiteId, id);
      if (!stored) continue;
      await repo.setValue(
        websiteId,
        id,
        valueColumns(fromRecord(stored.record), await ratesOfWebsite(websiteId)),
      );
      revalued++;
    }
  }
}

/**
 * Recomputes the stored values (value, cost, ratio, effective CPM, impressions) of every property of a
 * website with `rates`, after its rate card changed. A property saved meanwhile keeps the value its save
 * computed. Returns how many were stored.
 */
export async function revalueWebsite(
  repo: PropertiesRepository,
  websiteId: number,
  rates: Rates,
  batchSize = 200,
): Promise<number> {
  let revalued = 0;
  let after = 0;
  for (;;) {
    const ids = await repo.idsAfter(websiteId, after, batchSize);
    if (ids.length === 0) return revalued;
    for (const id of ids) {
      const stored = await repo.find(websiteId, id);
      if (!stored) continue;
      const value = valueColumns(fromRecord(stored.record), rates);
      if (await repo.setValue(websiteId, id, value, stored.row.updatedAt)) revalued++;
    }
    after = ids.at(-1) ?? after;
  }
}
