import {
  formatRatio,
  type Language,
  type RateCardRow,
  type RateCardUnit,
  rateCardKeyLabel,
  rateCardSourceLabel,
} from '@cakemix/core';
import { useMemo } from 'react';
import { formatDate, formatMoney, formatNumber } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';

/** What a rate's value looks like to a reader: money, a percentage or a plain number, in their locale. */
export function formatRate(value: number, unit: RateCardUnit, decimals: number, lang: Language): string {
  switch (unit) {
    case 'cad_per_thousand':
    case 'cad':
      return formatMoney(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'ratio':
      return formatRatio(value, lang);
    case 'share':
      // A share is kept as 0–1 and read as a percentage.
      return formatNumber(value, lang, {
        style: 'percent',
        maximumFractionDigits: Math.max(0, decimals - 2),
      });
    default:
      return formatNumber(value, lang, { maximumFractionDigits: decimals });
  }
}

/** A calendar day (YYYY-MM-DD) as the reader writes it, whatever their time zone. */
export const formatDay = (day: string, lang: Language) =>
  formatDate(`${day}T00:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' });

/** The month a default's source is dated (YYYY-MM): "January 2022", "janvier 2022". */
export const formatMonth = (month: string, lang: Language) =>
  formatDate(`${month}-01T00:00:00Z`, lang, { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** The rate card's formats in the interface language. */
export function useRateFormat() {
  const lang = useLanguage();
  return useMemo(
    () => ({
      lang,
      value: (row: Pick<RateCardRow, 'unit' | 'decimals'>, value: number) =>
        formatRate(value, row.unit, row.decimals, lang),
      label: (row: Pick<RateCardRow, 'key'>) => rateCardKeyLabel(row.key, lang),
      /** Where the row's default comes from, in the reader's language. */
      source: (row: Pick<RateCardRow, 'key'>) => rateCardSourceLabel(row.key, lang),
      day: (day: string) => formatDay(day, lang),
      month: (month: string) => formatMonth(month, lang),
      moment: (iso: string) => formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [lang],
  );
}
export type RateFormat = ReturnType<typeof useRateFormat>;
