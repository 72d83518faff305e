import {
  type Language,
  type PortfolioRow,
  portfolioSchema,
  portfolioSettingsSchema,
  RATIO_BAND_LABELS,
  rowIdParam,
  SPREADSHEET_TEXTS,
} from '@cakemix/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, assertRole, requireAuth } from '../../plugins/authentication.ts';
import type { PersonalLimit } from '../../plugins/write-limit.ts';
import type { AuthService } from '../auth/service.ts';
import { type ListColumn, PROPERTY_TYPE_COLUMN, sendList } from '../spreadsheets/list-exports.ts';
import type { PortfolioService } from './service.ts';

const tags = ['portfolio'];
const websiteParams = z.object({ websiteId: rowIdParam });

/** The verdict in words: one band, two ("fair to on target"), or the preliminary mark. */
export function verdictWords(row: Pick<PortfolioRow, 'verdict' | 'preliminary'>, lang: Language): string {
  if (row.preliminary || row.verdict.length === 0) return SPREADSHEET_TEXTS[lang].list.preliminary;
  return row.verdict.map((band) => RATIO_BAND_LABELS[band][lang]).join(SPREADSHEET_TEXTS[lang].list.bandJoin);
}

const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** The portfolio's export: every row with the figures the screen shows, amounts as dollars. */
export const PORTFOLIO_COLUMNS: ListColumn<PortfolioRow>[] = [
  { header: (t) => t.name, kind: 'text', width: 36, value: (r) => r.name },
  PROPERTY_TYPE_COLUMN,
  { header: (t) => t.region, kind: 'text', width: 10, value: (r) => r.region },
  { header: (t) => t.startDate, kind: 'date', width: 12, value: (r) => day(r.start_date) },
  { header: (t) => t.endDate, kind: 'date', width: 12, value: (r) => day(r.end_date) },
  { header: (t) => t.rightsFee, kind: 'money', width: 16, value: (r) => r.rights_fee },
  { header: (t) => t.activation, kind: 'money', width: 16, value: (r) => r.activation },
  { header: (t) => t.value, kind: 'money', width: 16, value: (r) => r.value },
  { header: (t) => t.ratio, kind: 'ratio', width: 12, value: (r) => r.ratio },
  { header: (t) => t.programmeRatio, kind: 'ratio', width: 12, value: (r) => r.programme_ratio },
  { header: (t) => t.verdict, kind: 'text', width: 20, value: (r, lang) => verdictWords(r, lang) },
  { header: (t) => t.fairRightsFee, kind: 'money', width: 16, value: (r) => r.fair_rights_fee },
];

/** The portfolio screen's data and its export, for the caller's website. */
export function portfolioRoutes(deps: {
  auth: AuthService;
  portfolio: PortfolioService;
  /** Counts an admin's setting changes against their allowance. */
  limit: PersonalLimit;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(deps.auth));

    app.get(
      '/websites/:websiteId/portfolio',
      {
        schema: {
          tags,
          summary:
            "The website's complete properties valued (method 1.2), their totals and the renewals of the next 180 days",
          params: websiteParams,
          response: { 200: portfolioSchema },
        },
      },
      async (request) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        return deps.portfolio.get(user.websiteId);
      },
    );

    app.put(
      '/websites/:websiteId/portfolio/settings',
      {
        schema: {
          tags,
          summary:
            'Turns the renewal reminders (e-mails to the admins 90 and 30 days before a contract ends) on or off; admins only',
          params: websiteParams,
          body: portfolioSettingsSchema,
          response: { 200: portfolioSettingsSchema },
        },
      },
      async (request) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        assertRole(request, 'admin');
        await deps.limit(user.id);
        await deps.portfolio.setReminders(user.websiteId, request.body.renewal_reminders);
        return { renewal_reminders: request.body.renewal_reminders };
      },
    );

    app.get(
      '/websites/:websiteId/portfolio/export',
      {
        schema: {
          tags,
          summary: 'The portfolio as .xlsx or CSV (UTF-8 with BOM)',
          params: websiteParams,
          querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
        },
      },
      async (request, reply) => {
        const { user } = assertOwnWebsite(request, request.params.websiteId);
        const portfolio = await deps.portfolio.get(user.websiteId);
        return sendList(
          reply,
          {
            sheet: 'portfolio',
            columns: PORTFOLIO_COLUMNS,
            async *rows() {
              yield* portfolio.rows;
            },
          },
          request.query.format,
          requestLanguage(request),
        );
      },
    );
  };
}
