import { LANGUAGES } from '@cakemix/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import enAu from 'dayjs/locale/en-au.js';
import frCa from 'dayjs/locale/fr-ca.js';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES, monthNames, parseTypedDate } from '@/lib/date-locale.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';

// The calendar's locales, with the month names the rest of the app writes (Intl's: "June", "Sept",
// "juill."), so that an input shows a date as the lists do and reads back what it shows.
const DAYJS_LOCALES = { fr: frCa, en: enAu };
for (const lang of LANGUAGES) {
  const { short, long } = monthNames(lang);
  dayjs.locale({ ...DAYJS_LOCALES[lang], monthsShort: short, months: long }, undefined, true);
}

export type IsoDateInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale' | 'allowDeselect'
> & {
  /** An ISO date (YYYY-MM-DD); null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed or picked in the interface language's format (DATE_LOCALES: "23 nov. 2026" in French,
 * "23 Nov 2026" in English; the placeholder shows an example), following a change of language; the value
 * stays an ISO date. A clearable input is emptied by its button or by deleting the text; what is half typed
 * does not change the value, and leaving the field shows the value again. The locale and first day of the week come from the app's DatesProvider.
 */
export function IsoDateInput({ value, onChange, clearable, ...props }: IsoDateInputProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { locale, valueFormat } = DATE_LOCALES[lang];
  const example = dayjs('2026-11-23').locale(locale).format(valueFormat);
  const ariaLabels = useMemo(
    () => ({
      previousMonth: t('dateInput.previousMonth'),
      nextMonth: t('dateInput.nextMonth'),
      previousYear: t('dateInput.previousYear'),
      nextYear: t('dateInput.nextYear'),
      previousDecade: t('dateInput.previousDecade'),
      nextDecade: t('dateInput.nextDecade'),
    }),
    [t],
  );
  return (
    <DateInput
      placeholder={t('dateInput.placeholder', { example })}
      {...props}
      value={value}
      onChange={onChange}
      valueFormat={valueFormat}
      dateParser={(text) => parseTypedDate(text, lang)}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('dateInput.clear') }}
      allowDeselect={false}
      ariaLabels={ariaLabels}
    />
  );
}
