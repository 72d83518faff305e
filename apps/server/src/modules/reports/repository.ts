import type { ReportType, reportListQuerySchema } from '@cakemix/core';
import { and, count, desc, eq, getTableColumns, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { listOrder, nameContains } from '../../db/list-sorts.ts';
import { reportExports, reportSorts, reportSources, reports, users } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { countListRows } from '../../lib/list-count.ts';
import { type StoredReport, storedReport } from './snapshot.ts';

type ListQuery = z.output<typeof reportListQuerySchema>;
export type ReportRow = typeof reports.$inferSelect & { createdByName: string | null };
export type ReportSourceRow = typeof reportSources.$inferSelect;
export type ExportRow = typeof reportExports.$inferSelect;
/** An export without its file. */
export type ExportStatusRow = Omit<ExportRow, 'file'>;
export type ExportOutcome =
  | { status: 'done'; file: Buffer; reportGeneratedAt: Date; finishedAt: Date }
  | { status: 'failed'; error: 'render_failed' | 'worker_lost'; finishedAt: Date };

const UNFINISHED = ['pending', 'running'];
const FINISHED = ['done', 'failed'];
/** First key of the advisory lock that serializes one person's export requests (the second is their id). */
const EXPORT_REQUEST_LOCK = 0x706466; // "pdf"
export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'websiteId'>;

const ownReport = (websiteId: number, id: number, type?: ReportType) =>
  and(eq(reports.websiteId, websiteId), eq(reports.id, id), type ? eq(reports.type, type) : undefined);

// Export rows without the PDF bytes, for status checks.
const { file: _pdfBytes, ...exportColumns } = getTableColumns(reportExports);

const SORTS = reportSorts(reports);

/** Every query takes the website id, except the share-token lookup, whose token is the authority. */
export function createReportsRepository(db: Db) {
  // Asked at every read of a report (views.ts): what its view shows besides its snapshot, which changes only
  // with its row. xmin is the row's version: any update of the row changes it.
  const viewStamp = db
    .select({
      stamp: sql<string>`${reports}.xmin::text || ':' || coalesce(${users.name}, '') || ':' || coalesce((
        select string_agg(${reportSources.position} || '.' || (${reportSources.propertyId} is null)::text
          || '.' || (${reportSources.brandProfileId} is null)::text, ',' order by ${reportSources.position})
        from ${reportSources} where ${reportSources.reportId} = ${reports.id}), '')`,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdBy))
    .where(
      and(
        eq(reports.websiteId, sql.placeholder('websiteId')),
        eq(reports.id, sql.placeholder('id')),
        eq(reports.type, sql.placeholder('type')),
      ),
    )
    .prepare('report_view_stamp');
  const withCreator = { report: reports, createdByName: users.name };
  const select = () => db.select(withCreator).from(reports).leftJoin(users, eq(users.id, reports.createdBy));
  const flatten = (row: {
    report: typeof reports.$inferSelect;
    createdByName: string | null;
  }): ReportRow => ({
    ...row.report,
    createdByName: row.createdByName,
  });

  const sources = (reportId: number): Promise<ReportSourceRow[]> =>
    db
      .select()
      .from(reportSources)
      .where(eq(reportSources.reportId, reportId))
      .orderBy(reportSources.position);

  return {
    async list(websiteId: number, query: ListQuery) {
      const filters: SQL[] = [eq(reports.websiteId, websiteId)];
      if (query.type) filters.push(eq(reports.type, query.type));
      if (query.search) filters.push(nameContains(reports.title, likePattern(query.search)));
      const where = and(...filters);
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: reports.id,
            type: reports.type,
            title: reports.title,
            propertyName: reports.propertyName,
            profileName: reports.profileName,
            entryCount: reports.entryCount,
            // Every pair's names, in the report's order, read from its snapshot (a detailed report's one
            // pair is in the columns above).
            pairs: sql<
              { property_name: string; profile_name: string }[] | null
            >`case when ${reports.type} = 'comparative' then (
              select jsonb_agg(jsonb_build_object(
                'property_name', entry->'property'->>'name', 'profile_name', entry->'profile'->>'name'
              ) order by ordinality)
              from jsonb_array_elements(${reports.snapshot}->'entries') with ordinality as e(entry, ordinality)
            ) end`,
            ratio: reports.ratio,
            ratioBands: reports.ratioBands,
            fromDraft: reports.fromDraft,
            preliminary: reports.preliminary,
            createdAt: reports.createdAt,
            createdBy: reports.createdBy,
            createdByName: users.name,
          })
          .from(reports)
          .leftJoin(users, eq(users.id, reports.createdBy))
          .where(where)
          .orderBy(...listOrder(SORTS[query.sort], reports.id, query.order))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        countListRows(db, reports, where, query),
      ]);
      return { rows, ...counted };
    },

    async find(websiteId: number, id: number, type?: ReportType): Promise<ReportRow | undefined> {
      const [row] = await select()
        .where(ownReport(websiteId, id, type))
        .limit(1);
      return row && flatten(row);
    },

    /**
     * A report as a render thread needs it, with its snapshot as JSON text: parsing a large snapshot (and
     * reading it back through the schemas) is left to the thread, off the event loop.
     */
    async storedForRender(websiteId: number, id: number): Promise<StoredReport | undefined> {
      const { snapshot: _parsed, ...columns } = getTableColumns(reports);
      const [row] = await db
        .select({
          ...columns,
          snapshotText: sql<string>`${reports.snapshot}::text`,
          createdByName: users.name,
        })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.createdBy))
        .where(ownReport(websiteId, id))
        .limit(1);
      return row && storedReport(row, row.snapshotText, await sources(id));
    },

    async findByShareToken(tokenHash: string): Promise<ReportRow | undefined> {
      const [row] = await select().where(eq(reports.shareTokenHash, tokenHash)).limit(1);
      return row && flatten(row);
    },

    sources,

    /** The version of what a website's report shows (views.ts), or undefined when it has no such report. */
    async viewStamp(websiteId: number, id: number, type: ReportType): Promise<string | undefined> {
      const [row] = await viewStamp.execute({ websiteId, id, type });
      return row?.stamp;
    },

    /** Stores a report and the ids it came from, in one transaction. */
    async create(
      websiteId: number,
      report: NewReport,
      sources: Omit<ReportSourceRow, 'reportId'>[],
      actorId: number,
    ): Promise<number> {
      return asActor(db, actorId, async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({ ...report, websiteId })
          .returning({ id: reports.id });
        if (!row) throw new Error('report not created');
        await tx.insert(reportSources).values(sources.map((s) => ({ ...s, reportId: row.id })));
        return row.id;
      });
    },

    async update(
      websiteId: number,
      id: number,
      values: Partial<NewReport>,
      actorId: number,
    ): Promise<boolean> {
      const rows = await asActor(db, actorId, (tx) =>
        tx.update(reports).set(values).where(ownReport(websiteId, id)).returning({ id: reports.id }),
      );
      return rows.length > 0;
    },

    async delete(websiteId: number, id: number, type: ReportType, actorId: number): Promise<boolean> {
      const rows = await asActor(db, actorId, (tx) =>
        tx
          .delete(reports)
          .where(ownReport(websiteId, id, type))
          .returning({ id: reports.id }),
      );
      return rows.length > 0;
    },

    exports: {
      /**
       * Queues an export unless its requester already has `cap` unfinished ones (then answers null). One
       * person's requests take turns (a transaction lock on their id), so two at once cannot both slip in.
       */
      async createWithinCap(
        values: typeof reportExports.$inferInsert & { requestedBy: number },
        cap: number,
      ): Promise<ExportStatusRow | null> {
        return db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_REQUEST_LOCK}, ${values.requestedBy})`);
          const [queued] = await tx
            .select({ n: count() })
            .from(reportExports)
            .where(
              and(
                eq(reportExports.requestedBy, values.requestedBy),
                inArray(reportExports.status, UNFINISHED),
              ),
            );
          if ((queued?.n ?? 0) >= cap) return null;
          const [row] = await tx.insert(reportExports).values(values).returning(exportColumns);
          if (!row) throw new Error('export not created');
          return row;
        });
      },

      async find(websiteId: number, id: number): Promise<ExportStatusRow | undefined> {
        const [row] = await db
          .select(exportColumns)
          .from(reportExports)
          .where(and(eq(reportExports.websiteId, websiteId), eq(reportExports.id, id)))
          .limit(1);
        return row;
      },

      /** The newest export of a report in a language, for the report's current generation. */
      async latest(reportId: number, lang: string, generatedAt: Date): Promise<ExportStatusRow | undefined> {
        const [row] = await db
          .select(exportColumns)
          .from(reportExports)
          .where(
            and(
              eq(reportExports.reportId, reportId),
              eq(reportExports.lang, lang),
              eq(reportExports.reportGeneratedAt, generatedAt),
            ),
          )
          .orderBy(desc(reportExports.id))
          .limit(1);
        return row;
      },

      /** 1 when no queued export is ahead of this one (the queue renders the oldest first). */
      async queuePosition(id: number): Promise<number> {
        const [ahead] = await db
          .select({ n: count() })
          .from(reportExports)
          .where(and(eq(reportExports.status, 'pending'), lt(reportExports.id, id)));
        return (ahead?.n ?? 0) + 1;
      },

      async file(websiteId: number, id: number): Promise<Buffer | null | undefined> {
        const [row] = await db
          // As base64 text, decoded natively: PGlite decodes a bytea result byte by byte (20 ms for 260 kB).
          .select({ file: sql<string | null>`encode(${reportExports.file}, 'base64')` })
          .from(reportExports)
          .where(
            and(
              eq(reportExports.websiteId, websiteId),
              eq(reportExports.id, id),
              eq(reportExports.status, 'done'),
            ),
          )
          .limit(1);
        return row?.file == null ? row?.file : Buffer.from(row.file, 'base64');
      },

      async setJob(id: number, jobId: string): Promise<void> {
        await db.update(reportExports).set({ jobId }).where(eq(reportExports.id, id));
      },

      /** Marks an unfinished export as rendering, one more attempt; undefined when gone or finished. */
      async start(id: number, now: Date): Promise<ExportStatusRow | undefined> {
        const [row] = await db
          .update(reportExports)
          .set({ status: 'running', startedAt: now, attempts: sql`${reportExports.attempts} + 1` })
          .where(and(eq(reportExports.id, id), inArray(reportExports.status, UNFINISHED)))
          .returning(exportColumns);
        return row;
      },

      /** Back in the queue, for another attempt. */
      async requeue(id: number): Promise<void> {
        await db
          .update(reportExports)
          .set({ status: 'pending' })
          .where(and(eq(reportExports.id, id), eq(reportExports.status, 'running')));
      },

      /**
       * Records how an unfinished export ended, and applies the retention rule: per report and language
       * only the newest finished export is kept, so earlier files and failures of it go.
       */
      async finish(id: number, outcome: ExportOutcome): Promise<void> {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(reportExports)
            .set(
              outcome.status === 'done'
                ? // Sent as base64 text: the embedded PGlite encodes a bytea parameter byte by byte on the
                  // event loop (35 ms for a 260 kB PDF, 4 ms this way); PostgreSQL decodes either alike.
                  { ...outcome, file: sql`decode(${outcome.file.toString('base64')}, 'base64')`, error: null }
                : outcome,
            )
            .where(and(eq(reportExports.id, id), inArray(reportExports.status, UNFINISHED)))
            .returning({ reportId: reportExports.reportId, lang: reportExports.lang });
          if (!row) return;
          await tx
            .delete(reportExports)
            .where(
              and(
                eq(reportExports.reportId, row.reportId),
                eq(reportExports.lang, row.lang),
                ne(reportExports.id, id),
                inArray(reportExports.status, FINISHED),
              ),
            );
        });
      },

      /** Finished exports of earlier generations of a report: out of date, never served again. */
      async deleteOutdated(reportId: number, generatedAt: Date): Promise<void> {
        await db
          .delete(reportExports)
          .where(
            and(
              eq(reportExports.reportId, reportId),
              ne(reportExports.reportGeneratedAt, generatedAt),
              inArray(reportExports.status, FINISHED),
            ),
          );
      },

      async delete(id: number): Promise<void> {
        await db.delete(reportExports).where(eq(reportExports.id, id));
      },
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
