import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ENTRY_SECTIONS,
  type EntryView,
  fill,
  formatCents,
  formatRatio,
  LANGUAGES,
  type Language,
  REPORT_TEXTS,
  type Report,
  rankedEntries,
  reportView,
  type TornadoBlock,
  type ViewBlock,
} from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './render.tsx';
import { sampleReport, sampleReportWithCautions } from './sample-reports.ts';

/** Every text a block shows. */
function textsOf(block: ViewBlock): string[] {
  switch (block.kind) {
    case 'tiles':
      return block.tiles.flatMap((t) => [t.label, t.value, t.note ?? '', t.how.text, ...t.how.items]);
    case 'chart':
      return [
        block.title ?? '',
        ...block.series.map((s) => s.name),
        ...block.bars.flatMap((b) => [b.label, ...b.displays]),
      ];
    case 'table':
      return [
        block.title ?? '',
        ...block.columns.map((c) => c.label),
        ...block.rows.flatMap((r) => [...r.cells, r.note ?? '']),
        ...(block.total ?? []),
      ];
    case 'text':
      return [block.title ?? '', ...block.paragraphs];
    case 'list':
      return [block.title ?? '', ...block.items];
    case 'lineDetails':
      return block.lines.flatMap((l) => [
        l.heading,
        l.formula,
        ...l.inputs.flatMap((i) => [i.label, i.value, i.source]),
        ...(l.notes ?? []),
      ]);
    case 'tornado':
      return [
        block.title ?? '',
        block.baseDisplay,
        block.lowLabel,
        block.highLabel,
        ...block.bars.flatMap((b) => [b.label, b.lowDisplay, b.highDisplay]),
      ];
  }
}

// The demo data computed without a database: the report the screen and the PDF both lay out.
describe('the report view', () => {
  const comparative = sampleReport(4);

  it.each(LANGUAGES)('gives every section in the order of the screen and the PDF, filled in (%s)', (lang) => {
    const view = reportView(comparative, lang);
    const ranks = view.entries.map((entry) => entry.position);
    // Method 1.2 ranks by the headline, the rights-fee ratio.
    const ratios = comparative.entries
      .slice()
      .sort(
        (a, b) =>
          (b.result.appraisal?.rightsFeeRatio.value ?? -1) - (a.result.appraisal?.rightsFeeRatio.value ?? -1),
      )
      .map((entry) => entry.position);
    expect(ranks).toEqual(ratios);
    expect(rankedEntries(comparative).map((entry) => entry.position)).toEqual(ratios);
    for (const entry of view.entries) {
      const ids = entry.sections.map((section) => section.id);
      expect(ids).toEqual(ENTRY_SECTIONS.filter((id) => ids.includes(id)));
      expect(ids.filter((id) => id !== 'customIndicators')).toEqual(
        ENTRY_SECTIONS.filter((id) => id !== 'customIndicators'),
      );
      expect(entry.sections.map((s) => s.title)).toEqual(
        ids.map((id) => REPORT_TEXTS[lang].sections[id as never]),
      );
      for (const section of entry.sections) {
        for (const block of section.blocks) {
          if (block.kind === 'table') {
            for (const row of block.rows) expect(row.cells).toHaveLength(block.columns.length);
          }
          for (const text of textsOf(block)) expect(text).not.toMatch(/\{\{|undefined|NaN|Infinity/);
        }
      }
    }
    expect(view.overview?.title).toBe(REPORT_TEXTS[lang].appraisal.ranking);
  });

  it('writes the same figures in each language’s own way', () => {
    const [en] = reportView(comparative, 'en').entries;
    const [fr] = reportView(comparative, 'fr').entries;
    const tile = (view: typeof en, index: number) => {
      const block = view?.sections[0]?.blocks.find((b) => b.kind === 'tiles');
      return block?.kind === 'tiles' ? block.tiles[index]?.value : undefined;
    };
    expect(tile(en, 0)).toMatch(/^\$[\d,]+$/);
    expect(tile(fr, 0)).toMatch(/^[\d\u202f\u00a0]+\u00a0\$$/);
    // The rights-fee ratio, with two decimals.
    expect(tile(en, 1)).toMatch(/^\d+\.\d{2}:1$/);
    expect(tile(fr, 1)).toMatch(/^\d+,\d{2}:1$/);
  });
});

const run = promisify(execFile);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'report-view-pdf-'));
const APP_URL = 'https://cakemix.example.com';
const fold = (text: string) => text.replace(/\s+/g, ' ');

/** The text of a report's PDF as poppler reads it, in reading order, whitespace folded. */
async function pdfText(report: ReturnType<typeof sampleReport>, lang: Language): Promise<string> {
  const file = path.join(outDir, `${report.type}-${report.id}-${lang}.pdf`);
  writeFileSync(file, await renderReportPdf(report, lang, APP_URL));
  return fold((await run('pdftotext', [file, '-'], { encoding: 'utf8' })).stdout);
}

