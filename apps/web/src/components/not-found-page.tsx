import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title.ts';
import { routePath } from '../lib/paths.ts';

/**
 * The spec's "Page not found." (section 2): any path the route table does not know, and anything a visitor
 * may not learn exists (a report without access). It never tells which.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const documentTitle = useDocumentTitle(t('messages.notFound'));
  return (
    <Stack align="center" ta="center" py={64} gap="md">
      <title>{documentTitle}</title>
      <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} fz={28}>
        {t('messages.notFound')}
      </Title>
      <Text c="dimmed">{t('messages.notFoundDetail')}</Text>
      <Button component={Link} to={routePath('home')} variant="light">
        {t('errors.goHome')}
      </Button>
    </Stack>
  );
}
