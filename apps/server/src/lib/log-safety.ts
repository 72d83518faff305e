import type { FastifyRequest } from 'fastify';

/*
 * What the logs may hold. Never a request body (Fastify does not log them), a token, a code, a search or
 * any other text a person typed: request lines keep their path with long token-like segments masked and
 * the query string's names only; database errors keep their code and where they happened, never their
 * message or the query's parameters (both quote what a person sent); mail lines keep the recipient only.
 */

const REDACTED = '[redacted]';
/** A path segment that may be a secret: share tokens, reset tokens (43 characters of base64url). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;

/** A request target fit for a log: token-like path segments masked, query values dropped. */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const names = [...new URLSearchParams(query).keys()].map((name) => `${encodeURIComponent(name)}=…`);
  return `${safePath}?${names.join('&')}`;
}

/** Fastify's request log line, with the target made safe. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** A PostgreSQL error (SQLSTATE code), possibly wrapped by Drizzle as the cause of its query error. */
function databaseError(error: Error): DatabaseErrorFields | undefined {
  const candidates = [error, (error as { cause?: unknown }).cause];
  return candidates.find(
    (candidate): candidate is DatabaseErrorFields =>
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as DatabaseErrorFields).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((candidate as { code: string }).code),
  );
}

/** An error for the log: a database error by its code and place only; any other with message and stack. */
export function errorForLog(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const fromDatabase = databaseError(error) ?? (error.name === 'DrizzleQueryError' ? {} : undefined);
  if (fromDatabase) {
    const { code, constraint, table, column, routine } = fromDatabase;
    // The stack's first line is the message: only the frames below it are kept.
    const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
    return {
      type: error.name,
      message: 'database error',
      stack: frames.join('\n'),
      code,
      constraint,
      table,
      column,
      routine,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '' };
}

export const SAFE_LOG_SERIALIZERS = { req: requestForLog, err: errorForLog };
