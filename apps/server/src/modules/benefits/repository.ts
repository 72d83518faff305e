import type { BenefitCategoryKey } from '@cakemix/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benefitCategories, benefits } from '../../db/schema.ts';

/** The benefits catalogue: the same for every website, seeded by a migration, read-only through the API. */
export function createBenefitsRepository(db: Db) {
  return {
    categories() {
      return db.select().from(benefitCategories).orderBy(asc(benefitCategories.position));
    },

    list(category: BenefitCategoryKey | undefined) {
      return db
        .select({ benefit: benefits, category: benefitCategories.key })
        .from(benefits)
        .innerJoin(benefitCategories, eq(benefitCategories.id, benefits.categoryId))
        .where(category ? eq(benefitCategories.key, category) : undefined)
        .orderBy(asc(benefitCategories.position), asc(benefits.position));
    },

    /** The ids among `ids` that are in the catalogue. */
    async knownIds(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: benefits.id }).from(benefits).where(inArray(benefits.id, ids));
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
