import {
  dollarsAddingUp,
  type EntryView,
  entryView,
  FORMULA_LABELS,
  fill,
  type Language,
  type LineDetail,
  REPORT_TEXTS,
  type Report,
  type ReportEntry,
  rankedEntries,
  reportFormat,
  SECTION_LABELS,
  SOURCE_LABELS,
  SPREADSHEET_TEXTS,
  type TornadoBlock,
} from '@cakemix/core';
import { nextTurn } from '../../../lib/next-turn.ts';
import type { ColumnKind, SheetToWrite, WorkbookCell } from '../../spreadsheets/workbook-io.ts';

/**
 * A report as workbook sheets, in the report's language: the summary (one row per combination), each
 * combination's value lines with their totals as formulas, the assumptions, the tornado, comparables and
 * benchmarks. Texts come from the report's view (the one the screen and the PDF lay out) and its catalogues;
 * figures are numbers taken from the same result the view formats, so that a spreadsheet can add them up.
 */

type Line = ReportEntry['result']['lines'][number];
type Column = SheetToWrite['columns'][number];

const column = (header: string, kind: ColumnKind, width: number): Column => ({ header, kind, width });
const dollars = (cents: number) => Math.round(cents) / 100;
const dollarsOrNull = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : dollars(cents);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** A1-style address of a column (0 = A) and row (1-based); the sheets have fewer than 27 columns. */
const cell = (columnIndex: number, row: number) => `${String.fromCharCode(65 + columnIndex)}${row}`;
/** A sheet as a formula names it. */
const sheetRef = (name: string) => `'${name.replaceAll("'", "''")}'`;
/** Excel's limit on a sheet's name. */
const SHEET_NAME_MAX = 31;

/** The input of a line taken as its rate (a CPM, a unit value, a value per engagement, an amount). */
const RATE_INPUTS = ['cpm', 'unit_value', 'value_per_engagement', 'face_value', 'amount', 'media_buy'];

/** The lines of a combination with the amounts its report shows: whole dollars adding up to its totals. */
interface EntryAmounts {
  rights: { line: Line; detail: LineDetail; expectedCents: number; deliveredCents: number }[];
  activation: { line: Line; detail: LineDetail; expectedCents: number; deliveredCents: number }[];
  expectedIntangibleCents: number;
  intangibleCents: number;
  /** The rights value (method 1.2) or the total value (1.0, 1.1), as the report shows it. */
  rightsTotalCents: number;
  expectedTotalCents: number;
  activationCents: number;
}

/** Each line's amounts as the report's tables show them (see the view's expected-versus-delivered). */
function entryAmounts(entry: ReportEntry, view: EntryView): EntryAmounts {
  const { result } = entry;
  const details = view.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'lineDetails' ? block.lines : [])),
  );
  const withDetail = result.lines.map((line, index) => ({ line, detail: details[index] as LineDetail }));
  const appraisal = result.appraisal;
  const rightsLines = withDetail.filter(({ line }) => (line.side ?? 'rights') === 'rights');
  const activationLines = withDetail.filter(({ line }) => line.side === 'activation');
  const expectedOf = (lines: typeof withDetail) =>
    dollarsAddingUp(
      lines.map(({ line }) => line.expectedCents),
      sum(lines.map(({ line }) => line.expectedCents)),
    );
  // Method 1.2 rounds each line once (shownCents); earlier methods round the lines to their tangible total.
  const deliveredOf = (lines: typeof withDetail, totalCents: number) =>
    appraisal
      ? lines.map(({ line }) => line.shownCents ?? line.deliveredCents)
      : dollarsAddingUp(
          lines.map(({ line }) => line.deliveredCents),
          totalCents,
        );
  const amounts = (lines: typeof withDetail, totalCents: number) => {
    const expected = expectedOf(lines);
    const delivered = deliveredOf(lines, totalCents);
    return lines.map((item, i) => ({
      ...item,
      expectedCents: expected[i] ?? 0,
      deliveredCents: delivered[i] ?? 0,
    }));
  };
  const rights = amounts(rightsLines, result.tangible.deliveredCents);
  const rightsTotalCents = appraisal
    ? appraisal.shown.rightsTotalCents
    : Math.round(result.value.totalCents / 100) * 100;
  const expectedTotalCents =
    Math.round((appraisal ? appraisal.rights.expectedTotalCents : result.value.expectedTotalCents) / 100) *
    100;
  return {
    rights,
    activation: amounts(activationLines, 0),
    expectedIntangibleCents: expectedTotalCents - sum(rights.map((r) => r.expectedCents)),
    intangibleCents: rightsTotalCents - sum(rights.map((r) => r.deliveredCents)),
    rightsTotalCents,
    expectedTotalCents,
    activationCents: appraisal?.shown.activationCents ?? 0,
  };
}

