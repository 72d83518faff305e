import type { AuditAction, AuditEntry, AuditQuery, AuditRecordType } from '@cakemix/core';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

type Filters = Omit<AuditQuery, 'per_page' | 'before'>;

const DAY_MS = 86_400_000;

function where(websiteId: number, filters: Filters, before?: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditLog.websiteId, websiteId)];
  if (filters.actor_id !== undefined) conditions.push(eq(auditLog.actorId, filters.actor_id));
  if (filters.record_type !== undefined) conditions.push(eq(auditLog.recordType, filters.record_type));
  if (filters.record_id !== undefined) conditions.push(eq(auditLog.recordId, filters.record_id));
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(auditLog.createdAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS)));
  // The next page: entries older than the `before` entry, by date then id (the order pages are read in).
  if (before !== undefined)
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from audit_log a where a.id = ${before} and a.website_id = ${websiteId})`,
    );
  return and(...conditions);
}

type Row = typeof auditLog.$inferSelect;

export function toAuditEntry(row: Row): AuditEntry {
  const changes = row.changes as Record<string, [unknown, unknown]>;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    record_type: row.recordType as AuditRecordType,
    record_id: row.recordId,
    record_name: row.recordName,
    action: row.action as AuditAction,
    changes: Object.entries(changes).map(([field, [before, after]]) => ({ field, old: before, new: after })),
  };
}

/** The audit log, read only (triggers write it): every query takes the website id. */
export function createAuditRepository(db: Db) {
  return {
    /**
     * Entries, newest first, older than the entry `before`: one more than asked, to tell whether a page
     * follows. Every filter has an index in this order, so a page costs the same however deep.
     */
    async page(websiteId: number, filters: Filters, limit: number, before?: number): Promise<Row[]> {
      return db
        .select()
        .from(auditLog)
        .where(where(websiteId, filters, before))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
