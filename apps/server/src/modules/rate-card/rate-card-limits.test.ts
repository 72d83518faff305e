import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { isoDay } from './effective.ts';

/** Rate card writes have their per-person allowance (lib/limits.ts), here two a minute. */
const ctx = setupTestApp({ limits: { rateCardWrites: { max: 2, windowSeconds: 60 } } });
const { call, tokens } = apiClient(ctx);

describe('rate card write limit', () => {
  it('refuses a third entry in a minute with 429 in the reader’s language, and stores nothing of it', async () => {
    const t = await tokens();
    const entry = (value: number) => ({ key: 'cpm.radio', value, effective_from: isoDay(ctx().clock()) });
    const url = '/websites/1/rate-card/entries';
    expect((await call('POST', url, t.admin, entry(10))).statusCode).toBe(201);
    expect((await call('POST', url, t.admin, entry(11))).statusCode).toBe(201);
    const refused = await call('POST', url, t.admin, entry(12), 'fr');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().user_message).toMatch(/Veuillez réessayer dans/);
    const card = (await call('GET', '/websites/1/rate-card', t.viewer)).json();
    expect(card.history).toHaveLength(2);
    expect(card.rates.cpm.radio).toBe(11);
    ctx().clock.advanceMinutes(1);
    expect((await call('POST', url, t.admin, entry(12))).statusCode).toBe(201);
    // The revaluation the entries asked for runs to its end before the file closes its database.
    const deadline = Date.now() + 30_000;
    const unapplied = async () =>
      (
        await ctx().database.executeSql(
          'select count(*)::int as n from rate_card_entries where applied_at is null',
        )
      ).rows[0] as { n: number };
    while ((await unapplied()).n > 0) {
      if (Date.now() > deadline) throw new Error('the entries were never applied');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
