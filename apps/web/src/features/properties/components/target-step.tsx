import { AUDIENCE_ORIGINS, DEMOGRAPHICS, GEOGRAPHIC_AREAS, GEOGRAPHIC_SCOPES } from '@cakemix/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { PercentGroupInput, type PercentOption } from '@/components/percent-group-input.tsx';
import {
  CheckboxSetField,
  type FieldName,
  NumberField,
  RatingField,
  SelectField,
  useOptions,
  usePropertyForm,
  YesNoField,
} from './fields.tsx';
import { SEGMENT_DIMENSIONS } from './property-form-model.ts';

function PercentGroupField({
  name,
  label,
  options,
}: {
  name: FieldName;
  label: string;
  options: PercentOption[];
}) {
  const { errorAt, form } = usePropertyForm();
  const { field } = useController({ control: form.control, name });
  return (
    <PercentGroupInput
      label={label}
      options={options}
      value={field.value as Record<string, number | string>}
      onChange={field.onChange}
      columns={2}
      error={errorAt(name)}
    />
  );
}

/** Step 2, "Target": awareness, scope, areas, audience size and habits, segments, origin, ethnicity. */
export function TargetStep() {
  const { t } = useTranslation();
  const demographicOptions = (dimension: keyof typeof DEMOGRAPHICS): PercentOption[] => {
    const labels: Record<string, string> = t(`options.demographics.${dimension}`, { returnObjects: true });
    return DEMOGRAPHICS[dimension].map((key: string) => ({ key, label: labels[key] ?? key }));
  };
  const origins = useOptions('origins', AUDIENCE_ORIGINS).map((o) => ({ key: o.value, label: o.label }));
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.audienceTitle')}>
        <RatingField name="target.public_awareness" label={t('properties.form.publicAwareness')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            name="target.property_scope"
            label={t('properties.form.scope')}
            options={GEOGRAPHIC_SCOPES.map((scope) => ({
              value: scope,
              label: t(`options.geographicScopes.${scope}`),
            }))}
          />
          <YesNoField name="target.audience_audited" label={t('properties.form.audited')} />
        </SimpleGrid>
        <CheckboxSetField
          name="target.breakthrough_areas"
          label={t('properties.form.breakthrough')}
          options={GEOGRAPHIC_AREAS.map((area) => ({
            value: area,
            label: t(`options.geographicAreas.${area}`),
          }))}
          columns={4}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField
            name="target.direct_cumulative_audience"
            label={t('properties.form.directAudience')}
            description={t('properties.form.directAudienceHelp')}
            kind="count"
          />
          <NumberField
            name="target.first_time_visitors"
            label={t('properties.form.firstTimeVisitors')}
            kind="percent"
          />
          <NumberField
            name="target.average_visits_per_person"
            label={t('properties.form.visitsPerPerson')}
            kind="decimal"
          />
        </SimpleGrid>
      </FormSection>

      <FormSection
        title={t('properties.form.segmentsTitle')}
        description={t('properties.form.segmentsDescription')}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
          {SEGMENT_DIMENSIONS.map((dimension) => (
            <PercentGroupField
              key={dimension}
              name={`target.audience_segments.${dimension}`}
              label={t(`options.demographicDimensions.${dimension}`)}
              options={demographicOptions(dimension)}
            />
          ))}
          <PercentGroupField
            name="target.audience_origin"
            label={t('properties.form.origin')}
            options={origins}
          />
          <PercentGroupField
            name="target.ethnicity"
            label={t('properties.form.ethnicity')}
            options={demographicOptions('ethnicity')}
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
