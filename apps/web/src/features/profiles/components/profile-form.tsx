import { BRAND_PROFILE_STEPS, type BrandProfile, stepsWithErrors } from '@cakemix/core';
import { Fieldset, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotices } from '@/components/form-notices.tsx';
import { LiveFormStepper } from '@/components/live-form-stepper.tsx';
import { primarySaveAction, StepFormActions } from '@/components/step-form-actions.tsx';
import { keepEnterFromSubmitting } from '@/lib/enter-key.ts';
import { useStepFormSave } from '@/lib/step-form.ts';
import { useSaveProfile } from '../api/profiles-queries.ts';
import { AudienceStep } from './audience-step.tsx';
import { BrandStep } from './brand-step.tsx';
import {
  emptyProfileValues,
  formValuesToProfile,
  type ProfileFormValues,
  profileCompleteCheck,
  profileFormErrors,
  profileToFormValues,
  STEP_NAME_KEYS,
} from './profile-form-model.ts';

const STEP_KEYS = BRAND_PROFILE_STEPS.map((step) => step.key);
const STEP_COUNT = STEP_KEYS.length;

/**
 * The 2-step brand profile form (spec sections 2–5). Values live in one react-hook-form form across both
 * steps, so "previous step" and the step buttons never lose what was typed. Saving, refusals and the
 * errors that follow the values are the shared multi-step form's (`useStepFormSave`).
 */
export function ProfileForm({ profile, readOnly }: { profile: BrandProfile | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const saveProfile = useSaveProfile();
  const form = useForm<ProfileFormValues>({
    defaultValues: profile ? profileToFormValues(profile) : emptyProfileValues(),
  });
  const { step, goToStep, saving, save, invalidSteps, errorAt, alert, alertRef, topRef } = useStepFormSave({
    form,
    record: profile,
    readOnly,
    stepKeys: STEP_KEYS,
    formErrors: profileFormErrors,
    stepsWithErrors,
    stepLabel: (key) => t(`messages.${STEP_NAME_KEYS[key]}`),
    persist: (id, values, status) =>
      saveProfile.mutateAsync({ id, data: formValuesToProfile(values, status) }),
    toFormValues: profileToFormValues,
    nameOf: (saved) => saved.name,
    messages: 'profiles',
    routes: { index: 'profiles.index', edit: 'profiles.edit' },
    nestedServerErrors: true,
  });

  const steps = BRAND_PROFILE_STEPS.map(({ key }) => ({ key, label: t(`messages.${STEP_NAME_KEYS[key]}`) }));

  return (
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
          completeCheck={profileCompleteCheck}
          stepsWithErrors={stepsWithErrors}
        />
        <FormNotices
          readOnlyNote={readOnly ? t('profiles.readOnly') : null}
          alert={alert}
          alertRef={alertRef}
        />
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          {step === 0 ? (
            <BrandStep control={form.control} errorAt={errorAt} />
          ) : (
            <AudienceStep control={form.control} errorAt={errorAt} />
          )}
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
    </form>
  );
}
