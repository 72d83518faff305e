import type { Language } from '@cakemix/core';
import type { DayOfWeek } from '@mantine/dates';

/**
 * How the date inputs read and write a date in each interface language: French in the fr-CA format
 * (2026-11-23, the week from Sunday), English in the en-AU format (23/11/2026, the week from Monday), as the
 * spec's number and date locales. `locale` names the dayjs locale (month and weekday names of the calendar),
 * loaded by components/iso-date-input.tsx; this module imports no dayjs, so the app's providers can use it
 * without loading the date picker with /login.
 */
export interface DateLocale {
  locale: string;
  firstDayOfWeek: DayOfWeek;
  /** The dayjs format a date is shown in. */
  valueFormat: string;
  /** The dayjs formats a typed date is read in, strictly (single-digit days and months included). */
  parseFormats: string[];
}

export const DATE_LOCALES: Record<Language, DateLocale> = {
  fr: {
    locale: 'fr-ca',
    firstDayOfWeek: 0,
    valueFormat: 'YYYY-MM-DD',
    parseFormats: ['YYYY-MM-DD', 'YYYY-M-D'],
  },
  en: {
    locale: 'en-au',
    firstDayOfWeek: 1,
    valueFormat: 'DD/MM/YYYY',
    parseFormats: ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'],
  },
};
