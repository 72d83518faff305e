import { fill } from '../../i18n/catalogue/fill.ts';
import { rateCardKeyLabel } from '../../i18n/catalogue/rate-card.ts';
import { REPORT_TEXTS } from '../../i18n/catalogue/reports.ts';
import type { Language } from '../../i18n/languages.ts';
import { OBJECTIVES } from '../../profiles/options.ts';
import type { CpmChannel } from '../../properties/options.ts';
import { rateCardKeyInfo } from '../../valuation/rate-card.ts';
import { DEFAULT_RATES } from '../../valuation/rates.ts';
import { METHODOLOGY_VERSION, type Sensitivity, VALUE_SECTIONS } from '../../valuation/types.ts';
import { assumedInputLabel, LABEL_SEPARATOR } from '../assumed.ts';
import { CHANNEL_LABELS, inputLabel, lineSubject, OBJECTIVE_LABELS, SECTION_LABELS } from '../labels.ts';
import type { RateUsed } from '../rates-used.ts';
import type { ReportEntry } from '../report-schema.ts';
import {
  appraisalActivation,
  appraisalExpectedVsDelivered,
  appraisalMethodNote,
  appraisalRangeTexts,
  appraisalScorecard,
  appraisalValueTables,
  verdictView,
} from './appraisal-view.ts';
import { type ReportFormat, reportFormat } from './format.ts';
import { benchmarksSection, comparablesSection } from './market-view.ts';
import type { EntryView, SectionView, ViewBlock } from './types.ts';
import {
  type Context,
  capitalize,
  dollarsAddingUp,
  engineWarnings,
  fitTile,
  impressionsTile,
  lineDetail,
  type Result,
} from './view-parts.ts';

export type { Context } from './view-parts.ts';
export { dollarsAddingUp } from './view-parts.ts';

/** The knowledge center article that explains the method; reports point readers to it by title and address. */
export const METHOD_ARTICLE_SLUG = 'how-the-valuation-works';

/** Method 1.1 ratios: the band only when the report is not preliminary. */
function rightsFeeRatioOf(result: Result) {
  return result.rightsFeeRatio ?? null;
}

function bandOf(result: Result, f: ReportFormat) {
  return result.ratio.band ? { band: result.ratio.band, label: f.band(result.ratio.band) } : undefined;
}

/** Why the report is preliminary, and every computed warning, in words. */
function cautions(context: Context): ViewBlock[] {
  const { result, text, f } = context;
  const m = text.m;
  const blocks: ViewBlock[] = [];
  const preliminary = result.uncertainty?.preliminary;
  if (preliminary) {
    blocks.push({
      kind: 'text',
      tone: 'warning',
      title: m.preliminary,
      paragraphs: preliminary.reasons.map((reason) =>
        reason === 'no_rights_fee'
          ? m.preliminaryNoFee
          : fill(m.preliminaryAssumed, {
              share: f.percent(preliminary.assumedShare * 100),
              limit: f.percent(DEFAULT_RATES.preliminaryAssumedShare * 100),
            }),
      ),
    });
  }
  const engine = engineWarnings(context);
  if (engine) blocks.push(engine);
  return blocks;
}

