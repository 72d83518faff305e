import { Container, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Logo } from '@/components/logo.tsx';
import { PUBLIX_LICENSE, useSession } from '@/lib/session.ts';

/**
 * A report page while its code, the current user or the report arrive: the report's top bar as it will stand
 * (the logo and the language switch in their places) with an outline where the title and its lines go. The
 * shell the build draws for a signed-in browser shows it too (decision 034), so the page is not blank until
 * the report has come, and nothing moves when it does.
 */
export function ReportSkeleton() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Container size="xl" py="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="md">
          <Logo />
          {/* As in the report's top bar: publix accounts have one language. */}
          {user?.license === PUBLIX_LICENSE ? null : <LanguageSwitch />}
        </Group>
        <Stack gap={8} role="status" aria-live="polite" data-testid="page-skeleton">
          <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
          <Skeleton h={14} w={140} />
          <Skeleton h={32} w="min(520px, 85%)" radius="md" />
          <Skeleton h={20} w="min(360px, 60%)" />
          <Skeleton h={14} w="min(440px, 75%)" />
        </Stack>
      </Paper>
    </Container>
  );
}
