import { ACTIVATION_CATEGORIES, ACTIVATION_KINDS } from '@cakemix/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { NumberField, SelectField, useOptions } from './fields.tsx';
import { ItemCards, ItemDescriptionField, ItemNameField } from './item-list.tsx';

/** Step 8, "Activation": paid media items and experiential or owned assets. */
export function ActivationStep() {
  const { t } = useTranslation();
  const name = 'activation.items';
  const kinds = useOptions('activationKinds', ACTIVATION_KINDS);
  const categories = useOptions('activationCategories', ACTIVATION_CATEGORIES);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.activationTitle')}>
        <ItemCards
          name={name}
          addLabel={t('properties.form.addActivation')}
          newItem={() => ({
            id: crypto.randomUUID(),
            kind: 'experiential' as const,
            category: 'sampling' as const,
            name: '',
            description: '',
            media_buy: null,
            cost: null,
            production_cost: null,
            times_offered: null,
            predominance: null,
            exposure: null,
            attendees_engaged: null,
          })}
        >
          {({ index, base }) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <SelectField
                  name={`${name}.${index}.kind`}
                  label={t('properties.form.activationKind')}
                  options={kinds}
                  required
                />
                <SelectField
                  name={`${name}.${index}.category`}
                  label={t('properties.form.activationCategory')}
                  options={categories}
                  required
                />
                <ItemNameField base={base} />
                <NumberField
                  name={`${name}.${index}.cost`}
                  label={t('properties.form.cost')}
                  description={t('properties.form.costHelp')}
                  kind="money"
                />
                <NumberField
                  name={`${name}.${index}.media_buy`}
                  label={t('properties.form.mediaBuy')}
                  description={t('properties.form.mediaBuyHelp')}
                  kind="money"
                />
                <NumberField
                  name={`${name}.${index}.production_cost`}
                  label={t('properties.form.productionCost')}
                  kind="money"
                />
              </SimpleGrid>
              {/* How often and how well it reaches people: four short numbers on one row. */}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <NumberField
                  name={`${name}.${index}.times_offered`}
                  label={t('properties.form.timesOffered')}
                  kind="count"
                />
                <NumberField
                  name={`${name}.${index}.attendees_engaged`}
                  label={t('properties.form.attendees')}
                  kind="count"
                />
                <NumberField
                  name={`${name}.${index}.predominance`}
                  label={t('properties.form.predominance')}
                  kind="rating"
                />
                <NumberField
                  name={`${name}.${index}.exposure`}
                  label={t('properties.form.exposure')}
                  kind="percent"
                />
              </SimpleGrid>
              <ItemDescriptionField base={base} />
            </>
          )}
        </ItemCards>
      </FormSection>
    </Stack>
  );
}
