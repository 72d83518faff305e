import { HOSPITALITY_KINDS, TEXT_LIMITS } from '@cakemix/core';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { CheckField, DateField, NumberField, SelectField, TextField, useOptions } from './fields.tsx';
import { ItemCards, ItemDescriptionField, ItemNameField } from './item-list.tsx';

/** Step 7, "Hospitality": group tickets, corporate box, food and beverages, other — one card per item. */
export function HospitalityStep() {
  const { t } = useTranslation();
  const name = 'hospitality.items';
  const kinds = useOptions('hospitalityKinds', HOSPITALITY_KINDS);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.hospitalityTitle')}>
        <ItemCards
          name={name}
          addLabel={t('properties.form.addHospitality')}
          newItem={() => ({
            id: crypto.randomUUID(),
            kind: 'group_tickets' as const,
            name: '',
            description: '',
            quantity: null,
            unit_value: null,
            date: null,
            alternative_period: '',
            season_tickets: false,
            annual_pass: false,
          })}
        >
          {({ index, base }) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SelectField
                  name={`${name}.${index}.kind`}
                  label={t('properties.form.hospitalityKind')}
                  options={kinds}
                  required
                />
                <ItemNameField base={base} />
                <DateField name={`${name}.${index}.date`} label={t('properties.form.date')} />
                <NumberField
                  name={`${name}.${index}.quantity`}
                  label={t('properties.form.quantity')}
                  kind="count"
                />
                <NumberField
                  name={`${name}.${index}.unit_value`}
                  label={t('properties.form.unitValue')}
                  kind="money"
                />
                <TextField
                  name={`${name}.${index}.alternative_period`}
                  label={t('properties.form.alternativePeriod')}
                  max={TEXT_LIMITS.shortText}
                />
              </SimpleGrid>
              <ItemDescriptionField base={base} />
              <Group gap="lg">
                <CheckField
                  name={`${name}.${index}.season_tickets`}
                  label={t('properties.form.seasonTickets')}
                />
                <CheckField name={`${name}.${index}.annual_pass`} label={t('properties.form.annualPass')} />
              </Group>
            </>
          )}
        </ItemCards>
      </FormSection>
    </Stack>
  );
}
