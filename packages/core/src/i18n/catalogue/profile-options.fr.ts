/**
 * Names of the brand profile's options (objectives, characteristics, scopes, areas, demographics): the profile form
 * shows them, and the property workbooks name the same options in their columns.
 */
export const profileOptionsFr = {
  objectives: {
    visibility: 'Visibilité',
    image: 'Image de marque',
    affinity: 'Affinité',
    sales: 'Ventes',
    employees: 'Mobilisation des employés',
  },
  characteristics: {
    sincere: 'Sincère',
    exciting: 'Stimulante',
    competent: 'Compétente',
    sophisticated: 'Sophistiquée',
    solid: 'Solide',
  },
  characteristicHints: {
    sincere: 'Terre-à-terre, honnête, saine, joyeuse',
    exciting: 'Audacieuse, énergique, imaginative, actuelle',
    competent: 'Fiable, intelligente, performante',
    sophisticated: 'Haut de gamme, charmante, raffinée',
    solid: 'Robuste, endurante, digne de confiance',
  },
  geographicScopes: {
    local: 'Locale',
    regional: 'Régionale',
    provincial: 'Provinciale',
    national: 'Nationale',
    international: 'Internationale',
  },
  geographicAreas: {
    north_america: 'Amérique du Nord',
    south_america: 'Amérique du Sud',
    asia: 'Asie',
    europe: 'Europe',
  },
  demographicDimensions: {
    gender: 'Genre',
    age: 'Âge',
    household: 'Type de ménage',
    education: 'Scolarité',
    income: 'Revenu familial',
    ethnicity: 'Origine ethnique',
  },
  demographics: {
    gender: { female: 'Femme', male: 'Homme' },
    age: {
      under_18: 'Moins de 18 ans',
      age_18_24: '18 à 24 ans',
      age_25_34: '25 à 34 ans',
      age_35_44: '35 à 44 ans',
      age_45_54: '45 à 54 ans',
      age_55_64: '55 à 64 ans',
      age_65_plus: '65 ans et plus',
    },
    household: {
      couples_without_children: 'Couple sans enfants',
      couples_with_children: 'Couple avec enfants',
      single_parent: 'Famille monoparentale',
      one_person: "Ménage d'une personne",
    },
    education: {
      no_diploma: 'Aucun diplôme',
      high_school: "Diplôme d'études secondaires",
      trade: "Certificat d'une école de métiers",
      college: "Diplôme d'études collégiales",
      bachelor: 'Baccalauréat',
      graduate: "Diplôme d'études supérieures",
    },
    income: {
      under_50k: 'Moins de 50 000 $',
      income_50k_75k: '50 000 $ à 74 999 $',
      income_75k_100k: '75 000 $ à 99 999 $',
      income_100k_150k: '100 000 $ à 149 999 $',
      over_150k: '150 000 $ et plus',
    },
    ethnicity: {
      white: 'Blanche',
      black: 'Noire',
      east_asian: "Asiatique de l'Est",
      south_asian: 'Sud-asiatique',
      indigenous: 'Autochtone',
      latin_american: 'Latino-américaine',
      other: 'Autre',
      prefer_not_to_answer: 'Préfère ne pas répondre',
    },
  },
};
