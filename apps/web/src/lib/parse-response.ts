import { message } from '@cakemix/core';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { currentLanguage } from './i18n/i18n.ts';

/** The error of an answer that is not of the shape its route declares: an internal error, in the reader's words. */
export function unexpectedAnswer(body: unknown): ApiError {
  return new ApiError('internal', message('generic', currentLanguage()), null, { status: 200, body });
}

/**
 * Checks an answer against the core schema the server's route declares; an answer of another shape is
 * reported as an internal error rather than flowing on as wrongly typed data.
 */
export function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw unexpectedAnswer(body);
}
