import type { SORT_ORDERS } from '@cakemix/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = (typeof SORT_ORDERS)[number];

/** The filters a list offers: each filter's name and the values it accepts. */
export type FilterSpec = Record<string, readonly string[]>;

/** The chosen value of each filter, or null for "all". */
export type FilterValues<F extends FilterSpec> = { [K in keyof F]: F[K][number] | null };

/** What a server-side list shows: a name search, its filters, a sort and a page. */
export interface ListParams<S extends string, F extends FilterSpec = Record<never, never>> {
  search: string;
  sort: S;
  order: SortOrder;
  page: number;
  filters: FilterValues<F>;
}

/**
 * Reads the list state from the address (`?search=&sort=&order=&page=` and one parameter per filter);
 * anything missing or unknown falls back to the defaults, so a hand-edited address cannot break the list.
 */
export function readListParams<S extends string, F extends FilterSpec = Record<never, never>>(
  params: URLSearchParams,
  sortFields: readonly S[],
  defaults: { sort: S; order: SortOrder },
  filterSpec: F = {} as F,
): ListParams<S, F> {
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
    filters: Object.fromEntries(
      Object.entries(filterSpec).map(([name, values]) => {
        const value = params.get(name);
        return [name, values.find((allowed) => allowed === value) ?? null];
      }),
    ) as FilterValues<F>,
  };
}

/** The address of a list state; default values are left out to keep it short. */
export function writeListParams<S extends string, F extends FilterSpec>(
  state: ListParams<S, F>,
  defaults: { sort: S; order: SortOrder },
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort !== defaults.sort || state.order !== defaults.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  for (const [name, value] of Object.entries(state.filters)) {
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}

/** The next state after a click on a column header: the same column flips its order, another starts. */
export function nextSort<S extends string, F extends FilterSpec>(
  state: ListParams<S, F>,
  field: S,
  firstOrder: SortOrder,
): ListParams<S, F> {
  const order = state.sort === field ? (state.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return { ...state, sort: field, order, page: 1 };
}

/** How a list is sorted, and the two ways a person changes it. */
export interface ListSorting<S extends string> {
  sort: S;
  order: SortOrder;
  /** A click on a column's header (tables): see nextSort. */
  onHeader: (field: S) => void;
  /** A choice in the sort menu (cards): that field, in that order. */
  onChoose: (field: S, order: SortOrder) => void;
}

/** The sorting of a list page's state; a new sort starts again on page 1. */
export function listSorting<S extends string, F extends FilterSpec>(
  state: ListParams<S, F>,
  setState: (next: ListParams<S, F>) => void,
  firstOrder: Record<S, SortOrder>,
): ListSorting<S> {
  return {
    sort: state.sort,
    order: state.order,
    onHeader: (field) => setState(nextSort(state, field, firstOrder[field])),
    onChoose: (field, order) => setState({ ...state, sort: field, order, page: 1 }),
  };
}

/**
 * The list state kept in the address, so that a reload, a shared link or coming back from a form shows
 * the same search, filters, sort and page. Changes replace the history entry rather than adding one per
 * keystroke. The arguments are expected to be constants (they are memo dependencies).
 */
export function useListParams<S extends string, F extends FilterSpec = Record<never, never>>(
  sortFields: readonly S[],
  defaults: { sort: S; order: SortOrder },
  filterSpec?: F,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListParams(params, sortFields, defaults, filterSpec),
    [params, sortFields, defaults, filterSpec],
  );
  const setState = useCallback(
    (next: ListParams<S, F>) => setParams(writeListParams(next, defaults), { replace: true }),
    [setParams, defaults],
  );
  return [state, setState] as const;
}
