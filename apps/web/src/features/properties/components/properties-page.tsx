import {
  type PropertySummary,
  SPONSORSHIP_TYPES,
  type SponsorshipType,
  STATUSES,
  type Status,
} from '@cakemix/core';
import { Anchor, Button, Group, Select, Text, Tooltip } from '@mantine/core';
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
import { StatusBadge } from '@/components/status-badge.tsx';
import { useFormat } from '@/lib/format.ts';
import { type ListSorting, listSorting, type SortOrder, useListParams } from '@/lib/list-params.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { routePath } from '@/lib/paths.ts';
import { useCanEdit } from '@/lib/session.ts';
import { useDeleteProperty, useDuplicateProperty, useProperties } from '../api/properties-queries.ts';
import { useOptions } from './fields.tsx';

export const PROPERTIES_PER_PAGE = 25;
const SORT_FIELDS = [
  'name',
  'created_at',
  'city',
  'type',
  'start_date',
  'asked_price',
  'value',
  'status',
] as const;
type SortField = (typeof SORT_FIELDS)[number];
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const satisfies {
  sort: SortField;
  order: SortOrder;
};
/** Names read best A→Z; dates and amounts largest first. */
const FIRST_ORDER: Record<SortField, SortOrder> = {
  name: 'asc',
  created_at: 'desc',
  city: 'asc',
  type: 'asc',
  start_date: 'desc',
  asked_price: 'desc',
  value: 'desc',
  status: 'asc',
};

/** The list's filters, kept in the address with the search, sort and page. */
const FILTERS = { type: SPONSORSHIP_TYPES, status: STATUSES } as const;