function tornadoOf(entry: EntryView | undefined): TornadoBlock {
  const block = entry?.sections.find((s) => s.id === 'uncertainty')?.blocks.find((b) => b.kind === 'tornado');
  if (block?.kind !== 'tornado') throw new Error('no tornado');
  return block;
}

/** The words a person reads, typed out so that a missing or reworded translation fails. */
const WORDS = {
  en: {
    preliminary: 'Preliminary',
    draft: 'In progress',
    check: 'Points to check',
    low: 'Value at its low end',
  },
  fr: { preliminary: 'Préliminaire', draft: 'En cours', check: 'Points à vérifier', low: 'Valeur à son bas' },
} satisfies Record<Language, Record<string, string>>;

/** A report as method 1.1 made it: no appraisal, its version (the result schema accepts it so). */
function asMethod11(report: Report): Report {
  return {
    ...report,
    methodology_version: '1.1.0',
    entries: report.entries.map((entry) => {
      const { appraisal: _appraisal, ...result } = entry.result;
      return { ...entry, result: { ...result, methodologyVersion: '1.1.0' } };
    }),
  };
}

describe('the PDF of a method 1.1 report', () => {
  it.each(LANGUAGES)(
    'draws the tornado with its figures, and gives the cautions, the badges and the method’s address (%s)',
    async (lang) => {
      const report = asMethod11(sampleReportWithCautions('detailed'));
      const [entry] = reportView(report, lang, APP_URL).entries;
      expect(entry?.preliminary).toBe(WORDS[lang].preliminary);
      expect(entry?.draft).toBe(WORDS[lang].draft);
      const text = await pdfText(report, lang);
      const tornado = tornadoOf(entry);
      const uncertainty = text.slice(text.indexOf(REPORT_TEXTS[lang].sections.uncertainty));
      expect(uncertainty).toContain(fold(tornado.title ?? ''));
      for (const figure of [
        tornado.baseDisplay,
        ...tornado.bars.flatMap((b) => [b.lowDisplay, b.highDisplay]),
      ])
        expect(uncertainty).toContain(fold(figure));
      // Each name in full, in the chart and again in its table.
      for (const bar of tornado.bars) {
        expect(uncertainty.split(fold(bar.label)).length - 1, bar.label).toBeGreaterThanOrEqual(1);
      }
      expect(uncertainty).toContain(WORDS[lang].low);
      // The cautions, under their titles, and the badges under the title.
      const masthead = text.slice(0, text.indexOf(REPORT_TEXTS[lang].sections.scorecard));
      expect(masthead).toContain(`${WORDS[lang].preliminary} ${WORDS[lang].draft}`);
      const scorecard = text.slice(text.indexOf(REPORT_TEXTS[lang].sections.scorecard));
      expect(scorecard).toMatch(new RegExp(`^.{0,40}${WORDS[lang].preliminary} `));
      expect(scorecard).toContain(WORDS[lang].check);
      expect(text.replace(/\s/g, '')).toContain(
        `${APP_URL}/knowledge-center?article=how-the-valuation-works`,
      );
    },
    60_000,
  );

  it('names the preliminary and in-progress combinations in the ranking and on their pages', async () => {
    const report = asMethod11(sampleReportWithCautions());
    const view = reportView(report, 'en', APP_URL);
    expect(view.entries.filter((e) => e.preliminary)).toHaveLength(1);
    expect(view.entries.filter((e) => e.draft)).toHaveLength(2);
    const text = await pdfText(report, 'en');
    const ranking = text.slice(0, text.indexOf(REPORT_TEXTS.en.comparative.ratios));
    for (const entry of view.entries) {
      const words = [entry.preliminary, entry.draft].filter(Boolean).join(' · ');
      if (words) expect(ranking).toContain(fold(`${entry.name} · ${words}`));
      else expect(ranking).not.toContain(fold(`${entry.name} ·`));
    }
  }, 60_000);
});

