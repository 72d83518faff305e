import {
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  faqSchema,
  glossarySchema,
  knowledgeLanguageQuerySchema,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { KnowledgeService } from './service.ts';

const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .max(120),
});

/** Knowledge center articles and the help menu's glossary and FAQ, for signed-in users. */
export function knowledgeRoutes(deps: {
  auth: AuthService;
  knowledge: KnowledgeService;
}): FastifyPluginAsyncZod {
  const { knowledge } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/knowledge-center/articles',
      {
        schema: {
          tags: ['knowledge center'],
          summary:
            'Articles grouped by topic, searched over title, summary and text (accents and case ignored)',
          querystring: articleListQuerySchema,
          response: { 200: articleListSchema },
        },
      },
      async (request) => knowledge.list(requestLanguage(request), request.query.search),
    );

    app.get(
      '/knowledge-center/articles/:slug',
      {
        schema: {
          tags: ['knowledge center'],
          summary: 'One article, its Markdown turned into a safe document tree',
          params: slugParams,
          querystring: knowledgeLanguageQuerySchema,
          response: { 200: articleSchema },
        },
      },
      async (request) => knowledge.get(requestLanguage(request), request.params.slug),
    );

    app.get(
      '/help/glossary',
      {
        schema: {
          tags: ['help'],
          summary: 'Glossary of sponsorship terms',
          querystring: knowledgeLanguageQuerySchema,
          response: { 200: glossarySchema },
        },
      },
      async (request) => knowledge.glossary(requestLanguage(request)),
    );

    app.get(
      '/help/faq',
      {
        schema: {
          tags: ['help'],
          summary: 'Frequently asked questions',
          querystring: knowledgeLanguageQuerySchema,
          response: { 200: faqSchema },
        },
      },
      async (request) => knowledge.faq(requestLanguage(request)),
    );
  };
}
