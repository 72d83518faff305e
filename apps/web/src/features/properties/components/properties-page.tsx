import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /properties (properties.index). */
export function PropertiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('properties.title')} />
      <EmptyPanel title={t('properties.emptyTitle')} description={t('properties.emptyBody')} />
    </>
  );
}
