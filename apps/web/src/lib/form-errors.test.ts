import { describe, expect, it, vi } from 'vitest';
import { toApiError } from './api-error.ts';
import { applyServerValidation, fieldErrorText, submissionErrors } from './form-errors.ts';

describe('fieldErrorText', () => {
  it('translates the message keys of the core schemas', () => {
    expect(fieldErrorText({ type: 'too_small', message: 'fieldRequired' }, 'fr')).toBe(
      'Ce champ est obligatoire.',
    );
    expect(fieldErrorText({ type: 'too_small', message: 'passwordTooShort' }, 'en')).toBe(
      'The password must be at least 8 characters.',
    );
  });

  it("shows a server's message as sent and replaces zod's own wording", () => {
    expect(fieldErrorText({ type: 'server', message: 'Adresse courriel introuvable.' }, 'en')).toBe(
      'Adresse courriel introuvable.',
    );
    expect(
      fieldErrorText({ type: 'too_big', message: 'Too big: expected string to have <=200 characters' }, 'fr'),
    ).toBe('Les données fournies sont invalides.');
    expect(fieldErrorText(undefined, 'en')).toBeUndefined();
  });
});

describe('applyServerValidation', () => {
  it('puts the 422 field errors on the form and returns the others', () => {
    const setError = vi.fn();
    const error = toApiError(
      422,
      {
        code: 'validation',
        errors: { current_password: ['Current Password is incorrect'], token: ['Expired.'] },
      },
      'en',
    );
    const unplaced = applyServerValidation(error, setError, ['current_password', 'password']);
    expect(setError).toHaveBeenCalledWith(
      'current_password',
      { type: 'server', message: 'Current Password is incorrect' },
      { shouldFocus: true },
    );
    expect(unplaced).toEqual(['Expired.']);
  });

  it('does nothing for an error that is not a validation error', () => {
    const setError = vi.fn();
    expect(applyServerValidation(toApiError(429, {}, 'en'), setError, ['email'])).toEqual([]);
    expect(applyServerValidation(new Error('boom'), setError, ['email'])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('submissionErrors', () => {
  it('leaves nothing for the alert when every 422 error found its field', () => {
    const setError = vi.fn();
    const error = toApiError(
      422,
      { user_message: 'Invalid', errors: { code: ['Verification code is invalid'] } },
      'en',
    );
    expect(submissionErrors(error, setError, ['code'], 'en')).toEqual([]);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it("shows a 422's own message when it names no field, and any other failure's message", () => {
    expect(
      submissionErrors(toApiError(422, { user_message: 'Invalid' }, 'en'), vi.fn(), ['code'], 'en'),
    ).toEqual(['Invalid']);
    expect(submissionErrors(toApiError(401, { user_message: 'Nope' }, 'en'), vi.fn(), [], 'en')).toEqual([
      'Nope',
    ]);
    expect(submissionErrors(new TypeError('x is undefined'), vi.fn(), [], 'fr')).toEqual([
      'Une erreur est survenue, veuillez réessayer.',
    ]);
  });
});
