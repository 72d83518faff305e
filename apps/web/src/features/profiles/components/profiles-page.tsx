import type { BrandProfileSummary } from '@cakemix/core';
import { Anchor, Button, Group } from '@mantine/core';
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
import { usePageHeading } from '@/lib/page-headings.ts';
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
  const heading = usePageHeading('profiles.index');
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
      <PageHeader
        {...heading}
        actions={
          <Group gap="sm">
            <ExportMenu
              list="brand-profiles"
              name={t('profiles.title')}
              query={{ search: params.search || undefined, sort: params.sort, order: params.order }}
            />
            {createButton}
          </Group>
        }
      />
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
          <ProfilesList
            rows={rows}
            sorting={listSorting(params, setParams, FIRST_ORDER)}
            canEdit={canEdit}
            busy={profiles.isFetching}
            emptyText={t('profiles.noMatch', { search: params.search })}
          />
        )}
      </ListPageBody>
    </>
  );
}

function ProfilesList({
  rows,
  sorting,
  canEdit,
  busy,
  emptyText,
}: {
  rows: BrandProfileSummary[];
  sorting: ListSorting<SortField>;
  /** Viewers get no edit or delete buttons (the server would refuse them). */
  canEdit: boolean;
  busy: boolean;
  /** Shown in place of the rows when the search matches nothing. */
  emptyText: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteProfile();
  const columns: ListColumn<BrandProfileSummary, SortField>[] = [
    {
      key: 'name',
      label: t('profiles.columns.name'),
      sort: 'name',
      title: true,
      cell: (profile) => (
        <Anchor component={Link} to={routePath('profiles.edit', { id: profile.id })} fw={600}>
          {profile.name}
        </Anchor>
      ),
    },
    {
      key: 'created_at',
      label: t('profiles.columns.createdAt'),
      sort: 'created_at',
      nowrap: true,
      cell: (profile) => format.date(profile.created_at),
    },
    {
      key: 'status',
      label: t('profiles.columns.status'),
      sort: 'status',
      cell: (profile) => <StatusBadge status={profile.status} />,
    },
  ];

  return (
    <ListView
      minWidth={640}
      rows={rows}
      columns={columns}
      rowKey={(profile) => profile.id}
      sorting={sorting}
      busy={busy}
      emptyText={emptyText}
      actionsLabel={t('profiles.columns.actions')}
      actions={
        canEdit
          ? (profile) => (
              <>
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
              </>
            )
          : undefined
      }
    />
  );
}
