import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { rateCardEntries, websites } from '../../db/schema.ts';

export type RateCardEntryRow = typeof rateCardEntries.$inferSelect;

/** A new entry as the service decided it (previous value included). */
export type NewRateCardEntry = Pick<
  typeof rateCardEntries.$inferInsert,
  | 'websiteId'
  | 'key'
  | 'value'
  | 'previousValue'
  | 'effectiveFrom'
  | 'note'
  | 'createdBy'
  | 'createdByName'
  | 'createdAt'
>;

/** The queries of the rate card, on the database or inside a transaction. */
function rateCardQueries(db: Db) {
  return {
    /**
     * Per key, the newest entry effective on or before `day` (by effective date, then id), in one query; a
     * null value means the key is back to its default.
     */
    effective(
      websiteId: number,
      day: string,
    ): Promise<{ key: string; value: number | null; effectiveFrom: string }[]> {
      return db
        .selectDistinctOn([rateCardEntries.key], {
          key: rateCardEntries.key,
          value: rateCardEntries.value,
          effectiveFrom: rateCardEntries.effectiveFrom,
        })
        .from(rateCardEntries)
        .where(and(eq(rateCardEntries.websiteId, websiteId), lte(rateCardEntries.effectiveFrom, day)))
        .orderBy(rateCardEntries.key, desc(rateCardEntries.effectiveFrom), desc(rateCardEntries.id));
    },

    /** Every entry of the website, newest first (the history). */
    all(websiteId: number): Promise<RateCardEntryRow[]> {
      return db
        .select()
        .from(rateCardEntries)
        .where(eq(rateCardEntries.websiteId, websiteId))
        .orderBy(desc(rateCardEntries.createdAt), desc(rateCardEntries.id));
    },

    async insert(entry: NewRateCardEntry): Promise<RateCardEntryRow> {
      const [row] = await db.insert(rateCardEntries).values(entry).returning();
      if (!row) throw new Error('rate card entry not stored');
      return row;
    },

    /** Ids of the website's entries in effect on or before `day` whose values were not applied yet. */
    async pending(websiteId: number, day: string): Promise<number[]> {
      const rows = await db
        .select({ id: rateCardEntries.id })
        .from(rateCardEntries)
        .where(
          and(
            eq(rateCardEntries.websiteId, websiteId),
            isNull(rateCardEntries.appliedAt),
            lte(rateCardEntries.effectiveFrom, day),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Websites with entries in effect on or before `day` whose values were not applied yet. */
    async websitesDue(day: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ websiteId: rateCardEntries.websiteId })
        .from(rateCardEntries)
        .where(and(isNull(rateCardEntries.appliedAt), lte(rateCardEntries.effectiveFrom, day)))
        .orderBy(rateCardEntries.websiteId);
      return rows.map((row) => row.websiteId);
    },

    async markApplied(websiteId: number, ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(rateCardEntries)
        .set({ appliedAt: at })
        .where(
          and(
            eq(rateCardEntries.websiteId, websiteId),
            inArray(rateCardEntries.id, ids),
            isNull(rateCardEntries.appliedAt),
          ),
        );
    },
  };
}
type RateCardQueries = ReturnType<typeof rateCardQueries>;

/**
 * A website's rate card entries. Rows are only ever added (and marked applied): they are the history. Every
 * query takes the website id, so one website never reads or writes another's.
 */
export function createRateCardRepository(db: Db) {
  return {
    ...rateCardQueries(db),

    /**
     * Runs `work` in a transaction that holds the website's row, so two entries written at once for the same
     * website take turns (each computes its previous value from what the other wrote), its writes logged as
     * `actorId`'s. False when the website does not exist.
     */
    async exclusively<T>(
      websiteId: number,
      actorId: number,
      work: (queries: RateCardQueries) => Promise<T>,
    ): Promise<{ found: false } | { found: true; result: T }> {
      return asActor(db, actorId, async (tx) => {
        const [website] = await tx
          .select({ id: websites.id })
          .from(websites)
          .where(eq(websites.id, websiteId))
          .for('update');
        if (!website) return { found: false as const };
        return { found: true as const, result: await work(rateCardQueries(tx)) };
      });
    },
  };
}
export type RateCardRepository = ReturnType<typeof createRateCardRepository>;
