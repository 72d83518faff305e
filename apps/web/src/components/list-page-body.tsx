import type { PageMeta } from '@cakemix/core';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ListCards, useListCards } from './list-cards.tsx';
import { ListPagination } from './list-pagination.tsx';
import { type ListRowsProps, ListTable } from './list-table.tsx';
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
  // The rows are drawn from a deferred copy of the page. A query's answer updates its readers synchronously
  // (TanStack Query subscribes through useSyncExternalStore), so a page of rows was drawn in one task that a
  // phone's reader could not interrupt (Lighthouse's blocking time, decision 034); deferred, React draws them
  // in a transition, in slices, right after.
  const page = useDeferredValue(query.data);
  if (query.isError) {
    return <QueryErrorAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!page) return <PageLoader />;
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
 * A server-side list's rows: its table where the screen is wide enough for it, else cards (see
 * useListCards), both drawn from the same columns.
 */
export function ListView<T, S extends string>({
  minWidth,
  horizontalSpacing,
  ...list
}: ListRowsProps<T, S> & {
  /** The width the table needs: a narrower screen shows cards. */
  minWidth: number;
  horizontalSpacing?: 'xs' | 'sm' | 'md';
}) {
  const cards = useListCards(minWidth);
  if (cards) return <ListCards {...list} />;
  return <ListTable minWidth={minWidth} horizontalSpacing={horizontalSpacing} {...list} />;
}
