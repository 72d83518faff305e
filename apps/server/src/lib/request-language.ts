import { isLanguage, type Language, languageFromTag } from '@cakemix/core';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's `lang` query parameter is the language of a document it makes (a PDF), not the reader's. */
    langIsDocument?: boolean;
  }
}

/**
 * The language of a request: the `lang` query parameter (the web app sends it on calls whose answer
 * or e-mail is worded), else Accept-Language, else English. On routes whose `lang` names a document's
 * language, messages follow Accept-Language: a French reader exporting an English PDF reads French.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLanguage(fromQuery) && !request.routeOptions.config?.langIsDocument) return fromQuery;
  return languageFromTag(request.headers['accept-language']) ?? 'en';
}
