import { percentTotal, percentTotalWrong } from '@cakemix/core';
import { Box, Group, NumberInput, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import { type FocusEvent, type ReactNode, useId, useState } from 'react';
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
   * The group must total exactly 100 % (objectives and demographics of a complete profile), and shows a
   * total of 100 % as done. Without it, any total up to 100 % is fine.
   */
  exact?: boolean;
  /** An error from the form's rules or the server; a wrong total is reported without it. */
  error?: string;
  disabled?: boolean;
  /** Columns of the inputs from the `sm` breakpoint up (one column on phones, two from `xs`). */
  columns?: number;
}

/**
 * A group of percentages that belong together (communication objectives, an age breakdown, audience
 * segments): one input per option, whole or one-decimal numbers from 0 to 100 in the interface's number
 * format, the running total, and one message for its rule, the spec's: "Total of percentages must equal
 * 100%" for an exact group, "must be between 0% and 100%" for the others. A wrong total is an error at the
 * group as it is typed: over 100 % at once; under 100 % in an exact group once the focus leaves the group
 * (until then the same words are a reminder), since every total is under 100 % while the values go in.
 * A draft may still be saved with it; finishing may not (the form's rules).
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

  const [left, setLeft] = useState(false);
  const numbers = Object.fromEntries(options.map(({ key }) => [key, toNumberOrNull(value[key])]));
  const total = percentTotal(numbers);
  const empty = Object.values(numbers).every((number) => number === null);
  const rule = exact ? t('messages.percentTotalExact') : t('messages.percentTotal');
  const wrong = percentTotalWrong(total, exact, empty) && (total > 100 || left);
  const problem = error ?? (wrong ? rule : undefined);
  const hint = !problem && exact && total !== 100 ? rule : undefined;
  // The focus leaving the group, not moving between its inputs.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setLeft(true);
  };
  const totalColor = problem ? 'red' : exact && total === 100 ? 'teal' : undefined;
  const cols: SimpleGridProps['cols'] = { base: 1, xs: 2, sm: columns };

  return (
    <fieldset
      className={classes.group}
      aria-describedby={`${messageId} ${totalId}`}
      aria-invalid={problem ? true : undefined}
      disabled={disabled}
      onBlur={onBlur}
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
