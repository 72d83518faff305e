import {
  type BrandProfileData,
  DEFAULT_RATES,
  type EffectiveTargetRatio,
  predominanceInOrder,
  RATE_CARD,
  type RateCard,
  type RateCardChange,
  type RateCardKey,
  type Rates,
  type rateCardEntryInputSchema,
  rateCardKeyInfo,
  rateCardRowDefaults,
  ratesWithCard,
} from '@cakemix/core';
import type { z } from 'zod';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { inEffect, isoDay, ratesOn, valuesOn } from './effective.ts';
import { requestRevaluation } from './jobs.ts';
import type { RateCardEntryRow, RateCardRepository } from './repository.ts';

function toChange(row: RateCardEntryRow): RateCardChange {
  return {
    id: row.id,
    key: row.key as RateCardKey,
    value: row.value,
    previous_value: row.previousValue,
    effective_from: row.effectiveFrom,
    note: row.note,
    created_by: { id: row.createdBy, name: row.createdByName },
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
  };
}

const setting = (row: RateCardEntryRow) => ({
  id: row.id,
  value: row.value,
  effective_from: row.effectiveFrom,
  note: row.note,
});

/** The rows of the card: per key its default, the value in effect on `day`, and what comes after. */
function cardRows(entries: RateCardEntryRow[], day: string): RateCard['rows'] {
  const current = inEffect(entries, day);
  return RATE_CARD.map((info) => {
    const defaults = rateCardRowDefaults(info, DEFAULT_RATES);
    const own = current.get(info.key);
    // Of several entries for the same later day, the last written is the one that will count.
    const upcoming = new Map<string, RateCardEntryRow>();
    for (const entry of entries) {
      if (entry.key !== info.key || entry.effectiveFrom <= day) continue;
      const sameDay = upcoming.get(entry.effectiveFrom);
      if (!sameDay || entry.id > sameDay.id) upcoming.set(entry.effectiveFrom, entry);
    }
    return {
      ...defaults,
      value: own?.value ?? defaults.default_value,
      current: own && own.value !== null ? { ...setting(own), value: own.value } : null,
      upcoming: [...upcoming.values()]
        .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1))
        .map(setting),
    };
  });
}

/**
 * A predominance entry must leave the five factors in order on its day and on every later day a predominance
 * entry takes effect (the value range moves predominance a step either way).
 */
function keepsPredominanceInOrder(entries: RateCardEntryRow[], added: RateCardEntryRow): boolean {
  const all = [...entries, added];
  const days = new Set([added.effectiveFrom]);
  for (const entry of entries)
    if (entry.key.startsWith('predominance.') && entry.effectiveFrom > added.effectiveFrom)
      days.add(entry.effectiveFrom);
  return [...days].every((day) => predominanceInOrder(ratesWithCard(DEFAULT_RATES, valuesOn(all, day))));
}

export type RateCardEntryInput = z.output<typeof rateCardEntryInputSchema>;

/**
 * A website's own rate card (docs/decisions/019-rate-cards.md): entries that set one key of the rates table
 * from a day on, kept for good as the history. `ratesFor` is what every new valuation of the website uses.
 */
export function createRateCardService(deps: {
  repo: RateCardRepository;
  clock: Clock;
  /** Where the revaluation of a website's stored property values is queued. */
  queue: JobQueue;
  /** Wakes this process's own rate-card worker, if it runs one, to take the queued revaluation at once. */
  notifyWorkers?(): void;
  /** A revaluation that could not be queued (the hourly job catches up with it). */
  onQueueError?(error: unknown): void;
}) {
  const { repo, clock } = deps;
  const today = () => isoDay(clock());

  return {
    /**
     * The website's full rates table on `day` (YYYY-MM-DD, today by default): the default table with, per
     * key, the newest entry effective that day or before. One query.
     */
    ratesFor(websiteId: number, day: string = today()): Promise<Rates> {
      return ratesOn(repo, websiteId, day);
    },

    /**
     * The target value-to-cost ratio in effect for a website and a brand profile on `day` (YYYY-MM-DD, today
     * by default): the profile's own when it sets one, else the website's from its rate card (with the day it
     * took effect), else the method's default. What a report's fair rights fee divides by. The profile is the
     * caller's, read within the website.
     */
    async targetRatio(
      websiteId: number,
      profile: Pick<BrandProfileData, 'target_ratio'> | null,
      day: string = today(),
    ): Promise<EffectiveTargetRatio> {
      if (profile?.target_ratio != null)
        return { ratio: profile.target_ratio, source: 'profile', effective_from: null };
      const own = (await repo.effective(websiteId, day)).find((row) => row.key === 'target_ratio');
      if (own?.value != null)
        return { ratio: own.value, source: 'website', effective_from: own.effectiveFrom };
      return { ratio: DEFAULT_RATES.targetRatio, source: 'default', effective_from: null };
    },

    /** The rate card as the screen shows it: every key's default and values, the rates of today, the history. */
    async card(websiteId: number): Promise<RateCard> {
      const day = today();
      const entries = await repo.all(websiteId);
      return {
        website_id: websiteId,
        day,
        rows: cardRows(entries, day),
        // Spread: the engine's table as a plain object, every entry of it passing through the answer.
        rates: { ...ratesWithCard(DEFAULT_RATES, valuesOn(entries, day)) },
        history: entries.map(toChange),
      };
    },

    /**
     * Sets one key from a day on (a null value: the default again), in one transaction that records what
     * was in effect on that day before. An entry in effect today or earlier queues the revaluation of the
     * website's stored property values at once; a later one waits for the hourly job of its day.
     */
    async addEntry(
      websiteId: number,
      author: { id: number; name: string },
      input: RateCardEntryInput,
    ): Promise<RateCardChange> {
      const written = await repo.exclusively(websiteId, author.id, async (tx) => {
        const entries = await tx.all(websiteId);
        const previous = inEffect(entries, input.effective_from).get(input.key)?.value ?? null;
        if (previous === input.value) throw AppError.validation({ value: ['rateCardNoChange'] });
        const entry = {
          websiteId,
          key: input.key,
          value: input.value,
          previousValue: previous,
          effectiveFrom: input.effective_from,
          note: input.note,
          createdBy: author.id,
          createdByName: author.name,
          createdAt: clock(),
        };
        if (
          rateCardKeyInfo(input.key).group === 'predominance' &&
          !keepsPredominanceInOrder(entries, { ...entry, id: Number.MAX_SAFE_INTEGER, appliedAt: null })
        )
          throw AppError.validation({ value: ['rateCardPredominanceOrder'] });
        return tx.insert(entry);
      });
      if (!written.found) throw AppError.notFound();
      if (input.effective_from <= today()) {
        try {
          await requestRevaluation(deps.queue, websiteId);
          deps.notifyWorkers?.();
        } catch (error) {
          deps.onQueueError?.(error);
        }
      }
      return toChange(written.result);
    },
  };
}
export type RateCardService = ReturnType<typeof createRateCardService>;
