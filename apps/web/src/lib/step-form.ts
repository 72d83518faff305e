import { type FieldErrorKeys, message, type Status } from '@cakemix/core';
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { StepSaveAction } from '../components/step-form-actions.tsx';
import { ApiError } from './api-error.ts';
import { useLanguage } from './i18n/i18n.ts';
import { notifySuccess } from './notify.ts';
import { type RouteName, routePath } from './paths.ts';
import { useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * What the multi-step forms (brand profile, property) share: the step an edit screen opens at after a
 * create, the status a save asks for, and the whole save — checked first with the core rules the server
 * applies, refused saves naming the steps to fix, errors following the values once a save was refused.
 */

/** What the edit screen opened right after a create gets in the navigation state: the step to show. */
export interface StepFormLocationState {
  step: number;
}

/** The step carried in the navigation state, when it is a valid step of a form with `stepCount` steps. */
export function initialStep(state: unknown, stepCount: number): number {
  const step = (state as Partial<StepFormLocationState> | null)?.step;
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < stepCount ? step : 0;
}

/**
 * The status a save asks for: "finish" asks for complete; any other save of a complete record keeps it
 * complete while it still meets the rules (`completeErrors` is empty), and makes it a draft otherwise.
 */
export function statusForSave(
  action: StepSaveAction,
  savedStatus: Status | null,
  completeErrors: () => FieldErrorKeys,
): Status {
  if (action === 'finish') return 'complete';
  if (savedStatus === 'complete' && Object.keys(completeErrors()).length === 0) return 'complete';
  return 'draft';
}

/** The value at a dotted path of form values ("demographics.age"), for matching a server error to its field. */
export function valueAtPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A field error of a refused save, shown while the field still holds the value the server saw. */
interface ServerFieldError {
  path: string;
  message: string;
  snapshot: string;
}

/** Why the last save failed: a 422 (its fields are marked) or anything else (only the message). */
interface SaveFailure {
  message: string;
  validation: boolean;
}

export interface StepFormSaveOptions<
  TValues extends FieldValues,
  TRecord extends { id: number; status: Status },
  TStep extends string,
> {
  form: UseFormReturn<TValues>;
  /** The saved record being edited, or null on the create screen. */
  record: TRecord | null;
  readOnly: boolean;
  stepCount: number;
  /** The core rules on the form's values, for the status asked. */
  formErrors: (values: TValues, status: Status) => FieldErrorKeys;
  /** The steps holding at least one of the errors, in form order. */
  stepsWithErrors: (errors: FieldErrorKeys) => TStep[];
  stepLabel: (step: TStep) => string;
  /** Creates (id null) or updates the record on the server. */
  persist: (id: number | null, values: TValues, status: Status) => Promise<TRecord>;
  toFormValues: (record: TRecord) => TValues;
  nameOf: (record: TRecord) => string;
  /** Where the translations `saved`, `completed` and `savedAsDraft` live. */
  messages: 'profiles' | 'properties';
  routes: { index: RouteName; edit: RouteName };
  /**
   * Whether a field also shows the server's errors of its parts ("demographics.gender" those of
   * "demographics.gender.female"): right for the profile's percent groups, wrong for the property's item
   * lists, whose items show their own errors.
   */
  nestedServerErrors?: boolean;
}

export function useStepFormSave<
  TValues extends FieldValues,
  TRecord extends { id: number; status: Status },
  TStep extends string,
>(options: StepFormSaveOptions<TValues, TRecord, TStep>) {
  const { form, record, readOnly, stepCount, formErrors, messages, routes } = options;
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState(() => initialStep(location.state, stepCount));
  const [saving, setSaving] = useState<StepSaveAction | null>(null);
  const [refusedStatus, setRefusedStatus] = useState<Status | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [refusals, setRefusals] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // Once a save was refused, re-render on every change so that its errors follow the values (before that,
  // each field re-renders alone, which keeps typing fast on a long form).
  useWatch({ control: form.control, disabled: refusedStatus === null && serverErrors.length === 0 });
  const values = form.getValues();
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);

  const ruleErrors: FieldErrorKeys = refusedStatus ? formErrors(values, refusedStatus) : {};
  const liveServerErrors = serverErrors.filter(
    (error) => JSON.stringify(valueAtPath(values, error.path)) === error.snapshot,
  );
  const errorPaths = [...Object.keys(ruleErrors), ...liveServerErrors.map((error) => error.path)];
  const invalidSteps = options.stepsWithErrors(Object.fromEntries(errorPaths.map((path) => [path, []])));

  /** The error to show at a field: the rules' first, else the server's. */
  function errorAt(path: string): string | undefined {
    const rule = ruleErrors[path]?.[0];
    if (rule) return t(`messages.${rule}`);
    return liveServerErrors.find(
      (error) =>
        error.path === path || (options.nestedServerErrors === true && error.path.startsWith(`${path}.`)),
    )?.message;
  }

  const sectionNames = invalidSteps.map(options.stepLabel).join(', ');
  const alert =
    failure && (!failure.validation || liveServerErrors.length > 0)
      ? failure.message
      : refusedStatus && invalidSteps.length > 0
        ? t('messages.sectionsIncomplete', { sectionNames })
        : null;

  // Each refused save brings its message into view (it sits above the step, which may be scrolled down).
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
    const status = statusForSave(action, record?.status ?? null, () => formErrors(current, 'complete'));
    setFailure(null);
    setServerErrors([]);
    if (Object.keys(formErrors(current, status)).length > 0) {
      setRefusedStatus(status);
      setRefusals((count) => count + 1);
      return;
    }

    setSaving(action);
    let saved: TRecord;
    try {
      saved = await options.persist(record?.id ?? null, current, status);
    } catch (error) {
      setSaving(null);
      if (error instanceof ApiError && error.type === 'validation' && error.validationErrors) {
        setServerErrors(
          Object.entries(error.validationErrors.errors).flatMap(([path, texts]) =>
            texts[0]
              ? [{ path, message: texts[0], snapshot: JSON.stringify(valueAtPath(current, path)) }]
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
    form.reset(options.toFormValues(saved));
    const name = options.nameOf(saved);
    const wentBackToDraft = record?.status === 'complete' && saved.status === 'draft';

    if (action === 'continue') {
      if (wentBackToDraft) notifySuccess(t(`${messages}.savedAsDraft`, { name }));
      if (record) {
        goToStep(step + 1);
      } else {
        // The record now exists: the address becomes its edit address, without a new history entry.
        guard.release();
        const state: StepFormLocationState = { step: step + 1 };
        void navigate(routePath(routes.edit, { id: saved.id }), { replace: true, state });
      }
      return;
    }

    guard.release();
    notifySuccess(
      action === 'finish'
        ? t(`${messages}.completed`, { name })
        : wentBackToDraft
          ? t(`${messages}.savedAsDraft`, { name })
          : t(`${messages}.saved`, { name }),
    );
    void navigate(routePath(routes.index));
  }

  return { step, goToStep, saving, save, invalidSteps, errorAt, alert, alertRef, topRef };
}
