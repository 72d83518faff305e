import { DEFAULT_RATES, type Rates, refreshBenchmarkViews } from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import type { BenchmarksRepository } from './repository.ts';

/**
 * Recomputes what every reader sees of the industry benchmarks from every website's complete properties and
 * stores what changed. The bands are the default rates' (benchmarks compare websites, whatever their own rate
 * cards), and so are the disclosure rules (no rate card sets them).
 */
export async function refreshBenchmarks(
  repo: BenchmarksRepository,
  clock: Clock,
  rates: Rates = DEFAULT_RATES,
) {
  const now = clock();
  return repo.refresh((members, previous) => refreshBenchmarkViews(members, previous, now, rates), rates);
}
