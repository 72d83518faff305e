import { DEFAULT_RATES, type Rates, refreshBenchmarkCells } from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import type { BenchmarksRepository } from './repository.ts';

/**
 * Recomputes the industry benchmarks from every website's complete properties and stores the cells that
 * changed. The bands are the default rates' (benchmarks compare websites, whatever their own rate cards).
 */
export async function refreshBenchmarks(
  repo: BenchmarksRepository,
  clock: Clock,
  rates: Rates = DEFAULT_RATES,
): Promise<{ members: number; written: number }> {
  const now = clock();
  return repo.refresh(rates, (members, previous) => refreshBenchmarkCells(members, previous, now, rates));
}