function scorecard(context: Context): SectionView {
  const { result, text, f } = context;
  if (result.appraisal) return appraisalScorecard(result.appraisal, context);
  const m = text.m;
  const range = result.uncertainty;
  const rightsFee = rightsFeeRatioOf(result);
  const quality = range?.dataQuality;
  const expected = fill(m.expectedValue, { value: f.money(result.value.expectedTotalCents) });
  return {
    id: 'scorecard',
    title: text.sections.scorecard,
    blocks: [
      ...cautions(context),
      {
        kind: 'tiles',
        tiles: [
          {
            label: m.value,
            value: f.money(result.value.totalCents),
            note: range
              ? `${expected} · ${fill(m.rangeNote, { low: f.money(range.value.lowCents), high: f.money(range.value.highCents) })}`
              : expected,
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
            ...(rightsFee
              ? {
                  note: fill(m.rightsFeeRatioNote, {
                    ratio: `${f.ratio(rightsFee.value)}${rightsFee.band ? ` (${f.band(rightsFee.band)})` : ''}`,
                  }),
                }
              : {}),
            how: {
              text: fill(m.ratioHow, {
                value: f.money(result.value.totalCents),
                cost: f.money(result.cost.totalCents),
              }),
              items: rightsFee
                ? [
                    fill(m.rightsFeeRatioHow, {
                      value: f.money(result.value.totalCents),
                      fee: f.money(result.cost.rightsFeeCents),
                    }),
                  ]
                : [],
            },
          },
          ...(quality
            ? [
                {
                  label: m.dataQuality,
                  value: fill(m.dataQualityShares, {
                    actual: f.percent(quality.actual),
                    entered: f.percent(quality.entered),
                    defaults: f.percent(quality.default),
                  }),
                  how: { text: m.dataQualityHow, items: [] },
                },
              ]
            : []),
          fitTile(context),
          impressionsTile(context),
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

/** The name of an input of the tornado, as the form or the rates table names it. */
function sensitivityLabel(s: Sensitivity, { entry, result, text, f }: Context): string {
  const m = text.m;
  const input = s.input;
  if (input.kind === 'multiplier') return m[`multiplier_${input.part}`];
  if (input.kind === 'shared') {
    if (input.channel) return fill(m.cpmOf, { channel: CHANNEL_LABELS[input.channel][f.lang] });
    return inputLabel(input.input, f.lang);
  }
  const line = result.lines.find((l) => l.id === input.lineId);
  if (!line) return inputLabel(input.input, f.lang);
  const path = line.inputs.find((i) => i.name === input.input)?.path;
  if (path && input.input !== 'amount') return assumedInputLabel(path, entry.property.data, f.lang);
  return [
    SECTION_LABELS[line.section][f.lang],
    lineSubject(line.subject, f.lang),
    inputLabel(input.input, f.lang),
  ].join(LABEL_SEPARATOR);
}

/** How sure the value is: its range, the ratios' ranges, and the inputs that move it most. */
function uncertaintySection(context: Context): SectionView | null {
  const { result, text, f } = context;
  const range = result.uncertainty;
  if (!range) return null;
  const m = text.m;
  // A report's valuation always ranks its inputs; a result made without (a list's) shows no tornado.
  const appraisal = result.appraisal;
  // Method 1.2: the tornado moves each input between its P10 and its P90, around the rights value.
  const lowLabel = appraisal ? text.appraisal.atP10 : m.atLow;
  const highLabel = appraisal ? text.appraisal.atP90 : m.atHigh;
  const bars = (range.sensitivity ?? []).map((s) => ({
    label: sensitivityLabel(s, context),
    low: s.lowCents,
    high: s.highCents,
    lowDisplay: f.money(s.lowCents),
    highDisplay: f.money(s.highCents),
  }));
  return {
    id: 'uncertainty',
    title: text.sections.uncertainty,
    blocks: [
      ...(appraisal
        ? appraisalRangeTexts(appraisal, context)
        : [
            {
              kind: 'text' as const,
              paragraphs: [
                fill(m.rangeText, {
                  low: f.money(range.value.lowCents),
                  high: f.money(range.value.highCents),
                  base: f.money(result.value.totalCents),
                  ratioLow: f.ratio(range.ratio?.low ?? null),
                  ratioHigh: f.ratio(range.ratio?.high ?? null),
                }),
              ],
            },
            { kind: 'text' as const, muted: true, paragraphs: [m.rangeMethod] },
          ]),
      ...(range.sensitivity === null
        ? []
        : bars.length === 0
          ? [{ kind: 'text' as const, muted: true, paragraphs: [m.tornadoNone] }]
          : [
              {
                kind: 'tornado' as const,
                title: text.sections.tornado,
                base: result.value.totalCents,
                baseDisplay: f.money(appraisal?.shown.rightsTotalCents ?? result.value.totalCents),
                lowLabel,
                highLabel,
                bars,
              },
              {
                kind: 'table' as const,
                columns: [
                  { label: m.tornadoInput, numeric: false, share: 4 },
                  { label: lowLabel, numeric: true, share: 1.5 },
                  { label: highLabel, numeric: true, share: 1.5 },
                ],
                rows: bars.map((bar) => ({ cells: [bar.label, bar.lowDisplay, bar.highDisplay] })),
              },
            ]),
    ],
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

/** Value by section and the intangible part, each column adding up to the total shown under it. */
function valueTable({ result, text, f }: Context, sections: (typeof VALUE_SECTIONS)[number][]): ViewBlock {
  const m = text.m;
  const expected = dollarsAddingUp(
    [
      ...sections.map((s) => result.sections[s].expectedCents),
      result.value.expectedTotalCents - result.tangible.expectedCents,
    ],
    result.value.expectedTotalCents,
  );
  const delivered = dollarsAddingUp(
    [...sections.map((s) => result.sections[s].deliveredCents), result.value.intangibleCents],
    result.value.totalCents,
  );
  const labels = [
    ...sections.map((s) => SECTION_LABELS[s][f.lang]),
    fill(m.intangible, { m: f.multiplier(result.multiplier.value) }),
  ];
  return {
    kind: 'table',
    columns: [
      { label: m.section, numeric: false, share: 3 },
      { label: m.expected, numeric: true },
      { label: m.delivered, numeric: true },
    ],
    rows: labels.map((label, i) => ({
      cells: [label, f.money(expected[i] ?? 0), f.money(delivered[i] ?? 0)],
    })),
    total: [m.value, f.money(result.value.expectedTotalCents), f.money(result.value.totalCents)],
  };
}

function keyIndicators(context: Context): SectionView {
  const { result, text, f } = context;
  const m = text.m;
  const sections = VALUE_SECTIONS.filter(
    (s) => result.sections[s].expectedCents > 0 || result.sections[s].deliveredCents > 0,
  );
  const costs = dollarsAddingUp(
    [result.cost.rightsFeeCents, result.cost.activationBudgetCents, result.cost.inKindCents],
    result.cost.totalCents,
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
      ...(result.appraisal
        ? appraisalValueTables(result.appraisal, context)
        : [valueTable(context, sections)]),
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
        rows: [m.rightsFee, m.activationBudget, m.inKind].map((label, i) => ({
          cells: [label, f.money(costs[i] ?? 0)],
        })),
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

function activation(context: Context): SectionView {
  const { result, text, f } = context;
  if (result.appraisal) return appraisalActivation(result.appraisal, context);
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
  const expected = dollarsAddingUp(
    result.lines.map((l) => l.expectedCents),
    result.tangible.expectedCents,
  );
  const delivered = dollarsAddingUp(
    result.lines.map((l) => l.deliveredCents),
    result.tangible.deliveredCents,
  );
  const assets = fill(m.assets, {
    expected: f.number(result.assets.expected),
    delivered: f.number(result.assets.delivered, 1),
  });
  return {
    id: 'expectedVsDelivered',
    title: text.sections.expectedVsDelivered,
    blocks: [
      { kind: 'text', paragraphs: [assets] },
      result.appraisal
        ? appraisalExpectedVsDelivered(result.appraisal, context)
        : result.lines.length === 0
          ? { kind: 'text', muted: true, paragraphs: [m.noLines] }
          : {
              kind: 'table',
              columns: [
                { label: m.item, numeric: false, share: 3 },
                { label: m.section, numeric: false, share: 2 },
                { label: m.expected, numeric: true },
                { label: m.delivered, numeric: true },
              ],
              rows: result.lines.map((line, i) => ({
                cells: [
                  lineSubject(line.subject, f.lang),
                  SECTION_LABELS[line.section][f.lang],
                  f.money(expected[i] ?? 0),
                  f.money(delivered[i] ?? 0),
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
      assumedBlock(context),
      {
        kind: 'text',
        muted: true,
        paragraphs: [
          ...(result.appraisal
            ? appraisalMethodNote(result.appraisal, context)
            : [fill(m.methodNote, { version: result.methodologyVersion })]),
          ...ratesNote(context),
          fill(m.methodArticle, {
            article: text.methodArticleTitle,
            url: `${context.appUrl}/knowledge-center?article=${METHOD_ARTICLE_SLUG}`,
          }),
          ...(result.methodologyVersion === METHODOLOGY_VERSION
            ? []
            : [fill(m.methodOlder, { version: result.methodologyVersion, current: METHODOLOGY_VERSION })]),
        ],
      },
    ],
  };
}

/** Which rates the report used: the defaults, or the account's rate card where it differs, each named. */
function ratesNote({ ratesUsed, text, f, lang }: Context): string[] {
  if (ratesUsed === undefined) return [];
  if (ratesUsed.length === 0) return [text.m.ratesDefault];
  const show = (key: RateUsed['key'], value: number) => {
    const unit = rateCardKeyInfo(key).unit;
    if (unit === 'cad_per_thousand' || unit === 'cad') return f.cpm(Math.round(value * 100));
    if (unit === 'share') return f.percent(value * 100, 1);
    return f.number(value, 2);
  };
  const list = ratesUsed.map((rate) =>
    fill(text.m.rateUsed, {
      name: rateCardKeyLabel(rate.key, lang),
      value: show(rate.key, rate.value),
      standard: show(rate.key, rate.default),
    }),
  );
  return [fill(text.m.ratesCard, { rates: list.join(text.m.listSeparator) })];
}

/** "What we assumed": each input the engine had to assume, named as the form names it, and what it used. */
function assumedBlock({ entry, result, text, f }: Context): ViewBlock {
  const m = text.m;
  if (result.missing.length === 0) return { kind: 'text', title: m.assumed, paragraphs: [m.noneAssumed] };
  const neutral = DEFAULT_RATES.neutralScore;
  const seen = new Set<string>();
  const items: string[] = [];
  for (const missing of result.missing) {
    const label = assumedInputLabel(missing.path, entry.property.data, f.lang);
    const used = missing.defaultUsed;
    const what =
      used === null
        ? m.assumedNothing
        : missing.scored && used === neutral
          ? fill(m.assumedNeutral, { value: used })
          : fill(m.assumedValue, {
              value: typeof used === 'number' ? f.input(lastSegment(missing.path), used) : used,
            });
    const item = f.labelled(label, what);
    if (!seen.has(item)) items.push(item);
    seen.add(item);
  }
  return { kind: 'list', title: m.assumed, items };
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

const BUILDERS = [
  scorecard,
  summary,
  uncertaintySection,
  keyIndicators,
  customIndicators,
  qualitative,
  comparablesSection,
  benchmarksSection,
  activation,
  expectedVersusDelivered,
  howObtained,
];

/**
 * One combination as a reader sees it in `lang`: its sections in order (see ENTRY_SECTIONS). `appUrl` is
 * the app's address, where the method's article is read.
 */
export function entryView(
  entry: ReportEntry,
  lang: Language,
  appUrl = '',
  ratesUsed?: RateUsed[],
): EntryView {
  const f = reportFormat(lang);
  const text = REPORT_TEXTS[lang];
  const context: Context = { entry, result: entry.result, text, f, lang, appUrl, ratesUsed };
  const draft = entry.property.status === 'draft' || entry.profile.status === 'draft';
  const appraisal = entry.result.appraisal;
  // Method 1.2's headline is the rights-fee ratio and its verdict; 1.0 and 1.1 reports keep the all-in ratio.
  const preliminary = appraisal ? appraisal.verdict.preliminary : entry.result.uncertainty?.preliminary;
  return {
    position: entry.position,
    name: `${entry.property.name} × ${entry.profile.name}`,
    propertyName: entry.property.name,
    profileName: entry.profile.name,
    ratio: f.ratio(appraisal ? appraisal.rightsFeeRatio.value : entry.result.ratio.value),
    ...withBand(appraisal ? verdictView(appraisal, f, text) : bandOf(entry.result, f)),
    ...(preliminary ? { preliminary: text.m.preliminary } : {}),
    ...(draft ? { draft: text.m.draft } : {}),
    sections: BUILDERS.map((build) => build(context)).filter((s): s is SectionView => s !== null),
  };
}
