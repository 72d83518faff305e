import { describe, expect, it } from 'vitest';
import { nextSort, readListParams, writeListParams } from './list-params.ts';

const FIELDS = ['name', 'created_at', 'status'] as const;
const DEFAULTS = { sort: 'created_at', order: 'desc' } as const;

describe('list params', () => {
  it('reads the search, sort, order and page, falling back to the defaults', () => {
    expect(
      readListParams(new URLSearchParams('search=acme&sort=name&order=asc&page=3'), FIELDS, DEFAULTS),
    ).toEqual({ search: 'acme', sort: 'name', order: 'asc', page: 3 });
    expect(readListParams(new URLSearchParams('sort=id&order=up&page=-2'), FIELDS, DEFAULTS)).toEqual({
      search: '',
      sort: 'created_at',
      order: 'desc',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      writeListParams({ search: '', sort: 'created_at', order: 'desc', page: 1 }, DEFAULTS).toString(),
    ).toBe('');
    expect(writeListParams({ search: 'a b', sort: 'name', order: 'asc', page: 2 }, DEFAULTS).toString()).toBe(
      'search=a+b&sort=name&order=asc&page=2',
    );
  });

  it('flips the order on the same column and starts another column at its first order, on page 1', () => {
    const state = { search: 'x', sort: 'name', order: 'asc', page: 4 } as const;
    expect(nextSort(state, 'name', 'asc')).toEqual({ search: 'x', sort: 'name', order: 'desc', page: 1 });
    expect(nextSort(state, 'created_at', 'desc')).toEqual({
      search: 'x',
      sort: 'created_at',
      order: 'desc',
      page: 1,
    });
  });
});
