import {
  ACTIVATION_BUDGET_PARTS,
  AGREEMENT_STATEMENTS,
  ANNUAL_BUDGET_BANDS,
  INFORMATION_SOURCES,
} from '@cakemix/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section.tsx';
import {
  CheckboxSetField,
  NumberField,
  RatingField,
  SelectField,
  useOptions,
  YesNoField,
} from './fields.tsx';

/** Step 4, "Management": the relationship with the property, agreements, sources, finances. */
export function ManagementStep() {
  const { t } = useTranslation();
  const agreements = useOptions('agreements', AGREEMENT_STATEMENTS);
  const budgetParts = useOptions('activationBudget', ACTIVATION_BUDGET_PARTS);
  return (
    <Stack gap="lg">
      <FormSection title={t('properties.form.relationshipTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <YesNoField name="management.account_manager" label={t('properties.form.accountManager')} />
          <YesNoField name="management.sustainability_plan" label={t('properties.form.sustainability')} />
        </SimpleGrid>
        <RatingField name="management.satisfaction" label={t('properties.form.satisfaction')} />
        <RatingField name="management.regard" label={t('properties.form.regard')} />
        <RatingField name="management.market_importance" label={t('properties.form.marketImportance')} />
        <CheckboxSetField
          name="management.information_sources"
          label={t('properties.form.informationSources')}
          options={useOptions('informationSources', INFORMATION_SOURCES)}
          columns={3}
          noneOfThese
        />
      </FormSection>

      <FormSection title={t('properties.form.agreementsTitle')}>
        {agreements.map((statement) => (
          <RatingField
            key={statement.value}
            name={`management.agreements.${statement.value as (typeof AGREEMENT_STATEMENTS)[number]}`}
            label={statement.label}
            agreement
          />
        ))}
      </FormSection>

      <FormSection title={t('properties.form.financesTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            name="management.annual_budget"
            label={t('properties.form.annualBudget')}
            options={useOptions('budgetBands', ANNUAL_BUDGET_BANDS)}
          />
          <NumberField name="management.rights_fee" label={t('properties.form.rightsFee')} kind="money" />
          <NumberField
            name="management.net_partnership_revenue"
            label={t('properties.form.netRevenue')}
            kind="money"
          />
          <NumberField name="management.in_kind_value" label={t('properties.form.inKind')} kind="money" />
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('properties.form.activationBudget')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {budgetParts.map((part) => (
            <NumberField
              key={part.value}
              name={`management.activation_budget.${part.value as (typeof ACTIVATION_BUDGET_PARTS)[number]}`}
              label={part.label}
              kind="money"
            />
          ))}
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
