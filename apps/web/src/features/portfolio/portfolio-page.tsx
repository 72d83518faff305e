import { type PortfolioRow, portfolioSchema, SPONSORSHIP_TYPES } from '@cakemix/core';
import {
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyPanel } from '@/components/empty-panel.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { api } from '@/lib/api.ts';
import { useFormat } from '@/lib/format.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { routePath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';

type Grouping = 'type' | 'region' | 'year';

function usePortfolio() {
  const websiteId = useSession().user?.websiteId ?? null;
  return useQuery({
    queryKey: ['portfolio', websiteId],
    queryFn: async () => parseResponse(portfolioSchema, await api.get(`/websites/${websiteId}/portfolio`)),
    enabled: websiteId !== null,
  });
}

/** Rows summed by a group: rights fee plus activation is the cost the chart sets against the value. */
function breakdown(rows: PortfolioRow[], key: (row: PortfolioRow) => string) {
  const groups = new Map<string, { value: number; cost: number; count: number }>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name) ?? { value: 0, cost: 0, count: 0 };
    group.value += row.value;
    group.cost += row.rights_fee + row.activation;
    group.count += 1;
    groups.set(name, group);
  }
  return [...groups].map(([name, sums]) => ({ name, ...sums }));
}

/** The admins' switch for the renewal reminders (e-mails 90 and 30 days before a contract ends). */
function RemindersSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSession().user;
  const change = useMutation({
    mutationFn: (next: boolean) =>
      api.put(`/websites/${user?.websiteId}/portfolio/settings`, { renewal_reminders: next }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portfolio'] }),
  });
  if (user?.role !== 'admin') return null;
  return (
    <Switch
      checked={change.isPending ? Boolean(change.variables) : on}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
      label={t('spreadsheets.portfolio.reminders')}
      description={t('spreadsheets.portfolio.remindersHelp')}
      mb="sm"
    />
  );
}

function Verdict({ row }: { row: Pick<PortfolioRow, 'verdict' | 'preliminary'> }) {
  const { t } = useTranslation();
  if (row.preliminary || row.verdict.length === 0) return <Text span>{t('reports.m.preliminary')}</Text>;
  return <Text span>{row.verdict.map((band) => t(`reports.labels.ratioBands.${band}`)).join(' – ')}</Text>;
}

