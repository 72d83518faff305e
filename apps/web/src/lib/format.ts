import { type Language, numberLocale } from '@cakemix/core';
import { useMemo } from 'react';
import { useLanguage } from './i18n/i18n.ts';

/** Amounts are Canadian dollars; the symbol alone ("$") reads naturally in both locales. */
const CURRENCY = 'CAD';

export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(numberLocale(lang), options).format(value);
}

export function formatMoney(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(value, lang, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    ...options,
  });
}

export function formatPercent(value: number, lang: Language, fractionDigits = 0): string {
  return formatNumber(value / 100, lang, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

export function formatDate(
  value: Date | string,
  lang: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(numberLocale(lang), options).format(
    typeof value === 'string' ? new Date(value) : value,
  );
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
