import { message, messageResponseSchema, supportRequestSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { SupportService } from './service.ts';

const websiteParams = z.object({ websiteId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Support requests per person: 5 every 10 minutes. */
export const DEFAULT_SUPPORT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };

/**
 * POST /websites/{websiteId}/send-support-request (spec section 7). Every signed-in role may ask for help,
 * viewers included; another website's id answers 404.
 */
export function supportRoutes(deps: {
  auth: AuthService;
  support: SupportService;
  rateLimiter: RateLimiter;
  limit?: RateLimit;
}): FastifyPluginAsyncZod {
  const limit = deps.limit ?? DEFAULT_SUPPORT_RATE_LIMIT;
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
        await deps.rateLimiter.hit(`support:${user.id}`, limit);
        const lang = requestLanguage(request);
        const { id } = await deps.support.send(user, request.body, lang);
        return reply.status(201).send({ id, user_message: message('supportRequestSent', lang) });
      },
    );
  };
}
