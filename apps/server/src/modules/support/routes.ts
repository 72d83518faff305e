import { message, messageResponseSchema, rowIdParam, supportRequestSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, requireAuth } from '../../plugins/authentication.ts';
import type { PersonalLimit } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { SupportService } from './service.ts';

const websiteParams = z.object({ websiteId: rowIdParam });

/**
 * POST /websites/{websiteId}/send-support-request (spec section 7). Every signed-in role may ask for help,
 * viewers included; another website's id answers 404.
 */
export function supportRoutes(deps: {
  auth: AuthService;
  support: SupportService;
  /** Support requests per person. */
  limit: PersonalLimit;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.post(
      '/websites/:websiteId/send-support-request',
      {
        schema: {
          tags: ['support'],
          summary: "Sends a support request to the website's support address (rate-limited per person)",
          params: websiteParams,
          body: supportRequestSchema,
          response: { 201: messageResponseSchema.extend({ id: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        await deps.limit(user.id);
        const lang = requestLanguage(request);
        const { id } = await deps.support.send(user, request.body, lang);
        return reply.status(201).send({ id, user_message: message('supportRequestSent', lang) });
      },
    );
  };
}
