import type { BrandProfile } from '@cakemix/core';

/** A complete profile as the API returns it: every rule met. */
export function completeProfile(overrides: Partial<BrandProfile> = {}): BrandProfile {
  return {
    id: 7,
    website_id: 1,
    name: 'Summer brand',
    status: 'complete',
    objectives: { visibility: 40, image: 30, affinity: 20, sales: 10, employees: 0 },
    characteristics: { sincere: 4, exciting: 3, competent: 5, sophisticated: 2, solid: 3 },
    geographic_scope: 'national',
    demographics: {
      gender: { female: 50, male: 50 },
      age: {
        under_18: null,
        age_18_24: 20,
        age_25_34: 40,
        age_35_44: 40,
        age_45_54: null,
        age_55_64: null,
        age_65_plus: null,
      },
      household: {
        couples_without_children: 30,
        couples_with_children: 70,
        single_parent: null,
        one_person: null,
      },
      education: {
        no_diploma: null,
        high_school: null,
        trade: null,
        college: 50,
        bachelor: 50,
        graduate: null,
      },
      income: {
        under_50k: null,
        income_50k_75k: null,
        income_75k_100k: 100,
        income_100k_150k: null,
        over_150k: null,
      },
      ethnicity: {
        white: 60,
        black: 10,
        east_asian: 10,
        south_asian: 10,
        indigenous: null,
        latin_american: null,
        other: null,
        prefer_not_to_answer: 10,
      },
    },
    geographic_areas: ['north_america'],
    target_ratio: null,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-05T18:30:00.000Z',
    updated_by: { id: 1, name: 'Ada Lovelace' },
    ...overrides,
  };
}
