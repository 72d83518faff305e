import { fill } from '../i18n/catalogue/fill.ts';
import { byLanguage } from '../i18n/catalogue/language-texts.ts';
import { REPORT_TEXTS, type ReportTexts } from '../i18n/catalogue/reports.ts';
import type { Language } from '../i18n/languages.ts';
import type { Objective } from '../profiles/options.ts';
import type { CpmChannel } from '../properties/options.ts';
import type { RatioBand } from '../valuation/rates.ts';
import type { FormulaKey, Input, ValueSection } from '../valuation/types.ts';

/**
 * The names of the valuation's results by key, in both languages. The texts live in the reports'
 * catalogues (`labels`); these maps read them for code that holds a key and a language, when it asks: in
 * the browser a language's catalogue comes after this module (language-texts.ts). A key the catalogue does
 * not name reads as undefined in every language.
 */
type Labels<K extends string> = Record<K, Readonly<Record<Language, string>>>;
type LabelGroup = Exclude<keyof ReportTexts['labels'], 'platformAudience'>;

function byKey<K extends string>(group: LabelGroup): Labels<K> {
  return new Proxy({} as Labels<K>, {
    get: (_, key) =>
      typeof key === 'string'
        ? byLanguage((lang) => (REPORT_TEXTS[lang].labels[group] as Record<string, string>)[key])
        : undefined,
  });
}

/** Names of the communication objectives, as they read inside a sentence. */
export const OBJECTIVE_LABELS = byKey<Objective>('objectives');
export const RATIO_BAND_LABELS = byKey<RatioBand>('ratioBands');
export const SECTION_LABELS = byKey<ValueSection>('sections');
/** Media channels and the broadcast subjects, as subjects of value lines. */
export const CHANNEL_LABELS = byKey<CpmChannel | 'broadcast' | 'social_media'>('channels');
export const FORMULA_LABELS = byKey<FormulaKey>('formulas');
/** Names of the inputs a value line lists (platform audiences are "audience_<platform>"). */
export const INPUT_LABELS = byKey<string>('inputs');
export const SOURCE_LABELS = byKey<Input['source']>('sources');

/** The label of an input name, platform audiences included. */
export function inputLabel(name: string, lang: Language): string {
  const platform = /^audience_(.+)$/.exec(name)?.[1];
  if (platform) return fill(REPORT_TEXTS[lang].labels.platformAudience, { platform });
  return INPUT_LABELS[name]?.[lang] ?? name;
}

/** The subject of a value line: a channel's name, or an item's own name. */
export function lineSubject(subject: string, lang: Language): string {
  return (CHANNEL_LABELS as Record<string, Record<Language, string>>)[subject]?.[lang] ?? subject;
}
