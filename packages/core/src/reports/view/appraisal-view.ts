import { fill } from '../../i18n/catalogue/fill.ts';
import type { ReportTexts } from '../../i18n/catalogue/reports.ts';
import { describeFinding, findingSubject, formatFindingFigure } from '../../valuation/plausibility-text.ts';
import { DEFAULT_RATES, type RatioBand } from '../../valuation/rates.ts';
import {
  type PreliminaryReason,
  RATIO_WARNING_LIMIT,
  VALUE_SECTIONS,
  type ValueSection,
} from '../../valuation/types.ts';
import { lineSubject, RATIO_BAND_LABELS, SECTION_LABELS } from '../labels.ts';
import type { ReportFormat } from './format.ts';
import type { BandView, ScorecardTile, SectionView, TableBlock, TableRow, ViewBlock } from './types.ts';
import {
  type Context,
  capitalize,
  dollarsAddingUp,
  engineWarnings,
  fitTile,
  impressionsTile,
  type Line,
  lineDetail,
  overlapNote,
  type Result,
  shownCents,
} from './view-parts.ts';

/** A 1.2 result's appraisal as a report stores it, and its parts. */
export type Appraisal = NonNullable<Result['appraisal']>;
type RatioReading = Appraisal['rightsFeeRatio'];
type ReportWarning = Appraisal['warnings'][number];

/**
 * The parts of a report that method 1.2 changes (valuation brief, section 7): rights value apart from the
 * sponsor's activation, the rights-fee ratio as the headline beside the programme ratio, each with its P10–P90
 * and the band or two bands it supports, why a report is preliminary, the unusual figures with the analyst's
 * notes, data quality, the fair rights fee, and each line's "counted once" note. A 1.0 or 1.1 result has no
 * appraisal and keeps its own sections (entry-view.ts).
 */

/** The verdict a ratio's bands support: one band, or the two its P10–P90 reaches ("Between … and …"). */
export function bandView(
  bands: readonly RatioBand[],
  f: ReportFormat,
  text: ReportTexts,
): BandView | undefined {
  const [low] = bands;
  const high = bands[bands.length - 1];
  if (!low || !high) return undefined;
  if (low === high) return { band: low, label: f.band(low) };
  return {
    band: low,
    to: high,
    label: capitalize(
      fill(text.appraisal.between, {
        low: RATIO_BAND_LABELS[low][f.lang],
        high: RATIO_BAND_LABELS[high][f.lang],
      }),
    ),
  };
}

/** The headline verdict: the rights-fee ratio's band or bands, none while preliminary. */
export const verdictView = (appraisal: Appraisal, f: ReportFormat, text: ReportTexts) =>
  appraisal.verdict.preliminary ? undefined : bandView(appraisal.verdict.bands, f, text);

const interval = (text: ReportTexts, low: string, high: string) =>
  fill(text.appraisal.interval, { low, high });

function ratioInterval(reading: RatioReading, { text, f }: Context): string | undefined {
  return reading.interval
    ? interval(text, f.ratio(reading.interval.p10), f.ratio(reading.interval.p90))
    : undefined;
}

/** Optional properties stay absent rather than undefined (exactOptionalPropertyTypes). */
const present = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** Why the report gives no verdict, one sentence a reason. */
function preliminaryReason(reason: PreliminaryReason, appraisal: Appraisal, context: Context): string {
  const { result, text, f } = context;
  const a = text.appraisal;
  switch (reason) {
    case 'no_rights_fee':
      return text.m.preliminaryNoFee;
    case 'assumed_share':
      return fill(text.m.preliminaryAssumed, {
        share: f.percent((result.uncertainty?.preliminary?.assumedShare ?? 0) * 100),
        limit: f.percent(DEFAULT_RATES.preliminaryAssumedShare * 100),
      });
    case 'unanswered_questions':
      return fill(a.preliminaryUnanswered, {
        share: f.percent(appraisal.dataQuality.questions.unansweredShare * 100),
      });
    case 'unconfirmed_warnings':
      return fill(a.preliminaryUnconfirmed, {
        count: f.number(appraisal.warnings.filter((w) => w.rule !== 'ratio' && !w.confirmed).length),
      });
    case 'ratio_above_limit':
      return fill(a.preliminaryRatio, { limit: f.ratio(RATIO_WARNING_LIMIT) });
  }
}

