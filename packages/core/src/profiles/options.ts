// The closed lists of the brand profile form (spec section 3, "Brand profile"); labels live in the catalogues.
// Kept apart from the schemas, so that a screen that only reads these lists (a report) does not build them.

/** Status of profiles and properties: a draft ("in progress") may be incomplete; complete may not. */
export const STATUSES = ['draft', 'complete'] as const;
export type Status = (typeof STATUSES)[number];

export const OBJECTIVES = ['visibility', 'image', 'affinity', 'sales', 'employees'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** Aaker's brand personality dimensions (spec: sincere, exciting, competent, sophisticated, solid). */
export const CHARACTERISTICS = ['sincere', 'exciting', 'competent', 'sophisticated', 'solid'] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

/**
 * The one scale for brand characteristics, used by profiles and properties alike so the valuation can
 * compare them: 1 = does not describe the brand at all … 5 = describes it perfectly.
 */
export const CHARACTERISTIC_SCALE = { min: 1, max: 5 } as const;

export const GEOGRAPHIC_SCOPES = ['local', 'regional', 'provincial', 'national', 'international'] as const;
export type GeographicScope = (typeof GEOGRAPHIC_SCOPES)[number];

export const GEOGRAPHIC_AREAS = ['north_america', 'south_america', 'asia', 'europe'] as const;

/** Demographic dimensions and their options; each dimension's percentages total 100 on a complete profile. */
export const DEMOGRAPHICS = {
  gender: ['female', 'male'],
  age: ['under_18', 'age_18_24', 'age_25_34', 'age_35_44', 'age_45_54', 'age_55_64', 'age_65_plus'],
  household: ['couples_without_children', 'couples_with_children', 'single_parent', 'one_person'],
  education: ['no_diploma', 'high_school', 'trade', 'college', 'bachelor', 'graduate'],
  income: ['under_50k', 'income_50k_75k', 'income_75k_100k', 'income_100k_150k', 'over_150k'],
  ethnicity: [
    'white',
    'black',
    'east_asian',
    'south_asian',
    'indigenous',
    'latin_american',
    'other',
    'prefer_not_to_answer',
  ],
} as const;
export type DemographicDimension = keyof typeof DEMOGRAPHICS;
export const DEMOGRAPHIC_DIMENSIONS = Object.keys(DEMOGRAPHICS) as DemographicDimension[];
