import { benefitCategorySchema, benefitListQuerySchema, benefitSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { BenefitsService } from './service.ts';

const tags = ['benefits'];

/** The benefits catalogue in both languages, for any signed-in user. */
export function benefitsRoutes(deps: {
  auth: AuthService;
  benefits: BenefitsService;
}): FastifyPluginAsyncZod {
  const { benefits } = deps;
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/benefits',
      {
        schema: {
          tags,
          summary: 'The sponsorship benefits catalogue, optionally of one category',
          querystring: benefitListQuerySchema,
          response: { 200: z.array(benefitSchema) },
        },
      },
      async (request) => benefits.list(request.query.category),
    );

    app.get(
      '/benefits/categories',
      {
        schema: {
          tags,
          summary: 'The benefit categories',
          response: { 200: z.array(benefitCategorySchema) },
        },
      },
      async () => benefits.categories(),
    );
  };
}
