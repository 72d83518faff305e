import { fill } from '../../i18n/catalogue/fill.ts';
import { REPORT_TEXTS } from '../../i18n/catalogue/reports.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Report, ReportEntry } from '../report-schema.ts';
import type { Appraisal } from './appraisal-view.ts';
import { entryView } from './entry-view.ts';
import { reportFormat } from './format.ts';
import type { ChartBar, ChartBlock, EntryView, ReportView, SectionView } from './types.ts';

/** The ratio a combination is ranked by: the rights-fee ratio under method 1.2, the all-in ratio before. */
const headlineRatio = (entry: ReportEntry) =>
  entry.result.appraisal ? entry.result.appraisal.rightsFeeRatio.value : entry.result.ratio.value;

/** A comparative report's combinations, best headline ratio first (no ratio last). */
export function rankedEntries(report: Report): ReportEntry[] {
  return [...report.entries].sort((a, b) => (headlineRatio(b) ?? -1) - (headlineRatio(a) ?? -1));
}

/** A chart's label for a ranked combination: rank and property, then the profile on its own line. */
const chartLabel = (entry: EntryView, index: number) =>
  `${index + 1}. ${entry.propertyName}\n× ${entry.profileName}`;

/** Draws chart bars for the ranked combinations: each one's `values`, written with `display`. */
type BarsOf = (
  values: (entry: ReportEntry, index: number) => number[],
  display: (n: number) => string,
) => ChartBar[];

const barsOfRanked =
  (ranked: ReportEntry[], views: EntryView[]): BarsOf =>
  (values, display) =>
    ranked.map((entry, index) => {
      const numbers = values(entry, index);
      return {
        label: chartLabel(views[index] as EntryView, index),
        values: numbers,
        displays: numbers.map(display),
      };
    });

/** The fit of each combination, charted alike under every method. */
function fitChart(bars: BarsOf, lang: Language): ChartBlock {
  const { m, comparative } = REPORT_TEXTS[lang];
  const f = reportFormat(lang);
  return {
    kind: 'chart',
    title: comparative.fits,
    unit: 'score',
    max: 100,
    series: [{ name: m.fit, tone: 'accent' }],
    bars: bars(
      (entry) => [entry.result.scores.fit.score],
      (n) => f.score(n) ?? m.notRated,
    ),
  };
}

/**
 * Method 1.2's comparative ranking: by rights-fee ratio with its verdict, the programme ratio beside it, and
 * the fair rights fee of each pair with its P10–P90 and the target it divides by.
 */
function appraisalOverview(ranked: ReportEntry[], views: EntryView[], lang: Language): SectionView {
  const text = REPORT_TEXTS[lang];
  const { m, comparative, appraisal: a } = text;
  const f = reportFormat(lang);
  const appraisals = ranked.map((entry) => entry.result.appraisal as Appraisal);
  const bars = barsOfRanked(ranked, views);
  const appraisalBars = (
    values: (appraisal: Appraisal, entry: ReportEntry) => number[],
    display: (n: number) => string,
  ) => bars((entry, index) => values(appraisals[index] as Appraisal, entry), display);
  return {
    id: 'ranking',
    title: a.ranking,
    blocks: [
      {
        kind: 'table',
        columns: [
          { label: comparative.rank, numeric: false, share: 0.5 },
          { label: comparative.combination, numeric: false, share: 3.6 },
          { label: a.rightsValue, numeric: true, share: 1.4 },
          { label: m.rightsFee, numeric: true, share: 1.4 },
          { label: a.rightsFeeRatio, numeric: true, share: 1.9, band: true },
          { label: a.programmeRatio, numeric: true, share: 1.2 },
          { label: m.fit, numeric: true },
          { label: m.impressions, numeric: true, share: 1.3 },
        ],
        rows: ranked.map((entry, index) => {
          const appraisal = appraisals[index] as Appraisal;
          const view = views[index] as EntryView;
          return {
            cells: [
              String(index + 1),
              view.name,
              f.money(appraisal.shown.rightsTotalCents),
              f.money(entry.result.cost.rightsFeeCents),
              view.ratio,
              f.ratio(appraisal.programmeRatio.value),
              f.score(entry.result.scores.fit.score) ?? m.notRated,
              f.number(entry.result.impressions.delivered),
            ],
            ...(view.band ? { band: view.band } : {}),
          };
        }),
      },
      {
        kind: 'table',
        title: a.fairFees,
        columns: [
          { label: comparative.combination, numeric: false, share: 4 },
          { label: m.rightsFee, numeric: true, share: 1.4 },
          { label: a.fairFee, numeric: true, share: 1.4 },
          { label: 'P10–P90', numeric: true, share: 2.2 },
          { label: a.target, numeric: true },
        ],
        rows: ranked.map((entry, index) => {
          const fair = (appraisals[index] as Appraisal).fairRightsFee;
          return {
            cells: [
              (views[index] as EntryView).name,
              f.money(entry.result.cost.rightsFeeCents),
              fair ? f.money(fair.cents) : '—',
              fair ? `${f.money(fair.interval.p10Cents)} – ${f.money(fair.interval.p90Cents)}` : '—',
              fair ? f.ratio(fair.target.ratio) : '—',
            ],
          };
        }),
      },
      {
        kind: 'chart',
        title: a.rightsFeeRatios,
        unit: 'ratio',
        series: [{ name: a.rightsFeeRatio, tone: 'primary' }],
        bars: appraisalBars(
          (appraisal) => [appraisal.rightsFeeRatio.value ?? 0],
          (n) => f.ratio(n),
        ),
      },
      {
        kind: 'chart',
        title: a.rightsValueAndFee,
        unit: 'money',
        series: [
          { name: a.rightsValue, tone: 'primary' },
          { name: m.rightsFee, tone: 'secondary' },
        ],
        bars: appraisalBars(
          (appraisal, entry) => [appraisal.shown.rightsTotalCents, entry.result.cost.rightsFeeCents],
          f.money,
        ),
      },
      fitChart(bars, lang),
    ],
  };
}

