import {
  formatCents,
  formatDate,
  formatNumber,
  formatPercent,
  formatRatio,
  type Language,
  RATIO_BAND_LABELS,
  type RatioBand,
} from '@cakemix/core';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/i18n/i18n.ts';

/** Badges of the report screens show their whole text (Mantine's ellipsis would cut "Break-even"). */
export const WHOLE_BADGE = {
  root: { flexShrink: 0, overflow: 'visible', minWidth: 'max-content' },
  label: { overflow: 'visible' },
} as const;

/** The colour of each value-to-cost band, from below cost (red) to exceptional (green). */
export const BAND_COLORS: Record<RatioBand, string> = {
  below_cost: 'red',
  break_even: 'orange',
  fair: 'yellow',
  target: 'lime',
  strong: 'teal',
  exceptional: 'green',
};

const MONEY_INPUTS = ['cpm', 'unit_value', 'media_buy', 'value_per_engagement', 'amount', 'face_value'];

/** The report's figures in one language, with the core formatters (the PDF uses the same). */
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
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;

export function useReportFormat(): ReportFormat {
  const lang = useLanguage();
  return useMemo(() => reportFormat(lang), [lang]);
}
