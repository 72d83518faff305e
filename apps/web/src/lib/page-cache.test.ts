import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  appendToPage,
  type ListPage,
  removeFromPage,
  replaceInPage,
  updateCachedPages,
} from './page-cache.ts';

interface Row {
  id: number;
  name: string;
}

const page = (rows: Row[], total = rows.length, perPage = 2): ListPage<Row> => ({
  data: rows,
  meta: { total, page: 1, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
});

describe('cached list pages', () => {
  it('appends a created item and counts it', () => {
    const next = appendToPage(page([{ id: 1, name: 'A' }]), { id: 2, name: 'B' });
    expect(next.data.map((row) => row.id)).toEqual([1, 2]);
    expect(next.meta).toMatchObject({ total: 2, last_page: 1 });
    expect(appendToPage(next, { id: 3, name: 'C' }).meta).toMatchObject({ total: 3, last_page: 2 });
  });

  it('replaces an updated item by id and leaves other pages alone', () => {
    const original = page([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
    expect(replaceInPage(original, { id: 2, name: 'B2' }).data).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B2' },
    ]);
    expect(replaceInPage(original, { id: 9, name: 'Z' })).toBe(original);
    expect(appendToPage(original, { id: 1, name: 'A2' }).meta.total).toBe(2);
  });

  it('removes a deleted item and uncounts it', () => {
    const next = removeFromPage(page([{ id: 1, name: 'A' }], 3), 1);
    expect(next.data).toEqual([]);
    expect(next.meta).toMatchObject({ total: 2, last_page: 1 });
  });

  it('changes every cached page of a list, then marks them stale', async () => {
    const client = new QueryClient();
    client.setQueryData(['things', 'list', { page: 1 }], page([{ id: 1, name: 'A' }]));
    client.setQueryData(['things', 'list', { page: 2 }], page([{ id: 3, name: 'C' }]));
    client.setQueryData(['other'], page([{ id: 1, name: 'A' }]));

    await updateCachedPages<Row>(client, ['things', 'list'], (cached) => removeFromPage(cached, 1));

    expect(client.getQueryData<ListPage<Row>>(['things', 'list', { page: 1 }])?.data).toEqual([]);
    expect(client.getQueryData<ListPage<Row>>(['things', 'list', { page: 2 }])?.data).toHaveLength(1);
    expect(client.getQueryData<ListPage<Row>>(['other'])?.data).toHaveLength(1);
    expect(client.getQueryState(['things', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});
