import { percentTotal } from '@cakemix/core';
import { Box, Group, NumberInput, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator, percentSuffix, useFormat } from '../lib/format.ts';
import { useLanguage } from '../lib/i18n/i18n.ts';
import { type NumberInputValue, toNumberOrNull } from '../lib/number-input.ts';
import classes from './percent-group-input.module.css';

export interface PercentOption {
  key: string;
  label: string;
}

export interface PercentGroupInputProps {
  /** The group's name or question, e.g. "Age"; the accessible name of the group (a fieldset legend). */
  label: string;
  description?: ReactNode;
  options: readonly PercentOption[];
  /** The values by option key, as NumberInput holds them ('' when empty). */
  value: Readonly<Record<string, NumberInputValue>>;
  onChange: (next: Record<string, NumberInputValue>) => void;
  /**
   * The group must total exactly 100 % (objectives and demographics of a complete profile): says so
   * while the total is off, and shows a total of 100 % as done. Without it, any total up to 100 % is fine.
   */
  exact?: boolean;
  /** An error from the form's rules or the server; a total over 100 % is reported without it. */
  error?: string;
  disabled?: boolean;
  /** Columns of the inputs from the `sm` breakpoint up (one column on phones, two from `xs`). */
  columns?: number;
}

/**
 * A group of percentages that belong together (communication objectives, an age breakdown, audience
 * segments): one input per option, whole or one-decimal numbers from 0 to 100 in the interface's number
 * format, the running total, and the spec's messages ("Total of percentages must be between 0% and 100%",
 * or "must equal 100%" where the group must be exact).
 */
export function PercentGroupInput({
  label,
  description,
  options,
  value,
  onChange,
  exact = false,
  error,
  disabled = false,
  columns = 3,
}: PercentGroupInputProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const id = useId();
  const messageId = `${id}-message`;
  const totalId = `${id}-total`;

  const total = percentTotal(Object.fromEntries(options.map(({ key }) => [key, toNumberOrNull(value[key])])));
  const over = total > 100;
  const problem = error ?? (over ? t('messages.percentTotal') : undefined);
  const hint = !problem && exact && total !== 100 ? t('messages.percentTotalExact') : undefined;
  const totalColor = problem ? 'red' : exact && total === 100 ? 'teal' : undefined;
  const cols: SimpleGridProps['cols'] = { base: 1, xs: 2, sm: columns };

  return (
    <fieldset
      className={classes.group}
      aria-describedby={`${messageId} ${totalId}`}
      aria-invalid={problem ? true : undefined}
      disabled={disabled}
    >
      <legend className={classes.legend}>{label}</legend>
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
      <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
        {options.map((option) => (
          <NumberInput
            key={option.key}
            label={option.label}
            value={value[option.key] ?? ''}
            onChange={(next) => onChange({ ...value, [option.key]: next })}
            min={0}
            max={100}
            decimalScale={1}
            allowNegative={false}
            decimalSeparator={decimalSeparator(lang)}
            suffix={percentSuffix(lang)}
            hideControls
            error={Boolean(problem)}
            disabled={disabled}
            classNames={{ root: classes.option, label: classes.optionLabel }}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="flex-start" gap="xs" mt="sm" wrap="nowrap">
        <Box id={messageId} aria-live="polite">
          {problem ? (
            <Text size="sm" c="red.8" fw={500}>
              {problem}
            </Text>
          ) : hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Box>
        <Text id={totalId} size="sm" fw={700} c={totalColor} className={classes.total}>
          {t('percentGroup.total', { total: format.percent(total, Number.isInteger(total) ? 0 : 1) })}
        </Text>
      </Group>
    </fieldset>
  );
}