/** Where a lines sheet puts its totals, for the summary's formulas. */
interface LinesTotals {
  sheet: string;
  rightsTotal: string;
  activationTotal: string | null;
}

/** A combination's value lines, rights then activation, each side's total a formula over its lines. */
function linesSheet(
  name: string,
  entry: ReportEntry,
  amounts: EntryAmounts,
  lang: Language,
): { sheet: SheetToWrite; totals: LinesTotals } {
  const t = SPREADSHEET_TEXTS[lang].report;
  const m = REPORT_TEXTS[lang].m;
  const a = REPORT_TEXTS[lang].appraisal;
  const f = reportFormat(lang);
  const columns = [
    column(t.side, 'text', 12),
    column(m.section, 'text', 22),
    column(m.item, 'text', 32),
    column(m.formula, 'text', 50),
    column(t.inputs, 'text', 70),
    column(t.rate, 'money', 14),
    column(t.rateSource, 'text', 16),
    column(REPORT_TEXTS[lang].labels.inputs.predominance_factor, 'decimal', 14),
    column(REPORT_TEXTS[lang].labels.inputs.exposure, 'share', 12),
    column(REPORT_TEXTS[lang].labels.inputs.delivery, 'share', 12),
    column(m.expected, 'money', 16),
    column(m.delivered, 'money', 16),
    column(t.notes, 'text', 50),
  ];
  const EXPECTED = 10;
  const DELIVERED = 11;
  const lineRow = (side: string, item: EntryAmounts['rights'][number]): WorkbookCell[] => {
    const { line, detail } = item;
    const input = (inputName: string) => line.inputs.find((i) => i.name === inputName);
    const rate = RATE_INPUTS.map(input).find((i) => i !== undefined);
    const share = (inputName: string) => {
      const found = input(inputName);
      return found ? found.value / 100 : null;
    };
    return [
      side,
      SECTION_LABELS[line.section][lang],
      detail.subject,
      FORMULA_LABELS[line.formula][lang],
      detail.inputs.map((i) => `${f.labelled(i.label, i.value)} (${i.source})`).join(' ; '),
      rate ? rate.value : null,
      rate ? SOURCE_LABELS[rate.source][lang] : null,
      input('predominance_factor')?.value ?? null,
      share('exposure'),
      share('delivery'),
      dollars(item.expectedCents),
      dollars(item.deliveredCents),
      detail.notes?.join(' ') ?? null,
    ];
  };
  const appraisal = entry.result.appraisal;
  const rows: WorkbookCell[][] = amounts.rights.map((item) => lineRow(t.rights, item));
  const first = 2;
  const total = (label: string, expected: WorkbookCell, delivered: WorkbookCell): WorkbookCell[] => {
    const row: WorkbookCell[] = Array.from({ length: columns.length }, () => null);
    row[2] = label;
    row[EXPECTED] = expected;
    row[DELIVERED] = delivered;
    return row;
  };
  /** SUM over rows `from`–`to` of a column, its cached result the figure the report shows. */
  const sumOf = (col: number, from: number, to: number, cents: number): WorkbookCell =>
    to >= from
      ? { formula: `SUM(${cell(col, from)}:${cell(col, to)})`, result: dollars(cents) }
      : { formula: '0', result: 0 };
  const lastRights = first + rows.length - 1;
  const tangibleRow = first + rows.length;
  rows.push(
    total(
      m.tangible,
      sumOf(EXPECTED, first, lastRights, sum(amounts.rights.map((r) => r.expectedCents))),
      sumOf(DELIVERED, first, lastRights, sum(amounts.rights.map((r) => r.deliveredCents))),
    ),
  );
  const intangibleRow = tangibleRow + 1;
  rows.push(
    total(
      fill(m.intangible, { m: f.multiplier(entry.result.multiplier.value) }),
      dollars(amounts.expectedIntangibleCents),
      dollars(amounts.intangibleCents),
    ),
  );
  const rightsTotalRow = intangibleRow + 1;
  const plus = (col: number, cents: number): WorkbookCell => ({
    formula: `${cell(col, tangibleRow)}+${cell(col, intangibleRow)}`,
    result: dollars(cents),
  });
  rows.push(
    total(
      appraisal ? a.rightsValue : m.value,
      plus(EXPECTED, amounts.expectedTotalCents),
      plus(DELIVERED, amounts.rightsTotalCents),
    ),
  );
  let activationTotal: string | null = null;
  if (appraisal) {
    const firstActivation = rightsTotalRow + 1;
    for (const item of amounts.activation) rows.push(lineRow(t.activation, item));
    const lastActivation = firstActivation + amounts.activation.length - 1;
    rows.push(
      total(
        a.activationValue,
        sumOf(EXPECTED, firstActivation, lastActivation, sum(amounts.activation.map((r) => r.expectedCents))),
        sumOf(DELIVERED, firstActivation, lastActivation, amounts.activationCents),
      ),
    );
    activationTotal = cell(DELIVERED, lastActivation + 1);
  }
  return {
    sheet: { name, columns, rows },
    totals: { sheet: name, rightsTotal: cell(DELIVERED, rightsTotalRow), activationTotal },
  };
}

