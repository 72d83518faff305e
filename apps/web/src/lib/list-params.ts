import type { SORT_ORDERS } from '@cakemix/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = (typeof SORT_ORDERS)[number];

/** What a server-side list shows: a name search, a sort and a page. */
export interface ListParams<S extends string> {
  search: string;
  sort: S;
  order: SortOrder;
  page: number;
}

/**
 * Reads the list state from the address (`?search=&sort=&order=&page=`); anything missing or unknown
 * falls back to the defaults, so a hand-edited address cannot break the list.
 */
export function readListParams<S extends string>(
  params: URLSearchParams,
  sortFields: readonly S[],
  defaults: { sort: S; order: SortOrder },
): ListParams<S> {
  const sortParam = params.get('sort');
  const sort = sortFields.find((field) => field === sortParam) ?? defaults.sort;
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaults.order;
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    sort,
    order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a list state; default values are left out to keep it short. */
export function writeListParams<S extends string>(
  state: ListParams<S>,
  defaults: { sort: S; order: SortOrder },
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== defaults.sort || state.order !== defaults.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The next state after a click on a column header: the same column flips its order, another starts. */
export function nextSort<S extends string>(
  state: ListParams<S>,
  field: S,
  firstOrder: SortOrder,
): ListParams<S> {
  const order = state.sort === field ? (state.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return { ...state, sort: field, order, page: 1 };
}

/**
 * The list state kept in the address, so that a reload, a shared link or coming back from a form shows
 * the same search, sort and page. Changes replace the history entry rather than adding one per keystroke.
 */
export function useListParams<S extends string>(
  sortFields: readonly S[],
  defaults: { sort: S; order: SortOrder },
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListParams(params, sortFields, defaults), [params, sortFields, defaults]);
  const setState = useCallback(
    (next: ListParams<S>) => setParams(writeListParams(next, defaults), { replace: true }),
    [setParams, defaults],
  );
  return [state, setState] as const;
}
