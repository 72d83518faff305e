import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Language, Report } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { createPdfRenderPool, type PdfRenderPool } from './render-pool.ts';
import { sampleReport } from './sample-reports.ts';

const run = promisify(execFile);
const APP_URL = 'https://cakemix.example.com';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
let files = 0;

async function textOf(pool: PdfRenderPool, report: Report, lang: Language): Promise<string> {
  const outcome = await pool.render(report, lang);
  if (!outcome.ok) throw new Error(outcome.error);
  const file = path.join(outDir, `${files++}.pdf`);
  writeFileSync(file, outcome.pdf);
  return (await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).stdout;
}

describe('the render pool', () => {
  it('renders in a worker thread the same PDF whatever the thread rendered before', async () => {
    const detailed = sampleReport(1);
    const comparative = sampleReport(4);
    const sequence: [Report, Language][] = [
      [detailed, 'fr'],
      [detailed, 'en'],
      [comparative, 'en'],
      [comparative, 'fr'],
    ];
    const busy = createPdfRenderPool(1, APP_URL);
    const inOneThread: string[] = [];
    try {
      for (const [report, lang] of sequence) inOneThread.push(await textOf(busy, report, lang));
    } finally {
      await busy.close();
    }
    // The thread is given the app's address: the report points to the method's article there.
    expect(inOneThread[0]?.replace(/\s/g, '')).toContain(`${APP_URL}/knowledge-center?article=`);
    // Each reference from a thread that renders nothing else (a thread has its own copy of every module).
    for (const [index, [report, lang]] of sequence.entries()) {
      const fresh = createPdfRenderPool(1, APP_URL);
      try {
        expect(inOneThread[index], `${report.type} ${lang}`).toBe(await textOf(fresh, report, lang));
      } finally {
        await fresh.close();
      }
    }
  }, 180_000);

  it('stops a render when asked, and renders the next one in a new thread', async () => {
    const pool = createPdfRenderPool(1, APP_URL);
    try {
      const controller = new AbortController();
      const rendering = pool.render(sampleReport(4), 'en', controller.signal);
      setTimeout(() => controller.abort(), 100);
      await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
      const next = await pool.render(sampleReport(1), 'fr');
      expect(next.ok && Buffer.from(next.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
