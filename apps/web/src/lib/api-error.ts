import { type Language, message } from '@cakemix/core';

/** Error types of the client (spec section 8); a 400 may carry its own type in the body's `status`. */
export type KnownApiErrorType =
  | 'validation'
  | 'bad_request'
  | 'payment'
  | 'forbidden'
  | 'too_many_requests'
  | 'not_found'
  | 'unauthorized'
  | 'internal';
export type ApiErrorType = KnownApiErrorType | (string & {});

/** The body of a 422: field name → translated messages, as the server sends it. */
export interface ValidationErrors {
  code?: string;
  message?: string;
  user_message?: string;
  errors: Record<string, string[]>;
}

export interface ApiResponseInfo {
  /** The HTTP status, or null when no response arrived (network failure). */
  status: number | null;
  body: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The spec's client error object: `type`, `message` (the server's `user_message`), `validationErrors`
 * (the body of a 422) and `response`. An Error subclass, so it can be thrown and told apart with instanceof.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly type: ApiErrorType,
    override readonly message: string,
    readonly validationErrors: ValidationErrors | null,
    readonly response: ApiResponseInfo,
  ) {
    super(message);
  }

  get status(): number | null {
    return this.response.status;
  }
}

/** Maps an HTTP status to its error type exactly as spec section 8 lists them. */
export function errorTypeForStatus(status: number | null, body: unknown): ApiErrorType {
  switch (status) {
    case 422:
      return 'validation';
    case 400:
      return isRecord(body) && typeof body.status === 'string' && body.status ? body.status : 'bad_request';
    case 402:
      return 'payment';
    case 403:
      return 'forbidden';
    case 429:
      return 'too_many_requests';
    case 404:
      return 'not_found';
    case 401:
      return 'unauthorized';
    default:
      return 'internal';
  }
}

function validationErrorsOf(body: unknown): ValidationErrors {
  if (!isRecord(body)) return { errors: {} };
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      const list = Array.isArray(value) ? value : [value];
      errors[field] = list.filter((item): item is string => typeof item === 'string');
    }
  }
  return { ...(body as Omit<ValidationErrors, 'errors'>), errors };
}

/** Builds the error of a failed call; the message is the server's `user_message`, else the generic one. */
export function toApiError(status: number | null, body: unknown, lang: Language): ApiError {
  const type = errorTypeForStatus(status, body);
  const userMessage =
    isRecord(body) && typeof body.user_message === 'string' && body.user_message
      ? body.user_message
      : message('generic', lang);
  const validationErrors = type === 'validation' ? validationErrorsOf(body) : null;
  return new ApiError(type, userMessage, validationErrors, { status, body });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure worth trying again: no answer arrived (network, or not an API error at all) or the server
 * failed (5xx). A 4xx is the server's considered answer and would come back the same.
 */
export function isTransientError(error: unknown): boolean {
  const status = isApiError(error) ? error.status : null;
  return status === null || status >= 500;
}
