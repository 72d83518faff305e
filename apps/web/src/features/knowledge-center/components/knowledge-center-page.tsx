import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /knowledge-center (kc.index). */
export function KnowledgeCenterPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('knowledgeCenter.title')} />
      <EmptyPanel title={t('knowledgeCenter.emptyTitle')} description={t('knowledgeCenter.emptyBody')} />
    </>
  );
}
