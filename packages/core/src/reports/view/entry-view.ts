import { fill } from '../../i18n/catalogue/fill.ts';
import { REPORT_TEXTS, type ReportTexts } from '../../i18n/catalogue/reports.ts';
import type { Language } from '../../i18n/languages.ts';
import { OBJECTIVES } from '../../profiles/schema.ts';
import type { CpmChannel } from '../../properties/options.ts';
import { VALUE_SECTIONS } from '../../valuation/types.ts';
import {
  CHANNEL_LABELS,
  FORMULA_LABELS,
  inputLabel,
  lineSubject,
  OBJECTIVE_LABELS,
  SECTION_LABELS,
  SOURCE_LABELS,
} from '../labels.ts';
import type { ReportEntry } from '../schema.ts';
import { type ReportFormat, reportFormat } from './format.ts';
import type { EntryView, LineDetail, SectionView, TableRow } from './types.ts';

type Result = ReportEntry['result'];
type Line = Result['lines'][number];

/** What a section is built from: the entry, its language's texts and formats. */
interface Context {
  entry: ReportEntry;
  result: Result;
  text: ReportTexts;
  f: ReportFormat;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function bandOf(result: Result, f: ReportFormat) {
  return result.ratio.band ? { band: result.ratio.band, label: f.band(result.ratio.band) } : undefined;
}

function scorecard({ result, text, f }: Context): SectionView {
  const m = text.m;
  const notRated = (score: number | null) => f.score(score) ?? m.notRated;
  return {
    id: 'scorecard',
    title: text.sections.scorecard,
    blocks: [
      {
        kind: 'tiles',
        tiles: [
          {
            label: m.value,
            value: f.money(result.value.totalCents),
            note: fill(m.expectedValue, { value: f.money(result.value.expectedTotalCents) }),
            how: {
              text: fill(m.valueHow, {
                tangible: f.money(result.value.tangibleCents),
                intangible: f.money(result.value.intangibleCents),
                m: f.multiplier(result.multiplier.value),
              }),
              items: [],
            },
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
          {
            label: m.ratio,
            value: f.ratio(result.ratio.value),
            ...withBand(bandOf(result, f)),
            how: {
              text: fill(m.ratioHow, {
                value: f.money(result.value.totalCents),
                cost: f.money(result.cost.totalCents),
              }),
              items: [],
            },
          },
          {
            label: m.fit,
            value: notRated(result.scores.fit.score),
            how: {
              text: m.fitHow,
              items: OBJECTIVES.filter((o) => result.scores.fit.weights[o] > 0).map(
                (o) =>
                  `${OBJECTIVE_LABELS[o][f.lang]} ${f.number(result.scores.objectives[o].score)}/100 × ${f.percent(result.scores.fit.weights[o] * 100)}`,
              ),
            },
          },
          {
            label: m.impressions,
            value: f.number(result.impressions.delivered),
            note: fill(m.estimatedValue, { value: f.number(result.impressions.estimated) }),
            how: { text: m.impressionsHow, items: [] },
          },
          {
            label: m.effectiveCpm,
            value: f.cpm(result.cpm.effectiveCents),
            ...(result.cpm.marketCents === null
              ? {}
              : { note: fill(m.marketCpm, { value: f.cpm(result.cpm.marketCents) }) }),
            how: { text: m.cpmHow, items: [] },
          },
        ],
      },
    ],
  };
}

/** Optional properties stay absent rather than undefined (exactOptionalPropertyTypes). */
function withBand(band: ReturnType<typeof bandOf>) {
  return band ? { band } : {};
}

function summary({ entry, text, f }: Context): SectionView {
  return {
    id: 'summary',
    title: text.sections.summary,
    blocks: [{ kind: 'text', paragraphs: entry.summary[f.lang] }],
  };
}

/** Impressions added up per channel (owned, paid and broadcast lines of one channel together). */
function impressionsByChannel(result: Result) {
  const rows = new Map<
    CpmChannel,
    { channel: CpmChannel; estimated: number; actual: number | null; delivered: number }
  >();
  for (const c of result.impressions.byChannel) {
    const row = rows.get(c.channel) ?? { channel: c.channel, estimated: 0, actual: null, delivered: 0 };
    row.estimated += c.estimated;
    row.delivered += c.delivered;
    if (c.actual !== null) row.actual = (row.actual ?? 0) + c.actual;
    rows.set(c.channel, row);
  }
  return [...rows.values()];
}

function keyIndicators({ result, text, f }: Context): SectionView {
  const m = text.m;
  const sections = VALUE_SECTIONS.filter(
    (s) => result.sections[s].expectedCents > 0 || result.sections[s].deliveredCents > 0,
  );
  return {
    id: 'kpis',
    title: text.sections.kpis,
    blocks: [
      {
        kind: 'chart',
        title: text.sections.valueBySection,
        unit: 'money',
        series: [
          { name: m.delivered, tone: 'primary' },
          { name: m.expected, tone: 'secondary' },
        ],
        bars: sections.map((s) => {
          const values = [result.sections[s].deliveredCents, result.sections[s].expectedCents];
          return { label: SECTION_LABELS[s][f.lang], values, displays: values.map(f.money) };
        }),
      },
      {
        kind: 'table',
        columns: [
          { label: m.section, numeric: false, share: 3 },
          { label: m.expected, numeric: true },
          { label: m.delivered, numeric: true },
        ],
        rows: [
          ...sections.map((s) => ({
            cells: [
              SECTION_LABELS[s][f.lang],
              f.money(result.sections[s].expectedCents),
              f.money(result.sections[s].deliveredCents),
            ],
          })),
          {
            cells: [
              fill(m.intangible, { m: f.multiplier(result.multiplier.value) }),
              f.money(result.value.expectedTotalCents - result.tangible.expectedCents),
              f.money(result.value.intangibleCents),
            ],
          },
        ],
        total: [m.value, f.money(result.value.expectedTotalCents), f.money(result.value.totalCents)],
      },
      {
        kind: 'table',
        title: text.sections.impressionsByChannel,
        columns: [
          { label: m.channel, numeric: false, share: 2 },
          { label: m.estimated, numeric: true },
          { label: m.actual, numeric: true },
          { label: m.delivered, numeric: true },
        ],
        rows: impressionsByChannel(result).map((c) => ({
          cells: [
            CHANNEL_LABELS[c.channel][f.lang],
            f.number(c.estimated),
            c.actual === null ? '—' : f.number(c.actual),
            f.number(c.delivered),
          ],
        })),
        total: ['', f.number(result.impressions.estimated), '', f.number(result.impressions.delivered)],
      },
      {
        kind: 'table',
        title: text.sections.costBreakdown,
        columns: [
          { label: m.item, numeric: false, share: 3 },
          { label: m.amount, numeric: true },
        ],
        rows: [
          { cells: [m.rightsFee, f.money(result.cost.rightsFeeCents)] },
          { cells: [m.activationBudget, f.money(result.cost.activationBudgetCents)] },
          { cells: [m.inKind, f.money(result.cost.inKindCents)] },
        ],
        total: [m.cost, f.money(result.cost.totalCents)],
      },
    ],
  };
}

function customIndicators({ result, text, f }: Context): SectionView | null {
  const indicators = result.customIndicators;
  if (indicators.length === 0) return null;
  const show = (type: string, value: number | null) => {
    if (value === null) return '—';
    if (type === 'amount') return f.money(Math.round(value * 100));
    if (type === 'percent') return f.percent(value, 1);
    return f.number(value, 2);
  };
  return {
    id: 'customIndicators',
    title: text.sections.customIndicators,
    blocks: [
      {
        kind: 'table',
        columns: [
          { label: text.m.indicator, numeric: false, share: 3 },
          { label: text.m.inputValue, numeric: true, share: 2 },
        ],
        rows: indicators.map((i) => ({
          cells: [i.name, `${show(i.type, i.value)}${i.countsTowardValue ? ` (${text.m.counted})` : ''}`],
        })),
      },
    ],
  };
}

function qualitative({ result, text, f }: Context): SectionView {
  const m = text.m;
  const { scores } = result;
  const rated = (score: number | null) => f.score(score) ?? m.notRated;
  const objectives = OBJECTIVES.map((o) => ({
    label: capitalize(OBJECTIVE_LABELS[o][f.lang]),
    score: scores.objectives[o].score,
    weight: scores.fit.weights[o] * 100,
  }));
  const fits: [string, number | null][] = [
    [m.personality, scores.personality],
    [m.demographic, scores.demographic],
    [m.geographic, scores.geographic],
    [m.management, scores.management.score],
  ];
  return {
    id: 'qualitative',
    title: text.sections.qualitative,
    blocks: [
      {
        kind: 'chart',
        title: text.sections.objectiveScores,
        unit: 'score',
        max: 100,
        series: [
          { name: m.fit, tone: 'primary' },
          { name: m.weight, tone: 'secondary' },
        ],
        bars: objectives.map((o) => ({
          label: o.label,
          values: [o.score, o.weight],
          displays: [rated(o.score), f.percent(o.weight)],
        })),
      },
      {
        kind: 'table',
        columns: [
          { label: m.measure, numeric: false, share: 2 },
          { label: m.score, numeric: true },
          { label: m.weight, numeric: true },
        ],
        rows: objectives.map((o) => ({ cells: [o.label, rated(o.score), f.percent(o.weight)] })),
      },
      {
        kind: 'chart',
        title: text.sections.fits,
        unit: 'score',
        max: 100,
        series: [{ name: m.score, tone: 'accent' }],
        bars: fits.map(([label, value]) => ({ label, values: [value ?? 0], displays: [rated(value)] })),
      },
      {
        kind: 'table',
        columns: [
          { label: m.measure, numeric: false, share: 2 },
          { label: m.score, numeric: true },
        ],
        rows: fits.map(([label, value]) => ({ cells: [label, rated(value)] })),
      },
    ],
  };
}

function comparables({ entry, text, f }: Context): SectionView {
  const m = text.m;
  const { comparables } = entry;
  const metric = (
    key: 'value' | 'cost' | 'ratio' | 'effectiveCpm',
    label: string,
    show: (n: number) => string,
  ): TableRow => {
    const p = comparables[key];
    return {
      cells: [
        label,
        p.percentile === null ? '—' : f.number(p.percentile),
        p.median === null ? '—' : show(p.median),
        p.min === null || p.max === null ? '—' : `${show(p.min)} – ${show(p.max)}`,
      ],
    };
  };
  return {
    id: 'comparables',
    title: text.sections.comparables,
    blocks: [
      {
        kind: 'text',
        muted: true,
        paragraphs: [
          comparables.value.percentile === null
            ? m.tooFewComparables
            : fill(m.comparablesBasis, {
                count: comparables.count,
                basis: m[`basis_${comparables.basis}`],
              }),
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: m.measure, numeric: false, share: 2 },
          { label: m.percentile, numeric: true },
          { label: m.median, numeric: true },
          { label: m.range, numeric: true, share: 2 },
        ],
        rows: [
          metric('value', m.value, f.money),
          metric('cost', m.cost, f.money),
          metric('ratio', m.ratio, (n) => f.ratio(n)),
          metric('effectiveCpm', `${m.effectiveCpm} ${m.lowerIsBetter}`, (n) => f.cpm(n)),
        ],
      },
    ],
  };
}

/** A line's formula and inputs, each with where it came from. */
function lineDetail(line: Line, { text, f }: Context): LineDetail {
  const subject = lineSubject(line.subject, f.lang);
  return {
    heading: f.labelled(`${SECTION_LABELS[line.section][f.lang]} — ${subject}`, f.money(line.deliveredCents)),
    subject,
    formula: f.labelled(text.m.formula, FORMULA_LABELS[line.formula][f.lang]),
    inputs: line.inputs.map((input) => ({
      label: inputLabel(input.name, f.lang),
      value: f.input(input.name, input.value),
      source: SOURCE_LABELS[input.source][f.lang],
      source_kind: input.source,
    })),
  };
}

function activation(context: Context): SectionView {
  const { result, text, f } = context;
  const m = text.m;
  const lines = result.lines.filter((line) => line.section === 'activation');
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
          { cells: [m.activationBudget, f.money(result.cost.activationBudgetCents)] },
          { cells: [m.activationItems, f.money(result.cost.activationItemsCents)] },
        ],
      },
      lines.length > 0
        ? {
            kind: 'table',
            columns: [
              { label: m.item, numeric: false, share: 3 },
              { label: m.value, numeric: true },
            ],
            rows: lines.map((line) => ({
              cells: [line.subject, f.money(line.deliveredCents)],
              detail: lineDetail(line, context),
            })),
          }
        : { kind: 'text', muted: true, paragraphs: [m.noActivation] },
    ],
  };
}