describe('the PDF of a method 1.2 report', () => {
  it.each(LANGUAGES)(
    'gives the rights value, both ratios and the fair fee with their P10–P90, activation apart, the verdict, the analyst’s note and the currency, as the report data says (%s)',
    async (lang) => {
      // The demo's hockey team: its print CPM is under the survey's range, confirmed with a note.
      const report = sampleReport(1);
      const [stored] = report.entries;
      const appraisal = stored?.result.appraisal;
      if (!stored || !appraisal?.fairRightsFee) throw new Error('a 1.2 result with a fair fee');
      const text = await pdfText(report, lang);
      const money = (cents: number) => fold(formatCents(cents, lang));
      const ratio = (value: number | null | undefined) => fold(formatRatio(value ?? Number.NaN, lang));
      const { rights, rightsFeeRatio, programmeRatio, fairRightsFee, shown, activation } = appraisal;
      const scorecard = text.slice(text.indexOf(REPORT_TEXTS[lang].sections.scorecard));
      for (const figure of [
        money(shown.rightsTotalCents),
        `${money(rights.interval.p10Cents)} – ${money(rights.interval.p90Cents)}`,
        ratio(rightsFeeRatio.value),
        `${ratio(rightsFeeRatio.interval?.p10)} – ${ratio(rightsFeeRatio.interval?.p90)}`,
        ratio(programmeRatio.value),
        `${ratio(programmeRatio.interval?.p10)} – ${ratio(programmeRatio.interval?.p90)}`,
        money(fairRightsFee.cents),
        `${money(fairRightsFee.interval.p10Cents)} – ${money(fairRightsFee.interval.p90Cents)}`,
        money(shown.activationCents),
        money(activation.costCents),
      ])
        expect(scorecard, figure).toContain(figure);
      // Stress bounds in the method note; the currency once, under the title.
      expect(text).toContain(`${money(rights.stress.lowCents)} – ${money(rights.stress.highCents)}`);
      expect(text.split(fold(REPORT_TEXTS[lang].top.currency))).toHaveLength(2);
      const [entry] = reportView(report, lang, APP_URL).entries;
      expect(entry?.band?.label).toBeTruthy();
      expect(scorecard).toContain(fold(entry?.band?.label ?? ''));
      // Each warning with the analyst's note, as confirmed on the property.
      const [confirmation] = stored.property.data.plausibility.confirmations;
      expect(appraisal.warnings.map((w) => w.rule === 'ratio' || w.confirmed)).toEqual([true]);
      expect(scorecard).toContain(fold(confirmation?.note ?? 'a note'));
      // Every ratio with two decimals.
      expect(text).not.toMatch(/\d[.,]\d:1/);
      // Every text of the scorecard, the range, the activation and the lines, their notes included.
      for (const id of ['scorecard', 'uncertainty', 'activation', 'expectedVsDelivered', 'how'] as const) {
        const from = text.indexOf(REPORT_TEXTS[lang].sections[id]);
        // A tile's "How?" is the screen's; the PDF gives its label, figure, band and note.
        for (const block of entry?.sections.find((s) => s.id === id)?.blocks ?? [])
          for (const words of (block.kind === 'tiles'
            ? block.tiles.flatMap((t) => [t.label.toUpperCase(), t.value, t.note ?? '', t.band?.label ?? ''])
            : textsOf(block)
          ).filter(Boolean))
            expect(text.slice(from), `${id}: ${words}`).toContain(fold(words));
      }
    },
    60_000,
  );
});

describe('the PDF’s comparables and industry benchmarks', () => {
  it.each(LANGUAGES)(
    'give the group, its rounded quartiles, the neutral-brand figures and the rules, as the screen does (%s)',
    async (lang) => {
      const report = sampleReport(1);
      const [stored] = report.entries;
      const [group] = stored?.benchmarks?.groups ?? [];
      // The demo's market: website 1 is shown its hockey team's type and level among the other demo websites'.
      expect(group).toMatchObject({ family: 'type_level', includes_demo: true });
      const text = await pdfText(report, lang);
      const [entry] = reportView(report, lang, APP_URL).entries;
      for (const id of ['comparables', 'benchmarks'] as const) {
        const section = entry?.sections.find((s) => s.id === id);
        const from = text.indexOf(REPORT_TEXTS[lang].sections[id]);
        expect(from, id).toBeGreaterThan(0);
        for (const block of section?.blocks ?? [])
          for (const words of textsOf(block).filter(Boolean))
            expect(text.slice(from), words).toContain(fold(words));
      }
      // The figures themselves, from the stored report: the quartiles as rounded, the property's own.
      const money = (cents: number) => fold(formatCents(cents, lang));
      for (const q of [group?.value, group?.cost])
        for (const figure of q ? [q.q1, q.median, q.q3] : []) {
          expect(Number(figure.toPrecision(2))).toBe(figure);
          expect(text).toContain(money(figure));
        }
      expect(text).toContain(money(stored?.comparables.subject?.valueCents ?? 0));
      expect(text).toContain(fold(fill(REPORT_TEXTS[lang].m.benchmarksDemo, {})));
    },
    60_000,
  );
});

describe('the PDF of a report made by method 1.0', () => {
  it('renders without the range and the tornado, and says which method made it', async () => {
    // A 1.0 result: none of the fields method 1.1 added (the result schema accepts it so).
    const current = sampleReport(1);
    const report = {
      ...current,
      methodology_version: '1.0.0',
      entries: current.entries.map((entry) => {
        const { uncertainty: _range, rightsFeeRatio: _ratio, ...result } = entry.result;
        return { ...entry, result: { ...result, methodologyVersion: '1.0.0' } };
      }),
    };
    const text = await pdfText(report, 'en');
    expect(text).not.toContain(REPORT_TEXTS.en.sections.uncertainty);
    expect(text).toContain(REPORT_TEXTS.en.sections.how);
    expect(text).toContain('Generated 1 March 2026 · Method 1.0.0');
    expect(text).toContain(
      'This report was computed with method 1.0.0; regenerating it applies the current method',
    );
  }, 60_000);
});
