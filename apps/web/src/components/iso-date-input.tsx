// The date picker's styles load with the screens that have one, not before the first page can paint.
import '@mantine/dates/styles.css';
import 'dayjs/locale/en-au.js';
import 'dayjs/locale/fr-ca.js';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from '@/lib/date-locale.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';

dayjs.extend(customParseFormat);

/** The ISO date (YYYY-MM-DD) of a date typed in one of `formats`, or null while it is not a whole date. */
export function parseTypedDate(text: string, formats: string[], locale: string): string | null {
  const date = dayjs(text.trim(), formats, locale, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
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
 * A date typed or picked in the interface language's format (DATE_LOCALES: 2026-11-23 in French, 23/11/2026
 * in English), following a change of language; the value stays an ISO date. A clearable input is emptied by
 * its button or by deleting the text; what is half typed does not change the value, and leaving the field
 * shows the value again. The locale and first day of the week come from the app's DatesProvider.
 */
export function IsoDateInput({ value, onChange, clearable, ...props }: IsoDateInputProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { locale, valueFormat, parseFormats } = DATE_LOCALES[lang];
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
      placeholder={t('dateInput.placeholder')}
      {...props}
      value={value}
      onChange={onChange}
      valueFormat={valueFormat}
      dateParser={(text) => parseTypedDate(text, parseFormats, locale)}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('dateInput.clear') }}
      allowDeselect={false}
      ariaLabels={ariaLabels}
    />
  );
}
