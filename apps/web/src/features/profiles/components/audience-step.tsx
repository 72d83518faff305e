import {
  DEMOGRAPHIC_DIMENSIONS,
  DEMOGRAPHICS,
  type DemographicDimension,
  GEOGRAPHIC_AREAS,
} from '@cakemix/core';
import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { PercentGroupInput } from '@/components/percent-group-input.tsx';
import type { GeographicArea, ProfileFormValues } from './profile-form-model.ts';

interface StepProps {
  control: Control<ProfileFormValues>;
  errorAt: (path: string) => string | undefined;
}

/** Step 2, "Target audience": the six demographic breakdowns and the geographic areas. */
export function AudienceStep({ control, errorAt }: StepProps) {
  const { t } = useTranslation();
  const demographicOptions = (dimension: DemographicDimension) => {
    const labels: Record<string, string> = t(`options.demographics.${dimension}`, { returnObjects: true });
    return DEMOGRAPHICS[dimension].map((key: string) => ({ key, label: labels[key] ?? key }));
  };
  return (
    <Stack gap="lg">
      <FormSection
        title={t('profiles.form.audienceTitle')}
        description={t('profiles.form.audienceDescription')}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
          {DEMOGRAPHIC_DIMENSIONS.map((dimension) => (
            <Controller
              key={dimension}
              control={control}
              name={`demographics.${dimension}`}
              render={({ field }) => (
                <PercentGroupInput
                  label={t(`options.demographicDimensions.${dimension}`)}
                  options={demographicOptions(dimension)}
                  value={field.value}
                  onChange={field.onChange}
                  exact
                  columns={2}
                  error={errorAt(`demographics.${dimension}`)}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('profiles.form.areasTitle')}>
        <Controller
          control={control}
          name="geographic_areas"
          render={({ field }) => (
            <Checkbox.Group
              label={t('profiles.form.areasQuestion')}
              description={t('profiles.form.areasHelp')}
              value={field.value}
              onChange={(value) => field.onChange(value as GeographicArea[])}
              error={errorAt('geographic_areas')}
            >
              <Group gap="lg" mt="xs">
                {GEOGRAPHIC_AREAS.map((area) => (
                  <Checkbox key={area} value={area} label={t(`options.geographicAreas.${area}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
      </FormSection>
    </Stack>
  );
}
