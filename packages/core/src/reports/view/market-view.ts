/**
 * The report's market context as a reader sees it: comparables (the most similar properties of the account,
 * with the criteria they share) and industry benchmarks (anonymised quartiles of a group across accounts).
 */

import { fill } from '../../i18n/catalogue/fill.ts';
import { PROPERTY_FORM_TEXTS } from '../../i18n/catalogue/property-form.ts';
import { DEFAULT_RATES } from '../../valuation/rates.ts';
import { type BenchmarkFamily, FAMILY_CRITERION, type Quartiles } from '../benchmarks.ts';
import type { Comparables, CriterionMatch } from '../comparables.ts';
import type { EntryBenchmarks } from '../report-schema.ts';
import type { Context } from './entry-view.ts';
import type { SectionView, TableRow, ViewBlock } from './types.ts';

type Criterion = Omit<CriterionMatch, 'matched'>;
type Metric = 'value' | 'cost' | 'ratio' | 'effectiveCpm';

/** How each measure reads: its label and its figures' format. */
function measures({ text, f }: Context): { key: Metric; label: string; show: (n: number) => string }[] {
  const m = text.m;
  return [
    { key: 'value', label: m.value, show: f.money },
    { key: 'cost', label: m.cost, show: f.money },
    { key: 'ratio', label: m.ratio, show: (n) => f.ratio(n) },
    { key: 'effectiveCpm', label: `${m.effectiveCpm} ${m.lowerIsBetter}`, show: (n) => f.cpm(n) },
  ];
}

/** A criterion's value as the reader names it: the type or level as the form names it, a band, a region. */
function describeCriterion(criterion: Criterion, { text, f, lang }: Context): string {
  const m = text.m;
  const options = PROPERTY_FORM_TEXTS[lang].options;
  const { key, band } = criterion;
  switch (criterion.criterion) {
    case 'type':
      return key
        ? (options.sponsorshipTypes[key as keyof typeof options.sponsorshipTypes] ?? key)
        : m.notStated;
    case 'level':
      return key ? (options.levels[key as keyof typeof options.levels] ?? key) : m.notStated;
    case 'region':
      return key ?? m.notStated;
    case 'audience':
    case 'price': {
      if (!band) return m.notStated;
      const show =
        criterion.criterion === 'price' ? (n: number) => f.money(n * 100) : (n: number) => f.number(n);
      const unit = criterion.criterion === 'audience' ? m.impressionsUnit : '';
      return band.to === null
        ? fill(m.bandOpen, { from: show(band.from), unit })
        : fill(m.bandBetween, { from: show(band.from), to: show(band.to), unit });
    }
  }
}

/** Why there is no comparison: too few of the same type, or no type to compare by. */
function tooFewComparables(context: Context): string {
  const { entry, text, f } = context;
  const type = entry.comparables.criteria?.find((c) => c.criterion === 'type');
  // Reports made before comparables were of the same type only keep their sentence.
  if (!entry.comparables.subject || !type)
    return fill(text.m.tooFewComparables_older, { min: f.number(DEFAULT_RATES.comparables.minCount) });
  if (type.key === null) return text.m.noTypeForComparables;
  return fill(text.m.tooFewComparables, {
    min: f.number(DEFAULT_RATES.comparables.minCount),
    type: describeCriterion(type, context),
  });
}

export function comparablesSection(context: Context): SectionView {
  const { entry, text, f } = context;
  const m = text.m;
  const { comparables } = entry;
  const { subject } = comparables;
  const enough = comparables.value.percentile !== null;
  const intro = !enough
    ? tooFewComparables(context)
    : comparables.criteria
      ? fill(m.comparablesAmong, { count: f.number(comparables.count) })
      : fill(m.comparablesBasis, {
          count: comparables.count,
          basis: m[`basis_${comparables.basis ?? 'type'}`],
        });
  const blocks: ViewBlock[] = [{ kind: 'text', muted: true, paragraphs: [intro] }];
  if (comparables.criteria && comparables.count > 0)
    blocks.push({
      kind: 'table',
      columns: [
        { label: m.criterion, numeric: false, share: 2 },
        { label: m.thisProperty, numeric: false, share: 2 },
        { label: m.comparablesSharing, numeric: true },
      ],
      rows: comparables.criteria.map((criterion) => ({
        cells: [
          m[`criterion_${criterion.criterion}`],
          describeCriterion(criterion, context),
          fill(m.matchedOf, { matched: f.number(criterion.matched), count: f.number(comparables.count) }),
        ],
      })),
    });
  const own = subject ? neutralFigures(subject) : null;
  blocks.push({
    kind: 'table',
    columns: [
      { label: m.measure, numeric: false, share: 2 },
      ...(own ? [{ label: m.thisPropertyNeutral, numeric: true, share: 2 }] : []),
      { label: m.percentile, numeric: true },
      { label: m.median, numeric: true },
      { label: m.range, numeric: true, share: 2 },
    ],
    rows: measures(context).map(({ key, label, show }): TableRow => {
      const p = comparables[key];
      const mine = own?.[key] ?? null;
      return {
        cells: [
          label,
          ...(own ? [mine === null ? '—' : show(mine)] : []),
          p.percentile === null ? '—' : f.number(p.percentile, 1),
          p.median === null ? '—' : show(p.median),
          p.min === null || p.max === null ? '—' : `${show(p.min)} – ${show(p.max)}`,
        ],
      };
    }),
  });
  if (enough && comparables.criteria)
    blocks.push({
      kind: 'text',
      muted: true,
      paragraphs: [subject ? m.percentileLikeForLike : m.percentileOfShown],
    });
  return { id: 'comparables', title: text.sections.comparables, blocks };
}

