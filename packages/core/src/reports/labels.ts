import type { Language } from '../i18n/languages.ts';
import type { Objective } from '../profiles/schema.ts';
import type { RatioBand } from '../valuation/rates.ts';

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