/** One row per combination: its figures, verdict and data quality; its value a formula on its lines. */
function summarySheet(
  report: Report,
  view: { kind: string; currency: string },
  entries: ReportEntry[],
  views: EntryView[],
  totals: { amounts: EntryAmounts; lines: LinesTotals }[],
  lang: Language,
): SheetToWrite {
  const t = SPREADSHEET_TEXTS[lang].report;
  const text = REPORT_TEXTS[lang];
  const { m, appraisal: a } = text;
  const method12 = entries.every((entry) => entry.result.appraisal);
  const columns = [
    column(text.comparative.rank, 'whole', 8),
    column(text.comparative.combination, 'text', 44),
    column(method12 ? a.rightsValue : m.value, 'money', 16),
    column(a.activationValue, 'money', 16),
    column(m.cost, 'money', 16),
    column(m.rightsFee, 'money', 16),
    column(a.rightsFeeRatio, 'ratio', 12),
    column(method12 ? a.programmeRatio : m.ratio, 'ratio', 12),
    column(a.fairFee, 'money', 16),
    column(t.valueLow, 'money', 16),
    column(t.valueHigh, 'money', 16),
    column(t.verdict, 'text', 28),
    column(t.dataActual, 'share', 12),
    column(t.dataEntered, 'share', 12),
    column(t.dataDefault, 'share', 12),
    column(t.questionsAnswered, 'whole', 12),
    column(t.questionsAsked, 'whole', 12),
  ];
  const reference = (lines: LinesTotals, address: string | null, cents: number): WorkbookCell =>
    address ? { formula: `${sheetRef(lines.sheet)}!${address}`, result: dollars(cents) } : null;
  const rows: WorkbookCell[][] = entries.map((entry, index) => {
    const { result } = entry;
    const appraisal = result.appraisal;
    const shown = views[index] as EntryView;
    const { amounts, lines } = totals[index] as (typeof totals)[number];
    const quality = appraisal?.dataQuality.value ?? result.uncertainty?.dataQuality ?? null;
    const interval = appraisal
      ? { low: appraisal.rights.interval.p10Cents, high: appraisal.rights.interval.p90Cents }
      : result.uncertainty
        ? { low: result.uncertainty.value.lowCents, high: result.uncertainty.value.highCents }
        : null;
    return [
      index + 1,
      shown.name,
      reference(lines, lines.rightsTotal, amounts.rightsTotalCents),
      reference(lines, lines.activationTotal, amounts.activationCents),
      dollars(result.cost.totalCents),
      dollars(result.cost.rightsFeeCents),
      appraisal ? appraisal.rightsFeeRatio.value : (result.rightsFeeRatio?.value ?? null),
      appraisal ? appraisal.programmeRatio.value : result.ratio.value,
      dollarsOrNull(appraisal?.fairRightsFee?.cents),
      dollarsOrNull(interval?.low),
      dollarsOrNull(interval?.high),
      shown.band?.label ?? (shown.preliminary ? t.noVerdict : null),
      quality ? quality.actual / 100 : null,
      quality ? quality.entered / 100 : null,
      quality ? quality.default / 100 : null,
      appraisal?.dataQuality.questions.answered ?? null,
      appraisal?.dataQuality.questions.asked ?? null,
    ];
  });
  // What the report is, under its figures: a label in the first columns, its value beside.
  const about = (label: string, value: WorkbookCell): WorkbookCell[] => [null, label, value];
  rows.push(
    [],
    about(t.title, report.title),
    about(t.kind, view.kind),
    about(t.generatedOn, { value: new Date(report.generated_at), kind: 'date' }),
    about(t.method, report.methodology_version),
    about(t.currency, view.currency),
  );
  return { name: SPREADSHEET_TEXTS[lang].report.sheets.summary, columns, rows };
}

