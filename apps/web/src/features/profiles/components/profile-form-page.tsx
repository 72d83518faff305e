import { useTranslation } from 'react-i18next';
import { EntityFormPage } from '@/components/entity-form-page.tsx';
import { useProfile } from '../api/profiles-queries.ts';
import { ProfileForm } from './profile-form.tsx';

/** /brand-profiles/create and /brand-profiles/edit/{id} (the shell shows the light header and back link). */
export function ProfileFormPage() {
  const { t } = useTranslation();
  return (
    <EntityFormPage
      useItem={useProfile}
      historyOf="brand_profile"
      listRoute="profiles.index"
      renderForm={(profile, readOnly) => (
        <ProfileForm key={profile?.id ?? 'new'} profile={profile} readOnly={readOnly} />
      )}
      texts={{
        createTitle: t('profiles.createTitle'),
        editTitle: t('profiles.editTitle'),
        notFound: t('profiles.notFound'),
        createNotAllowed: t('profiles.createNotAllowed'),
        backToList: t('profiles.backToList'),
        lastUpdated: (datetime, user) =>
          user
            ? t('profiles.lastUpdated', { datetime, user })
            : t('profiles.lastUpdatedNoUser', { datetime }),
      }}
    />
  );
}
