import type { PageMeta } from '@cakemix/core';
import type { ListCount } from './list-count.ts';

/** The paging block of a list answer; an empty list still has one (empty) page. */
export function pageMeta(count: ListCount, query: { page: number; per_page: number }): PageMeta {
  return {
    total: count.total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(count.total / query.per_page)),
    ...(count.capped ? { total_capped: true } : {}),
  };
}
