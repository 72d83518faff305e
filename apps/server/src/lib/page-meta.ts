import type { PageMeta } from '@cakemix/core';

/** The paging block of a list answer; an empty list still has one (empty) page. */
export function pageMeta(total: number, query: { page: number; per_page: number }): PageMeta {
  return {
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
