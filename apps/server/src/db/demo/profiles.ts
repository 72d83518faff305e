import type { BrandProfileInput } from '@cakemix/core';

/**
 * Two realistic, complete brand profiles for the demo website. The audience shares are plausible for the
 * brands (a national hardware retailer skewing to homeowners 35–64; a Prairie credit union skewing to
 * families and farm households), not survey data.
 */
export const DEMO_PROFILES: BrandProfileInput[] = [
  {
    name: 'Northern Hardware Co. — national retail',
    status: 'complete',
    objectives: { visibility: 35, image: 20, affinity: 15, sales: 25, employees: 5 },
    characteristics: { sincere: 4, exciting: 2, competent: 5, sophisticated: 2, solid: 5 },
    geographic_scope: 'national',
    demographics: {
      gender: { female: 46, male: 54 },
      age: {
        under_18: 2,
        age_18_24: 7,
        age_25_34: 18,
        age_35_44: 23,
        age_45_54: 22,
        age_55_64: 17,
        age_65_plus: 11,
      },
      household: {
        couples_without_children: 30,
        couples_with_children: 42,
        single_parent: 9,
        one_person: 19,
      },
      education: { no_diploma: 7, high_school: 27, trade: 19, college: 22, bachelor: 18, graduate: 7 },
      income: { under_50k: 18, income_50k_75k: 24, income_75k_100k: 25, income_100k_150k: 22, over_150k: 11 },
      ethnicity: {
        white: 68,
        black: 4,
        east_asian: 7,
        south_asian: 7,
        indigenous: 4,
        latin_american: 3,
        other: 3,
        prefer_not_to_answer: 4,
      },
    },
    geographic_areas: ['north_america'],
  },
  {
    name: 'Prairie Credit Union — regional',
    status: 'complete',
    objectives: { visibility: 20, image: 30, affinity: 30, sales: 10, employees: 10 },
    characteristics: { sincere: 5, exciting: 2, competent: 4, sophisticated: 2, solid: 4 },
    geographic_scope: 'regional',
    demographics: {
      gender: { female: 52, male: 48 },
      age: {
        under_18: 5,
        age_18_24: 10,
        age_25_34: 19,
        age_35_44: 20,
        age_45_54: 18,
        age_55_64: 15,
        age_65_plus: 13,
      },
      household: {
        couples_without_children: 28,
        couples_with_children: 40,
        single_parent: 10,
        one_person: 22,
      },
      education: { no_diploma: 8, high_school: 30, trade: 16, college: 21, bachelor: 19, graduate: 6 },
      income: { under_50k: 22, income_50k_75k: 27, income_75k_100k: 24, income_100k_150k: 18, over_150k: 9 },
      ethnicity: {
        white: 72,
        black: 3,
        east_asian: 4,
        south_asian: 5,
        indigenous: 9,
        latin_american: 2,
        other: 2,
        prefer_not_to_answer: 3,
      },
    },
    geographic_areas: ['north_america'],
  },
];
