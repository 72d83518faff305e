/**
 * Names of the brand profile's options (objectives, characteristics, scopes, areas, demographics): the profile form
 * shows them, and the property workbooks name the same options in their columns.
 */
export const profileOptionsEn = {
  objectives: {
    visibility: 'Visibility',
    image: 'Brand image',
    affinity: 'Affinity',
    sales: 'Sales',
    employees: 'Employee engagement',
  },
  characteristics: {
    sincere: 'Sincere',
    exciting: 'Exciting',
    competent: 'Competent',
    sophisticated: 'Sophisticated',
    solid: 'Solid',
  },
  characteristicHints: {
    sincere: 'Down-to-earth, honest, wholesome, cheerful',
    exciting: 'Daring, spirited, imaginative, up-to-date',
    competent: 'Reliable, intelligent, successful',
    sophisticated: 'Upscale, charming, refined',
    solid: 'Tough, rugged, dependable',
  },
  geographicScopes: {
    local: 'Local',
    regional: 'Regional',
    provincial: 'Provincial',
    national: 'National',
    international: 'International',
  },
  geographicAreas: {
    north_america: 'North America',
    south_america: 'South America',
    asia: 'Asia',
    europe: 'Europe',
  },
  demographicDimensions: {
    gender: 'Gender',
    age: 'Age',
    household: 'Household type',
    education: 'Education',
    income: 'Family income',
    ethnicity: 'Ethnicity',
  },
  demographics: {
    gender: { female: 'Female', male: 'Male' },
    age: {
      under_18: 'Under 18',
      age_18_24: '18 to 24',
      age_25_34: '25 to 34',
      age_35_44: '35 to 44',
      age_45_54: '45 to 54',
      age_55_64: '55 to 64',
      age_65_plus: '65 and over',
    },
    household: {
      couples_without_children: 'Couple without children',
      couples_with_children: 'Couple with children',
      single_parent: 'Single-parent family',
      one_person: 'One-person household',
    },
    education: {
      no_diploma: 'No diploma',
      high_school: 'High school diploma',
      trade: 'Trade certificate',
      college: 'College diploma',
      bachelor: "Bachelor's degree",
      graduate: 'Graduate degree',
    },
    income: {
      under_50k: 'Under $50,000',
      income_50k_75k: '$50,000 to $74,999',
      income_75k_100k: '$75,000 to $99,999',
      income_100k_150k: '$100,000 to $149,999',
      over_150k: '$150,000 and over',
    },
    ethnicity: {
      white: 'White',
      black: 'Black',
      east_asian: 'East Asian',
      south_asian: 'South Asian',
      indigenous: 'Indigenous',
      latin_american: 'Latin American',
      other: 'Other',
      prefer_not_to_answer: 'Prefer not to answer',
    },
  },
};
