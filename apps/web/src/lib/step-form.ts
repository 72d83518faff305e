import { type FieldErrorKeys, type MessageKey, message, type Status } from '@cakemix/core';
import type { TFunction } from 'i18next';
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

/**
 * What the edit screen opened right after a create gets in the navigation state: the step to show, and
 * whether finishing was refused (the draft was saved; the screen goes on saying what finishing needs).
 */
export interface StepFormLocationState {
  step: number;
  finishRefused?: boolean;
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

/** Error keys that say a field is empty; any other names a rule the value breaks (a total, a date order). */
const MISSING_KEYS: ReadonlySet<MessageKey> = new Set(['fieldRequired', 'optionRequired', 'cityInvalid']);

/**
 * What a refused save says: the spec's "Please fill all required fields in the following section(s): …" for
 * the empty fields, and for each rule broken, the rule itself with its sections ("Brand: Total of
 * percentages must equal 100%."), never "required fields" for a value that is there but wrong.
 */
export function refusalMessage<TStep extends string>(
  errors: FieldErrorKeys,
  stepsWithErrors: (errors: FieldErrorKeys) => TStep[],
  stepLabel: (step: TStep) => string,
  t: TFunction,
): string {
  const missing: FieldErrorKeys = {};
  const byRule = new Map<MessageKey, FieldErrorKeys>();
  for (const [path, keys] of Object.entries(errors)) {
    const key = keys[0];
    if (key === undefined) continue;
    if (MISSING_KEYS.has(key)) missing[path] = keys;
    else byRule.set(key, { ...byRule.get(key), [path]: keys });
  }
  const names = (some: FieldErrorKeys) => stepsWithErrors(some).map(stepLabel).join(', ');
  const parts: string[] = [];
  if (Object.keys(missing).length > 0)
    parts.push(t('messages.sectionsIncomplete', { sectionNames: names(missing) }));
  for (const [key, some] of byRule)
    parts.push(t('stepForm.ruleIn', { sections: names(some), rule: t(`messages.${key}`) }));
  return parts.join(' ');
}

/** How many error paths each step holds (a step without any is left out). */
export function errorCountByStep<TStep extends string>(
  errors: FieldErrorKeys,
  stepsWithErrors: (errors: FieldErrorKeys) => TStep[],
): Partial<Record<TStep, number>> {
  const counts: Partial<Record<TStep, number>> = {};
  for (const path of Object.keys(errors)) {
    const step = stepsWithErrors({ [path]: [] })[0];
    if (step !== undefined) counts[step] = (counts[step] ?? 0) + 1;
  }
  return counts;
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
  /** The core rules on the form's values, for the status asked. */
  formErrors: (values: TValues, status: Status) => FieldErrorKeys;
  /** The steps holding at least one of the errors, in form order. */
  stepsWithErrors: (errors: FieldErrorKeys) => TStep[];
  /** Every step's key, in form order. */
  stepKeys: readonly TStep[];
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
  const { form, record, readOnly, formErrors, messages, routes } = options;
  const stepCount = options.stepKeys.length;
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState(() => initialStep(location.state, stepCount));
  const [saving, setSaving] = useState<StepSaveAction | null>(null);
  const [refusedStatus, setRefusedStatus] = useState<Status | null>(() =>
    (location.state as Partial<StepFormLocationState> | null)?.finishRefused ? 'complete' : null,
  );
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

  const alert =
    failure && (!failure.validation || liveServerErrors.length > 0)
      ? failure.message
      : refusedStatus && invalidSteps.length > 0
        ? refusalMessage(ruleErrors, options.stepsWithErrors, options.stepLabel, t)
        : null;

  // Each refused save brings its message into view (it sits above the step, which may be scrolled down).
  useEffect(() => {
    if (refusals > 0) alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusals]);

  function goToStep(next: number) {
    setStep(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  /** Shows what keeps a save with `status` from going through, and takes the person to its first step. */
  function refuse(status: Status, errors: FieldErrorKeys) {
    setRefusedStatus(status);
    setRefusals((count) => count + 1);
    const first = options.stepsWithErrors(errors)[0];
    const index = first === undefined ? -1 : options.stepKeys.indexOf(first);
    if (index >= 0 && index !== step) goToStep(index);
  }

  /**
   * Every save stores the draft first, whatever finishing needs (spec: nothing typed is lost): "save and
   * finish" on an incomplete record saves it as a draft, then names what is missing and goes to its first
   * step. Only what cannot be stored even as a draft (no name, an item without a name, a handle that cannot
   * exist, an end before the beginning) stops a save before any call, the same way.
   */
  async function save(action: StepSaveAction) {
    if (readOnly || saving) return;
    const current = form.getValues();
    const wanted = statusForSave(action, record?.status ?? null, () => formErrors(current, 'complete'));
    setFailure(null);
    setServerErrors([]);
    const draftErrors = formErrors(current, 'draft');
    if (Object.keys(draftErrors).length > 0) {
      refuse(wanted, draftErrors);
      return;
    }
    const finishErrors = wanted === 'complete' ? formErrors(current, 'complete') : {};
    const finishRefused = Object.keys(finishErrors).length > 0;
    const status: Status = finishRefused ? 'draft' : wanted;

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

    if (finishRefused) {
      notifySuccess(t(`${messages}.savedAsDraft`, { name }));
      const first = options.stepsWithErrors(finishErrors)[0];
      const index = first === undefined ? step : Math.max(0, options.stepKeys.indexOf(first));
      if (record) {
        refuse('complete', finishErrors);
      } else {
        guard.release();
        const state: StepFormLocationState = { step: index, finishRefused: true };
        void navigate(routePath(routes.edit, { id: saved.id }), { replace: true, state });
      }
      return;
    }

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
