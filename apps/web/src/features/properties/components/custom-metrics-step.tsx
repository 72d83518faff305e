import { CUSTOM_METRIC_TYPES, TEXT_LIMITS } from '@cakemix/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import {
  CheckField,
  LongTextField,
  NumberField,
  SelectField,
  TextField,
  useOptions,
  usePropertyForm,
} from './fields.tsx';
import { AddItemButton, ItemCard, NothingYet } from './item-list.tsx';
import { MetricComments } from './metric-comments.tsx';

/** Step 9, "Custom metrics": named values of the property, each with its comments and a discussion. */
export function CustomMetricsStep() {
  const { t } = useTranslation();
  const { form, saved } = usePropertyForm();
  const name = 'custom_metrics.items';
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const items = useWatch({ control: form.control, name });
  const types = useOptions('metricTypes', CUSTOM_METRIC_TYPES);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.metricsTitle')}>
        {fields.length === 0 ? <NothingYet /> : null}
        {fields.map((item, index) => {
          const metric = items[index];
          const kind =
            metric?.data_type === 'amount'
              ? 'money'
              : metric?.data_type === 'percent'
                ? 'percent'
                : 'decimal';
          const isSaved = saved?.custom_metrics.items.some((m) => m.id === item.id) ?? false;
          return (
            <ItemCard
              key={item.key}
              title={metric?.name || t('properties.form.item', { number: index + 1 })}
              onRemove={() => remove(index)}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextField
                  name={`${name}.${index}.name`}
                  label={t('properties.form.metricName')}
                  max={TEXT_LIMITS.shortText}
                  required
                />
                <SelectField
                  name={`${name}.${index}.data_type`}
                  label={t('properties.form.dataType')}
                  options={types}
                  required
                />
                <NumberField
                  key={kind}
                  name={`${name}.${index}.value`}
                  label={t('properties.form.value')}
                  kind={kind}
                />
              </SimpleGrid>
              {metric?.data_type === 'amount' ? (
                <CheckField
                  name={`${name}.${index}.counts_toward_value`}
                  label={t('properties.form.countsTowardValue')}
                />
              ) : null}
              <LongTextField
                name={`${name}.${index}.comments`}
                label={t('properties.form.comments')}
                max={TEXT_LIMITS.itemDescription}
              />
              {saved && isSaved ? (
                <MetricComments propertyId={saved.id} metricId={item.id} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('properties.comments.unsaved')}
                </Text>
              )}
            </ItemCard>
          );
        })}
        <AddItemButton
          label={t('properties.form.addMetric')}
          onAdd={() =>
            append({
              id: crypto.randomUUID(),
              name: '',
              data_type: 'amount',
              value: null,
              counts_toward_value: false,
              comments: '',
            })
          }
        />
      </FormSection>
    </Stack>
  );
}
