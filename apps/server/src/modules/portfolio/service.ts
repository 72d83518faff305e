import { NEUTRAL_PROFILE, type Portfolio, type PortfolioRow, type Rates, valuate } from '@cakemix/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties, reportSources, reports, websites } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { fromRecord } from '../properties/record.ts';
import type { PropertiesRepository } from '../properties/repository.ts';

/** How far ahead the renewals look (issue 31). */
export const RENEWAL_WINDOW_DAYS = 180;

const dollars = (cents: number) => cents / 100;
const ratioOf = (value: number, cost: number) => (cost > 0 ? Math.round((value / cost) * 100) / 100 : null);
const DAY_MS = 86_400_000;

/** Whole days from today (UTC) to a calendar date. */
export function daysUntil(date: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

/**
 * The website's portfolio: its complete properties, each valued with method 1.2 (value, both ratios, the
 * verdict, the fair rights fee), the totals, and the renewals coming up. Valued on request from the stored
 * properties, so it always matches what a report made now would say.
 */
export function createPortfolioService(deps: {
  db: Db;
  repo: PropertiesRepository;
  rates(websiteId: number): Promise<Rates>;
  clock: Clock;
}) {
  async function newestReports(websiteId: number, ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const found = await deps.db
      .select({ propertyId: reportSources.propertyId, reportId: reports.id })
      .from(reportSources)
      .innerJoin(reports, eq(reports.id, reportSources.reportId))
      .where(
        and(
          eq(reports.websiteId, websiteId),
          eq(reports.type, 'detailed'),
          inArray(reportSources.propertyId, ids),
        ),
      )
      .orderBy(desc(reports.id));
    const newest = new Map<number, number>();
    for (const { propertyId, reportId } of found)
      if (propertyId !== null && !newest.has(propertyId)) newest.set(propertyId, reportId);
    return newest;
  }

  return {
    async get(websiteId: number): Promise<Portfolio> {
      const ids = (
        await deps.db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.websiteId, websiteId), eq(properties.status, 'complete')))
          .orderBy(properties.name)
      ).map((row) => row.id);
      const rates = await deps.rates(websiteId);
      const reportOf = await newestReports(websiteId, ids);
      const rows: PortfolioRow[] = [];
      let programmeValue = 0;
      let programmeCost = 0;
      for (const id of ids) {
        const stored = await deps.repo.find(websiteId, id);
        if (!stored) continue;
        const data = fromRecord(stored.record);
        const result = valuate(data, NEUTRAL_PROFILE, rates);
        const appraisal = result.appraisal;
        const fee = result.cost.rightsFeeCents;
        const activation = appraisal?.activation.costCents ?? result.cost.totalCents - fee;
        programmeValue += appraisal?.programme.valueCents ?? result.value.totalCents;
        programmeCost += appraisal?.programme.costCents ?? result.cost.totalCents;
        rows.push({
          id,
          name: data.general.name,
          sponsorship_type: data.general.sponsorship_type,
          region: data.general.city?.region ?? null,
          start_date: data.general.start_date,
          end_date: data.general.end_date,
          rights_fee: dollars(fee),
          activation: dollars(activation),
          value: dollars(appraisal?.rights.totalCents ?? result.value.totalCents),
          ratio: appraisal?.rightsFeeRatio.value ?? result.ratio.value,
          programme_ratio: appraisal?.programmeRatio.value ?? null,
          verdict: appraisal?.verdict.preliminary ? [] : (appraisal?.verdict.bands ?? []),
          preliminary: Boolean(appraisal?.verdict.preliminary?.length),
          fair_rights_fee: appraisal?.fairRightsFee ? dollars(appraisal.fairRightsFee.cents) : null,
          report_id: reportOf.get(id) ?? null,
        });
      }
      const sum = (pick: (row: PortfolioRow) => number) =>
        Math.round(rows.reduce((total, row) => total + pick(row) * 100, 0)) / 100;
      const now = deps.clock();
      const renewals = rows
        .flatMap((row) => (row.end_date ? [{ ...row, days_left: daysUntil(row.end_date, now) }] : []))
        .filter((row) => row.days_left >= 0 && row.days_left <= RENEWAL_WINDOW_DAYS)
        .sort((a, b) => a.days_left - b.days_left || a.name.localeCompare(b.name));
      const totals = {
        count: rows.length,
        rights_fee: sum((row) => row.rights_fee),
        activation: sum((row) => row.activation),
        value: sum((row) => row.value),
        ratio: null as number | null,
        programme_ratio: ratioOf(programmeValue, programmeCost),
      };
      totals.ratio = ratioOf(totals.value, totals.rights_fee);
      const [website] = await deps.db
        .select({ reminders: websites.renewalReminders })
        .from(websites)
        .where(eq(websites.id, websiteId));
      return { rows, totals, renewals, renewal_reminders: website?.reminders ?? true };
    },

    /** Turns the website's renewal reminders on or off. */
    async setReminders(websiteId: number, on: boolean): Promise<void> {
      await deps.db.update(websites).set({ renewalReminders: on }).where(eq(websites.id, websiteId));
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
