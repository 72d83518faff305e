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
import { useProperty } from '../api/properties-queries.ts';
import { PropertyForm } from './property-form.tsx';

function propertyIdOf(param: string | undefined): number | null {
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
      <Anchor component={Link} to={routePath('properties.index')}>
        {t('properties.backToList')}
      </Anchor>
    </Stack>
  );
}

/**
 * /properties/create and /properties/edit/{id} (the shell shows the light header and the back link). The
 * edit screen waits for the property, then shows the form with "last updated at … by …".
 */
export function PropertyFormPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useCanEdit();
  const id = propertyIdOf(useParams().id);
  const validId = id !== null && !Number.isNaN(id);
  const query = useProperty(validId ? id : null);

  if (id === null) {
    return (
      <>
        <PageHeader title={t('properties.createTitle')} />
        {canEdit ? (
          <PropertyForm key="new" property={null} readOnly={false} />
        ) : (
          <Problem text={t('properties.createNotAllowed')} />
        )}
      </>
    );
  }

  const title = t('properties.editTitle');
  if (!validId || (query.isError && isApiError(query.error) && query.error.type === 'not_found')) {
    return (
      <>
        <PageHeader title={title} />
        <Problem text={t('properties.notFound')} />
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

  const property = query.data;
  const datetime = format.date(property.updated_at, { dateStyle: 'medium', timeStyle: 'short' });
  const lastUpdated = property.updated_by
    ? t('properties.lastUpdated', { datetime, user: property.updated_by.name })
    : t('properties.lastUpdatedNoUser', { datetime });

  return (
    <>
      <PageHeader title={`${title} — ${property.general.name}`} description={lastUpdated} />
      <PropertyForm key={property.id} property={property} readOnly={!canEdit} />
    </>
  );
}
