import { unstorableTextPaths } from '@cakemix/core';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldErrors } from '../lib/errors.ts';

/**
 * The text rule of core (no NUL, no lone surrogate) on every string of every request, before any route
 * sees it: path parameters, query string and body, object keys included. A breach answers 422 naming the
 * field, in the caller's language; nothing the database would refuse reaches it.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      for (const path of unstorableTextPaths(value)) errors[path || part] = ['textInvalid'];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  });
}
