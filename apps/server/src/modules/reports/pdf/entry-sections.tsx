/** @jsxRuntime automatic @jsxImportSource react */
import {
  CHANNEL_LABELS,
  type CpmChannel,
  FORMULA_LABELS,
  formatCents,
  formatDate,
  formatNumber,
  formatPercent,
  formatRatio,
  inputLabel,
  type Language,
  lineSubject,
  OBJECTIVE_LABELS,
  OBJECTIVES,
  RATIO_BAND_LABELS,
  type ReportEntry,
  SECTION_LABELS,
  SOURCE_LABELS,
  type ValueSection,
} from '@cakemix/core';
import { Text, View } from '@react-pdf/renderer';
import { BarChart, styles, Table, Tile } from './components.tsx';
import { colons, pdfText } from './labels.ts';

type Props = { entry: ReportEntry; lang: Language };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const money = (cents: number, lang: Language) => formatCents(cents, lang);
const score = (value: number | null, lang: Language) =>
  value === null
    ? pdfText('notRated', lang)
    : `${formatNumber(value, lang, { maximumFractionDigits: 0 })}/100`;

function inputValue(name: string, value: number, lang: Language): string {
  if (['cpm', 'unit_value', 'media_buy', 'value_per_engagement', 'amount', 'face_value'].includes(name)) {
    return formatCents(Math.round(value * 100), lang, true);
  }
  if (name === 'exposure' || name === 'delivery') return formatPercent(value, lang);
  if (name === 'reach_rate') return formatPercent(value * 100, lang);
  return formatNumber(value, lang, { maximumFractionDigits: 2 });
}

export function Scorecard({ entry, lang }: Props) {
  const { result } = entry;
  const band = result.ratio.band ? capitalize(RATIO_BAND_LABELS[result.ratio.band][lang]) : undefined;
  return (
    <View>
      <Text style={styles.h2}>{pdfText('scorecard', lang)}</Text>
      <View style={styles.tiles}>
        <Tile
          label={pdfText('value', lang)}
          value={money(result.value.totalCents, lang)}
          note={`${pdfText('expected', lang)} ${money(result.value.expectedTotalCents, lang)}`}
        />
        <Tile label={pdfText('cost', lang)} value={money(result.cost.totalCents, lang)} />
        <Tile
          label={pdfText('ratio', lang)}
          value={result.ratio.value === null ? '—' : formatRatio(result.ratio.value, lang)}
          note={band}
        />
        <Tile label={pdfText('fit', lang)} value={score(result.scores.fit.score, lang)} />
        <Tile
          label={pdfText('impressions', lang)}
          value={formatNumber(result.impressions.delivered, lang)}
          note={`${pdfText('estimated', lang)} ${formatNumber(result.impressions.estimated, lang)}`}
        />
        <Tile
          label={pdfText('effectiveCpm', lang)}
          value={
            result.cpm.effectiveCents === null ? '—' : formatCents(result.cpm.effectiveCents, lang, true)
          }
          note={
            result.cpm.marketCents === null
              ? undefined
              : `${pdfText('marketCpm', lang)} ${formatCents(result.cpm.marketCents, lang, true)}`
          }
        />
      </View>
    </View>
  );
}