/** One unusual figure in words: what it is, why it is unusual, and the analyst's note or "not confirmed". */
export function warningText(warning: ReportWarning, { text, f, lang }: Context): string {
  const a = text.appraisal;
  if (warning.rule === 'ratio')
    return fill(a.ratioWarning, {
      which: a[`ratio_${warning.ratio}`],
      figure: f.ratio(warning.figure),
      limit: f.ratio(warning.limit),
    });
  const note = warning.confirmed
    ? fill(a.noteConfirmed, { note: warning.confirmation?.note ?? '' })
    : warning.confirmation
      ? fill(a.noteStale, { figure: formatFindingFigure(warning, warning.confirmation.figure, lang) })
      : a.notConfirmed;
  // The subject already holds a colon ("Print: this property's own CPM"): a dash sets the sentence apart.
  return `${findingSubject(warning, lang)} — ${describeFinding(warning, lang)} ${note}`;
}

function cautions(appraisal: Appraisal, context: Context): ViewBlock[] {
  const { text } = context;
  const m = text.m;
  const blocks: ViewBlock[] = [];
  const reasons = appraisal.verdict.preliminary;
  if (reasons && reasons.length > 0)
    blocks.push({
      kind: 'text',
      tone: 'warning',
      title: m.preliminary,
      paragraphs: reasons.map((reason) => preliminaryReason(reason, appraisal, context)),
    });
  if (appraisal.warnings.length > 0)
    blocks.push({
      kind: 'list',
      tone: 'warning',
      title: text.appraisal.warningsTitle,
      items: appraisal.warnings.map((warning) => warningText(warning, context)),
    });
  // The engine's own points to check, as under method 1.1.
  const engine = engineWarnings(context);
  if (engine) blocks.push(engine);
  return blocks;
}

/** The fair rights fee's tile: the fee at which the rights-fee ratio meets the target, with its P10–P90. */
function fairFeeTile(appraisal: Appraisal, { result, text, f }: Context): ScorecardTile {
  const a = text.appraisal;
  const fair = appraisal.fairRightsFee;
  if (!fair) return { label: a.fairFee, value: '—', how: { text: a.fairFeeNone, items: [] } };
  const ratio = f.ratio(fair.target.ratio);
  return {
    label: a.fairFee,
    value: f.money(fair.cents),
    note: fill(a.fairFeeNote, {
      low: f.money(fair.interval.p10Cents),
      high: f.money(fair.interval.p90Cents),
      fee: f.money(result.cost.rightsFeeCents),
    }),
    how: {
      text: fill(a.fairFeeHow, {
        target: fill(a[`target_${fair.target.source}`], { ratio }),
        value: f.money(appraisal.shown.rightsTotalCents),
        ratio,
      }),
      items: [],
    },
  };
}

function dataQualityTile(appraisal: Appraisal, { text, f }: Context): ScorecardTile {
  const a = text.appraisal;
  const quality = appraisal.dataQuality;
  const audited = quality.audienceAudited;
  return {
    label: text.m.dataQuality,
    value: quality.value
      ? fill(text.m.dataQualityShares, {
          actual: f.percent(quality.value.actual),
          entered: f.percent(quality.value.entered),
          defaults: f.percent(quality.value.default),
        })
      : '—',
    note: fill(a.dataQualityNote, {
      answered: f.number(quality.questions.answered),
      asked: f.number(quality.questions.asked),
      audit: audited === null ? a.auditUnknown : audited ? a.audited : a.notAudited,
    }),
    how: { text: a.dataQualityHow, items: [] },
  };
}

