/**
 * Pieces shared by the multi-step forms (brand profile, property): the step an edit screen opens at after a
 * create, and what a refused save leaves behind.
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

/** A field error of a refused save, shown while the field still holds the value the server saw. */
export interface ServerFieldError {
  path: string;
  message: string;
  snapshot: string;
}

/** Why the last save failed: a 422 (its fields are marked) or anything else (only the message). */
export interface SaveFailure {
  message: string;
  validation: boolean;
}
