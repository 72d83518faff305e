import type { BrandProfileData, brandProfileListQuerySchema } from '@cakemix/core';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { brandProfiles, users } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';

type ListQuery = z.output<typeof brandProfileListQuerySchema>;
export type BrandProfileRow = typeof brandProfiles.$inferSelect & { updatedByName: string | null };

const SORT_COLUMNS = {
  name: sql`lower(${brandProfiles.name})`,
  created_at: brandProfiles.createdAt,
  updated_at: brandProfiles.updatedAt,
  status: brandProfiles.status,
};

/** Every query takes the website id: a profile of another website is never read, changed or deleted. */
export function createProfilesRepository(db: Db) {
  const withAuthor = {
    profile: brandProfiles,
    updatedByName: users.name,
  };

  return {
    async list(websiteId: number, query: ListQuery) {
      const filters: SQL[] = [eq(brandProfiles.websiteId, websiteId)];
      if (query.search) filters.push(ilike(brandProfiles.name, likePattern(query.search)));
      if (query.status) filters.push(eq(brandProfiles.status, query.status));
      const where = and(...filters);
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [count]] = await Promise.all([
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
          // Sorted by status, each status lists its profiles by name (A to Z), as the report pickers show
          // them; the id breaks ties so pages never repeat or skip a row.
          .orderBy(
            direction(SORT_COLUMNS[query.sort]),
            ...(query.sort === 'status' ? [asc(SORT_COLUMNS.name)] : []),
            direction(brandProfiles.id),
          )
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: sql<number>`count(*)::int` }).from(brandProfiles).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
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
