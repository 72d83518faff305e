import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  formatCents,
  formatNumber,
  formatRatio,
  type Language,
  REPORT_TEXTS,
  type Report,
  type ReportEntry,
  rankedEntries,
} from '@cakemix/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from './render.tsx';
import { createPdfRenderPool } from './render-pool.ts';
import { sampleReport } from './sample-reports.ts';

const run = promisify(execFile);
const APP_URL = 'https://cakemix.example.com';
const outDir = mkdtempSync(path.join(os.tmpdir(), 'exact-pdf-'));
let files = 0;

/** The text of a PDF as poppler reads it, whitespace folded (fr-CA numbers use no-break spaces). */
async function textOf(bytes: Buffer): Promise<string> {
  const file = path.join(outDir, `${files++}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return stdout.replace(/\s+/g, ' ');
}

/**
 * The same report rendered by a thread that has rendered nothing else: a worker thread imports every module
 * anew (fontkit's glyph caches included), as a fresh process does.
 */
async function renderInFreshThread(report: Report, lang: Language): Promise<Buffer> {
  const pool = createPdfRenderPool(1, APP_URL);
  try {
    const outcome = await pool.render(report, lang);
    if (!outcome.ok) throw new Error(outcome.error);
    return Buffer.from(outcome.pdf);
  } finally {
    await pool.close();
  }
}

/** Where two texts first part, with some context, or null when they are the same. */
function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
  return `at character ${at}: ${around(actual)} instead of ${around(expected)}`;
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

/** The scorecard's six figures of an entry, as the document's language writes them. */
function scorecardFigures(entry: ReportEntry, lang: Language): string[] {
  const { result } = entry;
  return [
    formatCents(result.value.totalCents, lang),
    formatCents(result.cost.totalCents, lang),
    result.ratio.value === null ? '—' : formatRatio(result.ratio.value, lang),
    `${formatNumber(result.scores.fit.score, lang, { maximumFractionDigits: 0 })}/100`,
    formatNumber(result.impressions.delivered, lang),
    result.cpm.effectiveCents === null ? '—' : formatCents(result.cpm.effectiveCents, lang, true),
  ].map(fold);
}

/** Each scorecard's text: from its heading to the summary's heading, in the order of the document. */
function scorecards(text: string, lang: Language): string[] {
  const { sections } = REPORT_TEXTS[lang];
  const [, ...after] = text.split(sections.scorecard);
  return after.map((part) => part.split(sections.summary)[0] ?? '');
}

function expectScorecardsMatch(report: Report, text: string, lang: Language) {
  const cards = scorecards(text, lang);
  const entries = rankedEntries(report);
  expect(cards).toHaveLength(entries.length);
  entries.forEach((entry, index) => {
    for (const figure of scorecardFigures(entry, lang)) expect(cards[index]).toContain(figure);
  });
}

describe('PDFs are the same whatever was rendered before them', () => {
  const detailed = sampleReport(1);
  const comparative = sampleReport(4);
  const sequence: [Report, Language][] = [
    [detailed, 'fr'],
    [detailed, 'en'],
    [detailed, 'fr'],
    [comparative, 'en'],
    [comparative, 'fr'],
  ];
  const keyOf = (report: Report, lang: Language) => `${report.type}-${lang}`;
  /** Each document of the sequence, as a thread that rendered nothing else renders it. */
  const references = new Map<string, string>();

  beforeAll(async () => {
    const distinct = new Map(sequence.map(([report, lang]) => [keyOf(report, lang), { report, lang }]));
    await Promise.all(
      [...distinct].map(async ([key, { report, lang }]) => {
        references.set(key, await textOf(await renderInFreshThread(report, lang)));
      }),
    );
  }, 120_000);

  function expectSameAsReferences(texts: string[]) {
    sequence.forEach(([report, lang], index) => {
      expect(
        firstDifference(texts[index] ?? '', references.get(keyOf(report, lang)) ?? ''),
        `${report.type} ${lang}, render ${index + 1}`,
      ).toBeNull();
      expectScorecardsMatch(report, texts[index] ?? '', lang);
    });
  }

  it('renders detailed fr → en → fr, then comparative en → fr, in one process', async () => {
    const inSequence: string[] = [];
    for (const [report, lang] of sequence)
      inSequence.push(await textOf(await renderReportPdf(report, lang, APP_URL)));
    expectSameAsReferences(inSequence);
  }, 120_000);

  it('renders the same sequence in one thread of the render pool, which points to the app', async () => {
    const pool = createPdfRenderPool(1, APP_URL);
    const inOneThread: string[] = [];
    try {
      for (const [report, lang] of sequence) {
        const outcome = await pool.render(report, lang);
        if (!outcome.ok) throw new Error(outcome.error);
        inOneThread.push(await textOf(Buffer.from(outcome.pdf)));
      }
    } finally {
      await pool.close();
    }
    // The thread is given the app's address: the report points to the method's article there.
    expect(inOneThread[0]?.replace(/\s/g, '')).toContain(`${APP_URL}/knowledge-center?article=`);
    expectSameAsReferences(inOneThread);
  }, 120_000);
});
