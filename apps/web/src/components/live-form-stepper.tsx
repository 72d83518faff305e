import type { FieldErrorKeys } from '@cakemix/core';
import { useDeferredValue, useMemo, useRef } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { errorCountByStep } from '@/lib/step-form.ts';
import { FormStepper, type FormStepperProps } from './form-stepper.tsx';

/** What finishing would refuse in the form's values, and whether the completeness rules could run. */
export interface CompleteCheck {
  errors: FieldErrorKeys;
  /**
   * False when the values do not even make a draft (a property without a name…): the rules could not run,
   * and `errors` holds only what keeps the draft back.
   */
  rulesChecked: boolean;
}

export interface LiveFormStepperProps<TValues extends FieldValues, TStep extends string>
  extends Omit<FormStepperProps, 'missing'> {
  control: Control<TValues>;
  completeCheck: (values: TValues) => CompleteCheck;
  stepsWithErrors: (errors: FieldErrorKeys) => TStep[];
}

/**
 * The stepper of a multi-step form with each step's mark following its validation as the person types: a
 * tick only when the step is complete, the count of fields to fill or fix otherwise, from the first render
 * of a saved record on (a step saved incomplete never shows a tick). It watches the values itself, so that
 * a keystroke re-renders the stepper, not the whole form, and counts with a deferred copy of them. While
 * the rules cannot run, each step shows what keeps the draft back plus what the rules last found in it.
 */
export function LiveFormStepper<TValues extends FieldValues, TStep extends string>({
  control,
  completeCheck,
  stepsWithErrors,
  ...props
}: LiveFormStepperProps<TValues, TStep>) {
  const watched = useWatch({ control }) as TValues;
  const values = useDeferredValue(watched);
  const lastRules = useRef<Partial<Record<TStep, number>>>({});
  const missing = useMemo(() => {
    const check = completeCheck(values);
    const counts = errorCountByStep(check.errors, stepsWithErrors);
    if (check.rulesChecked) lastRules.current = counts;
    const known: Partial<Record<TStep, number>> = check.rulesChecked ? {} : lastRules.current;
    return Object.fromEntries(
      props.steps.map(({ key }) => [key, (counts[key as TStep] ?? 0) + (known[key as TStep] ?? 0)]),
    );
  }, [values, completeCheck, stepsWithErrors, props.steps]);
  return <FormStepper {...props} missing={missing} />;
}
