import { Group, Radio, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RatingScaleInputProps {
  /** What is rated, e.g. "Sincere"; the accessible name of the radio group. */
  label: string;
  description?: ReactNode;
  value: number | null;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Words for the two ends of the scale, shown beside the first and last choice. */
  endLabels?: { min: string; max: string };
  error?: string;
  disabled?: boolean;
}

/**
 * A rating on a short whole-number scale (brand characteristics 1–5, likelihoods, predominance): one radio
 * per value, so every choice is visible, reachable with the arrow keys and read out by screen readers.
 */
export function RatingScaleInput({
  label,
  description,
  value,
  onChange,
  min = 1,
  max = 5,
  endLabels,
  error,
  disabled = false,
}: RatingScaleInputProps) {
  const choices = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
      disabled={disabled}
    >
      <Group gap="md" mt={6} wrap="wrap" align="center">
        {endLabels ? (
          <Text size="xs" c="dimmed" aria-hidden="true">
            {endLabels.min}
          </Text>
        ) : null}
        {choices.map((choice) => (
          <Radio key={choice} value={String(choice)} label={String(choice)} disabled={disabled} />
        ))}
        {endLabels ? (
          <Text size="xs" c="dimmed" aria-hidden="true">
            {endLabels.max}
          </Text>
        ) : null}
      </Group>
    </Radio.Group>
  );
}
