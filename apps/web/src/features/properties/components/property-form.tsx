import {
  type FieldErrorKeys,
  message,
  PROPERTY_STEP_MESSAGES,
  PROPERTY_STEPS,
  type Property,
  type PropertyStep,
  propertyStepsWithErrors,
  type Status,
} from '@cakemix/core';
import { Alert, Box, Fieldset, Grid, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormStepper } from '../../../components/form-stepper.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import {
  primarySaveAction,
  StepFormActions,
  type StepSaveAction,
} from '../../../components/step-form-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { routePath } from '../../../lib/paths.ts';
import {
  initialStep,
  type SaveFailure,
  type ServerFieldError,
  type StepFormLocationState,
} from '../../../lib/step-form.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
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
import {
  emptyPropertyValues,
  formValuesToProperty,
  type PropertyFormValues,
  propertyFormErrors,
  propertyToFormValues,
  statusForSave,
  valueAtPath,
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
 * form across the steps, saves checked first with the core rules the server applies, refused saves naming
 * the steps to fix, errors following the values once a save was refused. Beside it, the live estimate.
 */
export function PropertyForm({ property, readOnly }: { property: Property | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const saveProperty = useSaveProperty();
  const [step, setStep] = useState(() => initialStep(location.state, STEP_COUNT));
  const [saving, setSaving] = useState<StepSaveAction | null>(null);
  const [refusedStatus, setRefusedStatus] = useState<Status | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [refusals, setRefusals] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useForm<PropertyFormValues>({
    defaultValues: property ? propertyToFormValues(property) : emptyPropertyValues(),
  });
  // Once a save was refused, re-render on every change so that its errors follow the values (otherwise
  // each field re-renders alone, which keeps typing fast on this long form).
  useWatch({ control: form.control, disabled: refusedStatus === null && serverErrors.length === 0 });
  const values = form.getValues();
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);

  const ruleErrors: FieldErrorKeys = refusedStatus ? propertyFormErrors(values, refusedStatus) : {};
  const liveServerErrors = serverErrors.filter(
    (error) => JSON.stringify(valueAtPath(values, error.path)) === error.snapshot,
  );
  const errorPaths = [...Object.keys(ruleErrors), ...liveServerErrors.map((error) => error.path)];
  const invalidSteps = propertyStepsWithErrors(Object.fromEntries(errorPaths.map((path) => [path, []])));

  function errorAt(path: string): string | undefined {
    const rule = ruleErrors[path]?.[0];
    if (rule) return t(`messages.${rule}`);
    return liveServerErrors.find((error) => error.path === path)?.message;
  }

  function sectionsMessage(steps: PropertyStep[]) {
    const sectionNames = steps.map((key) => t(`messages.${PROPERTY_STEP_MESSAGES[key]}`)).join(', ');
    return t('messages.sectionsIncomplete', { sectionNames });
  }

  const alert =
    failure && (!failure.validation || liveServerErrors.length > 0)
      ? failure.message
      : refusedStatus && invalidSteps.length > 0
        ? sectionsMessage(invalidSteps)
        : null;

  useEffect(() => {
    if (refusals > 0) alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusals]);

  function goToStep(next: number) {
    setStep(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  async function save(action: StepSaveAction) {
    if (readOnly || saving) return;
    const current = form.getValues();
    const status = statusForSave(action, property?.status ?? null, current);
    setFailure(null);
    setServerErrors([]);
    if (Object.keys(propertyFormErrors(current, status)).length > 0) {
      setRefusedStatus(status);
      setRefusals((count) => count + 1);
      return;
    }

    setSaving(action);
    let saved: Property;
    try {
      saved = await saveProperty.mutateAsync({
        id: property?.id ?? null,
        data: formValuesToProperty(current, status),
      });
    } catch (error) {
      setSaving(null);
      if (error instanceof ApiError && error.type === 'validation' && error.validationErrors) {
        setServerErrors(
          Object.entries(error.validationErrors.errors).flatMap(([path, messages]) =>
            messages[0]
              ? [{ path, message: messages[0], snapshot: JSON.stringify(valueAtPath(current, path)) }]
              : [],
          ),
        );
      }
      setFailure({
        message: error instanceof ApiError ? error.message : message('generic', lang),
        validation: error instanceof ApiError && error.type === 'validation',
      });
      setRefusals((count) => count + 1);
      return;
    }

    setSaving(null);
    setRefusedStatus(null);
    form.reset(propertyToFormValues(saved));
    const name = saved.general.name;
    const wentBackToDraft = property?.status === 'complete' && saved.status === 'draft';

    if (action === 'continue') {
      if (wentBackToDraft) notifySuccess(t('properties.savedAsDraft', { name }));
      if (property) {
        goToStep(step + 1);
      } else {
        guard.release();
        const state: StepFormLocationState = { step: step + 1 };
        void navigate(routePath('properties.edit', { id: saved.id }), { replace: true, state });
      }
      return;
    }

    guard.release();
    notifySuccess(
      action === 'finish'
        ? t('properties.completed', { name })
        : wentBackToDraft
          ? t('properties.savedAsDraft', { name })
          : t('properties.saved', { name }),
    );
    void navigate(routePath('properties.index'));
  }

  const steps = PROPERTY_STEPS.map((key) => ({ key, label: t(`messages.${PROPERTY_STEP_MESSAGES[key]}`) }));
  const StepContent = STEP_COMPONENTS[PROPERTY_STEPS[step] ?? 'general'];

  return (
    <FormProvider {...form}>
      <PropertyFormContext.Provider value={{ errorAt, saved: property, readOnly }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(primarySaveAction(step, STEP_COUNT));
          }}
        >
          <Stack gap="lg" ref={topRef}>
            <FormStepper steps={steps} active={step} onStepClick={goToStep} invalidSteps={invalidSteps} />
            {readOnly ? (
              <Alert color="blue" variant="light">
                {t('properties.readOnly')}
              </Alert>
            ) : null}
            {alert ? (
              <Alert ref={alertRef} color="red" variant="light" icon={<AlertIcon />} role="alert">
                {alert}
              </Alert>
            ) : null}
            <Grid gap="lg">
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
            </Grid>
          </Stack>
        </form>
      </PropertyFormContext.Provider>
    </FormProvider>
  );
}
