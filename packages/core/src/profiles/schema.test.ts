import { describe, expect, it } from 'vitest';
import { brandProfileErrors, brandProfileInputSchema, stepsWithErrors } from './schema.ts';

const complete = {
  name: 'Northern Hardware',
  status: 'complete',
  objectives: { visibility: 40, image: 20, affinity: 15, sales: 20, employees: 5 },
  characteristics: { sincere: 4, exciting: 2, competent: 5, sophisticated: 2, solid: 5 },
  geographic_scope: 'national',
  demographics: {
    gender: { female: 45, male: 55 },
    age: {
      under_18: 0,
      age_18_24: 8,
      age_25_34: 20,
      age_35_44: 24,
      age_45_54: 22,
      age_55_64: 16,
      age_65_plus: 10,
    },
    household: { couples_without_children: 30, couples_with_children: 40, single_parent: 10, one_person: 20 },
    education: { no_diploma: 8, high_school: 30, trade: 17, college: 20, bachelor: 18, graduate: 7 },
    income: { under_50k: 20, income_50k_75k: 25, income_75k_100k: 25, income_100k_150k: 20, over_150k: 10 },
    ethnicity: {
      white: 70,
      black: 4,
      east_asian: 6,
      south_asian: 6,
      indigenous: 5,
      latin_american: 3,
      other: 3,
      prefer_not_to_answer: 3,
    },
  },
  geographic_areas: ['north_america'],
};

describe('brand profile rules', () => {
  it('accept a complete profile', () => {
    const parsed = brandProfileInputSchema.parse(complete);
    expect(brandProfileErrors(parsed)).toEqual({});
  });

  it('let a draft hold nothing but a name, filling every group with empty values', () => {
    const parsed = brandProfileInputSchema.parse({ name: 'Draft' });
    expect(parsed.status).toBe('draft');
    expect(parsed.demographics.age.age_65_plus).toBeNull();
    expect(parsed.characteristics.solid).toBeNull();
    expect(brandProfileErrors(parsed)).toEqual({});
  });

  it('save a draft with any total, and refuse to complete one off 100 with one message, over or under', () => {
    const parsed = brandProfileInputSchema.parse({
      name: 'Draft',
      objectives: { visibility: 60, image: 50 },
    });
    expect(brandProfileErrors(parsed)).toEqual({});
    const over = brandProfileInputSchema.parse({ ...complete, objectives: { visibility: 60, image: 41 } });
    const under = brandProfileInputSchema.parse({ ...complete, objectives: { visibility: 60, image: 39 } });
    expect(brandProfileErrors(over)).toEqual({ objectives: ['percentTotalExact'] });
    expect(brandProfileErrors(under)).toEqual({ objectives: ['percentTotalExact'] });
  });

  it('need exactly 100, every option and an area to be complete, and name the steps at fault', () => {
    const parsed = brandProfileInputSchema.parse({
      ...complete,
      objectives: { ...complete.objectives, employees: 4 },
      characteristics: { ...complete.characteristics, solid: null },
      demographics: { ...complete.demographics, income: {} },
      geographic_areas: [],
    });
    const errors = brandProfileErrors(parsed);
    expect(errors).toEqual({
      objectives: ['percentTotalExact'],
      'characteristics.solid': ['optionRequired'],
      'demographics.income': ['fieldRequired'],
      geographic_areas: ['optionRequired'],
    });
    expect(stepsWithErrors(errors)).toEqual(['brand', 'audience']);
    expect(stepsWithErrors({ 'demographics.age': ['percentTotal'] })).toEqual(['audience']);
  });

  it('accept one-decimal shares that add up to 100', () => {
    const parsed = brandProfileInputSchema.parse({
      ...complete,
      demographics: { ...complete.demographics, gender: { female: 33.3, male: 66.7 } },
    });
    expect(brandProfileErrors(parsed)).toEqual({});
  });

  it('refuse out-of-range values at parse time', () => {
    expect(brandProfileInputSchema.safeParse({ ...complete, objectives: { visibility: 101 } }).success).toBe(
      false,
    );
    expect(brandProfileInputSchema.safeParse({ ...complete, characteristics: { sincere: 6 } }).success).toBe(
      false,
    );
    expect(brandProfileInputSchema.safeParse({ ...complete, geographic_areas: ['mars'] }).success).toBe(
      false,
    );
    expect(brandProfileInputSchema.safeParse({ ...complete, name: '  ' }).success).toBe(false);
  });
});
