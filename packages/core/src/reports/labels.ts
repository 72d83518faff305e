import type { Language } from '../i18n/languages.ts';
import type { Objective } from '../profiles/schema.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { RatioBand } from '../valuation/rates.ts';
import type { FormulaKey, Input, ValueSection } from '../valuation/types.ts';

type Labels<K extends string> = Record<K, Record<Language, string>>;

/** Names of the communication objectives, as they read inside a sentence. */
export const OBJECTIVE_LABELS: Labels<Objective> = {
  visibility: { en: 'visibility', fr: 'visibilité' },
  image: { en: 'image', fr: 'image' },
  affinity: { en: 'affinity', fr: 'affinité' },
  sales: { en: 'sales', fr: 'ventes' },
  employees: { en: 'employee engagement', fr: 'mobilisation des employés' },
};

export const RATIO_BAND_LABELS: Labels<RatioBand> = {
  below_cost: { en: 'below cost', fr: 'sous le coût' },
  break_even: { en: 'break-even', fr: 'seuil de rentabilité' },
  fair: { en: 'fair', fr: 'correct' },
  target: { en: 'on target', fr: 'dans la cible' },
  strong: { en: 'strong', fr: 'solide' },
  exceptional: { en: 'exceptional', fr: 'exceptionnel' },
};

export const SECTION_LABELS: Labels<ValueSection> = {
  owned_media: { en: 'Owned media', fr: 'Médias détenus' },
  paid_media: { en: 'Paid media', fr: 'Médias payés' },
  broadcast: {
    en: 'Broadcast, streaming and social',
    fr: 'Diffusion, diffusion en continu et réseaux sociaux',
  },
  contractual_benefits: { en: 'Contractual benefits', fr: 'Avantages contractuels' },
  hospitality: { en: 'Hospitality', fr: 'Hospitalité' },
  activation: { en: 'Activation', fr: 'Activation' },
  custom: { en: 'Custom amounts', fr: 'Montants personnalisés' },
};

/** Media channels and the broadcast subjects, as subjects of value lines. */
export const CHANNEL_LABELS: Labels<CpmChannel | 'broadcast' | 'social_media'> = {
  signage: { en: 'Signage', fr: 'Affichage' },
  print: { en: 'Print', fr: 'Imprimé' },
  digital: { en: 'Digital', fr: 'Numérique' },
  tv: { en: 'TV', fr: 'Télévision' },
  radio: { en: 'Radio', fr: 'Radio' },
  social: { en: 'Social', fr: 'Réseaux sociaux' },
  streaming: { en: 'Streaming', fr: 'Diffusion en continu' },
  broadcast: { en: 'Broadcast', fr: 'Télédiffusion' },
  social_media: { en: 'Social media', fr: 'Médias sociaux' },
};

export const FORMULA_LABELS: Labels<FormulaKey> = {
  media: {
    en: 'impressions ÷ 1,000 × CPM × predominance factor × exposure (× delivery when actuals are unknown)',
    fr: 'impressions ÷ 1 000 × CPM × facteur de prédominance × exposition (× livraison sans données réelles)',
  },
  benefit: {
    en: 'times offered × unit value × predominance factor × exposure (× delivery)',
    fr: "nombre d'occurrences × valeur unitaire × facteur de prédominance × exposition (× livraison)",
  },
  hospitality: {
    en: 'quantity × unit value (face value)',
    fr: 'quantité × valeur unitaire (valeur nominale)',
  },
  hospitality_season: {
    en: 'quantity × unit value × seasons of the campaign',
    fr: 'quantité × valeur unitaire × saisons de la campagne',
  },
  activation_media: { en: 'media buy at face value', fr: 'achat média à la valeur nominale' },
  activation_experiential: {
    en: 'media buy + attendees engaged × value per engagement × predominance factor × exposure',
    fr: 'achat média + participants engagés × valeur par engagement × facteur de prédominance × exposition',
  },
  custom_amount: { en: 'amount counted at face value', fr: 'montant compté à la valeur nominale' },
};

/** Names of the inputs a value line lists (platform audiences are "audience_<platform>"). */
export const INPUT_LABELS: Labels<string> = {
  impressions_estimated: { en: 'Estimated impressions', fr: 'Impressions estimées' },
  impressions_actual: { en: 'Actual impressions', fr: 'Impressions réelles' },
  cpm: { en: 'CPM', fr: 'CPM' },
  predominance: { en: 'Predominance (1–5)', fr: 'Prédominance (1 à 5)' },
  predominance_factor: { en: 'Predominance factor', fr: 'Facteur de prédominance' },
  exposure: { en: 'Exposure %', fr: 'Exposition (%)' },
  delivery: { en: 'Delivery %', fr: 'Livraison (%)' },
  times_offered: { en: 'Times offered', fr: "Nombre d'occurrences" },
  unit_value: { en: 'Unit value', fr: 'Valeur unitaire' },
  quantity: { en: 'Quantity', fr: 'Quantité' },
  seasons: { en: 'Seasons', fr: 'Saisons' },
  media_buy: { en: 'Media buy', fr: 'Achat média' },
  attendees_engaged: { en: 'Attendees engaged', fr: 'Participants engagés' },
  value_per_engagement: { en: 'Value per engagement', fr: 'Valeur par engagement' },
  amount: { en: 'Amount', fr: 'Montant' },
  campaign_months: { en: 'Campaign months', fr: 'Mois de campagne' },
  reach_rate: { en: 'Reach per post', fr: 'Portée par publication' },
  posts_per_month: { en: 'Sponsor posts a month', fr: 'Publications du commanditaire par mois' },
  impressions_per_unit: { en: 'Impressions per unit', fr: 'Impressions par unité' },
  face_value: { en: 'Face value', fr: 'Valeur nominale' },
};

export const SOURCE_LABELS: Labels<Input['source']> = {
  entered: { en: 'entered', fr: 'saisi' },
  default: { en: 'default', fr: 'par défaut' },
  override: { en: 'property rate', fr: 'taux de la propriété' },
  derived: { en: 'derived', fr: 'calculé' },
};

/** The label of an input name, platform audiences included. */
export function inputLabel(name: string, lang: Language): string {
  const platform = /^audience_(.+)$/.exec(name)?.[1];
  if (platform) return lang === 'fr' ? `Auditoire ${platform}` : `${platform} audience`;
  return INPUT_LABELS[name]?.[lang] ?? name;
}

/** The subject of a value line: a channel's name, or an item's own name. */
export function lineSubject(subject: string, lang: Language): string {
  return (CHANNEL_LABELS as Record<string, Record<Language, string>>)[subject]?.[lang] ?? subject;
}
