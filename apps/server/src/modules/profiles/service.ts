import {
  type BrandProfile,
  type BrandProfileData,
  brandProfileErrors,
  type brandProfileListQuerySchema,
  type MessageKey,
  stepsWithErrors,
} from '@cakemix/core';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { BrandProfileRow, ProfilesRepository } from './repository.ts';

const STEP_NAMES: Record<string, MessageKey> = { brand: 'profileStepBrand', audience: 'profileStepAudience' };

/** Refuses values that break the profile rules with a 422 naming the fields and the form's steps. */
export function assertValidProfile(data: BrandProfileData) {
  const errors = brandProfileErrors(data);
  if (Object.keys(errors).length === 0) return;
  const steps = stepsWithErrors(errors).map((step) => STEP_NAMES[step] as MessageKey);
  throw new AppError('validation', 'sectionsIncomplete', errors, { sectionNames: { keys: steps } });
}

export function toBrandProfile(row: BrandProfileRow): BrandProfile {
  const data = row.data as BrandProfileData;
  return {
    ...data,
    id: row.id,
    website_id: row.websiteId,
    name: row.name,
    status: row.status as BrandProfile['status'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy && row.updatedByName ? { id: row.updatedBy, name: row.updatedByName } : null,
  };
}

export function createProfilesService(deps: { repo: ProfilesRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function get(websiteId: number, id: number): Promise<BrandProfile> {
    const row = await repo.find(websiteId, id);
    if (!row) throw AppError.notFound();
    return toBrandProfile(row);
  }

  return {
    async list(websiteId: number, query: z.output<typeof brandProfileListQuerySchema>) {
      const { rows, ...counted } = await repo.list(websiteId, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status as BrandProfile['status'],
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
        meta: pageMeta(counted, query),
      };
    },

    get,

    async create(websiteId: number, userId: number, data: BrandProfileData) {
      assertValidProfile(data);
      const id = await repo.create(websiteId, userId, data, clock());
      return get(websiteId, id);
    },

    async update(websiteId: number, id: number, userId: number, data: BrandProfileData) {
      assertValidProfile(data);
      if (!(await repo.update(websiteId, id, userId, data, clock()))) throw AppError.notFound();
      return get(websiteId, id);
    },

    async delete(websiteId: number, id: number, userId: number) {
      if (!(await repo.delete(websiteId, id, userId))) throw AppError.notFound();
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
