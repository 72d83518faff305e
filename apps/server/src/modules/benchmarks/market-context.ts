import {
  type ComparableCandidate,
  type ComparableSubject,
  comparableSubject,
  type PropertyData,
  type Rates,
  type ShownBenchmarkCell,
  subjectCellKeys,
} from '@cakemix/core';
import type { BenchmarksRepository } from './repository.ts';

export interface MarketContext {
  /** The website's complete, valued properties: the pool of comparables (read once per report). */
  candidates: ComparableCandidate[];
  /**
   * A property as comparables see it (its similarity profile and stand-alone valuation), and what the
   * website is shown of the benchmark cells it belongs to.
   */
  placement(
    property: PropertyData,
    propertyId: number | null,
  ): Promise<{ subject: ComparableSubject; benchmarkCells: ShownBenchmarkCell[] }>;
}

/** What a report of `websiteId` compares its properties with, valued with the website's `rates`. */
export async function marketContext(
  repo: BenchmarksRepository,
  websiteId: number,
  rates: Rates,
): Promise<MarketContext> {
  const pool = await repo.poolOf(websiteId);
  return {
    candidates: await repo.candidates(websiteId, rates),
    async placement(property, propertyId) {
      const subject = comparableSubject(property, rates, propertyId);
      const keys = subjectCellKeys(subject.profile);
      return { subject, benchmarkCells: await repo.shownCells(pool, websiteId, keys) };
    },
  };
}
