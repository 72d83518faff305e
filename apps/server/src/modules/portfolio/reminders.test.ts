import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { users } from '../../db/schema.ts';
import { createRenewalReminders } from './reminders.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

function inDays(days: number): string {
  const now = ctx().clock();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

async function addProperty(token: string, name: string, end: string) {
  const base = fullProperty();
  const response = await call('POST', '/properties', token, {
    ...base,
    general: { ...base.general, name, start_date: inDays(-300), end_date: end },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The job as an instance runs it, on the shared database, with the test's mailer and clock. */
const instance = () =>
  createRenewalReminders({
    db: ctx().database.db,
    mailer: ctx().mailer,
    clock: ctx().clock,
    appUrl: 'https://cakemix.test',
    log: pino({ level: 'silent' }),
  });

describe('renewal reminders', () => {
  it('e-mails each admin once per contract and threshold, in the admin’s language, whichever instance runs', async () => {
    const t = await tokens();
    await ctx().database.db.update(users).set({ lang: 'fr' }).where(eq(users.email, 'admin@a.test'));
    await addProperty(t.analyst, 'Harbour Run', inDays(90));
    await addProperty(t.analyst, 'Rink Board', inDays(25));
    await addProperty(t.analyst, 'Far Away', inDays(200));
    await addProperty(t.otherSite, 'Other Site Run', inDays(60));
    ctx().mailer.sent.length = 0;

    // Two instances take the same day's run at once.
    const [first, second] = await Promise.all([instance().sendDue(), instance().sendDue()]);
    expect([...first, ...second].map((r) => r.days).sort()).toEqual([30, 90, 90]);
    const subjects = ctx()
      .mailer.sent.map((m) => `${m.to}: ${m.subject}`)
      .sort();
    expect(subjects).toEqual([
      'admin@a.test: Harbour Run\u00a0: le contrat se termine dans 90 jours',
      'admin@a.test: Rink Board\u00a0: le contrat se termine dans 25 jours',
      'admin@b.test: Other Site Run: the contract ends in 60 days',
    ]);
    expect(ctx().mailer.last('admin@a.test').text).toContain('https://cakemix.test/portfolio');

    // The next day sends nothing new; 60 days on, the 30-day reminder of the first contract goes.
    ctx().clock.advance(86_400_000);
    expect(await instance().sendDue()).toEqual([]);
    ctx().clock.advance(60 * 86_400_000);
    expect((await instance().sendDue()).map((r) => r.days)).toEqual([30]);
  });

  it('sends none for a website whose admin turned them off (admins only)', async () => {
    const t = await tokens();
    const refused = await call('PUT', '/websites/1/portfolio/settings', t.analyst, {
      renewal_reminders: false,
    });
    expect(refused.statusCode).toBe(403);
    const off = await call('PUT', '/websites/1/portfolio/settings', t.admin, { renewal_reminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/websites/1/portfolio', t.viewer)).json().renewal_reminders).toBe(false);
    await addProperty(t.analyst, 'Harbour Run', inDays(30));
    ctx().mailer.sent.length = 0;
    expect(await instance().sendDue()).toEqual([]);
    expect(ctx().mailer.sent).toEqual([]);
  });
});
