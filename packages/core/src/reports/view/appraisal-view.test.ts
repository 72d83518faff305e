import { describe, expect, it } from 'vitest';
import { catalogueForTests } from '../../benefits/fixtures.test-data.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { brandProfileInputSchema } from '../../profiles/schema.ts';
import { completeProperty } from '../../properties/fixtures.test-data.ts';
import { propertyInputSchema } from '../../properties/schema.ts';
import { plausibilityFindings } from '../../valuation/plausibility.ts';
import { DEFAULT_RATES } from '../../valuation/rates.ts';
import { valuate } from '../../valuation/valuate.ts';
import type { ReportEntry } from '../report-schema.ts';
import { entryView } from './entry-view.ts';
import { reportFormat } from './format.ts';
import type { ViewBlock } from './types.ts';

/**
 * The fixture's rink board from the catalogue (so it draws its impressions from the signage line), and a
 * digital CPM of $11 (above twice the channel's published top: an unusual figure).
 */
function property(confirm: 'none' | 'this figure' | 'another figure' = 'none') {
  const input = completeProperty();
  const [board] = input.owned_media?.contractual_benefits ?? [];
  if (board) board.benefit_id = 1;
  const data = propertyInputSchema.parse(input);
  data.owned_media.cpm_overrides.digital = 11;
  data.owned_media.promotional_plan.signage.impressions_actual = 300_000;
  const findings = plausibilityFindings(data, { rates: DEFAULT_RATES, catalogue: catalogueForTests });
  if (confirm !== 'none')
    data.plausibility.confirmations = findings.map((f) => ({
      key: f.key,
      figure: confirm === 'this figure' ? f.figure : f.figure + 1,
      note: 'Rate sheet 2025, signed by the club',
    }));
  return data;
}
const profile = brandProfileInputSchema.parse({ name: 'Brand', status: 'complete' });

function entryOf(data: ReturnType<typeof property>): ReportEntry {
  return {
    position: 0,
    property: { id: 1, name: 'Club', status: 'complete', data },
    profile: { id: 1, name: 'Brand', status: 'complete', data: profile },
    result: valuate(data, profile, undefined, { tornado: true, catalogue: catalogueForTests }),
    comparables: {
      basis: 'type',
      count: 0,
      value: { percentile: null, median: null, min: null, max: null },
      cost: { percentile: null, median: null, min: null, max: null },
      ratio: { percentile: null, median: null, min: null, max: null },
      effectiveCpm: { percentile: null, median: null, min: null, max: null },
    },
    summary: { en: [], fr: [] },
  };
}

const blocksOf = (entry: ReportEntry, lang: 'en' | 'fr', id: string): ViewBlock[] =>
  entryView(entry, lang).sections.find((s) => s.id === id)?.blocks ?? [];

describe('a method 1.2 entry in words', () => {
  it('lists each unusual figure with the analyst’s note, a changed figure’s old note, or “not confirmed”', () => {
    const items = (confirm: Parameters<typeof property>[0]) => {
      const list = blocksOf(entryOf(property(confirm)), 'en', 'scorecard').find(
        (b) => b.kind === 'list' && b.title === 'Unusual figures and the analyst’s notes',
      );
      return list?.kind === 'list' ? list.items : [];
    };
    const digital =
      'Digital: this property’s own CPM — A CPM of $11.00 is 2.9 times the top of the channel’s published range, $2.07 to $3.84. Above 2 times the top ($7.68) is unusual.';
    expect(items('none')).toContain(`${digital} Not confirmed.`);
    expect(items('this figure')).toContain(
      `${digital} Analyst’s note: “Rate sheet 2025, signed by the club”`,
    );
    expect(items('another figure')).toContain(
      `${digital} Confirmed at $12.00, but the figure has changed since: not confirmed.`,
    );
  });

  it('withholds the verdict while a figure is not confirmed, and gives it once confirmed', () => {
    const open = entryView(entryOf(property('none')), 'fr');
    expect(open.preliminary).toBe('Préliminaire');
    expect(open.band).toBeUndefined();
    const confirmed = entryOf(property('this figure'));
    const appraisal = confirmed.result.appraisal;
    expect(appraisal?.verdict.preliminary).toBeNull();
    const view = entryView(confirmed, 'fr');
    expect(view.preliminary).toBeUndefined();
    expect(view.band?.band).toBe(appraisal?.verdict.bands[0]);
    expect(view.ratio).toBe(reportFormat('fr').ratio(appraisal?.rightsFeeRatio.value ?? null));
  });

  it('names both bands where the interval crosses a boundary', () => {
    const entry = entryOf(property('this figure'));
    const appraisal = entry.result.appraisal;
    if (!appraisal) throw new Error('1.2');
    const crossing: ReportEntry = {
      ...entry,
      result: {
        ...entry.result,
        appraisal: { ...appraisal, verdict: { bands: ['fair', 'target'], preliminary: null } },
      },
    };
    expect(entryView(crossing, 'en').band).toEqual({
      band: 'fair',
      to: 'target',
      label: 'Between fair and on target',
    });
    expect(entryView(crossing, 'fr').band?.label).toBe('Entre correct et dans la cible');
  });

  it.each(LANGUAGES)('says under a benefit on the signage audience that it is counted once (%s)', (lang) => {
    const entry = entryOf(property('this figure'));
    const board = entry.result.lines.find((l) => l.overlap?.code === 'draws_from_line');
    expect(board?.subject).toBe('Rink board');
    const table = blocksOf(entry, lang, 'expectedVsDelivered').find((b) => b.kind === 'table');
    const row = table?.kind === 'table' ? table.rows.find((r) => r.cells[0] === 'Rink board') : undefined;
    const drawn = reportFormat(lang).number(board?.overlap?.drawnImpressions ?? 0);
    expect(row?.note).toBe(
      lang === 'en'
        ? `Counted once: its ${drawn} impressions are taken from Signage.`
        : `Compté une fois\u00a0: ses ${drawn} impressions sont prises sur Affichage.`,
    );
    // The signage line says what it left to the board, and each line where its rate came from.
    const how = blocksOf(entry, lang, 'how').find((b) => b.kind === 'lineDetails');
    const details = how?.kind === 'lineDetails' ? how.lines : [];
    expect(details.every((d) => d.inputs.every((i) => !/^[a-z]+(_[a-z]+)+$/.test(i.label)))).toBe(true);
    expect(details.some((d) => d.notes?.some((n) => n.includes(lang === 'en' ? 'Rate: ' : 'Tarif')))).toBe(
      true,
    );
  });

  it('shows the rights value’s parts as the engine rounds them, adding up to the total shown', () => {
    const entry = entryOf(property('this figure'));
    const appraisal = entry.result.appraisal;
    const table = blocksOf(entry, 'en', 'kpis').find(
      (b) => b.kind === 'table' && b.title === 'Rights value by section',
    );
    if (table?.kind !== 'table' || !appraisal) throw new Error('no rights table');
    const dollars = (cell: string | undefined) => Number((cell ?? '').replace(/[$,]/g, ''));
    const parts = table.rows.map((r) => dollars(r.cells[2]));
    expect(parts.reduce((t, d) => t + d, 0)).toBe(dollars(table.total?.[2]));
    expect(dollars(table.total?.[2]) * 100).toBe(appraisal.shown.rightsTotalCents);
  });
});
