import { formatCents, formatDate, formatNumber, formatPercent, formatRatio } from '../../i18n/format.ts';
import type { Language } from '../../i18n/languages.ts';
import type { RatioBand } from '../../valuation/rates.ts';
import { RATIO_BAND_LABELS } from '../labels.ts';

const MONEY_INPUTS = ['cpm', 'unit_value', 'media_buy', 'value_per_engagement', 'amount', 'face_value'];

/** A report's figures in one language: every renderer (screen, PDF, lists) formats through these. */
export function reportFormat(lang: Language) {
  return {
    lang,
    money: (cents: number) => formatCents(cents, lang),
    cpm: (cents: number | null) => (cents === null ? '—' : formatCents(cents, lang, true)),
    number: (value: number, digits = 0) => formatNumber(value, lang, { maximumFractionDigits: digits }),
    ratio: (value: number | null) => (value === null ? '—' : formatRatio(value, lang)),
    band: (band: RatioBand | null) => {
      if (!band) return '';
      const text = RATIO_BAND_LABELS[band][lang];
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    percent: (value: number, digits = 0) => formatPercent(value, lang, digits),
    score: (value: number | null) =>
      value === null ? null : `${formatNumber(value, lang, { maximumFractionDigits: 0 })}/100`,
    multiplier: (value: number) =>
      formatNumber(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    signed: (value: number) =>
      formatNumber(value, lang, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
        signDisplay: 'always',
      }),
    date: (value: string) => formatDate(value, lang, { dateStyle: 'long' }),
    shortDate: (value: string) => formatDate(value, lang),
    /** A value line's input: money, percent or a plain number by what it is. */
    input: (name: string, value: number) => {
      if (MONEY_INPUTS.includes(name)) return formatCents(Math.round(value * 100), lang, true);
      if (name === 'exposure' || name === 'delivery') return formatPercent(value, lang);
      if (name === 'reach_rate') return formatPercent(value * 100, lang);
      return formatNumber(value, lang, { maximumFractionDigits: 2 });
    },
    /** "label: text" with the colon as the language writes it (French: a no-break space before). */
    labelled: (label: string, text: string) => `${label}${lang === 'fr' ? '\u00a0:' : ':'} ${text}`,
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
