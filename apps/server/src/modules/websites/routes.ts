import { type Role, websiteSchema, websiteUserSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { assertOwnWebsite, assertRole, requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { WebsitesRepository } from './repository.ts';

const websiteParams = z.object({ websiteId: z.coerce.number().int().positive() });
const tags = ['websites'];

/** The caller's own website (theme, support address) and, for admins, its members. */
export function websitesRoutes(deps: { auth: AuthService; repo: WebsitesRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/websites/:websiteId',
      {
        schema: {
          tags,
          summary: "The caller's website",
          params: websiteParams,
          response: { 200: websiteSchema },
        },
      },
      async (request) => {
        assertOwnWebsite(request, request.params.websiteId);
        const website = await deps.repo.findWebsite(request.params.websiteId);
        if (!website) throw AppError.notFound();
        return {
          id: website.id,
          name: website.name,
          theme: website.theme as 'default' | 'retail',
          support_email: website.supportEmail,
        };
      },
    );

    app.get(
      '/websites/:websiteId/users',
      {
        schema: {
          tags,
          summary: "The website's members (admins only)",
          params: websiteParams,
          response: { 200: z.object({ data: z.array(websiteUserSchema) }) },
        },
      },
      async (request) => {
        assertOwnWebsite(request, request.params.websiteId);
        assertRole(request, 'admin');
        const rows = await deps.repo.listUsers(request.params.websiteId);
        return {
          data: rows.map((u) => ({
            id: u.id,
            name: u.name,
            email: u.email,
            role: { name: u.role as Role },
            license: u.license,
            created_at: u.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
