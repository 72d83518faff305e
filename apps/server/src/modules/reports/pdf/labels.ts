import type { Language } from '@cakemix/core';

/** The PDF's own headings and column names, in both languages (the shared labels are in core). */
const TEXT = {
  detailedReport: { en: 'Detailed sponsorship report', fr: 'Rapport de commandite détaillé' },
  comparativeReport: { en: 'Comparative sponsorship report', fr: 'Rapport de commandite comparatif' },
  property: { en: 'Property', fr: 'Propriété' },
  brand: { en: 'Brand profile', fr: 'Profil de marque' },
  generated: { en: 'Generated', fr: 'Généré le' },
  method: { en: 'Valuation method', fr: "Méthode d'évaluation" },
  page: { en: 'Page {n} of {total}', fr: 'Page {n} de {total}' },
  scorecard: { en: 'Scorecard', fr: 'Tableau de bord' },
  value: { en: 'Total value', fr: 'Valeur totale' },
  cost: { en: 'Cost to the sponsor', fr: 'Coût pour le commanditaire' },
  ratio: { en: 'Value-to-cost ratio', fr: 'Ratio valeur-coût' },
  fit: { en: 'Fit with objectives', fr: 'Adéquation aux objectifs' },
  impressions: { en: 'Delivered impressions', fr: 'Impressions livrées' },
  effectiveCpm: { en: 'Effective CPM', fr: 'CPM effectif' },
  marketCpm: { en: 'market', fr: 'marché' },
  summary: { en: 'Summary', fr: 'Sommaire' },
  kpis: { en: 'Key performance indicators', fr: 'Indicateurs de performance clés' },
  section: { en: 'Section', fr: 'Section' },
  expected: { en: 'Expected', fr: 'Prévu' },
  delivered: { en: 'Delivered', fr: 'Livré' },
  tangible: { en: 'Tangible value', fr: 'Valeur tangible' },
  intangible: { en: 'Intangible value (multiplier {m}×)', fr: 'Valeur intangible (multiplicateur {m}×)' },
  channel: { en: 'Channel', fr: 'Canal' },
  estimated: { en: 'Estimated', fr: 'Estimées' },
  actual: { en: 'Actual', fr: 'Réelles' },
  assets: { en: 'Assets (times offered, quantities)', fr: 'Actifs (occurrences, quantités)' },
  costBreakdown: { en: 'Cost', fr: 'Coût' },
  rightsFee: { en: 'Rights fee (asked price)', fr: 'Droits (prix demandé)' },
  activationBudget: { en: 'Activation budget', fr: "Budget d'activation" },
  inKind: { en: 'In-kind products and gift cards', fr: 'Produits et cartes-cadeaux en nature' },
  customIndicators: { en: 'Custom indicators', fr: 'Indicateurs personnalisés' },
  indicator: { en: 'Indicator', fr: 'Indicateur' },
  counted: { en: 'counted in value', fr: 'compté dans la valeur' },
  qualitative: { en: 'Qualitative analysis', fr: 'Analyse qualitative' },
  objectiveScores: {
    en: 'Objective scores (0–100) and the brand’s weights',
    fr: 'Scores par objectif (0 à 100) et pondération de la marque',
  },
  weight: { en: 'Brand’s weight', fr: 'Pondération de la marque' },
  personality: { en: 'Personality fit', fr: 'Adéquation de personnalité' },
  demographic: { en: 'Demographic fit', fr: 'Adéquation démographique' },
  geographic: { en: 'Geographic fit', fr: 'Adéquation géographique' },
  management: { en: 'Management score', fr: 'Score de gestion' },
  notRated: { en: 'not enough data', fr: 'données insuffisantes' },
  comparables: { en: 'Industry comparables', fr: "Comparables de l'industrie" },
  comparablesBasis: {
    en: 'Among {count} complete properties of the same {basis} on this account.',
    fr: 'Parmi {count} propriétés complètes du même {basis} de ce compte.',
  },
  basis_type: { en: 'type', fr: 'type' },
  basis_type_category: { en: 'type and category', fr: 'type et de la même catégorie' },
  basis_type_category_level: {
    en: 'type, category and level',
    fr: 'type, de la même catégorie et du même niveau',
  },
  tooFewComparables: {
    en: 'Fewer than three comparable properties: no percentile is shown.',
    fr: 'Moins de trois propriétés comparables : aucun centile n’est présenté.',
  },
  measure: { en: 'Measure', fr: 'Mesure' },
  percentile: { en: 'Percentile', fr: 'Centile' },
  median: { en: 'Median', fr: 'Médiane' },
  range: { en: 'Range', fr: 'Étendue' },
  lowerIsBetter: { en: '(lower is better)', fr: '(plus bas est meilleur)' },
  activation: { en: 'Activation', fr: 'Activation' },
  activationItems: {
    en: 'Activation items (breakdown of the budget)',
    fr: "Éléments d'activation (ventilation du budget)",
  },
  expectedVsDelivered: { en: 'Expected versus delivered assets', fr: 'Actifs prévus et livrés' },
  item: { en: 'Item', fr: 'Élément' },
  how: { en: 'How each value was obtained', fr: 'Comment chaque valeur a été obtenue' },
  formula: { en: 'Formula', fr: 'Formule' },
  inputs: { en: 'Inputs', fr: 'Données' },
  multiplier: { en: 'Intangible multiplier', fr: 'Multiplicateur intangible' },
  multiplierParts: {
    en: 'base 1 + fit {fit} + exclusivity {exclusivity} + clutter {clutter} + management {management} = {unclamped}, kept within 0.6–1.4',
    fr: 'base 1 + adéquation {fit} + exclusivité {exclusivity} + encombrement {clutter} + gestion {management} = {unclamped}, borné entre 0,6 et 1,4',
  },
  missing: {
    en: 'Inputs estimated with the method’s defaults',
    fr: 'Données estimées avec les valeurs par défaut de la méthode',
  },
  noMissing: { en: 'No input was missing.', fr: 'Aucune donnée ne manquait.' },
  defaultUsed: { en: 'default used', fr: 'valeur par défaut' },
  none: { en: 'none', fr: 'aucune' },
  ranking: { en: 'Ranking by value-to-cost ratio', fr: 'Classement par ratio valeur-coût' },
  rank: { en: 'Rank', fr: 'Rang' },
  combination: { en: 'Combination', fr: 'Combinaison' },
  combinations: {
    en: '{n} combinations, ranked on the first page',
    fr: '{n} combinaisons, classées en première page',
  },
  valueAndCost: { en: 'Value and cost', fr: 'Valeur et coût' },
  ratios: { en: 'Value-to-cost ratios', fr: 'Ratios valeur-coût' },
  fits: { en: 'Fit with objectives', fr: 'Adéquation aux objectifs' },
  noLines: {
    en: 'Nothing in this property can be valued yet.',
    fr: 'Rien dans cette propriété ne peut encore être évalué.',
  },
  methodNote: {
    en: 'Method: tangible value at market media rates, discounted for the quality of exposure, times an intangible multiplier driven by the fit with the brand’s objectives. Full method: docs/valuation.md (version {version}).',
    fr: 'Méthode : valeur tangible aux tarifs médias du marché, réduite selon la qualité de l’exposition, multipliée par un multiplicateur intangible fondé sur l’adéquation aux objectifs de la marque. Méthode complète : docs/valuation.md (version {version}).',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type PdfTextKey = keyof typeof TEXT;

/** A PDF text in a language, colons included (see colons). */
export function pdfText(
  key: PdfTextKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const text: string = TEXT[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(params[name] ?? whole),
  );
  return colons(text, lang);
}

/** A text with its colons as the language writes them: French puts a no-break space before, English none. */
export function colons(text: string, lang: Language): string {
  return text.replace(/ :/g, lang === 'fr' ? '\u00a0:' : ':');
}
