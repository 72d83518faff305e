import type { PageMeta } from '@cakemix/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One page of a server-side list, as the list routes answer it. */
export interface ListPage<T> {
  data: T[];
  meta: PageMeta;
}

interface WithId {
  id: number;
}

function withTotal<T>(page: ListPage<T>, total: number): ListPage<T> {
  const lastPage = Math.max(1, Math.ceil(total / page.meta.per_page));
  return { data: page.data, meta: { ...page.meta, total, last_page: lastPage } };
}

/** Create appends (spec section 4), unless the page already holds the item. */
export function appendToPage<T extends WithId>(page: ListPage<T>, item: T): ListPage<T> {
  if (page.data.some((row) => row.id === item.id)) return replaceInPage(page, item);
  return withTotal({ ...page, data: [...page.data, item] }, page.meta.total + 1);
}

/** Update replaces the item with the same id; a page without it is left as is. */
export function replaceInPage<T extends WithId>(page: ListPage<T>, item: T): ListPage<T> {
  if (!page.data.some((row) => row.id === item.id)) return page;
  return { ...page, data: page.data.map((row) => (row.id === item.id ? item : row)) };
}

/** Delete removes the item. */
export function removeFromPage<T extends WithId>(page: ListPage<T>, id: number): ListPage<T> {
  if (!page.data.some((row) => row.id === id)) return page;
  return withTotal(
    { ...page, data: page.data.filter((row) => row.id !== id) },
    Math.max(0, page.meta.total - 1),
  );
}

/**
 * Applies a change to every cached page under `listKey` (all searches, sorts and pages of one list), so
 * the list is right as soon as it shows again; then marks those pages stale, so the server's order,
 * filter and totals replace the local guess at the next fetch.
 */
export function updateCachedPages<T>(
  queryClient: QueryClient,
  listKey: QueryKey,
  change: (page: ListPage<T>) => ListPage<T>,
): Promise<void> {
  queryClient.setQueriesData<ListPage<T>>({ queryKey: listKey }, (page) => (page ? change(page) : page));
  return queryClient.invalidateQueries({ queryKey: listKey });
}