/** The blocks of a section of a combination's view. */
const blocksOf = (view: EntryView, id: EntryView['sections'][number]['id']) =>
  view.sections.find((section) => section.id === id)?.blocks ?? [];

function assumptionsSheet(views: EntryView[], lang: Language): SheetToWrite {
  const t = SPREADSHEET_TEXTS[lang].report;
  const m = REPORT_TEXTS[lang].m;
  const rows = views.flatMap((view, index) =>
    blocksOf(view, 'how')
      .filter((block) => 'title' in block && block.title === m.assumed)
      .flatMap((block) =>
        block.kind === 'list' ? block.items : block.kind === 'text' ? block.paragraphs : [],
      )
      .map((item): WorkbookCell[] => [index + 1, view.name, item]),
  );
  return {
    name: t.sheets.assumptions,
    columns: [
      column(REPORT_TEXTS[lang].comparative.rank, 'whole', 8),
      column(REPORT_TEXTS[lang].comparative.combination, 'text', 44),
      column(t.assumption, 'text', 100),
    ],
    rows,
  };
}

function tornadoSheet(views: EntryView[], lang: Language): SheetToWrite {
  const t = SPREADSHEET_TEXTS[lang].report;
  const text = REPORT_TEXTS[lang];
  const tornadoes = views.map(
    (view) =>
      blocksOf(view, 'uncertainty').find((block) => block.kind === 'tornado') as TornadoBlock | undefined,
  );
  const first = tornadoes.find((block) => block !== undefined);
  const rows: WorkbookCell[][] = [];
  tornadoes.forEach((block, index) => {
    for (const bar of block?.bars ?? []) {
      const row = rows.length + 2;
      rows.push([
        index + 1,
        (views[index] as EntryView).name,
        bar.label,
        dollars(bar.low),
        dollars(bar.high),
        {
          formula: `${cell(4, row)}-${cell(3, row)}`,
          result: (Math.round(bar.high) - Math.round(bar.low)) / 100,
        },
      ]);
    }
  });
  return {
    name: t.sheets.tornado,
    columns: [
      column(text.comparative.rank, 'whole', 8),
      column(text.comparative.combination, 'text', 44),
      column(text.m.tornadoInput, 'text', 60),
      column(first?.lowLabel ?? text.m.atLow, 'money', 18),
      column(first?.highLabel ?? text.m.atHigh, 'money', 18),
      column(t.swing, 'money', 16),
    ],
    rows,
  };
}

type Metric = 'value' | 'cost' | 'ratio' | 'effectiveCpm';
const METRICS: Metric[] = ['value', 'cost', 'ratio', 'effectiveCpm'];
const metricKind = (metric: Metric): ColumnKind => (metric === 'ratio' ? 'ratio' : 'money');
/** A figure of a comparison: money in cents, a ratio as it is. */
const metricCell = (metric: Metric, value: number | null | undefined): WorkbookCell => ({
  value: value === null || value === undefined ? null : metric === 'ratio' ? value : dollars(value),
  kind: metricKind(metric),
});

function metricLabel(metric: Metric, lang: Language): string {
  const m = REPORT_TEXTS[lang].m;
  return metric === 'effectiveCpm' ? m.effectiveCpm : m[metric];
}

/** The property's own figures as compared (a neutral brand), or the report's where it has none. */
function ownFigures(entry: ReportEntry): Record<Metric, number | null> {
  const subject = entry.comparables.subject;
  const { result } = entry;
  return subject
    ? {
        value: subject.valueCents,
        cost: subject.costCents,
        ratio: subject.ratio,
        effectiveCpm: subject.effectiveCpmCents,
      }
    : {
        value: result.value.totalCents,
        cost: result.cost.totalCents,
        ratio: result.ratio.value,
        effectiveCpm: result.cpm.effectiveCents,
      };
}

