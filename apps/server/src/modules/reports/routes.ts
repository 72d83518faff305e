import {
  createComparativeReportSchema,
  createDetailedReportSchema,
  exportLanguageQuerySchema,
  message,
  messageResponseSchema,
  pageOf,
  type Report,
  type ReportPair,
  type ReportType,
  renameReportSchema,
  reportExportSchema,
  reportListQuerySchema,
  reportSchema,
  reportSummarySchema,
  rowIdParam,
  shareLinkSchema,
} from '@cakemix/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import {
  assertOwnWebsite,
  assertRole,
  EDITOR_ROLES,
  requireAuth,
  signedIn,
} from '../../plugins/authentication.ts';
import type { PersonalLimit, WriteGuard } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import { download, XLSX } from '../spreadsheets/list-exports.ts';
import { fileName, type ReportExports } from './exports.ts';
import type { ReportsService } from './service.ts';
import { acceptsBrotli, brotliEtag, brotliOf, namesEtag, type ReportViews } from './views.ts';
import { reportWorkbookStream } from './workbook/report-workbook.ts';

const idParams = z.object({ id: rowIdParam });
const tags = ['reports'];

interface Deps {
  auth: AuthService;
  reports: ReportsService;
  /** The views of reports, kept as first read. */
  views: ReportViews;
  exports: ReportExports;
  rateLimiter: RateLimiter;
  /** Creating, regenerating and exporting reports, counted together per person. */
  reportWork: PersonalLimit;
  /** Editors within their allowance of report renames, deletions and share links. */
  writes: WriteGuard;
  /** Reads through share links, per client address. */
  sharedReads: RateLimit;
}

