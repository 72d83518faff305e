import { isMessageKey, type Language, message } from '@cakemix/core';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';
import { useLanguage } from './i18n/i18n.ts';

/** Errors set from a server answer carry text that the server already translated. */
const SERVER_ERROR = 'server';

/**
 * The text of a form field's error: the core schemas' messages are MESSAGES keys, translated here (so they
 * follow a language switch); a server message is shown as sent; zod's own English wording is replaced by
 * the generic invalid-input message.
 */
export function fieldErrorText(error: Pick<FieldError, 'type' | 'message'> | undefined, lang: Language) {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  if (isMessageKey(error.message)) return message(error.message, lang);
  return message('invalidInput', lang);
}

export function useFieldErrorText() {
  const lang = useLanguage();
  return (error: Pick<FieldError, 'type' | 'message'> | undefined) => fieldErrorText(error, lang);
}

/**
 * Puts the field errors of a 422 on the form's fields (spec section 5: "its body goes to the screen").
 * Returns the messages of fields the form does not show, for a form-level alert.
 */
export function applyServerValidation<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError) || !error.validationErrors) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.validationErrors.errors)) {
    const [first] = messages;
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: SERVER_ERROR, message: first }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(...messages);
    }
  }
  return unplaced;
}

/**
 * What a failed submission shows: a 422's field errors go on the fields, and the form-level alert gets the
 * rest (errors of fields the form lacks, or the message of any other failure).
 */
export function submissionErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  lang: Language,
): string[] {
  if (!(error instanceof ApiError)) return [message('generic', lang)];
  if (error.type !== 'validation') return [error.message];
  const unplaced = applyServerValidation(error, setError, fields);
  if (unplaced.length > 0) return unplaced;
  const placed = Object.keys(error.validationErrors?.errors ?? {}).some((field) =>
    (fields as readonly string[]).includes(field),
  );
  return placed ? [] : [error.message];
}

/** submissionErrors in the current interface language. */
export function useSubmissionErrors() {
  const lang = useLanguage();
  return <T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) =>
    submissionErrors(error, setError, fields, lang);
}
