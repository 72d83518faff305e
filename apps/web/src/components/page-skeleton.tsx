import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The outline of a signed-in screen (a title, its description, a panel) while its code, the session check or
 * the current user arrive: the header and menu are already drawn around it (decision 030), and the screen
 * takes its place without moving them.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" mih={240} role="status" aria-live="polite" data-testid="page-skeleton">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Skeleton h={32} w="min(320px, 60%)" radius="md" />
      <Skeleton h={16} w="min(520px, 90%)" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}