/** The property's stand-alone figures (a neutral brand), by measure. */
function neutralFigures(subject: NonNullable<Comparables['subject']>): Record<Metric, number | null> {
  return {
    value: subject.valueCents,
    cost: subject.costCents,
    ratio: subject.ratio,
    effectiveCpm: subject.effectiveCpmCents,
  };
}

/** A benchmark group's name: the property's type, and the family's other criterion, as the reader names them. */
function groupName(family: BenchmarkFamily, benchmarks: EntryBenchmarks, context: Context): string {
  if (family === 'all') return context.text.m.allProperties;
  const part = (criterion: string) => {
    const found = benchmarks.criteria.find((c) => c.criterion === criterion);
    return found ? describeCriterion(found, context) : '';
  };
  const other = FAMILY_CRITERION[family];
  return other === null ? part('type') : `${part('type')} · ${part(other)}`;
}

/** The rules a benchmark group must meet to be shown, for the reader. */
const rules = (f: Context['f']) => ({
  members: f.number(DEFAULT_RATES.benchmarks.minMembers),
  websites: f.number(DEFAULT_RATES.benchmarks.minWebsites),
  figures: f.number(DEFAULT_RATES.benchmarks.significantFigures),
});

export function benchmarksSection(context: Context): SectionView {
  const { entry, result, text, f } = context;
  const m = text.m;
  const section = (blocks: ViewBlock[]): SectionView => ({
    id: 'benchmarks',
    title: text.sections.benchmarks,
    blocks,
  });
  const muted = (paragraph: string) => section([{ kind: 'text', muted: true, paragraphs: [paragraph] }]);
  const benchmarks = entry.benchmarks;
  if (!benchmarks) return muted(m.benchmarksOlder);
  if (benchmarks.withdrawn) return muted(m.benchmarksWithdrawn);
  const [group, ...others] = benchmarks.groups;
  if (!group) return muted(fill(m.benchmarksNone, rules(f)));
  // Like for like: the property valued for a neutral brand, as every member is (older reports: as shown).
  const subject = entry.comparables.subject;
  const own: Record<Metric, number | null> = subject
    ? neutralFigures(subject)
    : {
        value: result.value.totalCents,
        cost: result.cost.totalCents,
        ratio: result.ratio.value,
        effectiveCpm: result.cpm.effectiveCents,
      };
  const quartilesOf: Record<Metric, Quartiles | null> = {
    value: group.value,
    cost: group.cost,
    ratio: group.ratio,
    effectiveCpm: group.effective_cpm,
  };
  const paragraphs = [
    fill(m.benchmarksGroup, {
      group: groupName(group.family, benchmarks, context),
      count: f.number(group.count),
      date: f.date(group.computed_at),
    }),
  ];
  if (others.length > 0)
    paragraphs.push(
      fill(m.benchmarksOtherGroups, {
        groups: others
          .map((other) => `${groupName(other.family, benchmarks, context)} (${f.number(other.count)})`)
          .join(m.listSeparator),
      }),
    );
  paragraphs.push(fill(m.benchmarksAnonymised, rules(f)));
  if (benchmarks.groups.some((g) => g.includes_demo)) paragraphs.push(m.benchmarksDemo);
  return section([
    { kind: 'text', muted: true, paragraphs },
    {
      kind: 'table',
      columns: [
        { label: m.measure, numeric: false, share: 2 },
        { label: subject ? m.thisPropertyNeutral : m.thisReport, numeric: true, share: subject ? 2 : 1 },
        { label: m.firstQuartile, numeric: true },
        { label: m.median, numeric: true },
        { label: m.thirdQuartile, numeric: true },
      ],
      rows: measures(context).map(({ key, label, show }): TableRow => {
        const q = quartilesOf[key];
        const mine = own[key];
        return {
          cells: [
            label,
            mine === null ? '—' : show(mine),
            q ? show(q.q1) : '—',
            q ? show(q.median) : '—',
            q ? show(q.q3) : '—',
          ],
        };
      }),
    },
  ]);
}
