import {
  type BenchmarkCell,
  type BenchmarkFamily,
  type BenchmarkFigures,
  type BenchmarkMember,
  type ComparableCandidate,
  type Rates,
  regionKey,
  type ShownBenchmarkCell,
  similarityProfile,
} from '@cakemix/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benchmarkCells, properties, websites } from '../../db/schema.ts';

/** The columns similarity reads off a property row. */
const profileColumns = {
  id: properties.id,
  type: properties.sponsorshipType,
  level: properties.sponsorshipLevel,
  cityRegion: properties.cityRegion,
  cityCountry: properties.cityCountry,
  impressions: properties.impressions,
  askedPriceCents: properties.askedPriceCents,
  valueCents: properties.valueCents,
  costCents: properties.costCents,
  ratio: properties.ratio,
  effectiveCpmCents: properties.effectiveCpmCents,
};

type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] | null;
};

/** A valued complete property as comparables and benchmarks see it. */
function candidateOf(row: ProfileRow, rates: Rates): ComparableCandidate {
  return {
    id: row.id ?? 0,
    profile: similarityProfile(
      {
        type: row.type,
        level: row.level,
        region: regionKey(row.cityRegion, row.cityCountry),
        impressions: row.impressions,
        priceCents: row.askedPriceCents,
      },
      rates,
    ),
    valueCents: row.valueCents ?? 0,
    costCents: row.costCents ?? 0,
    ratio: row.ratio,
    effectiveCpmCents: row.effectiveCpmCents,
  };
}

const completeAndValued = and(eq(properties.status, 'complete'), isNotNull(properties.valueCents));

/** Serializes benchmark refreshes across instances (the job runs one at a time per queue slot, not overall). */
const REFRESH_LOCK = 0x62656e63; // "benc"

/** Every website's complete, valued properties. */
async function readMembers(db: Db, rates: Rates): Promise<BenchmarkMember[]> {
  const rows = await db
    .select({ ...profileColumns, websiteId: properties.websiteId, demo: websites.demo })
    .from(properties)
    .innerJoin(websites, eq(websites.id, properties.websiteId))
    .where(completeAndValued);
  return rows.map((row) => ({ ...candidateOf(row, rates), websiteId: row.websiteId, demo: row.demo }));
}

export function createBenchmarksRepository(db: Db) {
  return {
    /** The website's complete, valued properties: the pool its comparables are chosen from. */
    async candidates(websiteId: number, rates: Rates): Promise<ComparableCandidate[]> {
      const rows = await db
        .select(profileColumns)
        .from(properties)
        .where(and(eq(properties.websiteId, websiteId), completeAndValued));
      return rows.map((row) => candidateOf(row, rates));
    },

    /** The shown cells among `keys` (a report's groups). */
    async shownCells(
      keys: readonly { family: BenchmarkFamily; key: string }[],
    ): Promise<ShownBenchmarkCell[]> {
      if (keys.length === 0) return [];
      const wanted = sql.join(
        keys.map((k) => sql`(${k.family}, ${k.key})`),
        sql`, `,
      );
      const rows = await db
        .select({
          family: benchmarkCells.family,
          key: benchmarkCells.key,
          propertyCount: benchmarkCells.propertyCount,
          includesDemo: benchmarkCells.includesDemo,
          metrics: benchmarkCells.metrics,
          computedAt: benchmarkCells.computedAt,
        })
        .from(benchmarkCells)
        .where(
          and(
            eq(benchmarkCells.published, true),
            sql`(${benchmarkCells.family}, ${benchmarkCells.key}) in (${wanted})`,
          ),
        );
      return rows.map((row) => ({
        ...row,
        family: row.family as BenchmarkFamily,
        metrics: row.metrics as BenchmarkFigures,
        computedAt: row.computedAt.toISOString(),
      }));
    },

    /**
     * Reads every complete property and the stored cells, lets `compute` work out the new cells, and writes
     * those that changed: one refresh at a time across instances, reading and writing in one transaction.
     */
    async refresh(
      rates: Rates,
      compute: (members: BenchmarkMember[], previous: BenchmarkCell[]) => BenchmarkCell[],
    ): Promise<{ members: number; written: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
        const members = await readMembers(tx as unknown as Db, rates);
        const stored = await tx.select().from(benchmarkCells);
        const previous: BenchmarkCell[] = stored.map((row) => ({
          family: row.family as BenchmarkFamily,
          key: row.key,
          published: row.published,
          propertyCount: row.propertyCount,
          websiteCount: row.websiteCount,
          includesDemo: row.includesDemo,
          metrics: row.metrics as BenchmarkFigures | null,
          members: row.members,
          computedAt: row.computedAt.toISOString(),
        }));
        const before = new Map(previous.map((cell) => [`${cell.family}\u0000${cell.key}`, cell]));
        const changed = compute(members, previous).filter((cell) => {
          const old = before.get(`${cell.family}\u0000${cell.key}`);
          return (
            !old ||
            old.published !== cell.published ||
            old.computedAt !== cell.computedAt ||
            old.members !== cell.members
          );
        });
        for (const cell of changed) {
          const values = { ...cell, computedAt: new Date(cell.computedAt) };
          await tx
            .insert(benchmarkCells)
            .values(values)
            .onConflictDoUpdate({ target: [benchmarkCells.family, benchmarkCells.key], set: values });
        }
        return { members: members.length, written: changed.length };
      });
    },
  };
}

export type BenchmarksRepository = ReturnType<typeof createBenchmarksRepository>;
