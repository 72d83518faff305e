import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /reports/create/detailed-report and /reports/create/comparative-report. */
export function CreateReportPage({ kind }: { kind: 'detailed' | 'comparative' }) {
  const { t } = useTranslation();
  const title = kind === 'detailed' ? t('reports.createDetailedTitle') : t('reports.createComparativeTitle');
  return (
    <>
      <PageHeader title={title} />
      <EmptyPanel title={t('common.notAvailableYet')} description={t('reports.createUnavailable')} />
    </>
  );
}

export function CreateDetailedReportPage() {
  return <CreateReportPage kind="detailed" />;
}

export function CreateComparativeReportPage() {
  return <CreateReportPage kind="comparative" />;
}
