import type { Property } from '@cakemix/core';
import {
  Checkbox,
  Group,
  NumberInput,
  type NumberInputProps,
  Radio,
  Select,
  SimpleGrid,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/components/iso-date-input.tsx';
import { RatingScaleInput } from '@/components/rating-scale-input.tsx';
import { decimalSeparator, percentSuffix } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import type { propertiesEn } from '@/lib/i18n/sections/properties.en.ts';
import { type NumberInputValue, toNumberOrNull } from '@/lib/number-input.ts';
import { usePlausibility } from './plausibility-context.tsx';
import { FindingNote } from './plausibility-notes.tsx';
import type { PropertyFormValues } from './property-form-model.ts';

export type FieldName = Path<PropertyFormValues>;

/** What every step needs besides the form: error messages by path, the saved property, read-only. */
export interface PropertyFormContextValue {
  errorAt: (path: string) => string | undefined;
  /** The property as last saved; null on the create form. */
  saved: Property | null;
  readOnly: boolean;
}

export const PropertyFormContext = createContext<PropertyFormContextValue>({
  errorAt: () => undefined,
  saved: null,
  readOnly: false,
});

export function usePropertyForm() {
  return { ...useContext(PropertyFormContext), form: useFormContext<PropertyFormValues>() };
}

export type NumberKind = 'count' | 'money' | 'percent' | 'decimal' | 'rating';

/** NumberInput settings of each kind of number, in the interface language's format. */
export function useNumberFormat(kind: NumberKind): Partial<NumberInputProps> {
  const lang = useLanguage();
  const decimal = decimalSeparator(lang);
  const thousands = lang === 'fr' ? '\u00a0' : ',';
  const base: Partial<NumberInputProps> = {
    decimalSeparator: decimal,
    thousandSeparator: kind === 'rating' || kind === 'percent' ? undefined : thousands,
    min: kind === 'decimal' ? undefined : 0,
    allowNegative: kind === 'decimal',
    hideControls: true,
  };
  switch (kind) {
    case 'count':
      return { ...base, allowDecimal: false };
    case 'rating':
      return { ...base, allowDecimal: false, min: 1, max: 5 };
    case 'money':
      return {
        ...base,
        decimalScale: 2,
        prefix: lang === 'fr' ? undefined : '$',
        suffix: lang === 'fr' ? '\u00a0$' : undefined,
      };
    case 'percent':
      return { ...base, decimalScale: 1, max: 100, suffix: percentSuffix(lang) };
    case 'decimal':
      return { ...base, decimalScale: 4 };
  }
}

/**
 * A NumberInput whose form value is `number | null`; what is half typed ("12,") is kept on screen until it
 * reads as a number, so typing is never interrupted.
 */
export function BufferedNumberInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState<NumberInputValue>(value ?? '');
  const shown = toNumberOrNull(text) === value ? text : (value ?? '');
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(toNumberOrNull(next));
      }}
    />
  );
}

export function NumberField({
  name,
  label,
  kind,
  description,
  required,
  ariaLabel,
}: {
  name: FieldName;
  label?: string;
  kind: NumberKind;
  description?: ReactNode;
  required?: boolean;
  /** For inputs of a table, whose label is the column header. */
  ariaLabel?: string;
}) {
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  const settings = useNumberFormat(kind);
  return (
    <BufferedNumberInput
      {...settings}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      label={label}
      aria-label={ariaLabel}
      description={description}
      required={required}
      value={field.value as number | null}
      onChange={field.onChange}
      error={errorAt(name)}
    />
  );
}

export function TextField({
  name,
  label,
  max,
  required,
  description,
}: {
  name: FieldName;
  label: string;
  max: number;
  required?: boolean;
  description?: ReactNode;
}) {
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  return (
    <TextInput
      {...field}
      value={(field.value as string | null) ?? ''}
      label={label}
      description={description}
      maxLength={max}
      required={required}
      error={errorAt(name)}
    />
  );
}

/** A long text with its character counter ("120 / 500 characters"). */
export function LongTextField({ name, label, max }: { name: FieldName; label: string; max: number }) {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  const value = (field.value as string | null) ?? '';
  return (
    <Textarea
      {...field}
      value={value}
      label={label}
      rows={3}
      resize="vertical"
      maxLength={max}
      description={t('properties.characters', { count: value.length, max })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={errorAt(name)}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  required,
  clearable = true,
}: {
  name: FieldName;
  label: string;
  options: Option[];
  required?: boolean;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      label={label}
      data={options}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value)}
      placeholder={t('properties.choose')}
      clearable={clearable && !required}
      allowDeselect={!required}
      required={required}
      error={errorAt(name)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function RatingField({
  name,
  label,
  description,
  agreement,
}: {
  name: FieldName;
  label: string;
  description?: ReactNode;
  /** Agreement statements read "disagree … agree" rather than "very low … very high". */
  agreement?: boolean;
}) {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  const endLabels = agreement
    ? { min: t('properties.disagree'), max: t('properties.agree') }
    : { min: t('properties.scaleMin'), max: t('properties.scaleMax') };
  return (
    <RatingScaleInput
      label={label}
      description={description}
      value={field.value as number | null}
      onChange={field.onChange}
      endLabels={endLabels}
      error={errorAt(name)}
    />
  );
}

export function YesNoField({ name, label }: { name: FieldName; label: string }) {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  const value = field.value as boolean | null;
  return (
    <Radio.Group
      label={label}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => field.onChange(next === 'yes')}
      error={errorAt(name)}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t('properties.yes')} />
        <Radio value="no" label={t('properties.no')} />
      </Group>
    </Radio.Group>
  );
}

