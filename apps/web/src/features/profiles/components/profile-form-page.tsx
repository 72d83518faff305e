import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlertIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormat } from '../../../lib/format.ts';
import { routePath } from '../../../lib/paths.ts';
import { useCanEdit } from '../../../lib/session.ts';
import { useProfile } from '../api/profiles-queries.ts';
import { ProfileForm } from './profile-form.tsx';

/** The id of the address, or NaN when it is not a positive whole number. */
function profileIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : Number.NaN;
}

function Problem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack maw={640} gap="md">
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {text}
      </Alert>
      <Anchor component={Link} to={routePath('profiles.index')}>
        {t('profiles.backToList')}
      </Anchor>
    </Stack>
  );
}

/**
 * /brand-profiles/create and /brand-profiles/edit/{id} (the shell shows the light header and the back
 * link). The edit screen waits for the profile, then shows the form with "last updated at … by …".
 */
export function ProfileFormPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useCanEdit();
  const id = profileIdOf(useParams().id);
  const validId = id !== null && !Number.isNaN(id);
  const query = useProfile(validId ? id : null);

  if (id === null) {
    return (
      <>
        <PageHeader title={t('profiles.createTitle')} />
        {canEdit ? (
          <ProfileForm key="new" profile={null} readOnly={false} />
        ) : (
          <Problem text={t('profiles.createNotAllowed')} />
        )}
      </>
    );
  }

  const title = t('profiles.editTitle');
  if (!validId || (query.isError && isApiError(query.error) && query.error.type === 'not_found')) {
    return (
      <>
        <PageHeader title={title} />
        <Problem text={t('profiles.notFound')} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Problem text={query.error.message} />
      </>
    );
  }
  if (!query.data) return <PageLoader />;

  const profile = query.data;
  const datetime = format.date(profile.updated_at, { dateStyle: 'medium', timeStyle: 'short' });
  const lastUpdated = profile.updated_by
    ? t('profiles.lastUpdated', { datetime, user: profile.updated_by.name })
    : t('profiles.lastUpdatedNoUser', { datetime });

  return (
    <>
      <PageHeader title={title} description={lastUpdated} />
      <ProfileForm key={profile.id} profile={profile} readOnly={!canEdit} />
    </>
  );
}
