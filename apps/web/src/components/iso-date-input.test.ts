import { formatDate, LANGUAGES } from '@cakemix/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_LOCALES, parseTypedDate } from '@/lib/date-locale.ts';
// Registers the dayjs locales with the app's month names.
import './iso-date-input.tsx';

describe('DATE_LOCALES: the date inputs write the month’s name, as the lists do (fr-CA, en-AU)', () => {
  it.each(LANGUAGES)(
    '%s: shows dates as Intl’s medium date, the week from the locale’s first day',
    (lang) => {
      const { locale, valueFormat, firstDayOfWeek } = DATE_LOCALES[lang];
      for (const day of [
        '2026-11-23',
        '2026-01-05',
        '2000-12-31',
        '2027-06-01',
        '2027-07-14',
        '2027-09-30',
      ]) {
        const shown = dayjs(day).locale(locale).format(valueFormat);
        expect(shown).toBe(formatDate(`${day}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' }));
        // What an input shows, it reads back.
        expect(parseTypedDate(shown, lang)).toBe(day);
      }
      const weekInfo = (
        new Intl.Locale(lang === 'fr' ? 'fr-CA' : 'en-AU') as Intl.Locale & {
          getWeekInfo(): { firstDay: number };
        }
      ).getWeekInfo();
      expect(firstDayOfWeek).toBe(weekInfo.firstDay % 7);
    },
  );

  it('writes 1 June 2027 so that no reader takes it for 6 January', () => {
    expect(dayjs('2027-06-01').locale(DATE_LOCALES.en.locale).format(DATE_LOCALES.en.valueFormat)).toBe(
      '1 June 2027',
    );
    expect(dayjs('2027-06-01').locale(DATE_LOCALES.fr.locale).format(DATE_LOCALES.fr.valueFormat)).toBe(
      '1 juin 2027',
    );
  });

  it.each([
    ['fr', '1 juin 2027', '2027-06-01'],
    ['fr', ' 1er JUIN 2027 ', '2027-06-01'],
    ['fr', '15 fevr 2027', '2027-02-15'],
    ['fr', '15 février 2027', '2027-02-15'],
    ['fr', '3 juil 2027', '2027-07-03'],
    ['fr', '2026-3-5', '2026-03-05'],
    ['fr', '23/11/2026', null],
    ['fr', '30 févr. 2026', null],
    ['fr', '1 ju 2027', null],
    ['fr', '1 juin', null],
    ['en', '1 Jun 2027', '2027-06-01'],
    ['en', '1 june 2027', '2027-06-01'],
    ['en', '30 Sep 2027', '2027-09-30'],
    ['en', '30 sept. 2027', '2027-09-30'],
    ['en', '5 mar 2026', '2026-03-05'],
    ['en', '2026-11-23', '2026-11-23'],
    ['en', '01/06/2027', null],
    ['en', '11/23/2026', null],
    ['en', '29 Feb 2026', null],
    ['en', '1 ma 2027', null],
  ] as const)('%s reads %j as %j', (lang, text, iso) => {
    expect(parseTypedDate(text, lang)).toBe(iso);
  });
});
