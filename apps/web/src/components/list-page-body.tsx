import type { PageMeta } from '@cakemix/core';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';
import { PageLoader } from './page-loader.tsx';
import { QueryErrorAlert } from './query-error-alert.tsx';

/**
 * What a server-side list page shows under its header: a loader, the failure with a retry, the empty
 * panel while the website has none yet (and nobody is searching or filtering), or the toolbar, the rows
 * (drawn by `children`) and the pagination.
 */
export function ListPageBody<T>({
  query,
  filtered,
  empty,
  toolbar,
  onPage,
  children,
}: {
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  /** Someone is searching or filtering: an empty page is "no match", not "none yet". */
  filtered: boolean;
  empty: ReactNode;
  toolbar: ReactNode;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <QueryErrorAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  if (page.meta.total === 0 && !filtered) return empty;
  return (
    <Stack gap="md">
      {toolbar}
      {children(page.data)}
      <ListPagination meta={page.meta} shown={page.data.length} onPage={onPage} />
    </Stack>
  );
}

/**
 * The frame of a list's table: bordered, scrolling sideways below `minWidth`, marked busy while the
 * list is fetched, and `emptyText` across all columns when there are no rows.
 */
export function ListTable({
  minWidth,
  horizontalSpacing = 'md',
  busy,
  head,
  columnCount,
  empty,
  emptyText,
  children,
}: {
  minWidth: number;
  horizontalSpacing?: 'sm' | 'md';
  busy: boolean;
  /** The header row's cells. */
  head: ReactNode;
  columnCount: number;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing={horizontalSpacing} highlightOnHover aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empty ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
