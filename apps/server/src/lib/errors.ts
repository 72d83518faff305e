import { isMessageKey, type MessageKey } from '@cakemix/core';
import type { z } from 'zod';

/**
 * Error codes and the HTTP status each maps to (spec section 8). The web client turns the status back
 * into its error type, so the mapping here is the contract.
 */
export const ERROR_STATUS = {
  validation: 422,
  bad_request: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → message keys (422 bodies carry them translated as `errors: {field: [..]}`). */
export type FieldErrors = Record<string, MessageKey[]>;

/**
 * A message parameter: plain text, message keys translated and joined in the reader's language, or a wait
 * in seconds written as the reader says it ("45 seconds", "3 minutes").
 */
export type MessageParam = string | { keys: MessageKey[] } | { seconds: number };

/** The one error type the API throws; the error handler renders it in the caller's language. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: FieldErrors,
    readonly params: Record<string, MessageParam> = {},
    /** For a 429: seconds until the caller may try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** For a 422 whose mistakes are more than field errors (a workbook's, by sheet, row and column). */
    readonly details?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static validation(fieldErrors: FieldErrors, messageKey: MessageKey = 'invalidInput'): AppError {
    return new AppError('validation', messageKey, fieldErrors);
  }
  static notFound(): AppError {
    return new AppError('not_found', 'resourceNotFound');
  }
  static forbidden(): AppError {
    return new AppError('forbidden', 'forbidden');
  }
  static unauthorized(messageKey: MessageKey = 'unauthenticated'): AppError {
    return new AppError('unauthorized', messageKey);
  }
  static tooManyRequests(
    messageKey: MessageKey = 'tooManyRequests',
    retryAfterSeconds?: number,
    params: Record<string, MessageParam> = {},
  ): AppError {
    return new AppError('too_many_requests', messageKey, undefined, params, retryAfterSeconds);
  }
}

/** Field errors of a failed zod parse: our schemas' messages are message keys; zod's own become generic. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'invalidInput';
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
}
