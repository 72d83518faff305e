import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /brand-profiles/create and /brand-profiles/edit/{id}: light header with a back link to the list. */
export function ProfileFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = id ? t('profiles.editTitle') : t('profiles.createTitle');
  return (
    <>
      <PageHeader title={title} />
      <EmptyPanel title={t('common.notAvailableYet')} description={t('profiles.formUnavailable')} />
    </>
  );
}
