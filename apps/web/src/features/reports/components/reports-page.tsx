import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFormat } from '../../../lib/format.ts';

/** /reports (reports.index). No report can exist yet, so the list is an empty state. */
export function ReportsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        description={t('reports.today', { date: format.date(new Date()) })}
      />
      <EmptyPanel title={t('reports.emptyTitle')} description={t('reports.emptyBody')} />
    </>
  );
}
