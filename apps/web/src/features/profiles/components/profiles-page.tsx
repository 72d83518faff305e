import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** /brand-profiles (profiles.index). */
export function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('profiles.title')} />
      <EmptyPanel title={t('profiles.emptyTitle')} description={t('profiles.emptyBody')} />
    </>
  );
}
