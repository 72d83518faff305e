import {
  ANY_READER,
  type BenchmarkFamily,
  type BenchmarkFigures,
  type BenchmarkMember,
  type BenchmarkPool,
  type BenchmarkView,
  type ComparableCandidate,
  type Rates,
  readerCells,
  regionKey,
  type ShownBenchmarkCell,
  sameShown,
  similarityProfile,
} from '@cakemix/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benchmarkViews, properties, websites } from '../../db/schema.ts';

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

/** Rows written or deleted per statement (a statement's parameters are limited). */
const BATCH = 1_000;

/** Every website's complete, valued properties. */
async function readMembers(db: Db, rates: Rates): Promise<BenchmarkMember[]> {
  const rows = await db
    .select({ ...profileColumns, websiteId: properties.websiteId, demo: websites.demo })
    .from(properties)
    .innerJoin(websites, eq(websites.id, properties.websiteId))
    .where(completeAndValued);
  return rows.map((row) => ({ ...candidateOf(row, rates), websiteId: row.websiteId, demo: row.demo }));
}

type ViewRow = typeof benchmarkViews.$inferSelect;

function viewOf(row: ViewRow): BenchmarkView {
  return {
    pool: row.pool as BenchmarkPool,
    family: row.family as BenchmarkFamily,
    key: row.key,
    reader: row.reader,
    shown:
      row.memberCount === null || row.figures === null || row.computedAt === null
        ? null
        : {
            count: row.memberCount,
            figures: row.figures as BenchmarkFigures,
            computedAt: row.computedAt.toISOString(),
          },
  };
}

function rowOf(view: BenchmarkView): ViewRow {
  return {
    pool: view.pool,
    family: view.family,
    key: view.key,
    reader: view.reader,
    memberCount: view.shown?.count ?? null,
    figures: view.shown?.figures ?? null,
    computedAt: view.shown ? new Date(view.shown.computedAt) : null,
  };
}

const viewKey = (view: Pick<BenchmarkView, 'pool' | 'family' | 'key' | 'reader'>) =>
  JSON.stringify([view.pool, view.family, view.key, view.reader]);

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

    /** Which readers a website is among: demo websites see demo data only, the others live data only. */
    async poolOf(websiteId: number): Promise<BenchmarkPool> {
      const [row] = await db.select({ demo: websites.demo }).from(websites).where(eq(websites.id, websiteId));
      return row?.demo ? 'demo' : 'live';
    },

    /**
     * What `reader` is shown of the cells among `keys` (a report's groups) in its pool: its own view of a
     * cell where the job stored one, else the view of readers without members. A few primary-key lookups.
     */
    async shownCells(
      pool: BenchmarkPool,
      reader: number,
      keys: readonly { family: BenchmarkFamily; key: string }[],
    ): Promise<ShownBenchmarkCell[]> {
      if (keys.length === 0) return [];
      const wanted = sql.join(
        keys.map((k) => sql`(${k.family}, ${k.key})`),
        sql`, `,
      );
      const rows = await db
        .select()
        .from(benchmarkViews)
        .where(
          and(
            eq(benchmarkViews.pool, pool),
            inArray(benchmarkViews.reader, [ANY_READER, reader]),
            sql`(${benchmarkViews.family}, ${benchmarkViews.key}) in (${wanted})`,
          ),
        );
      return readerCells(rows.map(viewOf), reader);
    },

    /**
     * Reads every complete property and the stored views, lets `compute` work out the new views, and writes
     * the difference: one refresh at a time across instances, reading and writing in one transaction.
     */
    async refresh(
      compute: (members: BenchmarkMember[], previous: BenchmarkView[]) => BenchmarkView[],
      rates: Rates,
    ): Promise<{ members: number; views: number; written: number; deleted: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
        const members = await readMembers(tx as unknown as Db, rates);
        const stored = (await tx.select().from(benchmarkViews)).map(viewOf);
        const before = new Map(stored.map((view) => [viewKey(view), view.shown]));
        const views = compute(members, stored);
        const changed = views.filter((view) => {
          const key = viewKey(view);
          const old = before.get(key);
          before.delete(key);
          return old === undefined || !sameShown(old, view.shown);
        });
        // What is left in `before` is no longer stored: its readers now see the view of readers without members.
        const gone = [...before.keys()].map((key) => JSON.parse(key) as [string, string, string, number]);
        for (let i = 0; i < gone.length; i += BATCH) {
          const batch = sql.join(
            gone
              .slice(i, i + BATCH)
              .map(([pool, family, key, reader]) => sql`(${pool}, ${family}, ${key}, ${reader})`),
            sql`, `,
          );
          await tx.execute(
            sql`delete from ${benchmarkViews} where (pool, family, key, reader) in (${batch})`,
          );
        }
        for (let i = 0; i < changed.length; i += BATCH) {
          const rows = changed.slice(i, i + BATCH).map(rowOf);
          await tx
            .insert(benchmarkViews)
            .values(rows)
            .onConflictDoUpdate({
              target: [benchmarkViews.pool, benchmarkViews.family, benchmarkViews.key, benchmarkViews.reader],
              set: {
                memberCount: sql`excluded.member_count`,
                figures: sql`excluded.figures`,
                computedAt: sql`excluded.computed_at`,
              },
            });
        }
        return {
          members: members.length,
          views: views.length,
          written: changed.length,
          deleted: gone.length,
        };
      });
    },
  };
}

export type BenchmarksRepository = ReturnType<typeof createBenchmarksRepository>;