/** The value of the "None of these" box in a tick-box set (never an option's value). */
const NONE_OF_THESE = '__none_of_these__';

/**
 * A question answered by ticking options (method 1.1): its value is null while unanswered (nothing ticked)
 * and [] when answered "none of these". With `noneOfThese`, a "None of these" box gives [] and unticks the
 * others, and ticking an option unticks it. A question with its own "none" option (exclusivity) names it
 * `noneOption` instead: it unticks the others and they untick it, and an empty selection is simply null.
 */
export function CheckboxSetField({
  name,
  label,
  options,
  columns = 2,
  noneOfThese = false,
  noneOption,
}: {
  name: FieldName;
  label: string;
  options: Option[];
  columns?: number;
  noneOfThese?: boolean;
  noneOption?: string;
}) {
  const { t } = useTranslation();
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  const value = field.value as string[] | null;
  const ticked = value === null ? [] : value.length === 0 && noneOfThese ? [NONE_OF_THESE] : value;
  // The box that excludes every other one.
  const exclusive = noneOfThese ? NONE_OF_THESE : noneOption;
  const onChange = (next: string[]) => {
    if (exclusive && next.includes(exclusive) && !ticked.includes(exclusive)) {
      field.onChange(noneOfThese ? [] : [exclusive]);
      return;
    }
    const kept = exclusive && ticked.includes(exclusive) ? next.filter((v) => v !== exclusive) : next;
    // Kept in the options' order, as the server stores them; nothing ticked is "not answered yet".
    const chosen = options.map((o) => o.value).filter((v) => kept.includes(v));
    field.onChange(chosen.length > 0 ? chosen : null);
  };
  return (
    <Checkbox.Group
      label={label}
      description={noneOfThese ? t('properties.form.unanswered') : undefined}
      value={ticked}
      onChange={onChange}
      error={errorAt(name)}
    >
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
        {noneOfThese ? <Checkbox value={NONE_OF_THESE} label={t('properties.form.noneOfThese')} /> : null}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export function CheckField({ name, label }: { name: FieldName; label: string }) {
  const { form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

/** An ISO date (yyyy-mm-dd), typed or picked in the interface language's format; empty is null. */
export function DateField({ name, label, required }: { name: FieldName; label: string; required?: boolean }) {
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  return (
    <IsoDateInput
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      label={label}
      required={required}
      clearable={!required}
      value={(field.value as string | null) ?? null}
      onChange={field.onChange}
      error={errorAt(name)}
    />
  );
}

/**
 * Media lines (promotional plan, paid media, broadcast): one row per channel, the five numbers in columns.
 * An unusual figure is marked in its cell (TableFindings, under the table, explains it).
 */
export function MediaLinesTable({
  base,
  channels,
}: {
  base: 'owned_media.promotional_plan' | 'owned_media.broadcast' | 'paid_media.channels';
  channels: Option[];
}) {
  const { t } = useTranslation();
  const { errorAt } = usePropertyForm();
  const { byPath } = usePlausibility();
  const columns = [
    { key: 'impressions_estimated', label: t('properties.form.estimated'), kind: 'count' },
    { key: 'impressions_actual', label: t('properties.form.actual'), kind: 'count' },
    { key: 'predominance', label: t('properties.form.predominance'), kind: 'rating' },
    { key: 'exposure', label: t('properties.form.exposure'), kind: 'percent' },
    { key: 'delivery', label: t('properties.form.delivery'), kind: 'percent' },
  ] as const;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('properties.form.channel')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} fz="xs">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.map((channel) => (
            <Table.Tr key={channel.value}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {channel.label}
                </Text>
              </Table.Td>
              {columns.map((column) => {
                const path = `${base}.${channel.value}.${column.key}` as FieldName;
                const finding = byPath.get(path);
                return (
                  <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                    <NumberField
                      name={path}
                      kind={column.kind}
                      ariaLabel={`${channel.label}, ${column.label}`}
                      description={finding ? <FindingNote finding={finding} compact /> : undefined}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errorAt(base) ? (
        <Text c="red" size="sm">
          {errorAt(base)}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}

type OptionGroups = typeof propertiesEn.options;

/** Options of a closed list, labelled from the properties section (`properties.options.<group>`). */
export function useOptions<G extends keyof OptionGroups>(
  group: G,
  keys: readonly (keyof OptionGroups[G] & string)[],
): Option[] {
  const { t } = useTranslation();
  // The group is a key of the section's options; i18next's key types cannot follow a generic group.
  const lookUp = t as unknown as (key: string, options: { returnObjects: true }) => Record<string, string>;
  const labels = lookUp(`properties.options.${group}`, { returnObjects: true });
  return keys.map((key) => ({ value: key, label: labels[key] ?? key }));
}
