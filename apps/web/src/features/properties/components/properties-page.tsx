import {
  type PropertySummary,
  SPONSORSHIP_TYPES,
  type SponsorshipType,
  STATUSES,
  type Status,
} from '@cakemix/core';
import { Anchor, Button, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel.tsx';
import { PlusIcon } from '@/components/icons.tsx';
import { ListPageBody, ListTable } from '@/components/list-page-body.tsx';
import { ListSearchInput, useListSearch } from '@/components/list-search.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { DeleteRowButton, OpenRowButton, RowActions } from '@/components/row-actions.tsx';
import { SortableTh } from '@/components/sortable-th.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { useFormat } from '@/lib/format.ts';
import { type ListParams, nextSort, type SortOrder, useListParams } from '@/lib/list-params.ts';
import { notifySuccess } from '@/lib/notify.ts';
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
      <PageHeader title={t('properties.title')} description={t('properties.intro')} actions={createButton} />
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
          <PropertiesTable
            rows={rows}
            params={params}
            onSort={(field) => setParams(nextSort(params, field, FIRST_ORDER[field]))}
            canEdit={canEdit}
            busy={properties.isFetching}
          />
        )}
      </ListPageBody>
    </>
  );
}

function PropertiesTable({
  rows,
  params,
  onSort,
  canEdit,
  busy,
}: {
  rows: PropertySummary[];
  params: ListParams<SortField>;
  onSort: (field: SortField) => void;
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
  const sortedBy = (field: SortField) => (params.sort === field ? params.order : null);
  const money = (value: number) => format.money(value, { maximumFractionDigits: 0 });
  const columns: { field: SortField; label: string }[] = [
    { field: 'name', label: t('properties.columns.name') },
    { field: 'created_at', label: t('properties.columns.createdAt') },
    { field: 'city', label: t('properties.columns.city') },
    { field: 'type', label: t('properties.columns.type') },
    { field: 'start_date', label: t('properties.columns.startDate') },
    { field: 'asked_price', label: t('properties.columns.askedPrice') },
    { field: 'value', label: t('properties.columns.value') },
    { field: 'status', label: t('properties.columns.status') },
  ];
  const columnCount = columns.length + (canEdit ? 1 : 0);

  return (
    <ListTable
      minWidth={1100}
      horizontalSpacing="sm"
      busy={busy}
      columnCount={columnCount}
      empty={rows.length === 0}
      emptyText={t('properties.noMatch')}
      head={
        <>
          {columns.map((column) => (
            <SortableTh
              key={column.field}
              sorted={sortedBy(column.field)}
              onSort={() => onSort(column.field)}
            >
              {column.label}
            </SortableTh>
          ))}
          {canEdit ? <Table.Th ta="right">{t('properties.columns.actions')}</Table.Th> : null}
        </>
      }
    >
      {rows.map((property) => (
        <Table.Tr key={property.id}>
          <Table.Td miw={150}>
            <Anchor component={Link} to={routePath('properties.edit', { id: property.id })} fw={600}>
              {property.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(property.created_at)}</Table.Td>
          <Table.Td>{property.city ? `${property.city.name}, ${property.city.region}` : '—'}</Table.Td>
          <Table.Td>
            {property.sponsorship_type
              ? (typeLabels.find((o) => o.value === property.sponsorship_type)?.label ?? '—')
              : '—'}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {property.start_date ? format.date(`${property.start_date}T12:00:00`) : '—'}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {property.asked_price === null ? '—' : money(property.asked_price)}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {property.value === null ? (
              <Tooltip label={t('properties.noValue')} multiline w={260} withArrow>
                <Text span c="dimmed" tabIndex={0} aria-label={t('properties.noValue')}>
                  —
                </Text>
              </Tooltip>
            ) : (
              money(property.value)
            )}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={property.status} />
          </Table.Td>
          {canEdit ? (
            <RowActions>
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
            </RowActions>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
