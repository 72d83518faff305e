import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

export interface TextModalProps extends Record<string, unknown> {
  /** Paragraphs of already translated text. */
  paragraphs: string[];
}

/** A modal that shows some text and a close button (the spec's "text modal"). */
export function TextModal({ context, id, innerProps }: ContextModalProps<TextModalProps>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {innerProps.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <Group justify="flex-end">
        <Button onClick={() => context.closeModal(id)}>{t('modals.acknowledge')}</Button>
      </Group>
    </Stack>
  );
}
