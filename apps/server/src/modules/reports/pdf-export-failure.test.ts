import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { renderReportPdf } from './pdf/render.tsx';

// A renderer that fails on its first call, as a crash in the PDF library would, then renders for real.
let calls = 0;
const ctx = setupTestApp({
  renderPdf: async (report, lang) => {
    calls++;
    if (calls === 1) throw new Error('renderer crashed');
    return renderReportPdf(report, lang);
  },
});
const { call, tokens } = apiClient(ctx);

describe('a failed PDF export', () => {
  it('is reported as failed, leaks nothing, and can be retried', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const property = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profile.id, property_id: property.id })
    ).json();

    const first = (await call('POST', `/reports/${report.id}/pdf?lang=fr`, t.analyst)).json();
    await ctx().app.reportExports.idle();
    const failed = (await call('GET', `/report-exports/${first.id}`, t.analyst)).json();
    expect(failed).toMatchObject({ status: 'failed', download_url: null, error: 'render_failed' });
    expect(JSON.stringify(failed)).not.toContain('crashed');
    expect((await call('GET', `/report-exports/${first.id}/file`, t.analyst)).statusCode).toBe(404);

    const retry = (await call('POST', `/reports/${report.id}/pdf?lang=fr`, t.analyst)).json();
    expect(retry.id).not.toBe(first.id);
    await ctx().app.reportExports.idle();
    expect((await call('GET', `/report-exports/${retry.id}`, t.analyst)).json().status).toBe('done');
    expect(calls).toBe(2);
  });
});
