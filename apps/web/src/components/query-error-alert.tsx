import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons.tsx';

/** A load that failed: the error's message in the user's language and a button to try again. */
export function QueryErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
