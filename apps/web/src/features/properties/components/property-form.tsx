import {
  PROPERTY_STEP_MESSAGES,
  PROPERTY_STEPS,
  type Property,
  type PropertyStep,
  propertyStepsWithErrors,
} from '@cakemix/core';
import { Box, Fieldset, Grid, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotices } from '@/components/form-notices.tsx';
import { LiveFormStepper } from '@/components/live-form-stepper.tsx';
import { primarySaveAction, StepFormActions } from '@/components/step-form-actions.tsx';
import { keepEnterFromSubmitting } from '@/lib/enter-key.ts';
import { useStepFormSave } from '@/lib/step-form.ts';
import { useSaveProperty } from '../api/properties-queries.ts';
import { ActivationStep } from './activation-step.tsx';
import { CustomMetricsStep } from './custom-metrics-step.tsx';
import { EstimatePanel } from './estimate-panel.tsx';
import { PropertyFormContext } from './fields.tsx';
import { GeneralStep } from './general-step.tsx';
import { HospitalityStep } from './hospitality-step.tsx';
import { ManagementStep } from './management-step.tsx';
import { OwnedMediaStep } from './owned-media-step.tsx';
import { PaidMediaStep } from './paid-media-step.tsx';
import { PlausibilityProvider } from './plausibility-context.tsx';
import {
  emptyPropertyValues,
  formValuesToProperty,
  type PropertyFormValues,
  propertyCompleteCheck,
  propertyFormErrors,
  propertyToFormValues,
} from './property-form-model.ts';
import { RelevanceStep } from './relevance-step.tsx';
import { TargetStep } from './target-step.tsx';

const STEP_COUNT = PROPERTY_STEPS.length;

const STEP_COMPONENTS: Record<PropertyStep, () => React.JSX.Element> = {
  general: GeneralStep,
  target: TargetStep,
  relevance: RelevanceStep,
  management: ManagementStep,
  owned_media: OwnedMediaStep,
  paid_media: PaidMediaStep,
  hospitality: HospitalityStep,
  activation: ActivationStep,
  custom_metrics: CustomMetricsStep,
};

/**
 * The 9-step property form (spec sections 3–5), built like the brand profile form: one react-hook-form
 * form across the steps, saved through the shared multi-step form save (`useStepFormSave`): checked first
 * with the core rules the server applies, refused saves naming the steps to fix, errors following the
 * values once a save was refused. Beside it, the live estimate; beside unusual figures, their warnings.
 */
export function PropertyForm({ property, readOnly }: { property: Property | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const saveProperty = useSaveProperty();
  const form = useForm<PropertyFormValues>({
    defaultValues: property ? propertyToFormValues(property) : emptyPropertyValues(),
  });
  const { step, goToStep, saving, save, invalidSteps, errorAt, alert, alertRef, topRef } = useStepFormSave({
    form,
    record: property,
    readOnly,
    stepKeys: PROPERTY_STEPS,
    formErrors: propertyFormErrors,
    stepsWithErrors: propertyStepsWithErrors,
    stepLabel: (key) => t(`messages.${PROPERTY_STEP_MESSAGES[key]}`),
    persist: (id, values, status) =>
      saveProperty.mutateAsync({ id, data: formValuesToProperty(values, status) }),
    toFormValues: propertyToFormValues,
    nameOf: (saved) => saved.general.name,
    messages: 'properties',
    routes: { index: 'properties.index', edit: 'properties.edit' },
  });

  const steps = PROPERTY_STEPS.map((key) => ({ key, label: t(`messages.${PROPERTY_STEP_MESSAGES[key]}`) }));
  const StepContent = STEP_COMPONENTS[PROPERTY_STEPS[step] ?? 'general'];

  return (
    <FormProvider {...form}>
      <PropertyFormContext.Provider value={{ errorAt, saved: property, readOnly }}>
        <form
          noValidate
          onKeyDown={keepEnterFromSubmitting}
          onSubmit={(event) => {
            event.preventDefault();
            void save(primarySaveAction(step, STEP_COUNT));
          }}
        >
          <Stack gap="lg" ref={topRef}>
            <LiveFormStepper
              steps={steps}
              active={step}
              onStepClick={goToStep}
              invalidSteps={invalidSteps}
              control={form.control}
              completeCheck={propertyCompleteCheck}
              stepsWithErrors={propertyStepsWithErrors}
            />
            <FormNotices
              readOnlyNote={readOnly ? t('properties.readOnly') : null}
              alert={alert}
              alertRef={alertRef}
            />
            <Grid gap="lg">
              <PlausibilityProvider readOnly={readOnly}>
                <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 2, lg: 1 }}>
                  <Stack gap="lg">
                    <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
                      <StepContent key={step} />
                    </Fieldset>
                    <StepFormActions
                      step={step}
                      stepCount={STEP_COUNT}
                      saving={saving}
                      readOnly={readOnly}
                      onPrevious={() => goToStep(step - 1)}
                      onNext={() => goToStep(step + 1)}
                      onSave={(action) => void save(action)}
                    />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 1, lg: 2 }}>
                  <Box style={{ position: 'sticky', top: 16 }}>
                    <EstimatePanel />
                  </Box>
                </Grid.Col>
              </PlausibilityProvider>
            </Grid>
          </Stack>
        </form>
      </PropertyFormContext.Provider>
    </FormProvider>
  );
}