/** The scorecard under method 1.2: the rights apart from activation, the two ratios, the fair fee. */
export function appraisalScorecard(appraisal: Appraisal, context: Context): SectionView {
  const { result, text, f, ratesUsed } = context;
  const m = text.m;
  const a = text.appraisal;
  const { shown, rights, activation, rightsFeeRatio, programmeRatio } = appraisal;
  const cpmOrigin = ratesUsed?.some((rate) => rate.key.startsWith('cpm.')) ? 'rate_card' : 'default';
  const tiles: ScorecardTile[] = [
    {
      label: a.rightsValue,
      value: f.money(shown.rightsTotalCents),
      note: interval(text, f.money(rights.interval.p10Cents), f.money(rights.interval.p90Cents)),
      how: {
        text: fill(a.rightsValueHow, {
          tangible: f.money(shown.rightsTangibleCents),
          intangible: f.money(shown.rightsIntangibleCents),
          m: f.multiplier(result.multiplier.value),
        }),
        items: [],
      },
    },
    {
      label: a.rightsFeeRatio,
      value: f.ratio(rightsFeeRatio.value),
      ...present('band', verdictView(appraisal, f, text)),
      ...present('note', ratioInterval(rightsFeeRatio, context)),
      how: {
        text: fill(a.rightsFeeRatioHow, {
          value: f.money(shown.rightsTotalCents),
          fee: f.money(result.cost.rightsFeeCents),
        }),
        items: [],
      },
    },
    fairFeeTile(appraisal, context),
    {
      label: a.programmeRatio,
      value: f.ratio(programmeRatio.value),
      ...present('note', ratioInterval(programmeRatio, context)),
      how: {
        text: fill(a.programmeRatioHow, {
          rights: f.money(shown.rightsTotalCents),
          activation: f.money(shown.activationCents),
          fee: f.money(result.cost.rightsFeeCents),
          activationCost: f.money(result.cost.activationBudgetCents),
          inKind: f.money(result.cost.inKindCents),
        }),
        items: [],
      },
    },
    {
      label: a.activation,
      value: f.money(shown.activationCents),
      note: fill(a.activationNote, { cost: f.money(activation.costCents) }),
      how: { text: a.activationHow, items: [] },
    },
    {
      label: m.cost,
      value: f.money(result.cost.totalCents),
      how: {
        text: fill(m.costHow, {
          fee: f.money(result.cost.rightsFeeCents),
          activation: f.money(result.cost.activationBudgetCents),
          inKind: f.money(result.cost.inKindCents),
        }),
        items: [],
      },
    },
    dataQualityTile(appraisal, context),
    fitTile(context),
    impressionsTile(context),
    {
      label: m.effectiveCpm,
      value: f.cpm(result.cpm.effectiveCents),
      ...present(
        'note',
        result.cpm.marketCents === null
          ? undefined
          : fill(a.marketCpmOrigin, {
              value: f.cpm(result.cpm.marketCents),
              origin: a[`marketOrigin_${cpmOrigin}`],
            }),
      ),
      how: { text: m.cpmHow, items: [] },
    },
  ];
  return {
    id: 'scorecard',
    title: text.sections.scorecard,
    blocks: [...cautions(appraisal, context), { kind: 'tiles', tiles }],
  };
}

