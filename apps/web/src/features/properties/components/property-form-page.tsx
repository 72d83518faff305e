import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /properties/create and /properties/edit/{id}: light header with a back link to the list. */
export function PropertyFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = id ? t('properties.editTitle') : t('properties.createTitle');
  return (
    <>
      <PageHeader title={title} />
      <EmptyPanel title={t('common.notAvailableYet')} description={t('properties.formUnavailable')} />
    </>
  );
}
