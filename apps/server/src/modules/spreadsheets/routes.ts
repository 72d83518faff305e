import { PassThrough } from 'node:stream';
import {
  brandProfileListQuerySchema,
  LANGUAGES,
  MAX_ROW_ID,
  message,
  propertyListQuerySchema,
  propertyWorkbook,
  reportListQuerySchema,
  rowIdParam,
  SPREADSHEET_TEXTS,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, requireAuth } from '../../plugins/authentication.ts';
import type { WriteGuard } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { PropertiesService } from '../properties/service.ts';
import type { ReportsService } from '../reports/service.ts';
import {
  allPages,
  download,
  type ListExport,
  PROFILE_LIST_COLUMNS,
  PROPERTY_LIST_COLUMNS,
  REPORT_LIST_COLUMNS,
  sendList,
  today,
  XLSX,
} from './list-exports.ts';
import type { PropertyImport } from './property-import.ts';
import { writeWorkbook } from './workbook-io.ts';
import { MAX_WORKBOOK_BYTES } from './zip-guard.ts';

const FORMATS = ['xlsx', 'csv'] as const;
const tags = ['spreadsheets'];
const websiteParams = z.object({ websiteId: rowIdParam });
const langQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const formatQuery = z.object({ format: z.enum(FORMATS).default('xlsx'), lang: z.enum(LANGUAGES).optional() });
/** A list export takes the list's filters and sort, not its page: it holds every matching row. */
const noPage = { page: true, per_page: true } as const;
const propertyExportQuery = propertyListQuerySchema.omit(noPage).extend(formatQuery.shape);
const profileExportQuery = brandProfileListQuerySchema.omit(noPage).extend(formatQuery.shape);
const reportExportQuery = reportListQuerySchema.omit(noPage).extend(formatQuery.shape);

/**
 * Spreadsheets in and out: the lists (properties, brand profiles, reports) as .xlsx or CSV with the
 * screen's filters, the property import template, the website's properties in the template's layout, and
 * the import itself (a preview, then all of it or nothing). Scoped to the caller's website.
 */
export function spreadsheetsRoutes(deps: {
  auth: AuthService;
  properties: PropertiesService;
  profiles: ProfilesService;
  reports: ReportsService;
  importer: PropertyImport;
  writes: WriteGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));
    // The upload is the workbook's own bytes; its size is checked by the import (a 422 in words past 5 MB),
    // so the body limit leaves room above that.
    // Text sent as a file (a CSV, a page of text) reaches the import too, which answers what it is in words.
    app.removeContentTypeParser('text/plain');
    for (const type of [
      XLSX,
      'application/octet-stream',
      'application/vnd.ms-excel.sheet.macroEnabled.12',
      'text/plain',
      'text/csv',
    ])
      app.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: 2 * MAX_WORKBOOK_BYTES + 1024 * 1024 },
        (_request, body, done) => done(null, body),
      );

    app.get(
      '/websites/:websiteId/properties/export',
      {
        schema: {
          tags,
          summary: "The website's properties list as .xlsx or CSV (UTF-8 with BOM), with the list's filters",
          params: websiteParams,
          querystring: propertyExportQuery,
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        const query = request.query;
        const list: ListExport<Parameters<(typeof PROPERTY_LIST_COLUMNS)[number]['value']>[0]> = {
          sheet: 'properties',
          columns: PROPERTY_LIST_COLUMNS,
          rows: () =>
            allPages((page) => deps.properties.list(user.websiteId, { ...query, page, per_page: 100 })),
        };
        return sendList(reply, list, request.query.format, requestLanguage(request));
      },
    );

    app.get(
      '/websites/:websiteId/brand-profiles/export',
      {
        schema: {
          tags,
          summary: "The website's brand profiles list as .xlsx or CSV, with the list's filters",
          params: websiteParams,
          querystring: profileExportQuery,
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        const query = request.query;
        return sendList(
          reply,
          {
            sheet: 'profiles',
            columns: PROFILE_LIST_COLUMNS,
            rows: () =>
              allPages((page) => deps.profiles.list(user.websiteId, { ...query, page, per_page: 100 })),
          },
          request.query.format,
          requestLanguage(request),
        );
      },
    );

    app.get(
      '/websites/:websiteId/reports/export',
      {
        schema: {
          tags,
          summary: "The website's reports list as .xlsx or CSV, with the list's filters",
          params: websiteParams,
          querystring: reportExportQuery,
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        const query = request.query;
        return sendList(
          reply,
          {
            sheet: 'reports',
            columns: REPORT_LIST_COLUMNS,
            rows: () =>
              allPages((page) => deps.reports.list(user.websiteId, { ...query, page, per_page: 100 })),
          },
          request.query.format,
          requestLanguage(request),
        );
      },
    );

    app.get(
      '/websites/:websiteId/properties/workbook',
      {
        schema: {
          tags,
          summary:
            'The import template in the given language; with `ids`, those properties filled in, ready to edit and import again',
          params: websiteParams,
          querystring: langQuery.extend({
            ids: z
              .string()
              .regex(/^\d{1,10}(,\d{1,10}){0,999}$/)
              // Ten digits may still pass the largest row id, which the database cannot even compare.
              .refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_ROW_ID), {
                error: 'invalidInput',
              })
              .optional()
              .describe('Comma-separated property ids of the caller’s website'),
          }),
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        const lang = requestLanguage(request);
        const ids = request.query.ids?.split(',').map(Number) ?? [];
        const properties = [];
        // Another website's id is a 404, as everywhere else.
        for (const id of ids) properties.push(await deps.properties.get(user.websiteId, id));
        const stream = new PassThrough();
        writeWorkbook(propertyWorkbook(properties, lang), lang, stream).catch((error: unknown) =>
          stream.destroy(error as Error),
        );
        const name = `${SPREADSHEET_TEXTS[lang].sheets.properties} ${ids.length > 0 ? today() : 'template'}.xlsx`;
        return download(reply, XLSX, name).send(stream);
      },
    );

    app.post(
      '/websites/:websiteId/properties/import',
      {
        schema: {
          tags,
          summary:
            'Imports properties from a workbook laid out as the template (the body is the .xlsx file): with dry_run, ' +
            'what would be created and every mistake by sheet, row and column; without, all of it or nothing',
          params: websiteParams,
          querystring: langQuery.extend({ dry_run: z.enum(['true', 'false']).optional() }),
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        await deps.writes(request);
        const lang = requestLanguage(request);
        const file = request.body;
        if (!Buffer.isBuffer(file))
          throw new AppError('validation', 'importNotWorkbook', { file: ['importNotWorkbook'] });
        if (request.query.dry_run === 'true') return deps.importer.preview(file, lang);
        const { ids, count } = await deps.importer.commit(user.websiteId, user.id, file, lang);
        return reply
          .status(201)
          .send({ ids, user_message: message('importDone', lang, { count: String(count) }) });
      },
    );
  };
}
