import { formatDate, formatMoney, formatNumber, formatPercent } from '@cakemix/core';
import { useMemo } from 'react';
import { useLanguage } from './i18n/i18n.ts';

// The formatters themselves live in core, shared with the report summary and the server's PDF.
export { formatDate, formatMoney, formatNumber, formatPercent };

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
