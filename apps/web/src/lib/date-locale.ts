import { type Language, numberLocale } from '@cakemix/core';
import type { DayOfWeek } from '@mantine/dates';

/**
 * How the date inputs show and read a date in each interface language: with the month's name, as the lists
 * and reports write dates ("1 June 2027", "1 juin 2027": Intl's medium date of the spec's fr-CA and en-AU
 * locales), because 01/06/2027 reads as 6 January to a Canadian or American reader and as 1 June to others.
 * `locale` names the dayjs locale (month and weekday names of the calendar), loaded by
 * components/iso-date-input.tsx, which gives it these month names; this module imports no dayjs, so the
 * app's providers can use it without loading the date picker with /login.
 */
export interface DateLocale {
  locale: string;
  firstDayOfWeek: DayOfWeek;
  /** The dayjs format a date is shown in, with `monthsShort` as the dayjs locale's short month names. */
  valueFormat: string;
}

export const DATE_LOCALES: Record<Language, DateLocale> = {
  fr: { locale: 'fr-ca', firstDayOfWeek: 0, valueFormat: 'D MMM YYYY' },
  en: { locale: 'en-au', firstDayOfWeek: 1, valueFormat: 'D MMM YYYY' },
};

/** The month names of a language, January first: as a medium date writes them ("juin", "Sept") and in full. */
export function monthNames(lang: Language): { short: string[]; long: string[] } {
  const names = (style: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(numberLocale(lang), { ...style, timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => {
      const parts = format.formatToParts(new Date(Date.UTC(2027, index, 15)));
      return parts.find((part) => part.type === 'month')?.value ?? String(index + 1);
    });
  };
  return {
    short: names({ dateStyle: 'medium' }),
    long: names({ day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** Lower case, no accents, no dots: how a typed month is matched ("fevr" is "févr."). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\./g, '')
    .toLowerCase();
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The ISO date (YYYY-MM-DD) of a date typed as the input shows it: the day, the month's name (short or in
 * full, any case, with or without accents and dot, or the first letters of the name when they name one
 * month) and the year ("1 juin 2027", "1 jun 2027", "15 sept 2027"); or an ISO date, which nobody misreads.
 * Null while it is not a whole, existing date. Day/month numbers are not read: which comes first is what
 * a reader cannot tell.
 */
export function parseTypedDate(text: string, lang: Language): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^(\d{1,2})(?:er)?\s*([\p{L}.]+)\s*(\d{4})$/u.exec(folded(typed));
  if (!named) return null;
  const [, day, word, year] = named as unknown as [string, string, string, string];
  const { short, long } = monthNames(lang);
  const shortNames = short.map(folded);
  const longNames = long.map(folded);
  let month = shortNames.indexOf(word);
  if (month < 0) month = longNames.indexOf(word);
  if (month < 0 && word.length >= 3) {
    const candidates = longNames.flatMap((name, index) => (name.startsWith(word) ? [index] : []));
    if (candidates.length === 1) month = candidates[0] as number;
  }
  return month < 0 ? null : isoDate(Number(year), month + 1, Number(day));
}
