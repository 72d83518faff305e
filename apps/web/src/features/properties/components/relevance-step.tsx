import { CHARACTERISTICS, ONSITE_VISIBILITY, SPONSOR_TIERS } from '@cakemix/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { NumberField, RatingField, SelectField, useOptions } from './fields.tsx';

/** Step 3, "Relevance": the property's personality, likelihoods, sponsors and on-site visibility. */
export function RelevanceStep() {
  const { t } = useTranslation();
  const tiers = useOptions('sponsorTiers', SPONSOR_TIERS);
  return (
    <Stack gap="lg">
      <FormSection
        title={t('properties.form.characteristicsTitle')}
        description={t('properties.form.characteristicsDescription')}
      >
        {CHARACTERISTICS.map((key) => (
          <RatingField
            key={key}
            name={`relevance.characteristics.${key}`}
            label={t(`options.characteristics.${key}`)}
            description={t(`options.characteristicHints.${key}`)}
          />
        ))}
      </FormSection>

      <FormSection title={t('properties.form.likelihoodTitle')}>
        <RatingField
          name="relevance.likelihood_use_by_participants"
          label={t('properties.form.useByParticipants')}
        />
        <RatingField
          name="relevance.likelihood_consumption_broadcast"
          label={t('properties.form.consumptionBroadcast')}
        />
        <RatingField
          name="relevance.likelihood_clients_in_audience"
          label={t('properties.form.clientsInAudience')}
        />
        <RatingField name="relevance.category_engagement" label={t('properties.form.categoryEngagement')} />
      </FormSection>

      <FormSection
        title={t('properties.form.sponsorsTitle')}
        description={t('properties.form.sponsorCounts')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {tiers.map((tier) => (
            <NumberField
              key={tier.value}
              name={`relevance.sponsor_counts.${tier.value as (typeof SPONSOR_TIERS)[number]}`}
              label={tier.label}
              kind="count"
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            name="relevance.new_sponsors_last_year"
            label={t('properties.form.newSponsors')}
            kind="count"
          />
          <SelectField
            name="relevance.onsite_visibility"
            label={t('properties.form.onsiteVisibility')}
            options={useOptions('onsiteVisibility', ONSITE_VISIBILITY)}
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
