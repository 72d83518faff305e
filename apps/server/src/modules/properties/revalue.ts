import { METHODOLOGY_VERSION } from '@cakemix/core';
import { fromRecord, valueColumns } from './record.ts';
import type { PropertiesRepository } from './repository.ts';

/**
 * Recomputes the list's value of every property valued with another methodology version (after an
 * upgrade of the method, or rows written before values existed). Runs at start, in batches; returns how
 * many were revalued. Idempotent, so several instances starting together only repeat a little work.
 */
export async function revalueStaleProperties(repo: PropertiesRepository, batchSize = 200): Promise<number> {
  let revalued = 0;
  for (;;) {
    const stale = await repo.staleValues(METHODOLOGY_VERSION, batchSize);
    if (stale.length === 0) return revalued;
    for (const { id, websiteId } of stale) {
      const stored = await repo.find(websiteId, id);
      if (!stored) continue;
      await repo.setValue(websiteId, id, valueColumns(fromRecord(stored.record)));
      revalued++;
    }
  }
}
