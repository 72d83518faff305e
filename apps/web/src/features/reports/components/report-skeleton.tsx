import { Container, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Logo } from '@/components/logo.tsx';
import { PUBLIX_LICENSE, useSession } from '@/lib/session.ts';
import { useEarlyReportTitle } from '../api/early-report-title.ts';

/**
 * A report page while its code, the current user or the report arrive: the report's top bar as it will stand
 * (the logo and the language switch in their places) with an outline where the title and its lines go. The
 * shell the build draws for a signed-in browser shows it too (decision 034), so the page is not blank until
 * the report has come, and nothing moves when it does. The title shows as soon as the report's answer is in,
 * before the page's code: in the shell (app/screen-data.ts fills in its hidden heading) as in this outline.
 */
export function ReportSkeleton() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = useEarlyReportTitle(useLocation().pathname);
  return (
    <Container size="xl" py="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="md">
          <Logo />
          {/* As in the report's top bar: publix accounts have one language. */}
          {user?.license === PUBLIX_LICENSE ? null : <LanguageSwitch />}
        </Group>
        <Stack gap={8}>
          <Skeleton h={14} w={140} />
          <Title order={1} fz={26} hidden={!title} data-early-report-title>
            {title}
          </Title>
          {/* Once the title shows, the lines outlined under it go: a title on two lines would push them down. */}
          {title ? null : <Skeleton h={32} w="min(520px, 85%)" radius="md" data-early-report-outline />}
          <Stack gap={8} role="status" aria-live="polite" data-testid="page-skeleton">
            <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
            {title ? null : <Skeleton h={20} w="min(360px, 60%)" data-early-report-outline />}
            {title ? null : <Skeleton h={14} w="min(440px, 75%)" data-early-report-outline />}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
