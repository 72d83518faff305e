import {
  LANGUAGES,
  message,
  messageResponseSchema,
  pageOf,
  propertyInputSchema,
  propertyListQuerySchema,
  propertySchema,
  propertySummarySchema,
  rowIdParam,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, authenticateWith, requireAuth, signedIn } from '../../plugins/authentication.ts';
import { writtenJson } from '../../plugins/response-serializer.ts';
import type { WriteGuard } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { PropertyItemsService } from './items-service.ts';
import type { PropertiesService } from './service.ts';

const idParams = z.object({ id: rowIdParam });
const itemParams = z.object({ id: rowIdParam, itemId: z.uuid() });
const websiteParams = z.object({ websiteId: rowIdParam });
const tags = ['properties'];
const listPage = pageOf(propertySummarySchema);

/**
 * The properties list, the most asked page of the app: its request's session is read in the statement that
 * reads the page (one round trip, issue 32), so it is not under the `requireAuth` hook of the other property
 * routes; it admits its requests as that hook does, and answers another website's list 404 like them.
 */
export function propertiesListRoute(deps: {
  auth: AuthService;
  properties: PropertiesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/websites/:websiteId/properties',
      {
        schema: {
          tags,
          summary: "The website's properties: searched by name, filtered, sorted, paginated",
          params: websiteParams,
          querystring: propertyListQuerySchema,
          response: { 200: listPage },
        },
      },
      async (request) => {
        const { websiteId } = request.params;
        const { json } = await authenticateWith(request, deps.auth, (tokenHash, now) =>
          deps.properties.listJsonAs(tokenHash, now, websiteId, request.query),
        );
        assertOwnWebsite(request, websiteId);
        if (json === undefined) throw AppError.notFound();
        return writtenJson<z.output<typeof listPage>>(json);
      },
    );
  };
}

/** Properties (spec section 7), their items and copies: scoped to the caller's website; viewers read only. */
export function propertiesRoutes(deps: {
  auth: AuthService;
  properties: PropertiesService;
  items: PropertyItemsService;
  writes: WriteGuard;
  /** Told after every successful change to a property or its items (industry benchmarks refresh on it). */
  onChange?: () => Promise<void>;
}): FastifyPluginAsyncZod {
  const { properties, items, writes } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));
    const { onChange } = deps;
    if (onChange)
      app.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) await onChange();
      });

    app.get(
      '/properties/:id',
      { schema: { tags, summary: 'One property', params: idParams, response: { 200: propertySchema } } },
      async (request) => properties.get(signedIn(request).user.websiteId, request.params.id),
    );

    app.post(
      '/properties',
      {
        schema: {
          tags,
          summary: 'Creates a property (a draft may be incomplete)',
          body: propertyInputSchema,
          response: { 201: propertySchema },
        },
      },
      async (request, reply) => {
        const { user } = await writes(request);
        return reply.status(201).send(await properties.create(user.websiteId, user.id, request.body));
      },
    );

    app.put(
      '/properties/:id',
      {
        schema: {
          tags,
          summary: 'Replaces a property with all its items (items left out are deleted)',
          params: idParams,
          body: propertyInputSchema,
          response: { 200: propertySchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        return properties.update(user.websiteId, request.params.id, user.id, request.body);
      },
    );

    app.delete(
      '/properties/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a property (reports keep their own snapshot of it)',
          params: idParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        await properties.delete(user.websiteId, request.params.id, user.id);
        return { user_message: message('propertyDeleted', requestLanguage(request)) };
      },
    );

    app.post(
      '/websites/:websiteId/properties/:propertyId/duplicate',
      {
        schema: {
          tags,
          summary: 'Copies a property as a new draft named "… (copy)" in the given language',
          params: z.object({ websiteId: rowIdParam, propertyId: rowIdParam }),
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
          response: { 201: propertySchema },
        },
      },
      async (request, reply) => {
        assertOwnWebsite(request, request.params.websiteId);
        const { user } = await writes(request);
        const lang = requestLanguage(request);
        const copy = await properties.duplicate(user.websiteId, request.params.propertyId, user.id, lang);
        return reply.status(201).send(copy);
      },
    );

    app.put(
      '/properties/:id/items/:itemId',
      {
        schema: {
          tags,
          summary: 'Replaces one item (digital audience, handle, benefit, hospitality, activation, metric)',
          description:
            "The body is the item, validated by its kind's schema; the answer is the whole property.",
          params: itemParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: propertySchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        const { id, itemId } = request.params;
        return items.update(user.websiteId, id, itemId, user.id, request.body);
      },
    );

    app.delete(
      '/properties/:id/items/:itemId',
      {
        schema: {
          tags,
          summary: 'Deletes one item; a failure answers "Error while deleting"',
          params: itemParams,
          response: { 200: propertySchema },
        },
      },
      async (request) => {
        const { user } = await writes(request);
        return items.delete(user.websiteId, request.params.id, request.params.itemId, user.id);
      },
    );
  };
}
