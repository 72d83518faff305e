import { ENTRY_SECTIONS, LANGUAGES, REPORT_TEXTS, reportView, type ViewBlock } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { sampleReport } from './sample-reports.ts';

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
        ...block.rows.flatMap((r) => r.cells),
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
      ]);
  }
}

// The demo data computed without a database: the report the screen and the PDF both lay out.
describe('the report view', () => {
  const comparative = sampleReport(4);

  it.each(LANGUAGES)('gives every section in the order of the screen and the PDF, filled in (%s)', (lang) => {
    const view = reportView(comparative, lang);
    const ranks = view.entries.map((entry) => entry.position);
    const ratios = comparative.entries
      .slice()
      .sort((a, b) => (b.result.ratio.value ?? -1) - (a.result.ratio.value ?? -1))
      .map((entry) => entry.position);
    expect(ranks).toEqual(ratios);
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
    expect(view.overview?.title).toBe(REPORT_TEXTS[lang].comparative.ranking);
  });

  it('writes the same figures in each language’s own way', () => {
    const [en] = reportView(comparative, 'en').entries;
    const [fr] = reportView(comparative, 'fr').entries;
    const tile = (view: typeof en, index: number) => {
      const [block] = view?.sections[0]?.blocks ?? [];
      return block?.kind === 'tiles' ? block.tiles[index]?.value : undefined;
    };
    expect(tile(en, 0)).toMatch(/^\$[\d,]+$/);
    expect(tile(fr, 0)).toMatch(/^[\d\u202f\u00a0]+\u00a0\$$/);
    expect(tile(en, 2)).toMatch(/^\d+\.\d{1,2}:1$/);
    expect(tile(fr, 2)).toMatch(/^\d+,\d{1,2}:1$/);
  });
});
