import {
  message,
  messageResponseSchema,
  propertyCommentInputSchema,
  propertyCommentSchema,
  rowIdParam,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { WriteGuard } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { CommentsService } from './service.ts';

const metricParams = z.object({ id: rowIdParam, metricId: z.uuid() });
const idParams = z.object({ id: rowIdParam });
const tags = ['comments'];

/** Comments on a property's custom metrics (spec: "/comments/{id}"; poster, date, text). */
export function commentsRoutes(deps: {
  auth: AuthService;
  comments: CommentsService;
  writes: WriteGuard;
}): FastifyPluginAsyncZod {
  const { comments, writes } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/properties/:id/metrics/:metricId/comments',
      {
        schema: {
          tags,
          summary: 'The comments on a custom metric, oldest first',
          params: metricParams,
          response: { 200: z.array(propertyCommentSchema) },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        return comments.list(user.websiteId, request.params.id, request.params.metricId);
      },
    );

    app.post(
      '/properties/:id/metrics/:metricId/comments',
      {
        schema: {
          tags,
          summary: 'Posts a comment on a custom metric',
          params: metricParams,
          body: propertyCommentInputSchema,
          response: { 201: propertyCommentSchema },
        },
      },
      async (request, reply) => {
        const { user } = await writes(request);
        const { id, metricId } = request.params;
        return reply.status(201).send(await comments.create(user, id, metricId, request.body.body));
      },
    );

    app.get(
      '/comments/:id',
      {
        schema: { tags, summary: 'One comment', params: idParams, response: { 200: propertyCommentSchema } },
      },
      async (request) => comments.get(signedIn(request).user.websiteId, request.params.id),
    );

    app.delete(
      '/comments/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a comment: its poster or an admin of the website only',
          params: idParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        await comments.delete(user, request.params.id);
        return { user_message: message('commentDeleted', requestLanguage(request)) };
      },
    );
  };
}