/** The range, what it means and how it was drawn (the tornado follows it in the section). */
export function appraisalRangeTexts(appraisal: Appraisal, context: Context): ViewBlock[] {
  const { text, f } = context;
  const a = text.appraisal;
  const { rights, rightsFeeRatio, programmeRatio, shown } = appraisal;
  const ratioEnds = (reading: RatioReading): [string, string] =>
    reading.interval ? [f.ratio(reading.interval.p10), f.ratio(reading.interval.p90)] : ['—', '—'];
  const [ratioLow, ratioHigh] = ratioEnds(rightsFeeRatio);
  const [programmeLow, programmeHigh] = ratioEnds(programmeRatio);
  const low = f.money(rights.interval.p10Cents);
  const high = f.money(rights.interval.p90Cents);
  // The widths of the method (the rates table's; a rate card does not change them).
  const uncertainty = DEFAULT_RATES.uncertainty;
  return [
    {
      kind: 'text',
      paragraphs: [
        fill(a.intervalText, {
          base: f.money(shown.rightsTotalCents),
          low,
          high,
          ratio: f.ratio(rightsFeeRatio.value),
          ratioLow,
          ratioHigh,
          programme: f.ratio(programmeRatio.value),
          programmeLow,
          programmeHigh,
        }),
        fill(a.intervalMeaning, { low, high }),
      ],
    },
    {
      kind: 'text',
      muted: true,
      paragraphs: [
        fill(a.intervalMethod, {
          actual: f.percent(uncertainty.actual * 100),
          entered: f.percent(uncertainty.entered * 100),
          unaudited: f.percent(uncertainty.enteredUnaudited * 100),
          defaults: f.percent(uncertainty.default * 100),
        }),
      ],
    },
  ];
}

/** The sections whose lines are on one side (rights or activation), in the engine's order. */
function sectionsOf(result: Result, side: 'rights' | 'activation'): ValueSection[] {
  return VALUE_SECTIONS.filter((section) => {
    const lines = result.lines.filter((line) => line.section === section);
    return lines.length > 0 && lines.every((line) => (line.side ?? 'rights') === side);
  });
}

const linesOf = (result: Result, side: 'rights' | 'activation') =>
  result.lines.filter((line) => (line.side ?? 'rights') === side);

/**
 * The value tables of the key indicators: the rights value by section and its intangible part, adding up to
 * the rights value, then the activation value by section, apart. Delivered amounts are the shown ones (one
 * rounding per line), expected ones add up to their total.
 */
export function appraisalValueTables(appraisal: Appraisal, context: Context): ViewBlock[] {
  const { result, text, f } = context;
  const m = text.m;
  const a = text.appraisal;
  const rightsSections = sectionsOf(result, 'rights');
  const expectedSum = (sections: ValueSection[]) =>
    sections.reduce((t, s) => t + result.sections[s].expectedCents, 0);
  const rightsExpected = dollarsAddingUp(
    [
      ...rightsSections.map((s) => result.sections[s].expectedCents),
      appraisal.rights.expectedTotalCents - expectedSum(rightsSections),
    ],
    appraisal.rights.expectedTotalCents,
  );
  const labels = [
    ...rightsSections.map((s) => SECTION_LABELS[s][f.lang]),
    fill(m.intangible, { m: f.multiplier(result.multiplier.value) }),
  ];
  const delivered = [
    ...rightsSections.map((s) => appraisal.shown.sections[s]),
    appraisal.shown.rightsIntangibleCents,
  ];
  const columns = [
    { label: m.section, numeric: false, share: 3 },
    { label: m.expected, numeric: true },
    { label: m.delivered, numeric: true },
  ];
  const blocks: ViewBlock[] = [
    {
      kind: 'table',
      title: a.rightsSections,
      columns,
      rows: labels.map((label, i) => ({
        cells: [label, f.money(rightsExpected[i] ?? 0), f.money(delivered[i] ?? 0)],
      })),
      total: [
        a.rightsValue,
        f.money(appraisal.rights.expectedTotalCents),
        f.money(appraisal.shown.rightsTotalCents),
      ],
    },
  ];
  const activationSections = sectionsOf(result, 'activation');
  if (activationSections.length > 0) {
    const total = expectedSum(activationSections);
    const expected = dollarsAddingUp(
      activationSections.map((s) => result.sections[s].expectedCents),
      total,
    );
    blocks.push({
      kind: 'table',
      title: a.activationSections,
      columns,
      rows: activationSections.map((s, i) => ({
        cells: [SECTION_LABELS[s][f.lang], f.money(expected[i] ?? 0), f.money(appraisal.shown.sections[s])],
      })),
      total: [a.activationValue, f.money(total), f.money(appraisal.shown.activationCents)],
    });
  }
  return blocks;
}

