import {
  DIGITAL_PLATFORMS,
  EXCLUSIVITY_OPTIONS,
  message,
  PROPERTY_CATEGORIES,
  SOCIAL_NETWORKS,
  SPONSOR_BENEFITS,
  SPONSORSHIP_LEVELS,
  SPONSORSHIP_TYPES,
  TEXT_LIMITS,
} from '@cakemix/core';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { PlusIcon } from '@/components/icons.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { deletePropertyItem } from '../api/properties-api.ts';
import { useStoreProperty } from '../api/properties-queries.ts';
import { CityField } from './city-field.tsx';
import {
  CheckboxSetField,
  DateField,
  LongTextField,
  NumberField,
  SelectField,
  TextField,
  useOptions,
  usePropertyForm,
} from './fields.tsx';
import { RemoveItemButton } from './item-list.tsx';

/** Step 1, "General": identity, time frame, city, classification, digital audience, accounts, market. */
export function GeneralStep() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.identityTitle')}>
        <TextField name="general.name" label={t('properties.form.name')} max={TEXT_LIMITS.name} required />
        <LongTextField
          name="general.description"
          label={t('properties.form.description')}
          max={TEXT_LIMITS.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField name="general.start_date" label={t('properties.form.startDate')} />
          <DateField name="general.end_date" label={t('properties.form.endDate')} />
          <CityField />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('properties.form.classificationTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            name="general.sponsorship_type"
            label={t('properties.form.type')}
            options={useOptions('sponsorshipTypes', SPONSORSHIP_TYPES)}
          />
          <SelectField
            name="general.category"
            label={t('properties.form.category')}
            options={useOptions('categories', PROPERTY_CATEGORIES)}
          />
          <SelectField
            name="general.sponsorship_level"
            label={t('properties.form.level')}
            options={useOptions('levels', SPONSORSHIP_LEVELS)}
          />
        </SimpleGrid>
        <CheckboxSetField
          name="general.exclusivity"
          label={t('properties.form.exclusivity')}
          options={useOptions('exclusivity', EXCLUSIVITY_OPTIONS)}
          columns={4}
          noneOption="none"
        />
        <CheckboxSetField
          name="general.sponsor_benefits"
          label={t('properties.form.sponsorBenefits')}
          options={useOptions('sponsorBenefits', SPONSOR_BENEFITS)}
          noneOfThese
        />
      </FormSection>

      <DigitalAudiences />
      <SocialHandles />

      <FormSection title={t('properties.form.marketTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            name="general.events_per_season"
            label={t('properties.form.eventsPerSeason')}
            description={t('properties.form.eventsPerSeasonHelp')}
            kind="count"
          />
          <NumberField
            name="general.campaign_duration_months"
            label={t('properties.form.campaignDuration')}
            kind="count"
          />
          <NumberField
            name="general.similar_organizations"
            label={t('properties.form.similarOrganizations')}
            kind="count"
          />
          <NumberField
            name="general.years_in_operation"
            label={t('properties.form.yearsInOperation')}
            kind="count"
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}

function DigitalAudiences() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { form, saved, readOnly } = usePropertyForm();
  const storeProperty = useStoreProperty();
  const name = 'general.digital_audiences';
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const platforms = useWatch({ control: form.control, name });
  const platformOptions = useOptions('platforms', DIGITAL_PLATFORMS);

  /** A saved audience is deleted on the server at once; a new one only leaves the form. */
  async function removeAt(index: number) {
    const id = form.getValues(`${name}.${index}.id`);
    if (!saved?.general.digital_audiences.some((audience) => audience.id === id)) {
      remove(index);
      return;
    }
    try {
      const answer = await deletePropertyItem(saved.id, id);
      storeProperty(answer);
      const rest = form.getValues(name).filter((audience) => audience.id !== id);
      form.resetField(name, { defaultValue: answer.general.digital_audiences });
      form.setValue(name, rest, { shouldDirty: true });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : message('deleteFailed', lang));
    }
  }

  return (
    <FormSection
      title={t('properties.form.digitalTitle')}
      description={t('properties.form.digitalDescription')}
    >
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('properties.none')}
        </Text>
      ) : null}
      {fields.map((item, index) => {
        const platform = platforms[index]?.platform;
        const label = platformOptions.find((o) => o.value === platform)?.label ?? '';
        return (
          <Paper key={item.key} withBorder radius="md" p="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <SelectField
                name={`${name}.${index}.platform`}
                label={t('properties.form.platform')}
                options={platformOptions}
                required
              />
              <NumberField
                name={`${name}.${index}.audience`}
                label={t('properties.form.audience')}
                kind="count"
              />
              {platform === 'other' ? (
                <TextField
                  name={`${name}.${index}.label`}
                  label={t('properties.form.otherLabel')}
                  max={TEXT_LIMITS.shortText}
                />
              ) : null}
              <RemoveItemButton
                label={label || t('properties.form.item', { number: index + 1 })}
                onRemove={() => removeAt(index)}
              />
            </Group>
          </Paper>
        );
      })}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<PlusIcon size={16} />}
            onClick={() =>
              append({ id: crypto.randomUUID(), platform: 'instagram', audience: null, label: '' })
            }
          >
            {t('properties.form.addPlatform')}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}

function SocialHandles() {
  const { t } = useTranslation();
  const { form, readOnly } = usePropertyForm();
  const name = 'general.social_handles';
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const networkOptions = useOptions('platforms', SOCIAL_NETWORKS);
  return (
    <FormSection title={t('properties.form.handlesTitle')}>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('properties.none')}
        </Text>
      ) : null}
      {fields.map((item, index) => (
        <Paper key={item.key} withBorder radius="md" p="sm">
          <Group align="flex-start" gap="sm">
            <SelectField
              name={`${name}.${index}.network`}
              label={t('properties.form.network')}
              options={networkOptions}
              required
            />
            <TextField
              name={`${name}.${index}.handle`}
              label={t('properties.form.handle')}
              max={100}
              required
            />
            <RemoveItemButton
              label={t('properties.form.item', { number: index + 1 })}
              onRemove={() => remove(index)}
            />
          </Group>
        </Paper>
      ))}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<PlusIcon size={16} />}
            onClick={() => append({ id: crypto.randomUUID(), network: 'instagram', handle: '' })}
          >
            {t('properties.form.addHandle')}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
