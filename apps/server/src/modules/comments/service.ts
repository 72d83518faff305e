import type { PropertyComment } from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../auth/repository.ts';
import type { CommentRow, CommentsRepository } from './repository.ts';

function toComment(row: CommentRow): PropertyComment {
  return {
    id: row.id,
    metric_id: row.metricId,
    body: row.body,
    poster: { id: row.userId, name: row.posterName },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Comments on a property's custom metrics. Anyone of the website reads them; editors post; only the poster
 * or an admin of the website deletes one (spec: "comments have a poster").
 */
export function createCommentsService(deps: { repo: CommentsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function assertMetric(websiteId: number, propertyId: number, metricId: string) {
    if (!(await repo.metricExists(websiteId, propertyId, metricId))) throw AppError.notFound();
  }

  return {
    async list(websiteId: number, propertyId: number, metricId: string) {
      await assertMetric(websiteId, propertyId, metricId);
      return (await repo.list(websiteId, propertyId, metricId)).map(toComment);
    },

    async create(poster: UserRow, propertyId: number, metricId: string, body: string) {
      await assertMetric(poster.websiteId, propertyId, metricId);
      const row = await repo.create({
        websiteId: poster.websiteId,
        propertyId,
        metricId,
        userId: poster.id,
        posterName: poster.name,
        body,
        createdAt: clock(),
      });
      return toComment(row);
    },

    async get(websiteId: number, id: number) {
      const row = await repo.find(websiteId, id);
      if (!row) throw AppError.notFound();
      return toComment(row);
    },

    async delete(user: UserRow, id: number) {
      const row = await repo.find(user.websiteId, id);
      if (!row) throw AppError.notFound();
      if (row.userId !== user.id && user.role !== 'admin') throw AppError.forbidden();
      await repo.delete(user.websiteId, id, user.id);
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