/** /properties (properties.index): the website's properties, searched, filtered, sorted and paged. */
export function PropertiesPage() {
  const heading = usePageHeading('properties.index');
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [params, setParams] = useListParams<SortField, typeof FILTERS>(SORT_FIELDS, DEFAULT_SORT, FILTERS);
  const { filters } = params;
  const searchText = useListSearch(params, setParams);
  const typeOptions = useOptions('sponsorshipTypes', SPONSORSHIP_TYPES);

  const properties = useProperties({
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    per_page: PROPERTIES_PER_PAGE,
    type: filters.type ?? undefined,
    status: filters.status ?? undefined,
  });

  const createButton = canEdit ? (
    <Button component={Link} to={routePath('properties.create')} leftSection={<PlusIcon size={16} />}>
      {t('properties.create')}
    </Button>
  ) : null;

  const filtered = Boolean(params.search || searchText.text.trim() || filters.type || filters.status);

  return (
    <>
      <PageHeader
        {...heading}
        actions={
          <Group gap="sm">
            <ExportMenu
              list="properties"
              name={t('properties.title')}
              query={{
                search: params.search || undefined,
                sort: params.sort,
                order: params.order,
                type: filters.type ?? undefined,
                status: filters.status ?? undefined,
              }}
            />
            {canEdit ? (
              <Button component={Link} to={routePath('properties.import')} variant="default">
                {t('spreadsheets.import.open')}
              </Button>
            ) : null}
            {createButton}
          </Group>
        }
      />
      <ListPageBody
        query={properties}
        filtered={filtered}
        empty={
          <EmptyPanel title={t('properties.emptyTitle')} description={t('properties.emptyBody')}>
            {createButton}
          </EmptyPanel>
        }
        toolbar={
          <Group align="flex-end" gap="md">
            <ListSearchInput
              value={searchText.text}
              onChange={searchText.setText}
              busy={properties.isFetching}
            />
            <Select
              label={t('properties.filters.type')}
              placeholder={t('properties.filters.allTypes')}
              data={typeOptions}
              value={filters.type}
              onChange={(value) =>
                setParams({
                  ...params,
                  page: 1,
                  filters: { ...filters, type: value as SponsorshipType | null },
                })
              }
              clearable
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label={t('properties.filters.status')}
              placeholder={t('properties.filters.allStatuses')}
              data={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              value={filters.status}
              onChange={(value) =>
                setParams({ ...params, page: 1, filters: { ...filters, status: value as Status | null } })
              }
              clearable
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        }
        onPage={(next) => setParams({ ...params, page: next })}
      >
        {(rows) => (
          <PropertiesList
            rows={rows}
            sorting={listSorting(params, setParams, FIRST_ORDER)}
            canEdit={canEdit}
            busy={properties.isFetching}
          />
        )}
      </ListPageBody>
    </>
  );
}

function PropertiesList({
  rows,
  sorting,
  canEdit,
  busy,
}: {
  rows: PropertySummary[];
  sorting: ListSorting<SortField>;
  canEdit: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteProperty();
  const duplicate = useDuplicateProperty((copy) =>
    notifySuccess(t('properties.duplicated', { name: copy.general.name })),
  );
  const typeLabels = useOptions('sponsorshipTypes', SPONSORSHIP_TYPES);
  const money = (value: number) => format.money(value, { maximumFractionDigits: 0 });
  const columns: ListColumn<PropertySummary, SortField>[] = [
    {
      key: 'name',
      label: t('properties.columns.name'),
      sort: 'name',
      title: true,
      minWidth: 150,
      cell: (property) => (
        <Anchor component={Link} to={routePath('properties.edit', { id: property.id })} fw={600}>
          {property.name}
        </Anchor>
      ),
    },
    {
      key: 'created_at',
      label: t('properties.columns.createdAt'),
      sort: 'created_at',
      nowrap: true,
      cell: (property) => format.date(property.created_at),
    },
    {
      key: 'city',
      label: t('properties.columns.city'),
      sort: 'city',
      cell: (property) => (property.city ? `${property.city.name}, ${property.city.region}` : '—'),
    },
    {
      key: 'type',
      label: t('properties.columns.type'),
      sort: 'type',
      cell: (property) =>
        typeLabels.find((option) => option.value === property.sponsorship_type)?.label ?? '—',
    },
    {
      key: 'start_date',
      label: t('properties.columns.startDate'),
      sort: 'start_date',
      nowrap: true,
      cell: (property) => (property.start_date ? format.date(`${property.start_date}T12:00:00`) : '—'),
    },
    {
      key: 'asked_price',
      label: t('properties.columns.askedPrice'),
      sort: 'asked_price',
      numeric: true,
      nowrap: true,
      cell: (property) => (property.asked_price === null ? '—' : money(property.asked_price)),
    },
    {
      key: 'value',
      label: t('properties.columns.value'),
      sort: 'value',
      numeric: true,
      nowrap: true,
      cell: (property) =>
        property.value === null ? (
          <Tooltip label={t('properties.noValue')} multiline w={260} withArrow>
            <Text span c="dimmed" tabIndex={0} aria-label={t('properties.noValue')}>
              —
            </Text>
          </Tooltip>
        ) : (
          money(property.value)
        ),
    },
    {
      key: 'status',
      label: t('properties.columns.status'),
      sort: 'status',
      cell: (property) => <StatusBadge status={property.status} />,
    },
  ];

  return (
    <ListView
      minWidth={1100}
      horizontalSpacing="xs"
      rows={rows}
      columns={columns}
      rowKey={(property) => property.id}
      sorting={sorting}
      busy={busy}
      emptyText={t('properties.noMatch')}
      actionsLabel={t('properties.columns.actions')}
      actions={
        canEdit
          ? (property) => (
              <>
                <OpenRowButton
                  to={routePath('properties.edit', { id: property.id })}
                  label={t('properties.editLabel', { name: property.name })}
                >
                  {t('common.edit')}
                </OpenRowButton>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('properties.duplicateLabel', { name: property.name })}
                  loading={duplicate.isPending && duplicate.variables === property.id}
                  onClick={() => duplicate.mutate(property.id)}
                >
                  {t('properties.duplicate')}
                </Button>
                <DeleteRowButton
                  label={t('properties.deleteLabel', { name: property.name })}
                  itemName={property.name}
                  onConfirm={() => remove.mutateAsync(property.id)}
                />
              </>
            )
          : undefined
      }
    />
  );
}
