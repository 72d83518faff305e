import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatCents, formatRatio } from '@cakemix/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { reportExports } from '../../db/schema.ts';

const ctx = setupTestApp();
const { call, tokens, settledExport } = apiClient(ctx);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(outDir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function detailedReport(token: string) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const property = (await call('POST', '/properties', token, fullProperty())).json();
  return (
    await call('POST', '/reports', token, { brand_profile_id: profile.id, property_id: property.id })
  ).json();
}

async function download(token: string, jobId: number) {
  const job = await settledExport(token, jobId);
  expect(job.status).toBe('done');
  const file = await ctx().app.inject({
    method: 'GET',
    url: `/api/v1/cakemix${job.download_url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['content-disposition']).toContain(job.file_name);
  return { job, bytes: file.rawPayload };
}

describe('PDF exports', () => {
  it('start as a job, finish in the background, and hold the scorecard formatted for each language', async () => {
    const t = await tokens();
    const report = await detailedReport(t.analyst);
    const { result, property, profile } = report.entries[0];

    for (const lang of ['en', 'fr'] as const) {
      const started = await call('POST', `/reports/${report.id}/pdf?lang=${lang}`, t.viewer);
      expect(started.statusCode).toBe(202);
      expect(['pending', 'running']).toContain(started.json().status);
      expect(started.json().download_url).toBeNull();

      const { bytes } = await download(t.viewer, started.json().id);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(bytes, `detailed-${lang}.pdf`).replace(/\s+/g, ' ');
      // The scorecard's numbers, as the reader's language writes them.
      expect(text).toContain(formatCents(result.value.totalCents, lang).replace(/\s/g, ' '));
      expect(text).toContain(formatCents(result.cost.totalCents, lang).replace(/\s/g, ' '));
      expect(text).toContain(formatRatio(result.ratio.value, lang));
      // Names on every page, and page numbers.
      const pages = pdfText(bytes, `detailed-${lang}-pages.pdf`)
        .split('\f')
        .filter((p) => p.trim());
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) {
        expect(page).toContain(property.name.slice(0, 20));
        expect(page).toContain(profile.name.slice(0, 20));
      }
      if (lang === 'fr') {
        expect(text).toContain('Tableau de bord');
        expect(text).toContain('Comment chaque valeur a été obtenue');
        expect(text).toMatch(/Page 1 de \d+/);
      } else {
        expect(text).toContain('Scorecard');
        expect(text).toContain('How each value was obtained');
        expect(text).toMatch(/Page 1 of \d+/);
      }
    }
  });

  it('keeps the file: asking again for the same report and language answers the finished job at once', async () => {
    const t = await tokens();
    const report = await detailedReport(t.analyst);
    const first = (await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst)).json();
    await settledExport(t.analyst, first.id);
    const second = await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst);
    expect(second.json()).toMatchObject({ id: first.id, status: 'done' });
    expect(second.json().download_url).toBe(`/report-exports/${first.id}/file`);
    // A regenerated report needs a new PDF.
    ctx().clock.advanceMinutes(1);
    await call('POST', `/reports/${report.id}/regenerate`, t.analyst);
    const third = (await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst)).json();
    expect(third.id).not.toBe(first.id);
    expect((await settledExport(t.analyst, third.id)).status).toBe('done');
  });

  it('renders a ten-combination comparative report with its ranking', async () => {
    const t = await tokens();
    const profiles = [
      (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json(),
      (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[1])).json(),
    ];
    const pairs = [];
    for (let i = 0; i < 5; i++) {
      const data = fullProperty();
      data.general.name = `Club ${i + 1}`;
      const property = (await call('POST', '/properties', t.analyst, data)).json();
      for (const profile of profiles) pairs.push({ property_id: property.id, brand_profile_id: profile.id });
    }
    const report = (await call('POST', '/comparative-reports', t.analyst, { pairs })).json();
    const job = (await call('POST', `/comparative-reports/${report.id}/pdf?lang=fr`, t.analyst)).json();
    const { bytes } = await download(t.analyst, job.id);
    const text = pdfText(bytes, 'comparative-fr.pdf').replace(/\s+/g, ' ');
    expect(text).toContain('Classement par ratio valeur/droits');
    expect(text).toContain('Club 5');
    expect(text).toContain(DEMO_PROFILES[1]?.name.slice(0, 20));
    // Ten combinations in full, rendered at nice 10 by a thread: on a loaded machine it can pass 30 s.
  }, 120_000);

  it("refuses another website's export and file", async () => {
    const t = await tokens();
    const report = await detailedReport(t.analyst);
    const job = (await call('POST', `/reports/${report.id}/pdf?lang=en`, t.analyst)).json();
    await settledExport(t.analyst, job.id);
    expect((await call('GET', `/report-exports/${job.id}`, t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', `/report-exports/${job.id}/file`, t.otherSite)).statusCode).toBe(404);
  });
});

describe('stored PDF files', () => {
  it('keep only the newest finished export per report and language, of the current generation', async () => {
    const t = await tokens();
    const report = await detailedReport(t.analyst);
    const exportIn = async (lang: string) => {
      const job = (await call('POST', `/reports/${report.id}/pdf?lang=${lang}`, t.analyst)).json();
      return settledExport(t.analyst, job.id);
    };
    const stored = async () =>
      (
        await ctx()
          .database.db.select({
            id: reportExports.id,
            lang: reportExports.lang,
            status: reportExports.status,
          })
          .from(reportExports)
          .where(eq(reportExports.reportId, report.id))
      ).sort((a, b) => a.id - b.id);

    const english = await exportIn('en');
    const french = await exportIn('fr');
    expect(await stored()).toEqual([
      { id: english.id, lang: 'en', status: 'done' },
      { id: french.id, lang: 'fr', status: 'done' },
    ]);

    // Regenerating makes both files out of date: they go, and the next export is of the new generation.
    ctx().clock.advanceMinutes(1);
    await call('POST', `/reports/${report.id}/regenerate`, t.analyst);
    expect(await stored()).toEqual([]);
    expect((await call('GET', `/report-exports/${english.id}/file`, t.analyst)).statusCode).toBe(404);
    const newer = await exportIn('en');
    expect(await stored()).toEqual([{ id: newer.id, lang: 'en', status: 'done' }]);
  });
});
