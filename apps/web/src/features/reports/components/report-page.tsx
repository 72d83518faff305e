import { Anchor, Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { Logo } from '../../../components/logo.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { routePath } from '../../../lib/paths.ts';

/**
 * /detailed-report/{id} and /comparative-report/{id}: shown without header, menu or footer. Reports cannot
 * be generated yet, so every id is one that does not exist.
 */
export function ReportPage({ kind }: { kind: 'detailed' | 'comparative' }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Box mb="xl">
        <Logo />
      </Box>
      <PageHeader title={kind === 'detailed' ? t('reports.detailedTitle') : t('reports.comparativeTitle')} />
      <EmptyPanel title={t('messages.resourceNotFound')} description={t('reports.reportNotFound')}>
        <Anchor component={Link} to={routePath('reports.index')}>
          {t('reports.backToReports')}
        </Anchor>
      </EmptyPanel>
    </Container>
  );
}

export function DetailedReportPage() {
  return <ReportPage kind="detailed" />;
}

export function ComparativeReportPage() {
  return <ReportPage kind="comparative" />;
}
