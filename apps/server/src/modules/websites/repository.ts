import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, websites } from '../../db/schema.ts';

export function createWebsitesRepository(db: Db) {
  return {
    async findWebsite(id: number) {
      const [row] = await db.select().from(websites).where(eq(websites.id, id)).limit(1);
      return row;
    },
    async listUsers(websiteId: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.websiteId, websiteId))
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}
export type WebsitesRepository = ReturnType<typeof createWebsitesRepository>;
