import { REPORT_TYPES, type ReportSummary, type ReportType, ratioBand } from '@cakemix/core';
import { Anchor, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel.tsx';
import { PlusIcon } from '@/components/icons.tsx';
import { ListPageBody, ListTable } from '@/components/list-page-body.tsx';
import { ListSearchInput, useListSearch } from '@/components/list-search.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { DeleteRowButton, OpenRowButton, RowActions } from '@/components/row-actions.tsx';
import { SortableTh } from '@/components/sortable-th.tsx';
import { type ListParams, nextSort, type SortOrder, useListParams } from '@/lib/list-params.ts';
import { routePath } from '@/lib/paths.ts';
import { useCanEdit } from '@/lib/session.ts';
import { useDeleteReport, useReports } from '../api/reports-queries.ts';
import { BAND_COLORS, useReportFormat } from './report-format.ts';

export const REPORTS_PER_PAGE = 25;
const SORT_FIELDS = ['created_at', 'title', 'ratio'] as const;
type SortField = (typeof SORT_FIELDS)[number];
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const satisfies {
  sort: SortField;
  order: SortOrder;
};
const FIRST_ORDER: Record<SortField, SortOrder> = { title: 'asc', created_at: 'desc', ratio: 'desc' };
/** The type filter, kept in the address with the search, sort and page. */
const FILTERS = { type: REPORT_TYPES } as const;

/** The screen of a report by its type. */
export function reportPath(row: Pick<ReportSummary, 'id' | 'type'>) {
  return routePath(row.type === 'detailed' ? 'reports.detailed-report' : 'reports.comparative-report', {
    id: row.id,
  });
}

/** /reports (reports.index): the website's reports, filtered by type, searched, sorted and paged. */
export function ReportsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [params, setParams] = useListParams<SortField, typeof FILTERS>(SORT_FIELDS, DEFAULT_SORT, FILTERS);
  const { type } = params.filters;
  const searchText = useListSearch(params, setParams);

  const reports = useReports({
    type: type ?? undefined,
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    per_page: REPORTS_PER_PAGE,
  });

  const createButtons = canEdit ? (
    <>
      <Button component={Link} to={routePath('reports.create-detailed')} leftSection={<PlusIcon size={16} />}>
        {t('reports.createDetailed')}
      </Button>
      <Button
        component={Link}
        to={routePath('reports.create-comparative')}
        variant="light"
        leftSection={<PlusIcon size={16} />}
      >
        {t('reports.createComparative')}
      </Button>
    </>
  ) : null;

  return (
    <>
      <PageHeader title={t('reports.title')} description={t('reports.intro')} actions={createButtons} />
      <ListPageBody
        query={reports}
        filtered={Boolean(params.search || searchText.text.trim() || type)}
        empty={
          <EmptyPanel title={t('reports.emptyTitle')} description={t('reports.emptyBody')}>
            {createButtons ? <Group justify="center">{createButtons}</Group> : null}
          </EmptyPanel>
        }
        toolbar={
          <Group justify="space-between" align="flex-end">
            <ListSearchInput
              value={searchText.text}
              onChange={searchText.setText}
              busy={reports.isFetching}
            />
            <SegmentedControl
              aria-label={t('reports.typeFilter')}
              value={type ?? 'all'}
              onChange={(value) =>
                setParams({
                  ...params,
                  page: 1,
                  filters: { type: value === 'all' ? null : (value as ReportType) },
                })
              }
              data={[
                { value: 'all', label: t('reports.allTypes') },
                { value: 'detailed', label: t('reports.type_detailed') },
                { value: 'comparative', label: t('reports.type_comparative') },
              ]}
            />
          </Group>
        }
        onPage={(next) => setParams({ ...params, page: next })}
      >
        {(rows) => (
          <ReportsTable
            rows={rows}
            params={params}
            onSort={(field) => setParams(nextSort(params, field, FIRST_ORDER[field]))}
            canEdit={canEdit}
            busy={reports.isFetching}
            emptyText={
              params.search ? t('reports.noMatch', { search: params.search }) : t('reports.noMatchType')
            }
          />
        )}
      </ListPageBody>
    </>
  );
}

function ReportsTable({
  rows,
  params,
  onSort,
  canEdit,
  busy,
  emptyText,
}: {
  rows: ReportSummary[];
  params: ListParams<SortField>;
  onSort: (field: SortField) => void;
  canEdit: boolean;
  busy: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const remove = useDeleteReport();
  const sortedBy = (field: SortField) => (params.sort === field ? params.order : null);
  const columns = canEdit ? 7 : 6;

  return (
    <ListTable
      minWidth={820}
      busy={busy}
      columnCount={columns}
      empty={rows.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>{t('reports.columns.type')}</Table.Th>
          <SortableTh sorted={sortedBy('title')} onSort={() => onSort('title')}>
            {t('reports.columns.title')}
          </SortableTh>
          <Table.Th>{t('reports.columns.propertyProfile')}</Table.Th>
          <SortableTh sorted={sortedBy('created_at')} onSort={() => onSort('created_at')}>
            {t('reports.columns.createdAt')}
          </SortableTh>
          <Table.Th>{t('reports.columns.createdBy')}</Table.Th>
          <SortableTh sorted={sortedBy('ratio')} onSort={() => onSort('ratio')}>
            {t('reports.columns.ratio')}
          </SortableTh>
          {canEdit ? <Table.Th ta="right">{t('reports.columns.actions')}</Table.Th> : null}
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.type}-${row.id}`}>
          <Table.Td>
            <Badge variant="light" color={row.type === 'detailed' ? 'blue' : 'grape'} tt="none" radius="sm">
              {t(`reports.type_${row.type}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={reportPath(row)} fw={600}>
              {row.title}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{`${row.property_name} × ${row.profile_name}`}</Text>
            {row.type === 'comparative' ? (
              <Text size="xs" c="dimmed">
                {t('reports.combinations', { count: row.entries })}
              </Text>
            ) : null}
            {row.from_draft ? (
              <Text size="xs" c="orange" title={t('reports.m.draftNote')}>
                {t('reports.m.draft')}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.shortDate(row.created_at)}</Table.Td>
          <Table.Td>{row.created_by?.name ?? '—'}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <RatioCell ratio={row.ratio} preliminary={row.preliminary} />
          </Table.Td>
          {canEdit ? (
            <RowActions>
              <OpenRowButton to={reportPath(row)} label={t('reports.openLabel', { title: row.title })}>
                {t('reports.open')}
              </OpenRowButton>
              <DeleteRowButton
                label={t('reports.deleteLabel', { title: row.title })}
                itemName={row.title}
                onConfirm={() => remove.mutateAsync(row)}
              />
            </RowActions>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * A ratio with the colour of its band (the list row has no band: it is worked out with the default rates);
 * a preliminary ratio has no band, and says so in words.
 */
function RatioCell({ ratio, preliminary }: { ratio: number | null; preliminary: boolean }) {
  const f = useReportFormat();
  const { t } = useTranslation();
  if (ratio === null) return <Text c="dimmed">—</Text>;
  if (preliminary)
    return (
      <Group gap={6} wrap="nowrap">
        <Badge color="gray" variant="light" tt="none" radius="sm">
          {f.ratio(ratio)}
        </Badge>
        <Text size="xs" c="orange">
          {t('reports.m.preliminary')}
        </Text>
      </Group>
    );
  const band = ratioBand(ratio);
  return (
    <Badge color={BAND_COLORS[band]} variant="light" tt="none" radius="sm" title={f.band(band)}>
      {f.ratio(ratio)}
    </Badge>
  );
}
