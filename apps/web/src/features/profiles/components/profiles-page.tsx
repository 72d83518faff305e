import type { BrandProfileSummary } from '@cakemix/core';
import { Anchor, Button, Group, Table } from '@mantine/core';
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
import { routePath } from '@/lib/paths.ts';
import { useCanEdit } from '@/lib/session.ts';
import { useDeleteProfile, useProfiles } from '../api/profiles-queries.ts';

/** Page size of the list (the issue: 25 a page). */
export const PROFILES_PER_PAGE = 25;
const SORT_FIELDS = ['name', 'created_at', 'status'] as const;
type SortField = (typeof SORT_FIELDS)[number];
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const satisfies {
  sort: SortField;
  order: SortOrder;
};
/** Names read best A→Z; dates newest first. */
const FIRST_ORDER: Record<SortField, SortOrder> = { name: 'asc', created_at: 'desc', status: 'asc' };

/** /brand-profiles (profiles.index): the website's profiles, searched, sorted and paged by the server. */
export function ProfilesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [params, setParams] = useListParams<SortField>(SORT_FIELDS, DEFAULT_SORT);
  const searchText = useListSearch(params, setParams);

  const profiles = useProfiles({
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    per_page: PROFILES_PER_PAGE,
  });

  const createButton = canEdit ? (
    <Button component={Link} to={routePath('profiles.create')} leftSection={<PlusIcon size={16} />}>
      {t('profiles.create')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('profiles.title')} description={t('profiles.intro')} actions={createButton} />
      <ListPageBody
        query={profiles}
        filtered={Boolean(params.search || searchText.text.trim())}
        empty={
          <EmptyPanel title={t('profiles.emptyTitle')} description={t('profiles.emptyBody')}>
            {createButton}
          </EmptyPanel>
        }
        toolbar={
          <Group justify="space-between" align="flex-end">
            <ListSearchInput
              value={searchText.text}
              onChange={searchText.setText}
              busy={profiles.isFetching}
            />
          </Group>
        }
        onPage={(next) => setParams({ ...params, page: next })}
      >
        {(rows) => (
          <ProfilesTable
            rows={rows}
            params={params}
            onSort={(field) => setParams(nextSort(params, field, FIRST_ORDER[field]))}
            canEdit={canEdit}
            busy={profiles.isFetching}
            emptyText={t('profiles.noMatch', { search: params.search })}
          />
        )}
      </ListPageBody>
    </>
  );
}

function ProfilesTable({
  rows,
  params,
  onSort,
  canEdit,
  busy,
  emptyText,
}: {
  rows: BrandProfileSummary[];
  params: ListParams<SortField>;
  onSort: (field: SortField) => void;
  /** Viewers get no edit or delete buttons (the server would refuse them). */
  canEdit: boolean;
  busy: boolean;
  /** Shown in place of the rows when the search matches nothing. */
  emptyText: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteProfile();
  const sortedBy = (field: SortField) => (params.sort === field ? params.order : null);

  return (
    <ListTable
      minWidth={640}
      busy={busy}
      columnCount={canEdit ? 4 : 3}
      empty={rows.length === 0}
      emptyText={emptyText}
      head={
        <>
          <SortableTh sorted={sortedBy('name')} onSort={() => onSort('name')}>
            {t('profiles.columns.name')}
          </SortableTh>
          <SortableTh sorted={sortedBy('created_at')} onSort={() => onSort('created_at')}>
            {t('profiles.columns.createdAt')}
          </SortableTh>
          <SortableTh sorted={sortedBy('status')} onSort={() => onSort('status')}>
            {t('profiles.columns.status')}
          </SortableTh>
          {canEdit ? <Table.Th ta="right">{t('profiles.columns.actions')}</Table.Th> : null}
        </>
      }
    >
      {rows.map((profile) => (
        <Table.Tr key={profile.id}>
          <Table.Td>
            <Anchor component={Link} to={routePath('profiles.edit', { id: profile.id })} fw={600}>
              {profile.name}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(profile.created_at)}</Table.Td>
          <Table.Td>
            <StatusBadge status={profile.status} />
          </Table.Td>
          {canEdit ? (
            <RowActions>
              <OpenRowButton
                to={routePath('profiles.edit', { id: profile.id })}
                label={t('profiles.editLabel', { name: profile.name })}
              >
                {t('common.edit')}
              </OpenRowButton>
              <DeleteRowButton
                label={t('profiles.deleteLabel', { name: profile.name })}
                itemName={profile.name}
                onConfirm={() => remove.mutateAsync(profile.id)}
              />
            </RowActions>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
