import type { Language } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import type { PdfRender } from './export-worker.ts';
import { renderReportPdf } from './pdf/render.tsx';
import { asReport, type ReportSubject } from './snapshot.ts';

/** What the stand-in renderer does on each call, in order; then it renders for real. */
type Behaviour = 'refuse' | 'die';
let script: Behaviour[] = [];
let calls = 0;
const render: PdfRender = async (report: ReportSubject, lang: Language) => {
  calls++;
  const next = script.shift();
  // The renderer refusing a report answers so; a thread that dies rejects, as the pool does.
  if (next === 'refuse') return { ok: false, error: 'renderer crashed on this report' };
  if (next === 'die') throw new Error('worker thread exited');
  return { ok: true, pdf: await renderReportPdf(asReport(report), lang, 'http://cakemix.test') };
};

const ctx = setupTestApp({
  renderPdf: render,
  config: { exports: { renderThreads: 1, timeoutSeconds: 30, retries: 1, queuedPerPerson: 3 } },
});
const { call, tokens, settledExport } = apiClient(ctx);

async function newReport(token: string) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const property = (await call('POST', '/properties', token, fullProperty())).json();
  return (
    await call('POST', '/reports', token, { brand_profile_id: profile.id, property_id: property.id })
  ).json();
}

describe('a failed PDF export', () => {
  it('says the renderer refused the report, in the reader’s language, leaks nothing, and can be asked for again', async () => {
    script = ['refuse'];
    calls = 0;
    const t = await tokens();
    const report = await newReport(t.analyst);

    const first = (await call('POST', `/reports/${report.id}/pdf?lang=fr`, t.analyst)).json();
    const failed = await settledExport(t.analyst, first.id, 'fr');
    expect(failed).toMatchObject({
      status: 'failed',
      download_url: null,
      error: 'render_failed',
      attempts: 1,
    });
    expect(failed.error_message).toBe(
      'Le PDF n’a pas pu être produit. Veuillez réessayer; si l’erreur se répète, contactez le soutien.',
    );
    expect(JSON.stringify(failed)).not.toContain('crashed');
    expect((await call('GET', `/report-exports/${first.id}/file`, t.analyst)).statusCode).toBe(404);

    const retry = (await call('POST', `/reports/${report.id}/pdf?lang=fr`, t.analyst)).json();
    expect(retry.id).not.toBe(first.id);
    expect((await settledExport(t.analyst, retry.id)).status).toBe('done');
    expect(calls).toBe(2);
    // Retention: the earlier failure of this report and language is gone once a newer export finished.
    expect((await call('GET', `/report-exports/${first.id}`, t.analyst)).statusCode).toBe(404);
  });

  it('is tried again when its render was lost, and finishes', async () => {
    script = ['die'];
    calls = 0;
    const t = await tokens();
    const report = await newReport(t.analyst);
    const job = (await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst)).json();
    const done = await settledExport(t.analyst, job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(calls).toBe(2);
  });

  it('fails as lost when every attempt was lost, saying why in the reader’s language', async () => {
    script = ['die', 'die'];
    calls = 0;
    const t = await tokens();
    const report = await newReport(t.analyst);
    const job = (await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst)).json();
    const lost = await settledExport(t.analyst, job.id);
    expect(lost).toMatchObject({ status: 'failed', error: 'worker_lost', attempts: 2, download_url: null });
    expect(lost.error_message).toMatch(/stopped or took too long, on every try/);
    const french = (await call('GET', `/report-exports/${job.id}`, t.analyst, undefined, 'fr')).json();
    expect(french.error_message).toMatch(/s’est arrêté ou a pris trop de temps, à chaque essai/);
    expect(calls).toBe(2);
  });
});
