import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportRequests, websites } from '../../db/schema.ts';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

export function createSupportRepository(db: Db) {
  return {
    async findWebsite(id: number) {
      const [row] = await db.select().from(websites).where(eq(websites.id, id)).limit(1);
      return row;
    },

    async create(values: typeof supportRequests.$inferInsert): Promise<SupportRequestRow> {
      const [row] = await db.insert(supportRequests).values(values).returning();
      if (!row) throw new Error('support request not stored');
      return row;
    },

    async setStatus(id: number, status: 'sent' | 'failed') {
      await db.update(supportRequests).set({ status }).where(eq(supportRequests.id, id));
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
