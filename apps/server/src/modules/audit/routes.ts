import { Readable } from 'node:stream';
import { type AuditPage, auditPageSchema, auditQuerySchema, rowIdParam } from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limits } from '../../lib/limits.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, assertRole, requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import { csvHeader, csvLines } from './csv.ts';
import { type AuditRepository, toAuditEntry } from './repository.ts';

const websiteParams = z.object({ websiteId: rowIdParam });
const idParams = z.object({ id: rowIdParam });
const historyQuery = auditQuerySchema.pick({ before: true, per_page: true });
const tags = ['audit'];
/** Rows read at a time while a CSV export streams. */
const EXPORT_BATCH = 1000;

/**
 * The website's audit log for its admins (filtered, paged newest first, or as CSV in the reader's
 * language), and the history of one property or brand profile for anyone of the website who reads it.
 */
export function auditRoutes(deps: {
  auth: AuthService;
  audit: AuditRepository;
  rateLimiter: RateLimiter;
  limits: Limits;
  /** Throws a 404 unless the record is the website's. */
  assertRecord: {
    property: (websiteId: number, id: number) => Promise<unknown>;
    brand_profile: (websiteId: number, id: number) => Promise<unknown>;
  };
}): FastifyPluginAsyncZod {
  const { audit, rateLimiter, limits } = deps;

  async function page(websiteId: number, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
    const { per_page, before, ...filters } = query;
    const rows = await audit.page(websiteId, filters, per_page + 1, before);
    const shown = rows.slice(0, per_page);
    return {
      data: shown.map(toAuditEntry),
      next_before: rows.length > per_page ? (shown.at(-1)?.id ?? null) : null,
    };
  }

  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/websites/:websiteId/audit',
      {
        schema: {
          tags,
          summary: 'The audit log, newest first, by person, kind of record, record and days (admins only)',
          params: websiteParams,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (request) => {
        assertOwnWebsite(request, request.params.websiteId);
        const admin = assertRole(request, 'admin');
        await rateLimiter.hit(`auditReads:${admin.user.id}`, limits.auditReads);
        return page(request.params.websiteId, request.query);
      },
    );

    app.get(
      '/websites/:websiteId/audit/export',
      {
        schema: {
          tags,
          summary: 'The audit log as CSV, one line per changed field, in the reader’s language (admins only)',
          params: websiteParams,
          querystring: auditQuerySchema.omit({ before: true, per_page: true }),
        },
      },
      async (request, reply) => {
        assertOwnWebsite(request, request.params.websiteId);
        const admin = assertRole(request, 'admin');
        await rateLimiter.hit(`auditReads:${admin.user.id}`, limits.auditReads);
        const lang = requestLanguage(request);
        const websiteId = request.params.websiteId;
        const filters = request.query;
        // The first batch is read before the answer starts, so a failure is an error answer, not a cut file.
        const first = await audit.page(websiteId, filters, EXPORT_BATCH);
        async function* lines() {
          yield csvHeader(lang);
          let rows = first;
          for (;;) {
            for (const row of rows) yield csvLines(toAuditEntry(row), lang);
            if (rows.length < EXPORT_BATCH) return;
            rows = await audit.page(websiteId, filters, EXPORT_BATCH, rows.at(-1)?.id);
          }
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );

    for (const [path, recordType] of [
      ['/properties/:id/history', 'property'],
      ['/brand-profiles/:id/history', 'brand_profile'],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: `The changes of a ${recordType === 'property' ? 'property' : 'brand profile'}, newest first, with who made them`,
            params: idParams,
            querystring: historyQuery,
            response: { 200: auditPageSchema },
          },
        },
        async (request) => {
          const { user } = signedIn(request);
          await deps.assertRecord[recordType](user.websiteId, request.params.id);
          return page(user.websiteId, {
            ...request.query,
            record_type: recordType,
            record_id: request.params.id,
          });
        },
      );
    }
  };
}
