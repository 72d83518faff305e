import { cityRefSchema, citySearchQuerySchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { CityList } from './city-list.ts';

/** The city dropdown of the property form: Canadian and US cities from the shipped list. */
export function citiesRoutes(deps: { auth: AuthService; cities: () => CityList }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/cities',
      {
        schema: {
          tags: ['cities'],
          summary:
            'Cities whose name (or a word of it) starts with the search, accents ignored, largest first',
          querystring: citySearchQuerySchema,
          response: { 200: z.array(cityRefSchema) },
        },
      },
      async (request) => deps.cities().search(request.query),
    );
  };
}
