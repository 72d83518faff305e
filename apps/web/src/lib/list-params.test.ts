import { describe, expect, it, vi } from 'vitest';
import { type ListParams, listSorting, nextSort, readListParams, writeListParams } from './list-params.ts';

const FIELDS = ['name', 'created_at', 'status'] as const;
const DEFAULTS = { sort: 'created_at', order: 'desc' } as const;

describe('list params', () => {
  it('reads the search, sort, order and page, falling back to the defaults', () => {
    expect(
      readListParams(new URLSearchParams('search=acme&sort=name&order=asc&page=3'), FIELDS, DEFAULTS),
    ).toEqual({ search: 'acme', sort: 'name', order: 'asc', page: 3, filters: {} });
    expect(readListParams(new URLSearchParams('sort=id&order=up&page=-2'), FIELDS, DEFAULTS)).toEqual({
      search: '',
      sort: 'created_at',
      order: 'desc',
      page: 1,
      filters: {},
    });
  });

  it('reads each filter when its value is one it accepts, and writes the chosen ones', () => {
    const spec = { type: ['team', 'event'], status: ['draft', 'complete'] } as const;
    const state = readListParams(new URLSearchParams('type=event&status=lost'), FIELDS, DEFAULTS, spec);
    expect(state.filters).toEqual({ type: 'event', status: null });
    expect(writeListParams({ ...state, page: 2 }, DEFAULTS).toString()).toBe('page=2&type=event');
  });

  it('writes only what differs from the defaults', () => {
    expect(
      writeListParams(
        { search: '', sort: 'created_at', order: 'desc', page: 1, filters: {} },
        DEFAULTS,
      ).toString(),
    ).toBe('');
    expect(
      writeListParams(
        { search: 'a b', sort: 'name', order: 'asc', page: 2, filters: {} },
        DEFAULTS,
      ).toString(),
    ).toBe('search=a+b&sort=name&order=asc&page=2');
  });

  it('flips the order on the same column and starts another column at its first order, on page 1', () => {
    const state = { search: 'x', sort: 'name', order: 'asc', page: 4, filters: { type: 'team' } } as const;
    expect(nextSort(state, 'name', 'asc')).toEqual({ ...state, order: 'desc', page: 1 });
    expect(nextSort(state, 'created_at', 'desc')).toEqual({
      ...state,
      sort: 'created_at',
      order: 'desc',
      page: 1,
    });
  });

  it('sorts from a header click or from a chosen field and order, on page 1', () => {
    const state: ListParams<(typeof FIELDS)[number]> = {
      search: '',
      sort: 'name',
      order: 'asc',
      page: 3,
      filters: {},
    };
    const setState = vi.fn();
    const sorting = listSorting(state, setState, { name: 'asc', created_at: 'desc', status: 'asc' });
    expect([sorting.sort, sorting.order]).toEqual(['name', 'asc']);
    sorting.onHeader('name');
    sorting.onHeader('created_at');
    sorting.onChoose('status', 'desc');
    expect(setState.mock.calls).toEqual([
      [{ ...state, order: 'desc', page: 1 }],
      [{ ...state, sort: 'created_at', order: 'desc', page: 1 }],
      [{ ...state, sort: 'status', order: 'desc', page: 1 }],
    ]);
  });
});
