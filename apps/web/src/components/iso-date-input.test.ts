import { LANGUAGES, numberLocale } from '@cakemix/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_LOCALES } from '@/lib/date-locale.ts';
import { parseTypedDate } from './iso-date-input.tsx';

describe('DATE_LOCALES: the date inputs follow the language’s locale (fr-CA, en-AU)', () => {
  it.each(LANGUAGES)('%s: shows dates as Intl does, the week from the locale’s first day', (lang) => {
    const { locale, valueFormat, firstDayOfWeek } = DATE_LOCALES[lang];
    const intl = new Intl.DateTimeFormat(numberLocale(lang), { timeZone: 'UTC' });
    for (const day of ['2026-11-23', '2026-01-05', '2000-12-31']) {
      expect(dayjs(day).locale(locale).format(valueFormat)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
    }
    const weekInfo = (
      new Intl.Locale(numberLocale(lang)) as Intl.Locale & { getWeekInfo(): { firstDay: number } }
    ).getWeekInfo();
    expect(firstDayOfWeek).toBe(weekInfo.firstDay % 7);
  });

  it.each([
    ['fr', '2026-11-23', '2026-11-23'],
    ['fr', ' 2026-3-5 ', '2026-03-05'],
    ['fr', '23/11/2026', null],
    ['fr', '2026-02-30', null],
    ['fr', '2026-11', null],
    ['en', '23/11/2026', '2026-11-23'],
    ['en', '5/3/2026', '2026-03-05'],
    ['en', '2026-11-23', '2026-11-23'],
    ['en', '11/23/2026', null],
    ['en', '30/02/2026', null],
    ['en', '23/11/26', null],
  ] as const)('%s reads %j as %j', (lang, text, iso) => {
    const { parseFormats, locale } = DATE_LOCALES[lang];
    expect(parseTypedDate(text, parseFormats, locale)).toBe(iso);
  });
});
