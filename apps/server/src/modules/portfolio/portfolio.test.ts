import type { Portfolio } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

/** A calendar date `days` from the test clock's today. */
function inDays(days: number): string {
  const now = ctx().clock();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

async function addProperty(
  token: string,
  name: string,
  end: string,
  status: 'complete' | 'draft' = 'complete',
) {
  const base = fullProperty();
  const response = await call('POST', '/properties', token, {
    ...base,
    status,
    general: { ...base.general, name, start_date: inDays(-300), end_date: end },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('portfolio', () => {
  it('values the complete properties, totals them and lists the contracts ending within 180 days, soonest first', async () => {
    const t = await tokens();
    await addProperty(t.analyst, 'Ends in a year', inDays(365));
    await addProperty(t.analyst, 'Ends in 90 days', inDays(90));
    await addProperty(t.analyst, 'Ends in 30 days', inDays(30));
    await addProperty(t.analyst, 'Ended', inDays(-1));
    await addProperty(t.analyst, 'Draft ending soon', inDays(10), 'draft');
    await addProperty(t.otherSite, 'Elsewhere', inDays(20));

    const response = await call('GET', '/websites/1/portfolio', t.viewer);
    expect(response.statusCode, response.body).toBe(200);
    const portfolio = response.json() as Portfolio;
    expect(portfolio.rows.map((row) => row.name).sort()).toEqual([
      'Ended',
      'Ends in 30 days',
      'Ends in 90 days',
      'Ends in a year',
    ]);
    expect(portfolio.renewals.map((row) => [row.name, row.days_left])).toEqual([
      ['Ends in 30 days', 30],
      ['Ends in 90 days', 90],
    ]);
    const [row] = portfolio.rows;
    expect(row?.value).toBeGreaterThan(0);
    expect(row?.ratio).toBeCloseTo((row?.value ?? 0) / (row?.rights_fee ?? 1), 1);
    expect(portfolio.totals.count).toBe(4);
    expect(portfolio.totals.rights_fee).toBeCloseTo(4 * (row?.rights_fee ?? 0), 2);
    expect(portfolio.totals.value).toBeCloseTo(
      portfolio.rows.reduce((sum, r) => sum + r.value, 0),
      2,
    );
    expect((await call('GET', '/websites/2/portfolio', t.viewer)).statusCode).toBe(404);
  });

  it('exports the portfolio as CSV in the reader’s language', async () => {
    const t = await tokens();
    await addProperty(t.analyst, 'Harbour Run', inDays(45));
    const response = await call('GET', '/websites/1/portfolio/export?format=csv', t.viewer, undefined, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    const [header, line] = response.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Nom;Type de commandite;Région;Date de début;Date de fin;Droits;Activation;Valeur;Ratio valeur-coût;Ratio du programme;Verdict;Droits justes',
    );
    expect(line?.startsWith('Harbour Run;')).toBe(true);
  });
});
