import { type Role, websiteSchema, websiteUserSchema } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { assertOwnWebsite, assertRole, requireAuth } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import { logoVersion } from './logo.ts';
import type { WebsitesRepository } from './repository.ts';

const websiteParams = z.object({ websiteId: z.coerce.number().int().positive() });
const tags = ['websites'];

/** The caller's own website (theme, colour, logo, support address) and, for admins, its members. */
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
          theme: website.theme,
          primary_color: website.primaryColor,
          logo_url: website.logoUrl,
          support_email: website.supportEmail,
        };
      },
    );

    app.get(
      '/websites/:websiteId/logo',
      {
        schema: {
          tags,
          summary:
            "The caller's website's logo (PNG, JPEG, WebP or SVG), at the address its branding gives; " +
            'cached for good under that address, whose version changes with the logo',
          params: websiteParams,
          querystring: z.object({
            v: z.string().max(64).optional().describe("The logo's version, as its address gives it"),
          }),
        },
      },
      async (request, reply) => {
        assertOwnWebsite(request, request.params.websiteId);
        const logo = await deps.repo.findLogo(request.params.websiteId);
        if (!logo) throw AppError.notFound();
        const etag = `"${logo.sha256}"`;
        reply
          .header('etag', etag)
          // The answer depends on who asks (a token of another website gets a 404): no shared cache keeps it.
          .header('vary', 'Authorization')
          .header(
            'cache-control',
            request.query.v === logoVersion(logo.sha256)
              ? 'private, max-age=31536000, immutable'
              : 'private, no-cache',
          )
          // Opened on its own, an SVG may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(logo.contentType).send(logo.data);
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