/** The comparative ranking table and its three charts. */
function overview(ranked: ReportEntry[], views: EntryView[], lang: Language): SectionView {
  if (ranked.every((entry) => entry.result.appraisal)) return appraisalOverview(ranked, views, lang);
  const text = REPORT_TEXTS[lang];
  const { m, comparative } = text;
  const f = reportFormat(lang);
  const bars = barsOfRanked(ranked, views);
  return {
    id: 'ranking',
    title: comparative.ranking,
    blocks: [
      {
        kind: 'table',
        columns: [
          { label: comparative.rank, numeric: false, share: 0.5 },
          { label: comparative.combination, numeric: false, share: 4 },
          { label: m.value, numeric: true, share: 1.4 },
          { label: m.cost, numeric: true, share: 1.4 },
          { label: m.ratio, numeric: true, share: 1.2, band: true },
          { label: m.fit, numeric: true },
          { label: m.impressions, numeric: true, share: 1.3 },
          { label: m.effectiveCpm, numeric: true },
        ],
        rows: ranked.map((entry, index) => {
          const { result } = entry;
          const view = views[index] as EntryView;
          return {
            cells: [
              String(index + 1),
              view.name,
              f.money(result.value.totalCents),
              f.money(result.cost.totalCents),
              view.ratio,
              f.score(result.scores.fit.score) ?? m.notRated,
              f.number(result.impressions.delivered),
              f.cpm(result.cpm.effectiveCents),
            ],
            ...(view.band ? { band: view.band } : {}),
          };
        }),
      },
      {
        kind: 'chart',
        title: comparative.ratios,
        unit: 'ratio',
        series: [{ name: m.ratio, tone: 'primary' }],
        bars: bars(
          (entry) => [entry.result.ratio.value ?? 0],
          (n) => f.ratio(n),
        ),
      },
      {
        kind: 'chart',
        title: comparative.valueAndCost,
        unit: 'money',
        series: [
          { name: m.value, tone: 'primary' },
          { name: m.cost, tone: 'secondary' },
        ],
        bars: bars((entry) => [entry.result.value.totalCents, entry.result.cost.totalCents], f.money),
      },
      fitChart(bars, lang),
    ],
  };
}

/** A whole report as a reader sees it in `lang`; the screen and the PDF both lay out this. */
export function reportView(report: Report, lang: Language, appUrl = ''): ReportView {
  const text = REPORT_TEXTS[lang];
  const f = reportFormat(lang);
  const detailed = report.type === 'detailed';
  const entries = detailed ? report.entries.slice(0, 1) : rankedEntries(report);
  const views = entries.map((entry) => entryView(entry, lang, appUrl, report.rates_used));
  return {
    type: report.type,
    title: report.title,
    kind: detailed ? text.detailedTitle : text.comparativeTitle,
    subtitle:
      detailed && views[0]
        ? views[0].name
        : fill(text.comparative.combinationsCount, { count: report.entries.length }),
    generated: fill(text.top.generated, { date: f.date(report.generated_at) }),
    method: fill(text.top.method, { version: report.methodology_version }),
    currency: text.top.currency,
    ...(detailed ? {} : { overview: overview(entries, views, lang) }),
    entries: views,
  };
}
