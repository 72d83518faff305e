import type { BrandProfileData, brandProfileListQuerySchema } from '@cakemix/core';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { listOrder, nameContains } from '../../db/list-sorts.ts';
import { brandProfileSorts, brandProfiles, users } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { countListRows } from '../../lib/list-count.ts';

type ListQuery = z.output<typeof brandProfileListQuerySchema>;
export type BrandProfileRow = typeof brandProfiles.$inferSelect & { updatedByName: string | null };

const SORTS = brandProfileSorts(brandProfiles);

/** Every query takes the website id: a profile of another website is never read, changed or deleted. */
export function createProfilesRepository(db: Db) {
  const withAuthor = {
    profile: brandProfiles,
    updatedByName: users.name,
  };

  return {
    async list(websiteId: number, query: ListQuery) {
      const filters: SQL[] = [eq(brandProfiles.websiteId, websiteId)];
      if (query.search) filters.push(nameContains(brandProfiles.name, likePattern(query.search)));
      if (query.status) filters.push(eq(brandProfiles.status, query.status));
      const where = and(...filters);
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: brandProfiles.id,
            name: brandProfiles.name,
            status: brandProfiles.status,
            createdAt: brandProfiles.createdAt,
            updatedAt: brandProfiles.updatedAt,
          })
          .from(brandProfiles)
          .where(where)
          .orderBy(...listOrder(SORTS[query.sort], brandProfiles.id, query.order))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        countListRows(db, brandProfiles, where, query),
      ]);
      return { rows, ...counted };
    },

    async find(websiteId: number, id: number): Promise<BrandProfileRow | undefined> {
      const [row] = await db
        .select(withAuthor)
        .from(brandProfiles)
        .leftJoin(users, eq(users.id, brandProfiles.updatedBy))
        .where(and(eq(brandProfiles.websiteId, websiteId), eq(brandProfiles.id, id)))
        .limit(1);
      return row ? { ...row.profile, updatedByName: row.updatedByName } : undefined;
    },

    async create(websiteId: number, userId: number, data: BrandProfileData, now: Date) {
      const [row] = await asActor(db, userId, (tx) =>
        tx
          .insert(brandProfiles)
          .values({
            websiteId,
            name: data.name,
            status: data.status,
            data,
            createdBy: userId,
            updatedBy: userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: brandProfiles.id }),
      );
      if (!row) throw new Error('brand profile not created');
      return row.id;
    },

    async update(websiteId: number, id: number, userId: number, data: BrandProfileData, now: Date) {
      const rows = await asActor(db, userId, (tx) =>
        tx
          .update(brandProfiles)
          .set({ name: data.name, status: data.status, data, updatedBy: userId, updatedAt: now })
          .where(and(eq(brandProfiles.websiteId, websiteId), eq(brandProfiles.id, id)))
          .returning({ id: brandProfiles.id }),
      );
      return rows.length > 0;
    },

    async delete(websiteId: number, id: number, userId: number) {
      const rows = await asActor(db, userId, (tx) =>
        tx
          .delete(brandProfiles)
          .where(and(eq(brandProfiles.websiteId, websiteId), eq(brandProfiles.id, id)))
          .returning({ id: brandProfiles.id }),
      );
      return rows.length > 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
