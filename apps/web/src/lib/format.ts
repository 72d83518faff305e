import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
  numberLocale,
} from '@cakemix/core';
import { useMemo } from 'react';
import { useLanguage } from './i18n/i18n.ts';

// The formatters themselves live in core, shared with the report summary and the server's PDF.
export { formatDate, formatMoney, formatNumber, formatPercent };

/** The decimal separator of the language's number locale: "," in French, "." in English. */
export function decimalSeparator(lang: Language): string {
  const parts = new Intl.NumberFormat(numberLocale(lang)).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** What follows a number shown as a percent: "%" in English, a no-break space and "%" in French. */
export function percentSuffix(lang: Language): string {
  const parts = new Intl.NumberFormat(numberLocale(lang), { style: 'percent' }).formatToParts(0.5);
  const sign = parts.findIndex((part) => part.type === 'percentSign');
  const before = parts[sign - 1];
  return before?.type === 'literal' ? `${before.value}%` : '%';
}

/** The formatters bound to the current interface language. */
export function useFormat() {
  const lang = useLanguage();
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
      money: (value: number, options?: Intl.NumberFormatOptions) => formatMoney(value, lang, options),
      percent: (value: number, fractionDigits?: number) => formatPercent(value, lang, fractionDigits),
      date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, lang, options),
    }),
    [lang],
  );
}
