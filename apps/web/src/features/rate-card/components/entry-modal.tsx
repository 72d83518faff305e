import { message, RATE_CARD_NOTE_LIMIT, type RateCardRow } from '@cakemix/core';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons.tsx';
import { IsoDateInput } from '@/components/iso-date-input.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { decimalSeparator, percentSuffix } from '@/lib/format.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { type NumberInputValue, toNumberOrNull } from '@/lib/number-input.ts';
import { useGuardedClose } from '@/lib/unsaved-changes-guard.tsx';
import { useAddRateCardEntry } from '../api/rate-card-api.ts';
import { type RateFormat, useRateFormat } from './rate-values.ts';

/** What the admin is about to do to one rate: give it a value of the website's own, or put it back to default. */
export interface EntryTarget {
  row: RateCardRow;
  mode: 'change' | 'reset';
}

/** A share is typed as a percentage (5 for 0.05); other units as they are. */
const shown = (row: RateCardRow, value: number) => (row.unit === 'share' ? value * 100 : value);
const shownDecimals = (row: RateCardRow) => (row.unit === 'share' ? row.decimals - 2 : row.decimals);
function stored(row: RateCardRow, value: number): number {
  const scale = 10 ** row.decimals;
  return Math.round((row.unit === 'share' ? value / 100 : value) * scale) / scale;
}

/** The fields of the form, as the server names them in a 422. */
const FIELDS = ['value', 'effective_from', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** What follows a typed value of a unit that is not money: a percent sign, or ":1" after a ratio. */
function unitSuffix(row: RateCardRow, lang: RateFormat['lang']): string | undefined {
  if (row.unit === 'share') return percentSuffix(lang);
  return row.unit === 'ratio' ? ':1' : undefined;
}

/** The NumberInput settings of a rate in the interface language: separators, decimals, currency or percent. */
function numberSettings(row: RateCardRow, format: RateFormat) {
  const { lang } = format;
  const money = row.unit === 'cad' || row.unit === 'cad_per_thousand';
  return {
    decimalSeparator: decimalSeparator(lang),
    thousandSeparator: lang === 'fr' ? '\u00a0' : ',',
    decimalScale: shownDecimals(row),
    allowDecimal: shownDecimals(row) > 0,
    allowNegative: false,
    hideControls: true,
    prefix: money && lang !== 'fr' ? '$' : undefined,
    suffix: money && lang === 'fr' ? '\u00a0$' : unitSuffix(row, lang),
  };
}

function EntryForm({
  target,
  day,
  onClose,
  onCancel,
  onDirtyChange,
}: {
  target: EntryTarget;
  day: string;
  /** After a save. */
  onClose: () => void;
  /** "Cancel": the modal's close, which asks when something was typed. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useRateFormat();
  const add = useAddRateCardEntry();
  const { row, mode } = target;
  const name = format.label(row);
  const [value, setValue] = useState<NumberInputValue>(row.current ? shown(row, row.current.value) : '');
  const [effectiveFrom, setEffectiveFrom] = useState(day);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const initialValue = row.current ? shown(row, row.current.value) : '';
  const dirty =
    (mode === 'change' && toNumberOrNull(value) !== toNumberOrNull(initialValue)) ||
    effectiveFrom !== day ||
    note !== '';
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const typed = toNumberOrNull(value);
    if (mode === 'change' && typed === null) {
      setErrors({ value: message('fieldRequired', format.lang) });
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({
        key: row.key,
        value: mode === 'reset' || typed === null ? null : stored(row, typed),
        effective_from: effectiveFrom,
        note,
      });
    } catch (error) {
      const placed: Partial<Record<Field, string>> = {};
      const others: string[] = [];
      for (const [field, messages] of Object.entries(
        error instanceof ApiError ? (error.validationErrors?.errors ?? {}) : {},
      )) {
        if ((FIELDS as readonly string[]).includes(field)) placed[field as Field] = messages[0];
        else others.push(...messages);
      }
      setErrors(placed);
      const fallback = error instanceof ApiError ? error.message : message('generic', format.lang);
      setFormError(others.length > 0 ? others.join(' ') : Object.keys(placed).length > 0 ? null : fallback);
      return;
    }
    notifySuccess(
      t(mode === 'reset' ? 'rateCard.savedReset' : 'rateCard.saved', {
        name,
        date: format.day(effectiveFrom),
      }),
    );
    onClose();
  }

  const bound = (limit: number) => format.value(row, limit);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mode === 'reset' ? (
          <Text size="sm">
            {t('rateCard.form.resetBody', { value: format.value(row, row.default_value) })}
          </Text>
        ) : (
          <NumberInput
            {...numberSettings(row, format)}
            label={t('rateCard.form.value')}
            description={t('rateCard.form.valueHint', {
              unit: t(`rateCard.units.${row.unit}`),
              min: bound(row.min),
              max: bound(row.max),
            })}
            value={value}
            onChange={setValue}
            error={errors.value}
            required
            data-autofocus
          />
        )}
        <IsoDateInput
          label={t('rateCard.form.effectiveFrom')}
          description={t('rateCard.form.effectiveFromHint')}
          value={effectiveFrom}
          onChange={(next) => setEffectiveFrom(next ?? '')}
          error={errors.effective_from}
          required
        />
        <Textarea
          label={t('rateCard.form.note')}
          description={t('rateCard.form.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={RATE_CARD_NOTE_LIMIT}
          rows={3}
          error={errors.note}
        />
        {formError ? (
          <Alert color="red" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('rateCard.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('rateCard.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin's form for one rate: a new value (or back to the default) from a date on, with a note. */
export function EntryModal({
  target,
  day,
  onClose,
}: {
  target: EntryTarget | null;
  day: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useRateFormat();
  const [dirty, setDirty] = useState(false);
  // Closing with a value, date or note typed asks first (Escape, a click outside, "cancel").
  const close = useGuardedClose(target !== null && dirty, () => {
    setDirty(false);
    onClose();
  });
  const title = target
    ? t(target.mode === 'reset' ? 'rateCard.form.resetTitle' : 'rateCard.form.changeTitle', {
        name: format.label(target.row),
      })
    : '';
  return (
    <Modal opened={target !== null} onClose={close} title={title} size="lg">
      {target ? (
        <EntryForm
          key={`${target.row.key}:${target.mode}`}
          target={target}
          day={day}
          onClose={() => {
            setDirty(false);
            onClose();
          }}
          onCancel={close}
          onDirtyChange={setDirty}
        />
      ) : null}
    </Modal>
  );
}
