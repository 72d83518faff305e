import {
  type ComparableCandidate,
  entryProfile,
  type PropertyData,
  type Rates,
  type ShownBenchmarkCell,
  type SimilarityProfile,
  subjectCellKeys,
} from '@cakemix/core';
import type { BenchmarksRepository } from './repository.ts';

export interface MarketContext {
  /** The website's complete, valued properties: the pool of comparables (read once per report). */
  candidates: ComparableCandidate[];
  /** A property's similarity profile and the shown benchmark cells it belongs to. */
  placement(
    property: PropertyData,
  ): Promise<{ similarity: SimilarityProfile; benchmarkCells: ShownBenchmarkCell[] }>;
}

/** What a report of `websiteId` compares its properties with, valued with the website's `rates`. */
export async function marketContext(
  repo: BenchmarksRepository,
  websiteId: number,
  rates: Rates,
): Promise<MarketContext> {
  return {
    candidates: await repo.candidates(websiteId, rates),
    async placement(property) {
      const similarity = entryProfile(property, rates);
      return { similarity, benchmarkCells: await repo.shownCells(subjectCellKeys(similarity)) };
    },
  };
}
