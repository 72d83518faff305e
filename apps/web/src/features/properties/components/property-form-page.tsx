import { useTranslation } from 'react-i18next';
import { EntityFormPage } from '@/components/entity-form-page.tsx';
import { useProperty } from '../api/properties-queries.ts';
import { PropertyForm } from './property-form.tsx';

/** /properties/create and /properties/edit/{id} (the shell shows the light header and the back link). */
export function PropertyFormPage() {
  const { t } = useTranslation();
  return (
    <EntityFormPage
      useItem={useProperty}
      historyOf="property"
      listRoute="properties.index"
      renderForm={(property, readOnly) => (
        <PropertyForm key={property?.id ?? 'new'} property={property} readOnly={readOnly} />
      )}
      texts={{
        createTitle: t('properties.createTitle'),
        editTitle: t('properties.editTitle'),
        titleOf: (property) => `${t('properties.editTitle')} — ${property.general.name}`,
        notFound: t('properties.notFound'),
        createNotAllowed: t('properties.createNotAllowed'),
        backToList: t('properties.backToList'),
        lastUpdated: (datetime, user) =>
          user
            ? t('properties.lastUpdated', { datetime, user })
            : t('properties.lastUpdatedNoUser', { datetime }),
      }}
    />
  );
}
