import { type RatioBand, REPORT_TYPES, type ReportSummary, type ReportType, ratioBand } from '@cakemix/core';
import { Anchor, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PlusIcon } from '@/components/icons.tsx';
import { ListPageBody, ListView } from '@/components/list-page-body.tsx';
import { ListSearchInput, useListSearch } from '@/components/list-search.tsx';
import type { ListColumn } from '@/components/list-table.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { DeleteRowButton, OpenRowButton } from '@/components/row-actions.tsx';
import { type ListSorting, listSorting, type SortOrder, useListParams } from '@/lib/list-params.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
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
  const heading = usePageHeading('reports.index');
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
      <PageHeader
        {...heading}
        actions={
          <Group gap="sm">
            <ExportMenu
              list="reports"
              name={t('reports.title')}
              query={{
                type: type ?? undefined,
                search: params.search || undefined,
                sort: params.sort,
                order: params.order,
              }}
            />
            {createButtons}
          </Group>
        }
      />
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
          <ReportsList
            rows={rows}
            sorting={listSorting(params, setParams, FIRST_ORDER)}
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

function ReportsList({
  rows,
  sorting,
  canEdit,
  busy,
  emptyText,
}: {
  rows: ReportSummary[];
  sorting: ListSorting<SortField>;
  canEdit: boolean;
  busy: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const remove = useDeleteReport();
  const columns: ListColumn<ReportSummary, SortField>[] = [
    {
      key: 'type',
      label: t('reports.columns.type'),
      cell: (row) => (
        <Badge variant="light" color={row.type === 'detailed' ? 'blue' : 'grape'} tt="none" radius="sm">
          {t(`reports.type_${row.type}`)}
        </Badge>
      ),
    },
    {
      key: 'title',
      label: t('reports.columns.title'),
      sort: 'title',
      title: true,
      cell: (row) => (
        <Anchor component={Link} to={reportPath(row)} fw={600}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: 'pair',
      label: t('reports.columns.propertyProfile'),
      cell: (row) => <PairCell row={row} />,
    },
    {
      key: 'created_at',
      label: t('reports.columns.createdAt'),
      sort: 'created_at',
      nowrap: true,
      cell: (row) => f.shortDate(row.created_at),
    },
    {
      key: 'created_by',
      label: t('reports.columns.createdBy'),
      cell: (row) => row.created_by?.name ?? '—',
    },
    {
      key: 'ratio',
      label: t('reports.columns.ratio'),
      sort: 'ratio',
      nowrap: true,
      cell: (row) => <RatioCell ratio={row.ratio} bands={row.ratio_bands} preliminary={row.preliminary} />,
    },
  ];

  return (
    <ListView
      minWidth={820}
      rows={rows}
      columns={columns}
      rowKey={(row) => `${row.type}-${row.id}`}
      sorting={sorting}
      busy={busy}
      emptyText={emptyText}
      actionsLabel={t('reports.columns.actions')}
      actions={
        canEdit
          ? (row) => (
              <>
                <OpenRowButton to={reportPath(row)} label={t('reports.openLabel', { title: row.title })}>
                  {t('reports.open')}
                </OpenRowButton>
                <DeleteRowButton
                  label={t('reports.deleteLabel', { title: row.title })}
                  itemName={row.title}
                  onConfirm={() => remove.mutateAsync(row)}
                />
              </>
            )
          : undefined
      }
    />
  );
}

/**
 * The property and the profile of a report; every pair of a comparative one, one a line, and their count;
 * a draft's note.
 */
function PairCell({ row }: { row: ReportSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {row.pairs.map((pair) => (
        // A report holds a pair once (two properties of the same name with the same profile aside).
        <Text size="sm" key={`${pair.property_name}\u0000${pair.profile_name}`}>
          {`${pair.property_name} × ${pair.profile_name}`}
        </Text>
      ))}
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
    </>
  );
}

/**
 * A ratio with the colour of its verdict: under method 1.2 the report's own band, or the lower of the two its
 * P10–P90 reaches, both named; before 1.2 the band of the ratio itself (with the default rates). A
 * preliminary ratio has no band, and says so in words.
 */
function RatioCell({
  ratio,
  bands,
  preliminary,
}: {
  ratio: number | null;
  bands: RatioBand[] | null;
  preliminary: boolean;
}) {
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
  const verdict = bands && bands.length > 0 ? bands : [ratioBand(ratio)];
  const band = verdict[0] as RatioBand;
  return (
    <Badge
      color={BAND_COLORS[band]}
      variant="light"
      tt="none"
      radius="sm"
      title={verdict.map(f.band).join(' – ')}
    >
      {f.ratio(ratio)}
    </Badge>
  );
}
