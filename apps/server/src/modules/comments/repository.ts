import { and, asc, eq } from 'drizzle-orm';
import { asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { propertyComments, propertyItems } from '../../db/schema.ts';

export type CommentRow = typeof propertyComments.$inferSelect;

/** Comments on custom metrics; every query takes the website id. */
export function createCommentsRepository(db: Db) {
  return {
    /** Whether the property of the website has a custom metric with that id. */
    async metricExists(websiteId: number, propertyId: number, metricId: string): Promise<boolean> {
      const rows = await db
        .select({ id: propertyItems.id })
        .from(propertyItems)
        .where(
          and(
            eq(propertyItems.websiteId, websiteId),
            eq(propertyItems.propertyId, propertyId),
            eq(propertyItems.id, metricId),
            eq(propertyItems.kind, 'custom_metric'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    list(websiteId: number, propertyId: number, metricId: string): Promise<CommentRow[]> {
      return db
        .select()
        .from(propertyComments)
        .where(
          and(
            eq(propertyComments.websiteId, websiteId),
            eq(propertyComments.propertyId, propertyId),
            eq(propertyComments.metricId, metricId),
          ),
        )
        .orderBy(asc(propertyComments.createdAt), asc(propertyComments.id));
    },

    async create(values: Omit<typeof propertyComments.$inferInsert, 'id'>): Promise<CommentRow> {
      const poster = values.userId;
      if (poster == null) throw new Error('a comment has a poster');
      const [row] = await asActor(db, poster, (tx) => tx.insert(propertyComments).values(values).returning());
      if (!row) throw new Error('comment not created');
      return row;
    },

    async find(websiteId: number, id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(propertyComments)
        .where(and(eq(propertyComments.websiteId, websiteId), eq(propertyComments.id, id)))
        .limit(1);
      return row;
    },

    async delete(websiteId: number, id: number, actorId: number): Promise<boolean> {
      const rows = await asActor(db, actorId, (tx) =>
        tx
          .delete(propertyComments)
          .where(and(eq(propertyComments.websiteId, websiteId), eq(propertyComments.id, id)))
          .returning({ id: propertyComments.id }),
      );
      return rows.length > 0;
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
