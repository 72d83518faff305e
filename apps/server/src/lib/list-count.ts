import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * How many matches of a name search are counted past the page asked. A common word can match a good part
 * of a large website, and counting every match reads every one of them: a search counts this many rows
 * beyond its page at most and says when more match (`total_capped`), so its pages go on as far as the rows
 * do while its answer stays as quick as a read by id (decision 033). 500 rather than 1,000: on the embedded
 * PGlite, which counts after the page, a common word's count read 5,000 rows to find 1,000 matches and the
 * search took 4× a read by id at 100,000 properties (the web says "more than" the total it is given).
 */
export const SEARCH_COUNT_AHEAD = 500;

/** The rows a list's filters match: all of them, or `capped` when a search stopped counting at `total`. */
export interface ListCount {
  total: number;
  capped: boolean;
}

/** How many matches a search counts at most before the page asked is past them all: its cap. */
export const searchCountLimit = (query: { page: number; per_page: number }) =>
  (query.page - 1) * query.per_page + SEARCH_COUNT_AHEAD;

/**
 * A list's count as its answer gives it: a search that counted past its cap (asked for one more row than
 * the cap, to know) shows the cap and says there are more.
 */
export function listCount(
  counted: number,
  query: { search?: string | undefined; page: number; per_page: number },
): ListCount {
  const limit = searchCountLimit(query);
  return query.search && counted > limit ? { total: limit, capped: true } : { total: counted, capped: false };
}

/** Counts the rows of `table` that `where` keeps, for the page of `query`. */
export async function countListRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: { search?: string | undefined; page: number; per_page: number },
): Promise<ListCount> {
  if (!query.search) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
    return { total: row?.total ?? 0, capped: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(searchCountLimit(query) + 1)
    .as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return listCount(row?.total ?? 0, query);
}