/** A value line as a row: its subject with its "counted once" note, and its shown amount. */
function lineRow(line: Line, cells: string[], context: Context): TableRow {
  const note = overlapNote(line, context);
  return { cells, detail: lineDetail(line, context), ...(note ? { note } : {}) };
}

/** The activation section under 1.2: what the sponsor spent, what it generated, its lines, apart. */
export function appraisalActivation(appraisal: Appraisal, context: Context): SectionView {
  const { result, text, f } = context;
  const m = text.m;
  const a = text.appraisal;
  const lines = linesOf(result, 'activation');
  const { activation } = appraisal;
  return {
    id: 'activation',
    title: text.sections.activation,
    blocks: [
      {
        kind: 'table',
        columns: [
          { label: m.item, numeric: false, share: 3 },
          { label: m.amount, numeric: true },
        ],
        rows: [
          { cells: [a.activationCost, f.money(activation.costCents)] },
          { cells: [m.activationItems, f.money(result.cost.activationItemsCents)] },
          {
            cells: [
              `${a.activationGenerated} (${interval(text, f.money(activation.interval.p10Cents), f.money(activation.interval.p90Cents))})`,
              f.money(appraisal.shown.activationCents),
            ],
          },
        ],
      },
      lines.length > 0
        ? {
            kind: 'table',
            columns: [
              { label: m.item, numeric: false, share: 3 },
              { label: m.section, numeric: false, share: 2 },
              { label: m.value, numeric: true },
            ],
            rows: lines.map((line) =>
              lineRow(
                line,
                [
                  lineSubject(line.subject, f.lang),
                  SECTION_LABELS[line.section][f.lang],
                  f.money(shownCents(line)),
                ],
                context,
              ),
            ),
            total: [a.activationValue, '', f.money(appraisal.shown.activationCents)],
          }
        : { kind: 'text', muted: true, paragraphs: [m.noActivation] },
      { kind: 'text', muted: true, paragraphs: [a.activationApart] },
    ],
  };
}

/** The rights' lines, expected against delivered, each with its "counted once" note where it has one. */
export function appraisalExpectedVsDelivered(appraisal: Appraisal, context: Context): ViewBlock {
  const { result, text, f } = context;
  const m = text.m;
  const lines = linesOf(result, 'rights');
  if (lines.length === 0) return { kind: 'text', muted: true, paragraphs: [m.noLines] };
  const expectedTotal = lines.reduce((t, line) => t + line.expectedCents, 0);
  const expected = dollarsAddingUp(
    lines.map((line) => line.expectedCents),
    expectedTotal,
  );
  const table: TableBlock = {
    kind: 'table',
    columns: [
      { label: m.item, numeric: false, share: 3 },
      { label: m.section, numeric: false, share: 2 },
      { label: m.expected, numeric: true },
      { label: m.delivered, numeric: true },
    ],
    rows: lines.map((line, i) =>
      lineRow(
        line,
        [
          lineSubject(line.subject, f.lang),
          SECTION_LABELS[line.section][f.lang],
          f.money(expected[i] ?? 0),
          f.money(shownCents(line)),
        ],
        context,
      ),
    ),
    total: [m.tangible, '', f.money(expectedTotal), f.money(appraisal.shown.rightsTangibleCents)],
  };
  return table;
}

/** The method note under 1.2: what counts as value and cost, and the stress bounds (1.1's joint extreme). */
export function appraisalMethodNote(appraisal: Appraisal, { text, f, result }: Context): string[] {
  const a = text.appraisal;
  return [
    fill(a.methodNote, { version: result.methodologyVersion }),
    fill(a.stress, {
      low: f.money(appraisal.rights.stress.lowCents),
      high: f.money(appraisal.rights.stress.highCents),
    }),
  ];
}