/** The verbs of one kind of report, at `/reports` (detailed) or `/comparative-reports` (comparative). */
function reportKindRoutes(app: FastifyInstance, deps: Deps, type: ReportType, base: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = deps;
  const createBody = type === 'detailed' ? createDetailedReportSchema : createComparativeReportSchema;

  api.post(
    base,
    {
      schema: {
        tags,
        summary: `Creates a ${type} report`,
        body: createBody,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => {
      const { user } = assertRole(request, ...EDITOR_ROLES);
      await deps.reportWork(user.id);
      const body = request.body as
        | z.infer<typeof createDetailedReportSchema>
        | z.infer<typeof createComparativeReportSchema>;
      const pairs: ReportPair[] = 'pairs' in body ? body.pairs : [body];
      const report = await reports.create(user.websiteId, user.id, type, pairs, {
        title: body.title,
        lang: requestLanguage(request),
      });
      return reply.status(201).send(report);
    },
  );

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `A ${type} report (304 when If-None-Match names its ETag)`,
        params: idParams,
        response: { 200: reportSchema, 304: z.void() },
      },
    },
    async (request, reply) => {
      const view = await deps.views.get(
        signedIn(request).user.websiteId,
        request.params.id,
        type,
        requestLanguage(request),
        // The route's own writing (checked with zod in the tests): a string, as Fastify's serializers give.
        (report) => reply.serialize(report) as string,
      );
      // Browsers ask again each time (no-cache) and are answered 304 while their copy, in either coding, is
      // the current one.
      const brotli = acceptsBrotli(request.headers['accept-encoding']);
      reply
        .header('etag', brotli ? brotliEtag(view.etag) : view.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding');
      const held = request.headers['if-none-match'];
      if (namesEtag(held, view.etag) || namesEtag(held, brotliEtag(view.etag)))
        return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      // Fastify sends a string or a buffer as it is, without serializing it again; the type provider expects
      // the object.
      if (!brotli) return reply.send(view.body as unknown as Report);
      const compressed = await brotliOf(view);
      return reply.header('content-encoding', 'br').send(compressed as unknown as Report);
    },
  );

  api.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Renames a ${type} report`,
        params: idParams,
        body: renameReportSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const { user } = await deps.writes(request);
      return reports.rename(
        user.websiteId,
        request.params.id,
        type,
        user.id,
        request.body.title,
        requestLanguage(request),
      );
    },
  );

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Deletes a ${type} report`,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { user } = await deps.writes(request);
      await reports.delete(user.websiteId, request.params.id, type, user.id);
      return { user_message: message('reportDeleted', requestLanguage(request)) };
    },
  );

  api.post(
    `${base}/:id/regenerate`,
    {
      schema: {
        tags,
        summary: `Recomputes a ${type} report from its current property and profile`,
        params: idParams,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const { user } = assertRole(request, ...EDITOR_ROLES);
      await deps.reportWork(user.id);
      return reports.regenerate(user.websiteId, request.params.id, type, user.id, requestLanguage(request));
    },
  );

  api.post(
    `${base}/:id/pdf`,
    {
      config: { langIsDocument: true },
      schema: {
        tags,
        summary:
          'Queues a PDF export and answers at once with the job to poll (or the current job: queued, rendering or done); 429 when the person asks too often or already has too many exports queued',
        params: idParams,
        querystring: exportLanguageQuerySchema,
        response: { 202: reportExportSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await deps.reportWork(user.id);
      const job = await deps.exports.request(
        user.websiteId,
        request.params.id,
        type,
        request.query.lang,
        user.id,
        requestLanguage(request),
      );
      return reply.status(202).send(job);
    },
  );

  api.get(
    `${base}/:id/workbook`,
    {
      config: { langIsDocument: true },
      schema: {
        tags,
        summary:
          "The report as an .xlsx workbook in a language (summary, value lines with totals as formulas, assumptions, tornado, comparables, benchmarks), streamed; counted with the person's report exports (429 beyond)",
        params: idParams,
        querystring: exportLanguageQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await deps.reportWork(user.id);
      const lang = request.query.lang;
      const report = await reports.get(user.websiteId, request.params.id, type, lang);
      return download(reply, XLSX, fileName(report, lang, 'xlsx')).send(reportWorkbookStream(report, lang));
    },
  );

  api.post(
    `${base}/:id/share`,
    {
      schema: {
        tags,
        summary: 'Creates a share link (replacing any earlier one) for reading without signing in',
        params: idParams,
        response: { 201: shareLinkSchema },
      },
    },
    async (request, reply) => {
      const { user } = await deps.writes(request);
      return reply.status(201).send(await reports.share(user.websiteId, request.params.id, type, user.id));
    },
  );

  api.delete(
    `${base}/:id/share`,
    {
      schema: {
        tags,
        summary: 'Revokes the share link',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { user } = await deps.writes(request);
      await reports.revokeShare(user.websiteId, request.params.id, type, user.id);
      return { user_message: message('shareRevoked', requestLanguage(request)) };
    },
  );
}

/** Reports (spec section 7): detailed and comparative, their PDF exports, and share links. */
export function reportsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Reading through a share link needs no sign-in; it is rate-limited per address against token guessing.
    app.get(
      '/shared-reports/:type/:token',
      {
        schema: {
          tags,
          summary: 'A report opened through its share link (no sign-in)',
          params: z.object({ type: z.enum(['detailed', 'comparative']), token: z.string().min(20).max(100) }),
          response: { 200: reportSchema },
        },
      },
      async (request) => {
        await deps.rateLimiter.hit(`sharedReportReads:${request.ip}`, deps.sharedReads);
        return deps.reports.getShared(request.params.token, request.params.type, requestLanguage(request));
      },
    );

    await app.register(async (scope) => {
      const members = scope.withTypeProvider<ZodTypeProvider>();
      members.addHook('onRequest', requireAuth(deps.auth));

      members.get(
        '/websites/:websiteId/reports',
        {
          schema: {
            tags,
            summary: "The website's reports, newest first",
            params: z.object({ websiteId: rowIdParam }),
            querystring: reportListQuerySchema,
            response: { 200: pageOf(reportSummarySchema) },
          },
        },
        async (request) => {
          const { user } = assertOwnWebsite(request, request.params.websiteId);
          return deps.reports.list(user.websiteId, request.query);
        },
      );

      reportKindRoutes(members, deps, 'detailed', '/reports');
      reportKindRoutes(members, deps, 'comparative', '/comparative-reports');

      members.get(
        '/report-exports/:id',
        {
          schema: {
            tags,
            summary: 'A PDF export job',
            params: idParams,
            response: { 200: reportExportSchema },
          },
        },
        async (request) =>
          deps.exports.get(signedIn(request).user.websiteId, request.params.id, requestLanguage(request)),
      );

      members.get(
        '/report-exports/:id/file',
        { schema: { tags, summary: 'The PDF of a finished export', params: idParams } },
        async (request, reply) => {
          const { file, name } = await deps.exports.file(signedIn(request).user.websiteId, request.params.id);
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'private, max-age=0')
            .send(file);
        },
      );
    });
  };
}
