import {
  formatWait,
  isMessageKey,
  type Language,
  languageFromTag,
  type MessageKey,
  message,
} from '@cakemix/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, type MessageParam } from '../lib/errors.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { type PickWebPage, sendWebPage } from './web-pages.ts';

interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
}

/** Turns zod issues into field errors: our schemas carry message keys; zod's own messages get a generic key. */
function fieldErrorsFromValidation(entries: ValidationEntry[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of entries) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    let key: MessageKey = 'invalidInput';
    if (isMessageKey(entry.message)) key = entry.message;
    else if (entry.keyword === 'invalid_type' && /received undefined/.test(entry.message ?? ''))
      key = 'fieldRequired';
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
}

function translateFieldErrors(errors: FieldErrors, lang: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => message(k, lang))]),
  );
}

function translateParam(value: MessageParam, lang: Language): string {
  if (typeof value === 'string') return value;
  if ('seconds' in value) return formatWait(value.seconds, lang);
  return value.keys.map((key) => message(key, lang)).join(', ');
}

function translateParams(params: Record<string, MessageParam>, lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, translateParam(value, lang)]),
  );
}

function send(reply: FastifyReply, error: AppError, lang: Language) {
  const userMessage = message(error.messageKey, lang, translateParams(error.params, lang));
  const body: Record<string, unknown> = { code: error.code, user_message: userMessage };
  if (error.code === 'validation') {
    body.message = userMessage;
    body.errors = translateFieldErrors(error.fieldErrors ?? {}, lang);
    if (error.details !== undefined) body.details = error.details;
  }
  if (error.code === 'bad_request') body.status = 'bad_request';
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  return reply.status(error.status).send(body);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a path parameter that is not valid
 * percent-encoded UTF-8, or longer than any id) answers 400 in the catalogue's shape, not Fastify's own body.
 * It runs before routing, so the language comes from Accept-Language alone.
 */
export function answerUnreadableUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageFromTag(request.headers['accept-language']) ?? 'en';
  return send(reply, new AppError('bad_request', 'invalidInput'), lang);
}

/**
 * A path the web app routes itself (/reports, /login/…): not the API, and not a file such as a built
 * script, which must answer 404 when missing — index.html in its place breaks the page after a rebuild.
 */
function isClientRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * One error handler for the API: every failure leaves as `{code, user_message}` in the caller's language
 * (plus `message` and `errors` on a 422). Unknown errors become a 500 without internals; the log keeps the
 * request id so an operator can find the stack.
 */
export function registerErrorHandler(app: FastifyInstance, options: { webPage: PickWebPage | null }) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (error instanceof AppError) return send(reply, error, lang);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFromValidation(
        error.validation as ValidationEntry[],
        error.validationContext,
      );
      return send(reply, AppError.validation(fieldErrors), lang);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, new AppError('payload_too_large', 'payloadTooLarge'), lang);
    if (status === 429) return send(reply, AppError.tooManyRequests('tooManyRequests', 60), lang);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, empty body): a 400, never a 500.
      return send(reply, new AppError('bad_request', 'invalidInput'), lang);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, new AppError('internal', 'generic'), lang);
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app (/reports, /login, …): a page the build drew, or its index.html.
    if (options.webPage && request.method === 'GET' && isClientRoute(request.url)) {
      return sendWebPage(reply, options.webPage(request));
    }
    return send(reply, AppError.notFound(), requestLanguage(request));
  });
}
