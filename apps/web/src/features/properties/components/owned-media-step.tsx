import {
  BENEFIT_CATEGORY_KEYS,
  type BenefitCategoryKey,
  BROADCAST_CHANNELS,
  MEDIA_CHANNELS,
  TEXT_LIMITS,
} from '@cakemix/core';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { fetchBenefitValue } from '../api/properties-api.ts';
import { useBenefitCategories, useBenefits } from '../api/properties-queries.ts';
import { CpmPanel } from './cpm-panel.tsx';
import {
  MediaLinesTable,
  NumberField,
  SelectField,
  useOptions,
  usePropertyForm,
  YesNoField,
} from './fields.tsx';
import { ItemCards, ItemDescriptionField, ItemNameField } from './item-list.tsx';
import { usePlausibility } from './plausibility-context.tsx';
import { FindingActions, FindingNote, TableFindings } from './plausibility-notes.tsx';

/** Step 5, "Owned media": promotional plan, contractual benefits, hospitality, broadcast, CPM view. */
export function OwnedMediaStep() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <FormSection
        title={t('properties.form.promotionalPlanTitle')}
        description={t('properties.form.mediaDescription')}
      >
        <MediaLinesTable
          base="owned_media.promotional_plan"
          channels={useOptions('mediaChannels', MEDIA_CHANNELS)}
        />
        <TableFindings under="owned_media.promotional_plan" />
      </FormSection>
      <ContractualBenefits />
      <FormSection title={t('properties.form.hospitalityTitle')}>
        <YesNoField
          name="owned_media.hospitality_included"
          label={t('properties.form.hospitalityIncluded')}
        />
      </FormSection>
      <FormSection
        title={t('properties.form.broadcastTitle')}
        description={t('properties.form.mediaDescription')}
      >
        <MediaLinesTable
          base="owned_media.broadcast"
          channels={useOptions('broadcastChannels', BROADCAST_CHANNELS)}
        />
        <TableFindings under="owned_media.broadcast" />
      </FormSection>
      <FormSection title={t('properties.cpm.title')} description={t('properties.cpm.description')}>
        <CpmPanel />
      </FormSection>
    </Stack>
  );
}

function ContractualBenefits() {
  const { t } = useTranslation();
  const name = 'owned_media.contractual_benefits';
  const categories = useBenefitCategoryOptions();
  return (
    <FormSection
      title={t('properties.form.benefitsTitle')}
      description={t('properties.form.benefitsDescription')}
    >
      <ItemCards
        name={name}
        addLabel={t('properties.form.addBenefit')}
        newItem={() => ({
          id: crypto.randomUUID(),
          benefit_id: null,
          type: 'signage' as const,
          name: '',
          description: '',
          times_offered: null,
          unit_value: null,
          predominance: null,
          exposure: null,
          delivery: null,
        })}
      >
        {({ index, base, values }) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                name={`${name}.${index}.type`}
                label={t('properties.form.benefitType')}
                options={categories}
                required
              />
              <CatalogueBenefit index={index} category={values?.type ?? null} />
              <ItemNameField base={base} />
              <NumberField
                name={`${name}.${index}.times_offered`}
                label={t('properties.form.timesOffered')}
                kind="count"
              />
              <UnitValue index={index} />
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
              <NumberField
                name={`${name}.${index}.delivery`}
                label={t('properties.form.delivery')}
                kind="percent"
              />
            </SimpleGrid>
            <ItemDescriptionField base={base} />
          </>
        )}
      </ItemCards>
    </FormSection>
  );
}

/** The catalogue's category names (from the server), falling back on the section's labels. */
function useBenefitCategoryOptions() {
  const lang = useLanguage();
  const fallback = useOptions('benefitCategories', BENEFIT_CATEGORY_KEYS);
  const categories = useBenefitCategories();
  if (!categories.data) return fallback;
  return [...categories.data]
    .sort((a, b) => a.position - b.position)
    .map((category) => ({ value: category.key, label: category.name[lang] }));
}

/** Explanations of suggested values, by benefit item id, kept while the form is open. */
const explanations = new Map<string, { en: string; fr: string; value: number }>();

/**
 * Picks a benefit of the catalogue: its name and catalogue id fill the item; on a saved property the
 * server's suggested unit value (GET …/benefits/{id}/get-value) fills the unit value, with its explanation.
 */
function CatalogueBenefit({ index, category }: { index: number; category: BenefitCategoryKey | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { form, saved } = usePropertyForm();
  const benefits = useBenefits(category);
  const base = `owned_media.contractual_benefits.${index}` as const;
  const benefitId = useWatch({ control: form.control, name: `${base}.benefit_id` });
  const [, setVersion] = useState(0);

  async function choose(value: string | null) {
    const benefit = benefits.data?.find((b) => String(b.id) === value) ?? null;
    form.setValue(`${base}.benefit_id`, benefit?.id ?? null, { shouldDirty: true });
    if (!benefit) return;
    form.setValue(`${base}.name`, benefit.name[lang], { shouldDirty: true });
    if (!form.getValues(`${base}.description`)) {
      form.setValue(`${base}.description`, benefit.description[lang].slice(0, TEXT_LIMITS.itemDescription), {
        shouldDirty: true,
      });
    }
    if (!saved) {
      if (benefit.default_unit_value !== null) {
        form.setValue(`${base}.unit_value`, benefit.default_unit_value, { shouldDirty: true });
      }
      return;
    }
    try {
      const suggestion = await fetchBenefitValue(saved.id, benefit.id);
      form.setValue(`${base}.unit_value`, suggestion.unit_value, { shouldDirty: true });
      explanations.set(form.getValues(`${base}.id`), {
        ...suggestion.explanation,
        value: suggestion.unit_value,
      });
      setVersion((v) => v + 1);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('messages.generic'));
    }
  }

  return (
    <Select
      label={t('properties.form.benefitCatalogue')}
      placeholder={t('properties.form.benefitCataloguePlaceholder')}
      data={(benefits.data ?? []).map((b) => ({ value: String(b.id), label: b.name[lang] }))}
      value={benefitId === null ? null : String(benefitId)}
      onChange={(value) => void choose(value)}
      searchable
      clearable
      disabled={category === null}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A benefit's unit value, with how the catalogue's suggestion was made and, if it is unusual, its warning. */
function UnitValue({ index }: { index: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const { form } = usePropertyForm();
  const base = `owned_media.contractual_benefits.${index}` as const;
  const id = useWatch({ control: form.control, name: `${base}.id` });
  const value = useWatch({ control: form.control, name: `${base}.unit_value` });
  const finding = usePlausibility().byPath.get(`${base}.unit_value`);
  const explanation = explanations.get(id);
  const described = explanation || finding;
  return (
    <Stack gap={4}>
      <NumberField
        name={`${base}.unit_value`}
        label={t('properties.form.unitValue')}
        kind="money"
        description={
          described ? (
            <>
              {explanation ? (
                <Text span size="xs" display="block">
                  {value !== explanation.value
                    ? `${t('properties.form.suggestedValue', { value: format.money(explanation.value) })} — `
                    : ''}
                  {explanation[lang]}
                </Text>
              ) : null}
              {finding ? <FindingNote finding={finding} /> : null}
            </>
          ) : undefined
        }
      />
      {finding ? <FindingActions finding={finding} /> : null}
    </Stack>
  );
}
