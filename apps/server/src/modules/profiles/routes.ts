import {
  brandProfileInputSchema,
  brandProfileListQuerySchema,
  brandProfileSchema,
  brandProfileSummarySchema,
  message,
  messageResponseSchema,
  pageOf,
  rowIdParam,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { WriteGuard } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { ProfilesService } from './service.ts';

const idParams = z.object({ id: rowIdParam });
const websiteParams = z.object({ websiteId: rowIdParam });
const tags = ['brand profiles'];

/** Brand profiles (spec section 7): scoped to the caller's website; viewers read only. */
export function profilesRoutes(deps: {
  auth: AuthService;
  profiles: ProfilesService;
  /** Editors within their allowance of profile writes. */
  writes: WriteGuard;
}): FastifyPluginAsyncZod {
  const { profiles, writes } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/websites/:websiteId/brand-profiles',
      {
        schema: {
          tags,
          summary: "The website's brand profiles: searched by name, sorted, paginated",
          params: websiteParams,
          querystring: brandProfileListQuerySchema,
          response: { 200: pageOf(brandProfileSummarySchema) },
        },
      },
      async (request) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        return profiles.list(user.websiteId, request.query);
      },
    );

    app.get(
      '/brand-profiles/:id',
      {
        schema: {
          tags,
          summary: 'One brand profile',
          params: idParams,
          response: { 200: brandProfileSchema },
        },
      },
      async (request) => profiles.get(signedIn(request).user.websiteId, request.params.id),
    );

    app.post(
      '/brand-profiles',
      {
        schema: {
          tags,
          summary: 'Creates a brand profile (a draft may be incomplete)',
          body: brandProfileInputSchema,
          response: { 201: brandProfileSchema },
        },
      },
      async (request, reply) => {
        const { user } = await writes(request);
        const created = await profiles.create(user.websiteId, user.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/brand-profiles/:id',
      {
        schema: {
          tags,
          summary: 'Replaces a brand profile',
          params: idParams,
          body: brandProfileInputSchema,
          response: { 200: brandProfileSchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        return profiles.update(user.websiteId, request.params.id, user.id, request.body);
      },
    );

    app.delete(
      '/brand-profiles/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a brand profile (reports keep their own snapshot of it)',
          params: idParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        await profiles.delete(user.websiteId, request.params.id, user.id);
        return { user_message: message('profileDeleted', requestLanguage(request)) };
      },
    );
  };
}
