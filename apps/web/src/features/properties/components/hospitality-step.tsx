import { HOSPITALITY_KINDS, TEXT_LIMITS } from '@cakemix/core';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import {
  CheckField,
  DateField,
  LongTextField,
  NumberField,
  SelectField,
  TextField,
  useOptions,
  usePropertyForm,
} from './fields.tsx';
import { AddItemButton, ItemCard, NothingYet } from './item-list.tsx';

/** Step 7, "Hospitality": group tickets, corporate box, food and beverages, other — one card per item. */
export function HospitalityStep() {
  const { t } = useTranslation();
  const { form, errorAt } = usePropertyForm();
  const name = 'hospitality.items';
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const items = useWatch({ control: form.control, name });
  const kinds = useOptions('hospitalityKinds', HOSPITALITY_KINDS);
  const listError = errorAt(name);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.hospitalityTitle')}>
        {fields.length === 0 ? <NothingYet /> : null}
        {listError && fields.length === 0 ? (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
            {listError}
          </div>
        ) : null}
        {fields.map((item, index) => (
          <ItemCard
            key={item.key}
            title={items[index]?.name || t('properties.form.item', { number: index + 1 })}
            onRemove={() => remove(index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                name={`${name}.${index}.kind`}
                label={t('properties.form.hospitalityKind')}
                options={kinds}
                required
              />
              <TextField
                name={`${name}.${index}.name`}
                label={t('properties.form.itemName')}
                max={TEXT_LIMITS.shortText}
                required
              />
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
            <LongTextField
              name={`${name}.${index}.description`}
              label={t('properties.form.itemDescription')}
              max={TEXT_LIMITS.itemDescription}
            />
            <Group gap="lg">
              <CheckField
                name={`${name}.${index}.season_tickets`}
                label={t('properties.form.seasonTickets')}
              />
              <CheckField name={`${name}.${index}.annual_pass`} label={t('properties.form.annualPass')} />
            </Group>
          </ItemCard>
        ))}
        <AddItemButton
          label={t('properties.form.addHospitality')}
          onAdd={() =>
            append({
              id: crypto.randomUUID(),
              kind: 'group_tickets',
              name: '',
              description: '',
              quantity: null,
              unit_value: null,
              date: null,
              alternative_period: '',
              season_tickets: false,
              annual_pass: false,
            })
          }
        />
      </FormSection>
    </Stack>
  );
}
