import { isLanguage, type Language, languageFromTag } from '@cakemix/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request: the `lang` query parameter (the web app sends it on calls whose answer
 * or e-mail is worded), else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  return languageFromTag(request.headers['accept-language']) ?? 'en';
}