export function Summary({ entry, lang }: Props) {
  return (
    <View>
      <Text style={styles.h2}>{pdfText('summary', lang)}</Text>
      {entry.summary[lang].map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

/** Impressions added up per channel (owned, paid and broadcast lines of one channel together). */
function impressionsByChannel(result: ReportEntry['result']) {
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

const SECTIONS: ValueSection[] = [
  'owned_media',
  'paid_media',
  'broadcast',
  'contractual_benefits',
  'hospitality',
  'activation',
  'custom',
];

export function KeyIndicators({ entry, lang }: Props) {
  const { result } = entry;
  const multiplier = formatNumber(result.multiplier.value, lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const sections = SECTIONS.filter(
    (s) => result.sections[s].expectedCents > 0 || result.sections[s].deliveredCents > 0,
  );
  return (
    <View>
      {/* A heading stays with its chart. */}
      <View wrap={false}>
        <Text style={styles.h2}>{pdfText('kpis', lang)}</Text>
        <BarChart
          bars={sections.map((section) => ({
            label: SECTION_LABELS[section][lang],
            value: result.sections[section].deliveredCents,
            display: money(result.sections[section].deliveredCents, lang),
            secondary: {
              value: result.sections[section].expectedCents,
              display: money(result.sections[section].expectedCents, lang),
            },
          }))}
          legend={[pdfText('delivered', lang), pdfText('expected', lang)]}
        />
      </View>
      <Table
        columns={[
          { label: pdfText('section', lang), flex: 3 },
          { label: pdfText('expected', lang), align: 'right' },
          { label: pdfText('delivered', lang), align: 'right' },
        ]}
        rows={[
          ...sections.map((section) => [
            SECTION_LABELS[section][lang],
            money(result.sections[section].expectedCents, lang),
            money(result.sections[section].deliveredCents, lang),
          ]),
          [
            pdfText('intangible', lang, { m: multiplier }),
            money(result.value.expectedTotalCents - result.tangible.expectedCents, lang),
            money(result.value.intangibleCents, lang),
          ],
        ]}
        total={[
          pdfText('value', lang),
          money(result.value.expectedTotalCents, lang),
          money(result.value.totalCents, lang),
        ]}
      />
      <Text style={styles.h3}>{pdfText('impressions', lang)}</Text>
      <Table
        columns={[
          { label: pdfText('channel', lang), flex: 2 },
          { label: pdfText('estimated', lang), align: 'right' },
          { label: pdfText('actual', lang), align: 'right' },
          { label: pdfText('delivered', lang), align: 'right' },
        ]}
        rows={impressionsByChannel(result).map((c) => [
          CHANNEL_LABELS[c.channel][lang],
          formatNumber(c.estimated, lang),
          c.actual === null ? '—' : formatNumber(c.actual, lang),
          formatNumber(c.delivered, lang),
        ])}
        total={[
          '',
          formatNumber(result.impressions.estimated, lang),
          '',
          formatNumber(result.impressions.delivered, lang),
        ]}
      />
      <Text style={styles.h3}>{pdfText('costBreakdown', lang)}</Text>
      <Table
        columns={[
          { label: pdfText('item', lang), flex: 3 },
          { label: '', align: 'right' },
        ]}
        rows={[
          [pdfText('rightsFee', lang), money(result.cost.rightsFeeCents, lang)],
          [pdfText('activationBudget', lang), money(result.cost.activationBudgetCents, lang)],
          [pdfText('inKind', lang), money(result.cost.inKindCents, lang)],
        ]}
        total={[pdfText('cost', lang), money(result.cost.totalCents, lang)]}
      />
    </View>
  );
}

export function CustomIndicators({ entry, lang }: Props) {
  const indicators = entry.result.customIndicators;
  if (indicators.length === 0) return null;
  const show = (type: string, value: number | null) => {
    if (value === null) return '—';
    if (type === 'amount') return formatCents(Math.round(value * 100), lang);
    if (type === 'percent') return formatPercent(value, lang, 1);
    return formatNumber(value, lang, { maximumFractionDigits: 2 });
  };
  return (
    <View>
      <Text style={styles.h2}>{pdfText('customIndicators', lang)}</Text>
      <Table
        columns={[
          { label: pdfText('indicator', lang), flex: 3 },
          { label: '', align: 'right', flex: 2 },
        ]}
        rows={indicators.map((i) => [
          i.name,
          `${show(i.type, i.value)}${i.countsTowardValue ? ` (${pdfText('counted', lang)})` : ''}`,
        ])}
      />
    </View>
  );
}

export function QualitativeAnalysis({ entry, lang }: Props) {
  const { scores } = entry.result;
  return (
    <View>
      <View wrap={false}>
        <Text style={styles.h2}>{pdfText('qualitative', lang)}</Text>
        <Text style={styles.h3}>{pdfText('objectiveScores', lang)}</Text>
        <BarChart
          max={100}
          bars={OBJECTIVES.map((objective) => ({
            label: capitalize(OBJECTIVE_LABELS[objective][lang]),
            value: scores.objectives[objective].score,
            display: score(scores.objectives[objective].score, lang),
            secondary: {
              value: scores.fit.weights[objective] * 100,
              display: formatPercent(scores.fit.weights[objective] * 100, lang),
            },
          }))}
          legend={[pdfText('fit', lang), pdfText('weight', lang)]}
        />
      </View>
      <BarChart
        max={100}
        bars={[
          {
            label: pdfText('personality', lang),
            value: scores.personality ?? 0,
            display: score(scores.personality, lang),
          },
          {
            label: pdfText('demographic', lang),
            value: scores.demographic ?? 0,
            display: score(scores.demographic, lang),
          },
          {
            label: pdfText('geographic', lang),
            value: scores.geographic ?? 0,
            display: score(scores.geographic, lang),
          },
          {
            label: pdfText('management', lang),
            value: scores.management.score,
            display: score(scores.management.score, lang),
          },
        ]}
      />
    </View>
  );
}

export function Comparables({ entry, lang }: Props) {
  const { comparables } = entry;
  const metric = (
    key: 'value' | 'cost' | 'ratio' | 'effectiveCpm',
    label: string,
    show: (n: number) => string,
  ) => {
    const position = comparables[key];
    return [
      label,
      position.percentile === null
        ? '—'
        : formatNumber(position.percentile, lang, { maximumFractionDigits: 0 }),
      position.median === null ? '—' : show(position.median),
      position.min === null || position.max === null ? '—' : `${show(position.min)} – ${show(position.max)}`,
    ];
  };
  const cents = (n: number) => money(n, lang);
  return (
    <View wrap={false}>
      <Text style={styles.h2}>{pdfText('comparables', lang)}</Text>
      <Text style={[styles.paragraph, styles.muted]}>
        {comparables.value.percentile === null
          ? pdfText('tooFewComparables', lang)
          : pdfText('comparablesBasis', lang, {
              count: comparables.count,
              basis: pdfText(`basis_${comparables.basis}`, lang),
            })}
      </Text>
      <Table
        columns={[
          { label: pdfText('measure', lang), flex: 2 },
          { label: pdfText('percentile', lang), align: 'right' },
          { label: pdfText('median', lang), align: 'right' },
          { label: pdfText('range', lang), align: 'right', flex: 2 },
        ]}
        rows={[
          metric('value', pdfText('value', lang), cents),
          metric('cost', pdfText('cost', lang), cents),
          metric('ratio', pdfText('ratio', lang), (n) => formatRatio(n, lang)),
          metric('effectiveCpm', `${pdfText('effectiveCpm', lang)} ${pdfText('lowerIsBetter', lang)}`, (n) =>
            formatCents(n, lang, true),
          ),
        ]}
      />
    </View>
  );
}

export function Activation({ entry, lang }: Props) {
  const lines = entry.result.lines.filter((line) => line.section === 'activation');
  const { cost } = entry.result;
  return (
    <View>
      <Text style={styles.h2}>{pdfText('activation', lang)}</Text>
      <Text style={styles.paragraph}>
        {colons(
          `${pdfText('activationBudget', lang)} : ${money(cost.activationBudgetCents, lang)} · ${pdfText('activationItems', lang)} : ${money(cost.activationItemsCents, lang)}`,
          lang,
        )}
      </Text>
      {lines.length > 0 ? (
        <Table
          columns={[
            { label: pdfText('item', lang), flex: 3 },
            { label: pdfText('value', lang), align: 'right' },
          ]}
          rows={lines.map((line) => [line.subject, money(line.deliveredCents, lang)])}
        />
      ) : null}
    </View>
  );
}

export function ExpectedVersusDelivered({ entry, lang }: Props) {
  const { result } = entry;
  return (
    <View>
      <Text style={styles.h2}>{pdfText('expectedVsDelivered', lang)}</Text>
      <Text style={styles.paragraph}>
        {colons(
          `${pdfText('assets', lang)} : ${formatNumber(result.assets.expected, lang)} → ${formatNumber(result.assets.delivered, lang, { maximumFractionDigits: 1 })}`,
          lang,
        )}
      </Text>
      {result.lines.length === 0 ? (
        <Text style={styles.muted}>{pdfText('noLines', lang)}</Text>
      ) : (
        <Table
          columns={[
            { label: pdfText('item', lang), flex: 3 },
            { label: pdfText('section', lang), flex: 2 },
            { label: pdfText('expected', lang), align: 'right' },
            { label: pdfText('delivered', lang), align: 'right' },
          ]}
          rows={result.lines.map((line) => [
            lineSubject(line.subject, lang),
            SECTION_LABELS[line.section][lang],
            money(line.expectedCents, lang),
            money(line.deliveredCents, lang),
          ])}
          total={[
            pdfText('tangible', lang),
            '',
            money(result.tangible.expectedCents, lang),
            money(result.tangible.deliveredCents, lang),
          ]}
        />
      )}
    </View>
  );
}

/** The audit trail: every line's formula and inputs, the multiplier's parts, and what was assumed. */
export function HowObtained({ entry, lang }: Props) {
  const { result } = entry;
  const parts = result.multiplier.parts;
  const signed = (n: number) =>
    formatNumber(n, lang, { minimumFractionDigits: 2, maximumFractionDigits: 4, signDisplay: 'always' });
  return (
    <View>
      {/* Not `break`: a forced break on an element that already starts a page makes react-pdf loop. */}
      <Text style={styles.h2} minPresenceAhead={120}>
        {pdfText('how', lang)}
      </Text>
      {/* One text per line, its three parts as lines of it: a node each would triple the layout work. */}
      {result.lines.map((line) => (
        <Text key={line.id} style={{ marginBottom: 6 }} wrap={false}>
          <Text style={{ fontWeight: 600 }}>
            {colons(
              `${SECTION_LABELS[line.section][lang]} — ${lineSubject(line.subject, lang)} : ${money(line.deliveredCents, lang)}`,
              lang,
            )}
          </Text>
          <Text style={styles.muted}>
            {colons(`\n${pdfText('formula', lang)} : ${FORMULA_LABELS[line.formula][lang]}`, lang)}
          </Text>
          {`\n${line.inputs
            .map(
              (input) =>
                `${inputLabel(input.name, lang)} ${inputValue(input.name, input.value, lang)} (${SOURCE_LABELS[input.source][lang]})`,
            )
            .join(' · ')}`}
        </Text>
      ))}
      <Text style={styles.h3}>{pdfText('multiplier', lang)}</Text>
      <Text style={styles.paragraph}>
        {pdfText('multiplierParts', lang, {
          fit: signed(parts.fit),
          exclusivity: signed(parts.exclusivity),
          clutter: signed(parts.clutter),
          management: signed(parts.management),
          unclamped: formatNumber(result.multiplier.unclamped, lang, { maximumFractionDigits: 4 }),
        })}
      </Text>
      <Text style={styles.h3}>{pdfText('missing', lang)}</Text>
      {result.missing.length === 0 ? (
        <Text>{pdfText('noMissing', lang)}</Text>
      ) : (
        <Text>
          {result.missing
            .map(
              (m) =>
                `${m.path}${m.defaultUsed === null ? '' : ` (${pdfText('defaultUsed', lang)} ${m.defaultUsed})`}`,
            )
            .join(' · ')}
        </Text>
      )}
      <Text style={[styles.paragraph, styles.muted, { marginTop: 8 }]}>
        {pdfText('methodNote', lang, { version: result.methodologyVersion })}
      </Text>
    </View>
  );
}

export function Masthead(props: {
  kind: string;
  title: string;
  generatedAt: string;
  lang: Language;
  lines: [string, string][];
}) {
  return (
    <View style={{ marginBottom: 6 }}>
      <Text style={[styles.muted, { textTransform: 'uppercase', fontSize: 8 }]}>{props.kind}</Text>
      <Text style={styles.h1}>{props.title}</Text>
      {props.lines.map(([label, value]) => (
        <Text key={label}>
          <Text style={styles.muted}>{`${label}${props.lang === 'fr' ? '\u00a0: ' : ': '}`}</Text>
          {value}
        </Text>
      ))}
      <Text style={styles.muted}>
        {`${pdfText('generated', props.lang)} ${formatDate(props.generatedAt, props.lang, { dateStyle: 'long' })}`}
      </Text>
    </View>
  );
}
