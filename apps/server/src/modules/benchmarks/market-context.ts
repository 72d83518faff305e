import {
  type ComparableCandidate,
  entryProfile,
  type PropertyData,
  type Rates,
  type ShownBenchmarkCell,
  subjectCellKeys,
} from '@cakemix/core';
import type { BenchmarksRepository } from './repository.ts';

export interface MarketContext {
  /** The website's complete, valued properties: the pool of comparables (read once per report). */
  candidates: ComparableCandidate[];
  /** The shown benchmark cells a property belongs to. */
  benchmarkCells(property: PropertyData): Promise<ShownBenchmarkCell[]>;
}

/** What a report of `websiteId` compares its properties with, valued with the website's `rates`. */
export async function marketContext(
  repo: BenchmarksRepository,
  websiteId: number,
  rates: Rates,
): Promise<MarketContext> {
  return {
    candidates: await repo.candidates(websiteId, rates),
    benchmarkCells: (property) => repo.shownCells(subjectCellKeys(entryProfile(property, rates))),
  };
}
