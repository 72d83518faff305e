import type { Report, ReportEntry, ReportType } from '@cakemix/core';
import { Accordion, Badge, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { Logo } from '@/components/logo.tsx';
import { NotFoundPage } from '@/components/not-found-page.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { PUBLIX_LICENSE, useSession } from '@/lib/session.ts';
import { useReport, useReportAccess } from '../api/reports-queries.ts';
import { ReportActions } from './report-actions.tsx';
import { CHART_COLORS, HorizontalBarChart } from './report-chart.tsx';
import { useReportFormat } from './report-format.ts';
import { BandBadge, EntryBody, ReportSection } from './report-sections.tsx';

const pairName = (entry: ReportEntry) => `${entry.property.name} × ${entry.profile.name}`;
/** A chart label: rank and property on the first line(s), the profile after. */
const chartLabel = (entry: ReportEntry, index: number) =>
  `${index + 1}. ${entry.property.name}\n× ${entry.profile.name}`;

/** /detailed-report/{id} and /comparative-report/{id}: members read it, visitors need `?share=token`. */
export function ReportScreen({ type }: { type: ReportType }) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const access = useReportAccess(search.get('share'));
  const report = useReport(type, Number(id), access);

  if (access.kind === 'none') return <NotFoundPage />;
  if (report.isPending) return <PageLoader />;
  if (report.isError) {
    const error = report.error;
    const hidden =
      access.kind === 'shared' ||
      (error instanceof ApiError && ['not_found', 'validation', 'forbidden'].includes(error.type));
    if (hidden) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <QueryErrorAlert message={error.message} onRetry={() => void report.refetch()} />
      </Container>
    );
  }
  const data = report.data;
  if (data.type !== type || data.entries.length === 0) return <NotFoundPage />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <ReportTopBar report={data} member={access.kind === 'member'} />
        {type === 'detailed' && data.entries[0] ? (
          <EntryBody entry={data.entries[0]} />
        ) : (
          <ComparativeBody report={data} />
        )}
      </Stack>
    </Container>
  );
}

function ReportTopBar({ report, member }: { report: Report; member: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const f = useReportFormat();
  const [first] = report.entries;
  const subtitle =
    report.type === 'detailed' && first
      ? pairName(first)
      : t('reports.comparative.combinationsCount', { count: report.entries.length });
  return (
    <Paper withBorder radius="lg" p="lg" component="header">
      <title>{`${report.title} · Cakemix`}</title>
      <Group justify="space-between" mb="md">
        <Logo />
        {/* The report pages hide the header, and with it its switch; publix accounts have one language. */}
        {user?.license === PUBLIX_LICENSE ? null : <LanguageSwitch />}
      </Group>
      {/* Top-aligned: the actions grow downward when the export's status needs more than its line. */}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 420px' }}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {report.type === 'detailed' ? t('reports.detailedTitle') : t('reports.comparativeTitle')}
            {member ? null : ` · ${t('reports.top.sharedView')}`}
          </Text>
          <Title order={1} fz={26}>
            {report.title}
          </Title>
          <Text fw={500}>{subtitle}</Text>
          <Text size="sm" c="dimmed">
            {[
              t('reports.top.generated', { date: f.date(report.generated_at) }),
              report.created_by ? t('reports.top.by', { name: report.created_by.name }) : null,
              t('reports.top.method', { version: report.methodology_version }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <ReportActions report={report} member={member} />
      </Group>
    </Paper>
  );
}

/** The comparative measures side by side, ranked by ratio, then each combination in full. */
function ComparativeBody({ report }: { report: Report }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const ranked = [...report.entries].sort(
    (a, b) => (b.result.ratio.value ?? -1) - (a.result.ratio.value ?? -1),
  );
  const labelWidth = 280;
  return (
    <Stack gap="lg">
      <ReportSection title={t('reports.comparative.ranking')}>
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.comparative.rank')}</Table.Th>
                <Table.Th>{t('reports.comparative.combination')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.value')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.cost')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.ratio')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.fit')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.impressions')}</Table.Th>
                <Table.Th ta="right">{t('reports.m.effectiveCpm')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranked.map((entry, index) => (
                <Table.Tr key={entry.position}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.property.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.profile.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.money(entry.result.value.totalCents)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.money(entry.result.cost.totalCents)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={2} align="flex-end">
                      <span>{f.ratio(entry.result.ratio.value)}</span>
                      <BandBadge band={entry.result.ratio.band} f={f} />
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{f.score(entry.result.scores.fit.score)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.number(entry.result.impressions.delivered)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.cpm(entry.result.cpm.effectiveCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Title order={3} fz={16}>
          {t('reports.comparative.ratios')}
        </Title>
        <HorizontalBarChart
          labelWidth={labelWidth}
          data={ranked.map((entry, index) => ({
            label: chartLabel(entry, index),
            ratio: entry.result.ratio.value ?? 0,
          }))}
          series={[{ key: 'ratio', name: t('reports.m.ratio'), color: CHART_COLORS.primary }]}
          format={(n) => f.ratio(n)}
        />
        <Title order={3} fz={16}>
          {t('reports.comparative.valueAndCost')}
        </Title>
        <HorizontalBarChart
          labelWidth={labelWidth}
          data={ranked.map((entry, index) => ({
            label: chartLabel(entry, index),
            value: entry.result.value.totalCents,
            cost: entry.result.cost.totalCents,
          }))}
          series={[
            { key: 'value', name: t('reports.m.value'), color: CHART_COLORS.primary },
            { key: 'cost', name: t('reports.m.cost'), color: CHART_COLORS.secondary },
          ]}
          format={f.money}
        />
        <Title order={3} fz={16}>
          {t('reports.comparative.fits')}
        </Title>
        <HorizontalBarChart
          labelWidth={labelWidth}
          max={100}
          data={ranked.map((entry, index) => ({
            label: chartLabel(entry, index),
            fit: entry.result.scores.fit.score,
          }))}
          series={[{ key: 'fit', name: t('reports.m.fit'), color: CHART_COLORS.accent }]}
          format={(n) => f.number(n)}
        />
      </ReportSection>
      <Title order={2} fz={20}>
        {t('reports.comparative.details')}
      </Title>
      <Accordion variant="separated" radius="lg" multiple>
        {ranked.map((entry, index) => (
          <Accordion.Item key={entry.position} value={String(entry.position)}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap">
                <Badge variant="filled" radius="xl" size="lg" circle>
                  {index + 1}
                </Badge>
                <Text fw={600}>{pairName(entry)}</Text>
                <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {f.ratio(entry.result.ratio.value)}
                </Text>
                <BandBadge band={entry.result.ratio.band} f={f} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <EntryBody entry={entry} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

export function DetailedReportPage() {
  return <ReportScreen type="detailed" />;
}

export function ComparativeReportPage() {
  return <ReportScreen type="comparative" />;
}
