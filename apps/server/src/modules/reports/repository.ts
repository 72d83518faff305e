import type { ComparableCandidate, ReportType, reportListQuerySchema } from '@cakemix/core';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { properties, reportExports, reportSources, reports, users } from '../../db/schema.ts';

type ListQuery = z.output<typeof reportListQuerySchema>;
export type ReportRow = typeof reports.$inferSelect & { createdByName: string | null };
export type ReportSourceRow = typeof reportSources.$inferSelect;
export type ExportRow = typeof reportExports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'websiteId'>;

const ownReport = (websiteId: number, id: number, type?: ReportType) =>
  and(eq(reports.websiteId, websiteId), eq(reports.id, id), type ? eq(reports.type, type) : undefined);

// Export rows without the PDF bytes, for status checks.
const { file: _pdfBytes, ...exportColumns } = getTableColumns(reportExports);

const SORTS = {
  created_at: reports.createdAt,
  title: sql`lower(${reports.title})`,
  ratio: reports.ratio,
};

/** Every query takes the website id, except the share-token lookup, whose token is the authority. */
export function createReportsRepository(db: Db) {
  const withCreator = { report: reports, createdByName: users.name };
  const select = () => db.select(withCreator).from(reports).leftJoin(users, eq(users.id, reports.createdBy));
  const flatten = (row: {
    report: typeof reports.$inferSelect;
    createdByName: string | null;
  }): ReportRow => ({
    ...row.report,
    createdByName: row.createdByName,
  });

  return {
    async list(websiteId: number, query: ListQuery) {
      const filters: SQL[] = [eq(reports.websiteId, websiteId)];
      if (query.type) filters.push(eq(reports.type, query.type));
      if (query.search)
        filters.push(sql`${reports.title} ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      const where = and(...filters);
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: reports.id,
            type: reports.type,
            title: reports.title,
            propertyName: reports.propertyName,
            profileName: reports.profileName,
            entryCount: reports.entryCount,
            ratio: reports.ratio,
            createdAt: reports.createdAt,
            createdBy: reports.createdBy,
            createdByName: users.name,
          })
          .from(reports)
          .leftJoin(users, eq(users.id, reports.createdBy))
          .where(where)
          .orderBy(sql`${SORTS[query.sort]} ${sql.raw(query.order)} nulls last`, direction(reports.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: sql<number>`count(*)::int` }).from(reports).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async find(websiteId: number, id: number, type?: ReportType): Promise<ReportRow | undefined> {
      const [row] = await select()
        .where(ownReport(websiteId, id, type))
        .limit(1);
      return row && flatten(row);
    },

    async findByShareToken(tokenHash: string): Promise<ReportRow | undefined> {
      const [row] = await select().where(eq(reports.shareTokenHash, tokenHash)).limit(1);
      return row && flatten(row);
    },

    async sources(reportId: number): Promise<ReportSourceRow[]> {
      return db
        .select()
        .from(reportSources)
        .where(eq(reportSources.reportId, reportId))
        .orderBy(reportSources.position);
    },

    /** Stores a report and the ids it came from, in one transaction. */
    async create(
      websiteId: number,
      report: NewReport,
      sources: Omit<ReportSourceRow, 'reportId'>[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({ ...report, websiteId })
          .returning({ id: reports.id });
        if (!row) throw new Error('report not created');
        await tx.insert(reportSources).values(sources.map((s) => ({ ...s, reportId: row.id })));
        return row.id;
      });
    },

    async update(websiteId: number, id: number, values: Partial<NewReport>): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set(values)
        .where(ownReport(websiteId, id))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    async delete(websiteId: number, id: number, type: ReportType): Promise<boolean> {
      const rows = await db
        .delete(reports)
        .where(ownReport(websiteId, id, type))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** Complete properties of a type, with their stand-alone valuation: the pool of industry comparables. */
    async comparableCandidates(websiteId: number, type: string | null): Promise<ComparableCandidate[]> {
      if (type === null) return [];
      const rows = await db
        .select({
          id: properties.id,
          type: properties.sponsorshipType,
          category: properties.category,
          level: properties.sponsorshipLevel,
          valueCents: properties.valueCents,
          costCents: properties.costCents,
          ratio: properties.ratio,
          effectiveCpmCents: properties.effectiveCpmCents,
        })
        .from(properties)
        .where(
          and(
            eq(properties.websiteId, websiteId),
            eq(properties.sponsorshipType, type),
            eq(properties.status, 'complete'),
          ),
        );
      return rows.map((row) => ({ ...row, valueCents: row.valueCents ?? 0, costCents: row.costCents ?? 0 }));
    },

    exports: {
      async create(values: typeof reportExports.$inferInsert): Promise<ExportRow> {
        const [row] = await db.insert(reportExports).values(values).returning();
        if (!row) throw new Error('export not created');
        return row;
      },

      async find(websiteId: number, id: number): Promise<Omit<ExportRow, 'file'> | undefined> {
        const [row] = await db
          .select(exportColumns)
          .from(reportExports)
          .where(and(eq(reportExports.websiteId, websiteId), eq(reportExports.id, id)))
          .limit(1);
        return row;
      },

      /** The newest export of a report in a language, for the report's current generation. */
      async latest(reportId: number, lang: string, generatedAt: Date) {
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

      async file(websiteId: number, id: number): Promise<Buffer | null | undefined> {
        const [row] = await db
          .select({ file: reportExports.file })
          .from(reportExports)
          .where(
            and(
              eq(reportExports.websiteId, websiteId),
              eq(reportExports.id, id),
              eq(reportExports.status, 'done'),
            ),
          )
          .limit(1);
        return row?.file;
      },

      async update(id: number, values: Partial<typeof reportExports.$inferInsert>): Promise<void> {
        await db.update(reportExports).set(values).where(eq(reportExports.id, id));
      },
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
