import { rateCardChangeSchema, rateCardEntryInputSchema, rateCardSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnWebsite, assertRole, requireAuth } from '../../plugins/authentication.ts';
import type { PersonalLimit } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { RateCardService } from './service.ts';

const websiteParams = z.object({ websiteId: z.coerce.number().int().positive() });
const tags = ['rate cards'];

/**
 * A website's rate card: every member reads it; admins add entries (within their allowance of such writes).
 * Another website's id answers 404, before anything else is looked at.
 */
export function rateCardRoutes(deps: {
  auth: AuthService;
  rateCard: RateCardService;
  writes: PersonalLimit;
}): FastifyPluginAsyncZod {
  const { rateCard } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/websites/:websiteId/rate-card',
      {
        schema: {
          tags,
          summary:
            "The website's rate card: per rate its default with source and date, the website's value in effect today and those to come, the whole rates table new valuations use, and the history of changes, newest first",
          params: websiteParams,
          response: { 200: rateCardSchema },
        },
      },
      async (request) => {
        assertOwnWebsite(request, request.params.websiteId);
        return rateCard.card(request.params.websiteId);
      },
    );

    app.post(
      '/websites/:websiteId/rate-card/entries',
      {
        schema: {
          tags,
          summary:
            "Sets one rate of the website's rate card from a date on, or puts it back to its default (a null value), with a note; admins only. Kept in the history with the value it replaces",
          params: websiteParams,
          body: rateCardEntryInputSchema,
          response: { 201: rateCardChangeSchema },
        },
        // Who may write is settled before the body is read: another website's id is a 404 and a reader's
        // write a 403, whatever they send.
        preValidation: async (request) => {
          const { websiteId } = request.params as { websiteId?: unknown };
          assertOwnWebsite(request, Number(websiteId));
          const { user } = assertRole(request, 'admin');
          await deps.writes(user.id);
        },
      },
      async (request, reply) => {
        const { user } = assertRole(request, 'admin');
        const change = await rateCard.addEntry(
          request.params.websiteId,
          { id: user.id, name: user.name },
          request.body,
        );
        return reply.status(201).send(change);
      },
    );
  };
}
