import { type PortfolioRow, portfolioSchema, SPONSORSHIP_TYPES } from '@cakemix/core';
import {
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Space,
  Stack,
  Switch,
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
import { ListCards, useListCards } from '@/components/list-cards.tsx';
import { type ListRowsProps, ListTable } from '@/components/list-table.tsx';
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

/** The widths the portfolio's tables need; a narrower screen shows their rows as cards. */
const RENEWALS_TABLE_WIDTH = 720;
const BREAKDOWN_TABLE_WIDTH = 480;
const PROPERTIES_TABLE_WIDTH = 960;

/**
 * A table of the portfolio where the screen is wide enough for it, else its rows as cards (as the other
 * lists at phone width), both drawn from the same columns; the cards' headings sit under the section's.
 */
function PortfolioList<T>({
  tableWidth,
  ...list
}: Omit<ListRowsProps<T, string>, 'actionsLabel' | 'busy' | 'emptyText'> & {
  tableWidth: number;
  actionsLabel?: string;
}) {
  const cards = useListCards(tableWidth);
  if (cards) return <ListCards {...list} headingOrder={3} />;
  return (
    <ListTable
      {...list}
      minWidth={tableWidth}
      actionsLabel={list.actionsLabel ?? ''}
      busy={false}
      emptyText=""
    />
  );
}

function Verdict({ row }: { row: Pick<PortfolioRow, 'verdict' | 'preliminary'> }) {
  const { t } = useTranslation();
  // The size of the text around it (a table cell, a card's value), capitalised as the reports' verdicts.
  if (row.preliminary || row.verdict.length === 0)
    return (
      <Text span inherit>
        {t('reports.m.preliminary')}
      </Text>
    );
  const bands = row.verdict.map((band) => t(`reports.labels.ratioBands.${band}`)).join(' – ');
  return (
    <Text span inherit>
      {bands.charAt(0).toUpperCase() + bands.slice(1)}
    </Text>
  );
}

/** /portfolio: every complete property valued together, the totals, a breakdown and the renewals coming up. */
export function PortfolioPage() {
  const heading = usePageHeading('portfolio');
  const { t } = useTranslation();
  const format = useFormat();
  const portfolio = usePortfolio();
  const [grouping, setGrouping] = useState<Grouping>('type');
  const money = (value: number | null) => (value === null ? '—' : format.money(value));
  // Two decimals always, as the reports write ratios, so ratios side by side read alike.
  const ratio = (value: number | null) =>
    value === null
      ? '—'
      : `${format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;

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
            <PortfolioList
              tableWidth={RENEWALS_TABLE_WIDTH}
              rows={renewals}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'name',
                  label: t('spreadsheets.portfolio.columns.name'),
                  cell: (row) => row.name,
                  title: true,
                },
                {
                  key: 'end',
                  label: t('spreadsheets.portfolio.columns.end'),
                  cell: (row) => (row.end_date ? format.date(row.end_date) : '—'),
                  nowrap: true,
                },
                {
                  key: 'daysLeft',
                  label: t('spreadsheets.portfolio.columns.daysLeft'),
                  cell: (row) => t('spreadsheets.portfolio.daysLeft', { count: row.days_left }),
                  nowrap: true,
                },
                {
                  key: 'ratio',
                  label: t('spreadsheets.portfolio.columns.ratio'),
                  cell: (row) => ratio(row.ratio),
                  numeric: true,
                },
                {
                  key: 'verdict',
                  label: t('spreadsheets.portfolio.columns.verdict'),
                  cell: (row) => <Verdict row={row} />,
                },
                {
                  key: 'fairFee',
                  label: t('spreadsheets.portfolio.columns.fairFee'),
                  cell: (row) => money(row.fair_rights_fee),
                  numeric: true,
                  nowrap: true,
                },
              ]}
              actions={reportLink}
              actionsLabel={t('spreadsheets.portfolio.columns.action')}
            />
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
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="cost"
                    name={t('spreadsheets.portfolio.cost')}
                    fill="var(--mantine-color-gray-5)"
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <Space h="md" />
            <PortfolioList
              tableWidth={BREAKDOWN_TABLE_WIDTH}
              rows={groups}
              rowKey={(group) => group.name}
              columns={[
                {
                  key: 'group',
                  label: t('spreadsheets.portfolio.group'),
                  cell: (group) => group.name,
                  title: true,
                },
                {
                  key: 'count',
                  label: t('spreadsheets.portfolio.totals.properties'),
                  cell: (group) => format.number(group.count),
                  numeric: true,
                },
                {
                  key: 'value',
                  label: t('spreadsheets.portfolio.totals.value'),
                  cell: (group) => money(group.value),
                  numeric: true,
                  nowrap: true,
                },
                {
                  key: 'cost',
                  label: t('spreadsheets.portfolio.cost'),
                  cell: (group) => money(group.cost),
                  numeric: true,
                  nowrap: true,
                },
              ]}
            />
          </Card>
        </section>

        <section aria-labelledby="all-title">
          <Title order={2} fz="xl" id="all-title" mb="sm">
            {t('spreadsheets.portfolio.allProperties')}
          </Title>
          <PortfolioList
            tableWidth={PROPERTIES_TABLE_WIDTH}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'name',
                label: t('spreadsheets.portfolio.columns.name'),
                cell: (row) => (
                  <Anchor component={Link} to={routePath('properties.edit', { id: row.id })}>
                    {row.name}
                  </Anchor>
                ),
                title: true,
              },
              {
                key: 'rightsFee',
                label: t('spreadsheets.portfolio.columns.rightsFee'),
                cell: (row) => money(row.rights_fee),
                numeric: true,
                nowrap: true,
              },
              {
                key: 'activation',
                label: t('spreadsheets.portfolio.columns.activation'),
                cell: (row) => money(row.activation),
                numeric: true,
                nowrap: true,
              },
              {
                key: 'value',
                label: t('spreadsheets.portfolio.columns.value'),
                cell: (row) => money(row.value),
                numeric: true,
                nowrap: true,
              },
              {
                key: 'ratio',
                label: t('spreadsheets.portfolio.columns.ratio'),
                cell: (row) => ratio(row.ratio),
                numeric: true,
              },
              {
                key: 'programmeRatio',
                label: t('spreadsheets.portfolio.columns.programmeRatio'),
                cell: (row) => ratio(row.programme_ratio),
                numeric: true,
              },
              {
                key: 'verdict',
                label: t('spreadsheets.portfolio.columns.verdict'),
                cell: (row) => <Verdict row={row} />,
              },
              {
                key: 'end',
                label: t('spreadsheets.portfolio.columns.end'),
                cell: (row) => (row.end_date ? format.date(row.end_date) : '—'),
                nowrap: true,
              },
            ]}
          />
        </section>
      </Stack>
    </>
  );
}
