import {
  BRAND_PROFILE_STEPS,
  type BrandProfile,
  type BrandProfileStep,
  type FieldErrorKeys,
  message,
  type Status,
  stepsWithErrors,
} from '@cakemix/core';
import { Alert, Fieldset, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useSaveProfile } from '../api/profiles-queries.ts';
import { AudienceStep } from './audience-step.tsx';
import { BrandStep } from './brand-step.tsx';
import {
  emptyProfileValues,
  formValuesToProfile,
  type ProfileFormValues,
  profileFormErrors,
  profileToFormValues,
  STEP_NAME_KEYS,
  statusForSave,
  valueAtPath,
} from './profile-form-model.ts';

const STEP_COUNT = BRAND_PROFILE_STEPS.length;

/**
 * The 2-step brand profile form (spec sections 2–5). Values live in one react-hook-form form across both
 * steps, so "previous step" and the step buttons never lose what was typed. Each save is checked first
 * with the core rules the server applies (`profileFormErrors`), and refused saves name the steps to fix;
 * once a save was refused, its errors follow the values as they change.
 */
export function ProfileForm({ profile, readOnly }: { profile: BrandProfile | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const saveProfile = useSaveProfile();
  const [step, setStep] = useState(() => initialStep(location.state, STEP_COUNT));
  const [saving, setSaving] = useState<StepSaveAction | null>(null);
  const [refusedStatus, setRefusedStatus] = useState<Status | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [refusals, setRefusals] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useForm<ProfileFormValues>({
    defaultValues: profile ? profileToFormValues(profile) : emptyProfileValues(),
  });
  const values = form.watch();
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);

  const ruleErrors: FieldErrorKeys = refusedStatus ? profileFormErrors(values, refusedStatus) : {};
  const liveServerErrors = serverErrors.filter(
    (error) => JSON.stringify(valueAtPath(values, error.path)) === error.snapshot,
  );
  const errorPaths = [...Object.keys(ruleErrors), ...liveServerErrors.map((error) => error.path)];
  const invalidSteps = stepsWithErrors(Object.fromEntries(errorPaths.map((path) => [path, []])));

  function errorAt(path: string): string | undefined {
    const rule = ruleErrors[path]?.[0];
    if (rule) return t(`messages.${rule}`);
    return liveServerErrors.find((error) => error.path === path || error.path.startsWith(`${path}.`))
      ?.message;
  }

  function sectionsMessage(steps: BrandProfileStep[]) {
    const sectionNames = steps.map((key) => t(`messages.${STEP_NAME_KEYS[key]}`)).join(', ');
    return t('messages.sectionsIncomplete', { sectionNames });
  }

  const alert =
    failure && (!failure.validation || liveServerErrors.length > 0)
      ? failure.message
      : refusedStatus && invalidSteps.length > 0
        ? sectionsMessage(invalidSteps)
        : null;

  // Each refused save brings its message into view (it sits above the step, which may be scrolled down).
  useEffect(() => {
    if (refusals > 0) alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusals]);

  function goToStep(next: number) {
    setStep(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  function refuse() {
    setRefusals((count) => count + 1);
  }

  async function save(action: StepSaveAction) {
    if (readOnly || saving) return;
    const current = form.getValues();
    const status = statusForSave(action, profile?.status ?? null, current);
    setFailure(null);
    setServerErrors([]);
    if (Object.keys(profileFormErrors(current, status)).length > 0) {
      setRefusedStatus(status);
      refuse();
      return;
    }

    setSaving(action);
    let saved: BrandProfile;
    try {
      saved = await saveProfile.mutateAsync({
        id: profile?.id ?? null,
        data: formValuesToProfile(current, status),
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
      refuse();
      return;
    }

    setSaving(null);
    setRefusedStatus(null);
    form.reset(profileToFormValues(saved));
    const name = saved.name;
    const wentBackToDraft = profile?.status === 'complete' && saved.status === 'draft';

    if (action === 'continue') {
      if (wentBackToDraft) notifySuccess(t('profiles.savedAsDraft', { name }));
      if (profile) {
        goToStep(step + 1);
      } else {
        // The profile now exists: the address becomes its edit address, without a new history entry.
        guard.release();
        const state: StepFormLocationState = { step: step + 1 };
        void navigate(routePath('profiles.edit', { id: saved.id }), { replace: true, state });
      }
      return;
    }

    guard.release();
    notifySuccess(
      action === 'finish'
        ? t('profiles.completed', { name })
        : wentBackToDraft
          ? t('profiles.savedAsDraft', { name })
          : t('profiles.saved', { name }),
    );
    void navigate(routePath('profiles.index'));
  }

  const steps = BRAND_PROFILE_STEPS.map(({ key }) => ({ key, label: t(`messages.${STEP_NAME_KEYS[key]}`) }));

  return (
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
            {t('profiles.readOnly')}
          </Alert>
        ) : null}
        {alert ? (
          <Alert ref={alertRef} color="red" variant="light" icon={<AlertIcon />} role="alert">
            {alert}
          </Alert>
        ) : null}
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
