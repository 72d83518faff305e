import { CUSTOM_METRIC_TYPES, TEXT_LIMITS } from '@cakemix/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import {
  CheckField,
  LongTextField,
  NumberField,
  SelectField,
  useOptions,
  usePropertyForm,
} from './fields.tsx';
import { ItemCards, ItemNameField } from './item-list.tsx';
import { MetricComments } from './metric-comments.tsx';

/** Step 9, "Custom metrics": named values of the property, each with its comments and a discussion. */
export function CustomMetricsStep() {
  const { t } = useTranslation();
  const { saved } = usePropertyForm();
  const name = 'custom_metrics.items';
  const types = useOptions('metricTypes', CUSTOM_METRIC_TYPES);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.metricsTitle')}>
        <ItemCards
          name={name}
          addLabel={t('properties.form.addMetric')}
          newItem={() => ({
            id: crypto.randomUUID(),
            name: '',
            data_type: 'amount' as const,
            value: null,
            counts_toward_value: false,
            comments: '',
          })}
        >
          {({ base, values: metric }) => {
            const kind =
              metric?.data_type === 'amount'
                ? 'money'
                : metric?.data_type === 'percent'
                  ? 'percent'
                  : 'decimal';
            const isSaved = saved?.custom_metrics.items.some((m) => m.id === metric?.id) ?? false;
            return (
              <>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <ItemNameField base={base} />
                  <SelectField
                    name={`${base}.data_type`}
                    label={t('properties.form.dataType')}
                    options={types}
                    required
                  />
                  <NumberField
                    key={kind}
                    name={`${base}.value`}
                    label={t('properties.form.value')}
                    kind={kind}
                  />
                </SimpleGrid>
                {metric?.data_type === 'amount' ? (
                  <CheckField
                    name={`${base}.counts_toward_value`}
                    label={t('properties.form.countsTowardValue')}
                  />
                ) : null}
                <LongTextField
                  name={`${base}.comments`}
                  label={t('properties.form.comments')}
                  max={TEXT_LIMITS.itemDescription}
                />
                {saved && metric && isSaved ? (
                  <MetricComments propertyId={saved.id} metricId={metric.id} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('properties.comments.unsaved')}
                  </Text>
                )}
              </>
            );
          }}
        </ItemCards>
      </FormSection>
    </Stack>
  );
}