function expectedVersusDelivered(context: Context): SectionView {
  const { result, text, f } = context;
  const m = text.m;
  const assets = fill(m.assets, {
    expected: f.number(result.assets.expected),
    delivered: f.number(result.assets.delivered, 1),
  });
  return {
    id: 'expectedVsDelivered',
    title: text.sections.expectedVsDelivered,
    blocks: [
      { kind: 'text', paragraphs: [assets] },
      result.lines.length === 0
        ? { kind: 'text', muted: true, paragraphs: [m.noLines] }
        : {
            kind: 'table',
            columns: [
              { label: m.item, numeric: false, share: 3 },
              { label: m.section, numeric: false, share: 2 },
              { label: m.expected, numeric: true },
              { label: m.delivered, numeric: true },
            ],
            rows: result.lines.map((line) => ({
              cells: [
                lineSubject(line.subject, f.lang),
                SECTION_LABELS[line.section][f.lang],
                f.money(line.expectedCents),
                f.money(line.deliveredCents),
              ],
              detail: lineDetail(line, context),
            })),
            total: [
              m.tangible,
              '',
              f.money(result.tangible.expectedCents),
              f.money(result.tangible.deliveredCents),
            ],
          },
    ],
  };
}

/** The audit trail: every line's formula and inputs, the multiplier's parts, and what was assumed. */
function howObtained(context: Context): SectionView {
  const { result, text, f } = context;
  const m = text.m;
  const parts = result.multiplier.parts;
  return {
    id: 'how',
    title: text.sections.how,
    blocks: [
      { kind: 'lineDetails', lines: result.lines.map((line) => lineDetail(line, context)) },
      {
        kind: 'text',
        title: m.multiplier,
        paragraphs: [
          fill(m.multiplierParts, {
            fit: f.signed(parts.fit),
            exclusivity: f.signed(parts.exclusivity),
            clutter: f.signed(parts.clutter),
            management: f.signed(parts.management),
            unclamped: f.number(result.multiplier.unclamped, 4),
          }),
        ],
      },
      result.missing.length === 0
        ? { kind: 'text', title: m.missing, paragraphs: [m.noMissing] }
        : {
            kind: 'list',
            title: m.missing,
            items: result.missing.map(
              (missing) =>
                `${missing.path}${missing.defaultUsed === null ? '' : ` (${fill(m.defaultUsed, { value: String(missing.defaultUsed) })})`}`,
            ),
          },
      {
        kind: 'text',
        muted: true,
        paragraphs: [fill(m.methodNote, { version: result.methodologyVersion })],
      },
    ],
  };
}

const BUILDERS = [
  scorecard,
  summary,
  keyIndicators,
  customIndicators,
  qualitative,
  comparables,
  activation,
  expectedVersusDelivered,
  howObtained,
];

/** One combination as a reader sees it in `lang`: its sections in order (see ENTRY_SECTIONS). */
export function entryView(entry: ReportEntry, lang: Language): EntryView {
  const f = reportFormat(lang);
  const context: Context = { entry, result: entry.result, text: REPORT_TEXTS[lang], f };
  return {
    position: entry.position,
    name: `${entry.property.name} × ${entry.profile.name}`,
    propertyName: entry.property.name,
    profileName: entry.profile.name,
    ratio: f.ratio(entry.result.ratio.value),
    ...withBand(bandOf(entry.result, f)),
    sections: BUILDERS.map((build) => build(context)).filter((s): s is SectionView => s !== null),
  };
}
