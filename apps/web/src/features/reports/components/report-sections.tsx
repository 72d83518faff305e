import {
  CHANNEL_LABELS,
  type CpmChannel,
  FORMULA_LABELS,
  inputLabel,
  lineSubject,
  OBJECTIVE_LABELS,
  OBJECTIVES,
  type RatioBand,
  type ReportEntry,
  SECTION_LABELS,
  SOURCE_LABELS,
  type ValueSection,
} from '@cakemix/core';
import {
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_COLORS, HorizontalBarChart } from './report-chart.tsx';
import { BAND_COLORS, type ReportFormat, useReportFormat, WHOLE_BADGE } from './report-format.ts';

type Result = ReportEntry['result'];
type Line = Result['lines'][number];
type Props = { entry: ReportEntry };

const SECTIONS: ValueSection[] = [
  'owned_media',
  'paid_media',
  'broadcast',
  'contractual_benefits',
  'hospitality',
  'activation',
  'custom',
];

/** The sections of an entry, in the order of the screen and of the PDF. */
export const ENTRY_SECTIONS = [
  'scorecard',
  'summary',
  'kpis',
  'customIndicators',
  'qualitative',
  'comparables',
  'activation',
  'expectedVsDelivered',
  'how',
] as const;

/** A titled block of the report; `anchor` makes it reachable from the contents line. */
export function ReportSection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p="lg" id={anchor} aria-label={title}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A "How?" button opening what a figure is made of. */
export function HowPopover({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Popover width={420} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" aria-label={`${t('reports.m.how')} ${label}`}>
          {t('reports.m.how')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          {t('reports.m.howTitle')}
        </Text>
        <Box fz="sm">{children}</Box>
      </Popover.Dropdown>
    </Popover>
  );
}

export function BandBadge({ band, f }: { band: RatioBand | null; f: ReportFormat }) {
  if (!band) return null;
  return (
    <Badge color={BAND_COLORS[band]} variant="light" tt="none" radius="sm" styles={WHOLE_BADGE}>
      {f.band(band)}
    </Badge>
  );
}

function Tile(props: { label: string; value: string; note?: ReactNode; how: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fz={24} fw={700} lh={1.3}>
        {props.value}
      </Text>
      <Group gap={6} justify="space-between" wrap="nowrap" mih={24}>
        <Box fz="xs" c="dimmed">
          {props.note}
        </Box>
        <HowPopover label={props.label}>{props.how}</HowPopover>
      </Group>
    </Paper>
  );
}

export function Scorecard({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { result } = entry;
  return (
    <ReportSection title={t('reports.sections.scorecard')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Tile
          label={t('reports.m.value')}
          value={f.money(result.value.totalCents)}
          note={t('reports.m.expectedValue', { value: f.money(result.value.expectedTotalCents) })}
          how={t('reports.m.valueHow', {
            tangible: f.money(result.value.tangibleCents),
            intangible: f.money(result.value.intangibleCents),
            m: f.multiplier(result.multiplier.value),
          })}
        />
        <Tile
          label={t('reports.m.cost')}
          value={f.money(result.cost.totalCents)}
          how={t('reports.m.costHow', {
            fee: f.money(result.cost.rightsFeeCents),
            activation: f.money(result.cost.activationBudgetCents),
            inKind: f.money(result.cost.inKindCents),
          })}
        />
        <Tile
          label={t('reports.m.ratio')}
          value={f.ratio(result.ratio.value)}
          note={<BandBadge band={result.ratio.band} f={f} />}
          how={t('reports.m.ratioHow', {
            value: f.money(result.value.totalCents),
            cost: f.money(result.cost.totalCents),
          })}
        />
        <Tile
          label={t('reports.m.fit')}
          value={f.score(result.scores.fit.score) ?? t('reports.m.notRated')}
          how={
            <>
              <Text size="sm">{t('reports.m.fitHow')}</Text>
              <List size="sm">
                {OBJECTIVES.filter((o) => result.scores.fit.weights[o] > 0).map((o) => (
                  <List.Item key={o}>
                    {`${OBJECTIVE_LABELS[o][f.lang]} ${f.number(result.scores.objectives[o].score)}/100 × ${f.percent(result.scores.fit.weights[o] * 100)}`}
                  </List.Item>
                ))}
              </List>
            </>
          }
        />
        <Tile
          label={t('reports.m.impressions')}
          value={f.number(result.impressions.delivered)}
          note={t('reports.m.estimatedValue', { value: f.number(result.impressions.estimated) })}
          how={t('reports.m.impressionsHow')}
        />
        <Tile
          label={t('reports.m.effectiveCpm')}
          value={f.cpm(result.cpm.effectiveCents)}
          note={
            result.cpm.marketCents === null
              ? undefined
              : t('reports.m.marketCpm', { value: f.cpm(result.cpm.marketCents) })
          }
          how={t('reports.m.cpmHow')}
        />
      </SimpleGrid>
    </ReportSection>
  );
}

export function Summary({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  return (
    <ReportSection title={t('reports.sections.summary')}>
      {entry.summary[f.lang].map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </ReportSection>
  );
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

function SimpleTable({
  head,
  rows,
  total,
  align,
}: {
  head: ReactNode[];
  rows: ReactNode[][];
  total?: ReactNode[];
  /** Which columns are figures (right-aligned). */
  align?: boolean[];
}) {
  const ta = (i: number) => (align?.[i] ? 'right' : 'left');
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <Table.Th key={i} ta={ta(i)}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
            <Table.Tr key={r}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Table.Td key={i} ta={ta(i)} style={align?.[i] ? { whiteSpace: 'nowrap' } : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total ? (
          <Table.Tfoot>
            <Table.Tr>
              {total.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Table.Th key={i} ta={ta(i)}>
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

export function KeyIndicators({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { result } = entry;
  const sections = SECTIONS.filter(
    (s) => result.sections[s].expectedCents > 0 || result.sections[s].deliveredCents > 0,
  );
  return (
    <ReportSection title={t('reports.sections.kpis')}>
      <Title order={3} fz={16}>
        {t('reports.sections.valueBySection')}
      </Title>
      <HorizontalBarChart
        data={sections.map((s) => ({
          label: SECTION_LABELS[s][f.lang],
          delivered: result.sections[s].deliveredCents,
          expected: result.sections[s].expectedCents,
        }))}
        series={[
          { key: 'delivered', name: t('reports.m.delivered'), color: CHART_COLORS.primary },
          { key: 'expected', name: t('reports.m.expected'), color: CHART_COLORS.secondary },
        ]}
        format={f.money}
      />
      <SimpleTable
        head={[t('reports.m.section'), t('reports.m.expected'), t('reports.m.delivered')]}
        align={[false, true, true]}
        rows={[
          ...sections.map((s) => [
            SECTION_LABELS[s][f.lang],
            f.money(result.sections[s].expectedCents),
            f.money(result.sections[s].deliveredCents),
          ]),
          [
            t('reports.m.intangible', { m: f.multiplier(result.multiplier.value) }),
            f.money(result.value.expectedTotalCents - result.tangible.expectedCents),
            f.money(result.value.intangibleCents),
          ],
        ]}
        total={[
          t('reports.m.value'),
          f.money(result.value.expectedTotalCents),
          f.money(result.value.totalCents),
        ]}
      />
      <Title order={3} fz={16}>
        {t('reports.sections.impressionsByChannel')}
      </Title>
      <SimpleTable
        head={[
          t('reports.m.channel'),
          t('reports.m.estimated'),
          t('reports.m.actual'),
          t('reports.m.delivered'),
        ]}
        align={[false, true, true, true]}
        rows={impressionsByChannel(result).map((c) => [
          CHANNEL_LABELS[c.channel][f.lang],
          f.number(c.estimated),
          c.actual === null ? '—' : f.number(c.actual),
          f.number(c.delivered),
        ])}
        total={['', f.number(result.impressions.estimated), '', f.number(result.impressions.delivered)]}
      />
      <Title order={3} fz={16}>
        {t('reports.sections.costBreakdown')}
      </Title>
      <SimpleTable
        head={[t('reports.m.item'), t('reports.m.amount')]}
        align={[false, true]}
        rows={[
          [t('reports.m.rightsFee'), f.money(result.cost.rightsFeeCents)],
          [t('reports.m.activationBudget'), f.money(result.cost.activationBudgetCents)],
          [t('reports.m.inKind'), f.money(result.cost.inKindCents)],
        ]}
        total={[t('reports.m.cost'), f.money(result.cost.totalCents)]}
      />
    </ReportSection>
  );
}

export function CustomIndicators({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const indicators = entry.result.customIndicators;
  if (indicators.length === 0) return null;
  const show = (type: string, value: number | null) => {
    if (value === null) return '—';
    if (type === 'amount') return f.money(Math.round(value * 100));
    if (type === 'percent') return f.percent(value, 1);
    return f.number(value, 2);
  };
  return (
    <ReportSection title={t('reports.sections.customIndicators')}>
      <SimpleTable
        head={[t('reports.m.indicator'), t('reports.m.inputValue')]}
        align={[false, true]}
        rows={indicators.map((i) => [
          i.name,
          `${show(i.type, i.value)}${i.countsTowardValue ? ` (${t('reports.m.counted')})` : ''}`,
        ])}
      />
    </ReportSection>
  );
}

export function QualitativeAnalysis({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { scores } = entry.result;
  const fits: [string, number | null][] = [
    [t('reports.m.personality'), scores.personality],
    [t('reports.m.demographic'), scores.demographic],
    [t('reports.m.geographic'), scores.geographic],
    [t('reports.m.management'), scores.management.score],
  ];
  const label = (o: (typeof OBJECTIVES)[number]) => {
    const text = OBJECTIVE_LABELS[o][f.lang];
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return (
    <ReportSection title={t('reports.sections.qualitative')}>
      <Title order={3} fz={16}>
        {t('reports.sections.objectiveScores')}
      </Title>
      <HorizontalBarChart
        max={100}
        labelWidth={170}
        data={OBJECTIVES.map((o) => ({
          label: label(o),
          score: scores.objectives[o].score,
          weight: scores.fit.weights[o] * 100,
        }))}
        series={[
          { key: 'score', name: t('reports.m.fit'), color: CHART_COLORS.primary },
          { key: 'weight', name: t('reports.m.weight'), color: CHART_COLORS.secondary },
        ]}
        format={(n) => f.number(n)}
      />
      <SimpleTable
        head={[t('reports.m.measure'), t('reports.m.score'), t('reports.m.weight')]}
        align={[false, true, true]}
        rows={OBJECTIVES.map((o) => [
          label(o),
          f.score(scores.objectives[o].score) ?? t('reports.m.notRated'),
          f.percent(scores.fit.weights[o] * 100),
        ])}
      />
      <Title order={3} fz={16}>
        {t('reports.sections.fits')}
      </Title>
      <HorizontalBarChart
        max={100}
        labelWidth={170}
        data={fits.map(([name, value]) => ({ label: name, score: value ?? 0 }))}
        series={[{ key: 'score', name: t('reports.m.score'), color: CHART_COLORS.accent }]}
        format={(n) => f.number(n)}
      />
      <SimpleTable
        head={[t('reports.m.measure'), t('reports.m.score')]}
        align={[false, true]}
        rows={fits.map(([name, value]) => [name, f.score(value) ?? t('reports.m.notRated')])}
      />
    </ReportSection>
  );
}

export function Comparables({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { comparables } = entry;
  const metric = (
    key: 'value' | 'cost' | 'ratio' | 'effectiveCpm',
    label: string,
    show: (n: number) => string,
  ) => {
    const p = comparables[key];
    return [
      label,
      p.percentile === null ? '—' : f.number(p.percentile),
      p.median === null ? '—' : show(p.median),
      p.min === null || p.max === null ? '—' : `${show(p.min)} – ${show(p.max)}`,
    ];
  };
  return (
    <ReportSection title={t('reports.sections.comparables')}>
      <Text c="dimmed" size="sm">
        {comparables.value.percentile === null
          ? t('reports.m.tooFewComparables')
          : t('reports.m.comparablesBasis', {
              count: comparables.count,
              basis: t(`reports.m.basis_${comparables.basis}`),
            })}
      </Text>
      <SimpleTable
        head={[
          t('reports.m.measure'),
          t('reports.m.percentile'),
          t('reports.m.median'),
          t('reports.m.range'),
        ]}
        align={[false, true, true, true]}
        rows={[
          metric('value', t('reports.m.value'), f.money),
          metric('cost', t('reports.m.cost'), f.money),
          metric('ratio', t('reports.m.ratio'), (n) => f.ratio(n)),
          metric('effectiveCpm', `${t('reports.m.effectiveCpm')} ${t('reports.m.lowerIsBetter')}`, (n) =>
            f.cpm(n),
          ),
        ]}
      />
    </ReportSection>
  );
}

export function Activation({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const lines = entry.result.lines.filter((line) => line.section === 'activation');
  const { cost } = entry.result;
  return (
    <ReportSection title={t('reports.sections.activation')}>
      <SimpleTable
        head={[t('reports.m.item'), t('reports.m.amount')]}
        align={[false, true]}
        rows={[
          [t('reports.m.activationBudget'), f.money(cost.activationBudgetCents)],
          [t('reports.m.activationItems'), f.money(cost.activationItemsCents)],
        ]}
      />
      {lines.length > 0 ? (
        <SimpleTable
          head={[t('reports.m.item'), t('reports.m.value'), '']}
          align={[false, true, true]}
          rows={lines.map((line) => [
            line.subject,
            f.money(line.deliveredCents),
            <LineHow key="how" line={line} f={f} />,
          ])}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('reports.m.noActivation')}
        </Text>
      )}
    </ReportSection>
  );
}

/** A line's formula and inputs, each with where it came from. */
export function LineDetail({ line, f }: { line: Line; f: ReportFormat }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {`${t('reports.m.formula')}${f.lang === 'fr' ? '\u00a0:' : ':'} ${FORMULA_LABELS[line.formula][f.lang]}`}
      </Text>
      <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.m.input')}</Table.Th>
            <Table.Th ta="right">{t('reports.m.inputValue')}</Table.Th>
            <Table.Th>{t('reports.m.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.inputs.map((input) => (
            <Table.Tr key={input.name}>
              <Table.Td>{inputLabel(input.name, f.lang)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {f.input(input.name, input.value)}
              </Table.Td>
              <Table.Td>
                <Badge
                  size="xs"
                  variant="outline"
                  color={input.source === 'default' ? 'orange' : 'gray'}
                  tt="none"
                >
                  {SOURCE_LABELS[input.source][f.lang]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function LineHow({ line, f }: { line: Line; f: ReportFormat }) {
  return (
    <HowPopover label={lineSubject(line.subject, f.lang)}>
      <LineDetail line={line} f={f} />
    </HowPopover>
  );
}

export function ExpectedVersusDelivered({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { result } = entry;
  return (
    <ReportSection title={t('reports.sections.expectedVsDelivered')}>
      <Text size="sm">
        {t('reports.m.assets', {
          expected: f.number(result.assets.expected),
          delivered: f.number(result.assets.delivered, 1),
        })}
      </Text>
      {result.lines.length === 0 ? (
        <Text c="dimmed">{t('reports.m.noLines')}</Text>
      ) : (
        <SimpleTable
          head={[
            t('reports.m.item'),
            t('reports.m.section'),
            t('reports.m.expected'),
            t('reports.m.delivered'),
            '',
          ]}
          align={[false, false, true, true, true]}
          rows={result.lines.map((line) => [
            lineSubject(line.subject, f.lang),
            SECTION_LABELS[line.section][f.lang],
            f.money(line.expectedCents),
            f.money(line.deliveredCents),
            <LineHow key="how" line={line} f={f} />,
          ])}
          total={[
            t('reports.m.tangible'),
            '',
            f.money(result.tangible.expectedCents),
            f.money(result.tangible.deliveredCents),
            '',
          ]}
        />
      )}
    </ReportSection>
  );
}

/** The audit trail: every line's formula and inputs, the multiplier's parts, and what was assumed. */
export function HowObtained({ entry }: Props) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const { result } = entry;
  const parts = result.multiplier.parts;
  const colon = f.lang === 'fr' ? '\u00a0:' : ':';
  return (
    <ReportSection title={t('reports.sections.how')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {result.lines.map((line) => (
          <Paper key={line.id} withBorder radius="md" p="sm" style={{ breakInside: 'avoid' }}>
            <Text fw={600} size="sm">
              {`${SECTION_LABELS[line.section][f.lang]} — ${lineSubject(line.subject, f.lang)}${colon} ${f.money(line.deliveredCents)}`}
            </Text>
            <LineDetail line={line} f={f} />
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3} fz={16}>
        {t('reports.m.multiplier')}
      </Title>
      <Text size="sm">
        {t('reports.m.multiplierParts', {
          fit: f.signed(parts.fit),
          exclusivity: f.signed(parts.exclusivity),
          clutter: f.signed(parts.clutter),
          management: f.signed(parts.management),
          unclamped: f.number(result.multiplier.unclamped, 4),
        })}
      </Text>
      <Title order={3} fz={16}>
        {t('reports.m.missing')}
      </Title>
      {result.missing.length === 0 ? (
        <Text size="sm">{t('reports.m.noMissing')}</Text>
      ) : (
        <List size="sm">
          {result.missing.map((m) => (
            <List.Item key={m.path}>
              {m.path}
              {m.defaultUsed === null
                ? ''
                : ` (${t('reports.m.defaultUsed', { value: String(m.defaultUsed) })})`}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed">
        {t('reports.m.methodNote', { version: result.methodologyVersion })}
      </Text>
    </ReportSection>
  );
}

/** Every section of a combination, in the PDF's order. */
export function EntryBody({ entry }: Props) {
  return (
    <Stack gap="lg">
      <Scorecard entry={entry} />
      <Summary entry={entry} />
      <KeyIndicators entry={entry} />
      <CustomIndicators entry={entry} />
      <QualitativeAnalysis entry={entry} />
      <Comparables entry={entry} />
      <Activation entry={entry} />
      <ExpectedVersusDelivered entry={entry} />
      <HowObtained entry={entry} />
    </Stack>
  );
}
