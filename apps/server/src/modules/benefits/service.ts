import type { Benefit, BenefitCategory, BenefitCategoryKey } from '@cakemix/core';
import type { BenefitsRepository } from './repository.ts';

type BenefitRow = Awaited<ReturnType<BenefitsRepository['list']>>[number];
type CategoryRow = Awaited<ReturnType<BenefitsRepository['categories']>>[number];

const toCategory = (row: CategoryRow): BenefitCategory => ({
  id: row.id,
  key: row.key as BenefitCategory['key'],
  name: { en: row.nameEn, fr: row.nameFr },
  position: row.position,
});

const toBenefit = ({ benefit, category }: BenefitRow): Benefit => ({
  id: benefit.id,
  key: benefit.key,
  category: category as Benefit['category'],
  name: { en: benefit.nameEn, fr: benefit.nameFr },
  description: { en: benefit.descriptionEn, fr: benefit.descriptionFr },
  unit: benefit.unit as Benefit['unit'],
  basis: benefit.basis as Benefit['basis'],
  default_impressions_per_unit: benefit.defaultImpressionsPerUnit,
  cpm_channel: benefit.cpmChannel as Benefit['cpm_channel'],
  default_unit_value: benefit.defaultUnitValueCents === null ? null : benefit.defaultUnitValueCents / 100,
});

/** The catalogue in the API's shape: names and descriptions in both languages, values in dollars. */
export function createBenefitsService(repo: BenefitsRepository) {
  return {
    list: async (category?: BenefitCategoryKey) => (await repo.list(category)).map(toBenefit),
    categories: async () => (await repo.categories()).map(toCategory),
    knownIds: (ids: number[]) => repo.knownIds(ids),
    /** One catalogue benefit (the catalogue is a few dozen rows, read whole). */
    find: async (id: number) =>
      (await repo.list(undefined)).map(toBenefit).find((benefit) => benefit.id === id),
  };
}
export type BenefitsService = ReturnType<typeof createBenefitsService>;
