import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageHeading } from '../lib/page-headings.ts';
import { PageHeader } from './page-header.tsx';

/**
 * The outline of a signed-in screen (a title, its description, a panel) while its code, the session check or
 * the current user arrive: the header and menu are already drawn around it (decision 030), and the screen
 * takes its place without moving them. A screen whose heading depends on no data (page-headings.ts) has it
 * drawn here already, where the screen draws it; so does the shell the build draws (decision 034).
 */
export function PageSkeleton({ heading = null }: { heading?: PageHeading | null }) {
  const { t } = useTranslation();
  return (
    <>
      {heading ? <PageHeader title={heading.title} description={heading.description} /> : null}
      <Stack gap="lg" mih={240} role="status" aria-live="polite" data-testid="page-skeleton">
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        {heading ? null : <Skeleton h={32} w="min(320px, 60%)" radius="md" />}
        {heading ? null : <Skeleton h={16} w="min(520px, 90%)" />}
        <Skeleton h={320} radius="lg" />
      </Stack>
    </>
  );
}