function comparablesSheet(entries: ReportEntry[], views: EntryView[], lang: Language): SheetToWrite {
  const t = SPREADSHEET_TEXTS[lang].report;
  const text = REPORT_TEXTS[lang];
  const m = text.m;
  const rows = entries.flatMap((entry, index) => {
    const own = ownFigures(entry);
    return METRICS.map((metric): WorkbookCell[] => {
      const p = entry.comparables[metric];
      return [
        index + 1,
        (views[index] as EntryView).name,
        entry.comparables.count,
        metricLabel(metric, lang),
        metricCell(metric, own[metric]),
        p.percentile,
        metricCell(metric, p.median),
        metricCell(metric, p.min),
        metricCell(metric, p.max),
      ];
    });
  });
  return {
    name: t.sheets.comparables,
    columns: [
      column(text.comparative.rank, 'whole', 8),
      column(text.comparative.combination, 'text', 44),
      column(t.count, 'whole', 12),
      column(m.measure, 'text', 24),
      column(m.thisPropertyNeutral, 'money', 18),
      column(m.percentile, 'decimal', 12),
      column(m.median, 'money', 16),
      column(t.minimum, 'money', 16),
      column(t.maximum, 'money', 16),
    ],
    rows,
  };
}

function benchmarksSheet(entries: ReportEntry[], views: EntryView[], lang: Language): SheetToWrite {
  const t = SPREADSHEET_TEXTS[lang].report;
  const text = REPORT_TEXTS[lang];
  const m = text.m;
  const rows = entries.flatMap((entry, index) => {
    const benchmarks = entry.benchmarks;
    const group = benchmarks && !benchmarks.withdrawn ? benchmarks.groups[0] : undefined;
    if (!group) return [];
    const view = views[index] as EntryView;
    // The group in words, as the report's benchmarks section names it.
    const block = blocksOf(view, 'benchmarks').find((b) => b.kind === 'text');
    const groupText = block?.kind === 'text' ? (block.paragraphs[0] ?? null) : null;
    const own = ownFigures(entry);
    const quartiles = {
      value: group.value,
      cost: group.cost,
      ratio: group.ratio,
      effectiveCpm: group.effective_cpm,
    };
    return METRICS.map((metric): WorkbookCell[] => {
      const q = quartiles[metric];
      return [
        index + 1,
        view.name,
        groupText,
        group.count,
        metricLabel(metric, lang),
        metricCell(metric, own[metric]),
        metricCell(metric, q?.q1),
        metricCell(metric, q?.median),
        metricCell(metric, q?.q3),
      ];
    });
  });
  return {
    name: t.sheets.benchmarks,
    columns: [
      column(text.comparative.rank, 'whole', 8),
      column(text.comparative.combination, 'text', 44),
      column(t.group, 'text', 60),
      column(t.count, 'whole', 12),
      column(m.measure, 'text', 24),
      column(m.thisPropertyNeutral, 'money', 18),
      column(m.firstQuartile, 'money', 16),
      column(m.median, 'money', 16),
      column(m.thirdQuartile, 'money', 16),
    ],
    rows,
  };
}

/**
 * Every sheet of a report's workbook, in `lang`. Each combination's view is built in its own turn of the
 * event loop (a few milliseconds each; twenty at once would hold it a tenth of a second).
 */
export async function reportSheets(report: Report, lang: Language): Promise<SheetToWrite[]> {
  const entries = report.type === 'detailed' ? report.entries.slice(0, 1) : rankedEntries(report);
  const views: EntryView[] = [];
  for (const entry of entries) {
    views.push(entryView(entry, lang, '', report.rates_used));
    await nextTurn();
  }
  const text = REPORT_TEXTS[lang];
  const about = {
    kind: report.type === 'detailed' ? text.detailedTitle : text.comparativeTitle,
    currency: text.top.currency,
  };
  const t = SPREADSHEET_TEXTS[lang].report;
  const lines = entries.map((entry, index) => {
    const amounts = entryAmounts(entry, views[index] as EntryView);
    const name = (entries.length === 1 ? t.sheets.lines : fill(t.sheets.linesOf, { n: index + 1 })).slice(
      0,
      SHEET_NAME_MAX,
    );
    return { amounts, ...linesSheet(name, entry, amounts, lang) };
  });
  return [
    summarySheet(
      report,
      about,
      entries,
      views,
      lines.map(({ amounts, totals }) => ({ amounts, lines: totals })),
      lang,
    ),
    ...lines.map(({ sheet }) => sheet),
    assumptionsSheet(views, lang),
    tornadoSheet(views, lang),
    comparablesSheet(entries, views, lang),
    benchmarksSheet(entries, views, lang),
  ];
}
