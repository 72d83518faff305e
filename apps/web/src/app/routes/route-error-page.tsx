import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { AlertIcon } from '@/components/icons.tsx';
import { NotFoundPage } from '@/components/not-found-page.tsx';
import { isApiError } from '@/lib/api-error.ts';

/** A failed loader or screen: a 404 shows the not-found page, anything else a retry. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error) && error.type === 'not_found') return <NotFoundPage />;
  const text = isApiError(error) ? error.message : t('messages.generic');
  return (
    <Stack maw={560} mx="auto" py="xl" gap="md">
      <Title order={1} fz={26}>
        {t('errors.unexpectedTitle')}
      </Title>
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {text}
      </Alert>
      <Group>
        <Button onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
          {t('errors.retry')}
        </Button>
      </Group>
    </Stack>
  );
}
