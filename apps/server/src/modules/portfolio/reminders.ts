import {
  fill,
  formatDate,
  formatMoney,
  formatNumber,
  isLanguage,
  type Language,
  MAIL_TEXTS,
} from '@cakemix/core';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { properties, renewalReminders, users, websites } from '../../db/schema.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** The daily look for contracts reaching a threshold (pg-boss cron, UTC). */
export const RENEWAL_REMINDERS_QUEUE = 'renewal_reminders';
export const RENEWAL_REMINDERS_CRON = '0 12 * * *';
/**
 * Days before a contract's end when the admins hear of it. A contract past a threshold whose reminder was
 * not sent (the job did not run that day, or the property was completed late) gets it on the next run, as
 * long as the next threshold has not come: each reminder covers the days down to the next one.
 */
export const REMINDER_THRESHOLDS = [90, 30] as const;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Declares the queue and its daily schedule (idempotent; every instance does it at start). */
export async function declareRenewalReminderQueue(queue: JobQueue): Promise<void> {
  const options = { name: RENEWAL_REMINDERS_QUEUE, policy: 'stately' as const, expireInSeconds: 10 * 60 };
  await queue.createQueue(RENEWAL_REMINDERS_QUEUE, options);
  await queue.updateQueue(RENEWAL_REMINDERS_QUEUE, options);
  await queue.schedule(RENEWAL_REMINDERS_QUEUE, RENEWAL_REMINDERS_CRON);
}

interface Contract {
  propertyId: number;
  websiteId: number;
  name: string;
  endDate: string;
  valueCents: number | null;
  askedPriceCents: number | null;
  ratio: number | null;
}

/**
 * Renewal reminders: every day, for each website that has them on, the complete properties whose contract
 * ends within a threshold get one e-mail per admin, in each admin's language. The reminder's row is inserted
 * first and only the instance whose insert took sends, so two instances running the job send it once; a
 * failed send removes the row, so the next run tries again.
 */
export function createRenewalReminders(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock } = deps;

  /** Contracts ending between `from` and `to` days from today, on websites with reminders on. */
  function contractsEnding(today: Date, from: number, to: number): Promise<Contract[]> {
    return db
      .select({
        propertyId: properties.id,
        websiteId: properties.websiteId,
        name: properties.name,
        endDate: properties.endDate,
        valueCents: properties.valueCents,
        askedPriceCents: properties.askedPriceCents,
        ratio: properties.ratio,
      })
      .from(properties)
      .innerJoin(websites, eq(websites.id, properties.websiteId))
      .where(
        and(
          eq(websites.renewalReminders, true),
          eq(properties.status, 'complete'),
          gte(properties.endDate, isoDay(new Date(today.getTime() + from * DAY_MS))),
          lte(properties.endDate, isoDay(new Date(today.getTime() + to * DAY_MS))),
        ),
      ) as Promise<Contract[]>;
  }

  function mailFor(contract: Contract, days: number, admin: { name: string; lang: Language }) {
    const texts = MAIL_TEXTS[admin.lang].renewalReminder;
    const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, admin.lang));
    const params = {
      name: admin.name,
      property: contract.name,
      date: formatDate(contract.endDate, admin.lang, { dateStyle: 'long', timeZone: 'UTC' }),
      days: String(days),
      value: money(contract.valueCents),
      fee: money(contract.askedPriceCents),
      ratio:
        contract.ratio === null
          ? '—'
          : `${formatNumber(contract.ratio, admin.lang, { maximumFractionDigits: 2 })}:1`,
      link: `${deps.appUrl}/portfolio`,
    };
    return { subject: fill(texts.subject, params), text: fill(texts.text, params) };
  }

  /** Sends what is due today; returns the reminders sent (contract and threshold). */
  async function sendDue(): Promise<{ propertyId: number; days: number }[]> {
    const now = clock();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const sent: { propertyId: number; days: number }[] = [];
    for (const [index, days] of REMINDER_THRESHOLDS.entries()) {
      const next = REMINDER_THRESHOLDS[index + 1];
      const from = next === undefined ? 0 : next + 1;
      for (const contract of await contractsEnding(today, from, days)) {
        const claimed = await db
          .insert(renewalReminders)
          .values({
            propertyId: contract.propertyId,
            websiteId: contract.websiteId,
            endDate: contract.endDate,
            days,
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ propertyId: renewalReminders.propertyId });
        if (claimed.length === 0) continue;
        const left = Math.round((Date.parse(`${contract.endDate}T00:00:00Z`) - today.getTime()) / DAY_MS);
        try {
          const admins = await db
            .select({ name: users.name, email: users.email, lang: users.lang })
            .from(users)
            .where(and(eq(users.websiteId, contract.websiteId), eq(users.role, 'admin')));
          for (const admin of admins) {
            const lang = isLanguage(admin.lang) ? admin.lang : 'en';
            await deps.mailer.send({
              to: admin.email,
              ...mailFor(contract, left, { name: admin.name, lang }),
            });
          }
          sent.push({ propertyId: contract.propertyId, days });
        } catch (error) {
          deps.log.error({ err: error, propertyId: contract.propertyId, days }, 'renewal reminder not sent');
          await db
            .delete(renewalReminders)
            .where(
              and(
                eq(renewalReminders.propertyId, contract.propertyId),
                eq(renewalReminders.endDate, contract.endDate),
                eq(renewalReminders.days, days),
              ),
            );
        }
      }
    }
    if (sent.length > 0) deps.log.info({ sent: sent.length }, 'renewal reminders sent');
    return sent;
  }

  return { sendDue };
}

/** Runs the daily job on this instance (any instance may take a day's run; each reminder goes once). */
export async function startRenewalReminderWorker(
  queue: JobQueue,
  reminders: ReturnType<typeof createRenewalReminders>,
) {
  await queue.work(
    RENEWAL_REMINDERS_QUEUE,
    { batchSize: 1, includeMetadata: true },
    async (_jobs: Job<object>[]) => {
      await reminders.sendDue();
    },
  );
}