/** /portfolio: every complete property valued together, the totals, a breakdown and the renewals coming up. */
export function PortfolioPage() {
  const heading = usePageHeading('portfolio');
  const { t } = useTranslation();
  const format = useFormat();
  const portfolio = usePortfolio();
  const [grouping, setGrouping] = useState<Grouping>('type');
  const money = (value: number | null) => (value === null ? '—' : format.money(value));
  const ratio = (value: number | null) =>
    value === null ? '—' : `${format.number(value, { maximumFractionDigits: 2 })}:1`;

  const header = (
    <PageHeader
      {...heading}
      actions={<ExportMenu list="portfolio" name={t('spreadsheets.portfolio.title')} query={{}} />}
    />
  );
  if (portfolio.isPending) return <PageLoader />;
  if (portfolio.isError)
    return (
      <>
        {header}
        <QueryErrorAlert message={portfolio.error.message} onRetry={() => portfolio.refetch()} />
      </>
    );
  const { rows, totals, renewals } = portfolio.data;
  if (rows.length === 0)
    return (
      <>
        {header}
        <EmptyPanel
          title={t('spreadsheets.portfolio.emptyTitle')}
          description={t('spreadsheets.portfolio.emptyBody')}
        />
      </>
    );

  const groupName: Record<Grouping, (row: PortfolioRow) => string> = {
    type: (row) =>
      row.sponsorship_type ? t(`properties.options.sponsorshipTypes.${row.sponsorship_type}`) : '—',
    region: (row) => row.region ?? t('spreadsheets.portfolio.noRegion'),
    year: (row) => row.start_date?.slice(0, 4) ?? t('spreadsheets.portfolio.noYear'),
  };
  const groups = breakdown(rows, groupName[grouping]).sort((a, b) =>
    grouping === 'type'
      ? SPONSORSHIP_TYPES.findIndex(
          (type) => groupName.type({ sponsorship_type: type } as PortfolioRow) === a.name,
        ) -
        SPONSORSHIP_TYPES.findIndex(
          (type) => groupName.type({ sponsorship_type: type } as PortfolioRow) === b.name,
        )
      : a.name.localeCompare(b.name),
  );
  const reportLink = (row: PortfolioRow) =>
    row.report_id === null ? (
      <Anchor component={Link} to={`${routePath('reports.create-detailed')}?property=${row.id}`}>
        {t('spreadsheets.portfolio.newReport')}
      </Anchor>
    ) : (
      <Anchor component={Link} to={routePath('reports.detailed-report', { id: row.report_id })}>
        {t('spreadsheets.portfolio.openReport')}
      </Anchor>
    );
  const totalCards: [string, string][] = [
    [t('spreadsheets.portfolio.totals.properties'), format.number(totals.count)],
    [t('spreadsheets.portfolio.totals.rightsFees'), money(totals.rights_fee)],
    [t('spreadsheets.portfolio.totals.activation'), money(totals.activation)],
    [t('spreadsheets.portfolio.totals.value'), money(totals.value)],
    [t('spreadsheets.portfolio.totals.ratio'), ratio(totals.ratio)],
    [t('spreadsheets.portfolio.totals.programmeRatio'), ratio(totals.programme_ratio)],
  ];

  return (
    <>
      {header}
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {totalCards.map(([label, value]) => (
            <Card key={label} withBorder padding="sm">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={700} fz="lg">
                {value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <section aria-labelledby="renewals-title">
          <Title order={2} fz="xl" id="renewals-title">
            {t('spreadsheets.portfolio.renewalsTitle')}
          </Title>
          <Text c="dimmed" mb="sm">
            {t('spreadsheets.portfolio.renewalsIntro')}
          </Text>
          <RemindersSwitch on={portfolio.data.renewal_reminders} />
          {renewals.length === 0 ? (
            <Text>{t('spreadsheets.portfolio.noRenewals')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('spreadsheets.portfolio.columns.name')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.end')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.daysLeft')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.ratio')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.verdict')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.fairFee')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.columns.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {renewals.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.end_date ? format.date(row.end_date) : '—'}</Table.Td>
                      <Table.Td>{t('spreadsheets.portfolio.daysLeft', { count: row.days_left })}</Table.Td>
                      <Table.Td>{ratio(row.ratio)}</Table.Td>
                      <Table.Td>
                        <Verdict row={row} />
                      </Table.Td>
                      <Table.Td>{money(row.fair_rights_fee)}</Table.Td>
                      <Table.Td>{reportLink(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>

        <section aria-labelledby="breakdown-title">
          <Group justify="space-between" align="flex-end" mb="sm">
            <Title order={2} fz="xl" id="breakdown-title">
              {t('spreadsheets.portfolio.breakdownTitle')}
            </Title>
            <SegmentedControl
              value={grouping}
              onChange={(value) => setGrouping(value as Grouping)}
              data={(['type', 'region', 'year'] as const).map((value) => ({
                value,
                label: t(`spreadsheets.portfolio.by.${value}`),
              }))}
            />
          </Group>
          <Card withBorder>
            <div
              role="img"
              aria-label={t('spreadsheets.portfolio.chartLabel', {
                group: t(`spreadsheets.portfolio.by.${grouping}`),
              })}
              style={{ width: '100%', height: 280 }}
            >
              <ResponsiveContainer>
                <BarChart data={groups} margin={{ left: 16, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="name" />
                  <YAxis
                    tickFormatter={(value: number) => format.money(value, { notation: 'compact' })}
                    width={72}
                  />
                  <Tooltip formatter={(value) => format.money(Number(value))} />
                  <Legend />
                  <Bar
                    dataKey="value"
                    name={t('spreadsheets.portfolio.totals.value')}
                    fill="var(--mantine-color-blue-6)"
                  />
                  <Bar
                    dataKey="cost"
                    name={t('spreadsheets.portfolio.cost')}
                    fill="var(--mantine-color-gray-5)"
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <Table.ScrollContainer minWidth={480} mt="md">
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('spreadsheets.portfolio.group')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.totals.properties')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.totals.value')}</Table.Th>
                    <Table.Th>{t('spreadsheets.portfolio.cost')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.map((group) => (
                    <Table.Tr key={group.name}>
                      <Table.Td>{group.name}</Table.Td>
                      <Table.Td>{format.number(group.count)}</Table.Td>
                      <Table.Td>{money(group.value)}</Table.Td>
                      <Table.Td>{money(group.cost)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </section>

        <section aria-labelledby="all-title">
          <Title order={2} fz="xl" id="all-title" mb="sm">
            {t('spreadsheets.portfolio.allProperties')}
          </Title>
          <Table.ScrollContainer minWidth={960}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spreadsheets.portfolio.columns.name')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.rightsFee')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.activation')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.value')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.ratio')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.programmeRatio')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.verdict')}</Table.Th>
                  <Table.Th>{t('spreadsheets.portfolio.columns.end')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={routePath('properties.edit', { id: row.id })}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{money(row.rights_fee)}</Table.Td>
                    <Table.Td>{money(row.activation)}</Table.Td>
                    <Table.Td>{money(row.value)}</Table.Td>
                    <Table.Td>{ratio(row.ratio)}</Table.Td>
                    <Table.Td>{ratio(row.programme_ratio)}</Table.Td>
                    <Table.Td>
                      <Verdict row={row} />
                    </Table.Td>
                    <Table.Td>{row.end_date ? format.date(row.end_date) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      </Stack>
    </>
  );
}
