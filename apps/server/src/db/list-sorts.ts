import { type SQL, sql } from 'drizzle-orm';
import { type IndexBuilder, index, type PgColumn } from 'drizzle-orm/pg-core';

/** One column (or expression) a list sorts by. */
export interface SortKey {
  key: PgColumn | SQL;
  /** Rows without a value (a draft may leave the field empty) come last, whichever the direction. */
  nullable?: boolean;
  /** Kept in this order whichever the direction: the rows that tie on the keys before it, A to Z. */
  fixed?: 'asc';
  /**
   * The column the key is computed from (a name for `lower(name)`), kept in the index after the id: the
   * planner reads a page's ids off the index alone only when every column its filters use is there, and
   * a name search filters on the name (`nameContains`).
   */
  from?: PgColumn;
}

/** The keys of one sort of a list, most significant first; the row id always follows them. */
export type ListSort = readonly SortKey[];
export type SortDirection = 'asc' | 'desc';

/** The table's columns, as a table or an index definition names them. */
export type Columns<K extends string> = Record<K, PgColumn>;

function ordered(part: SortKey, direction: SortDirection): SQL {
  const nulls = part.nullable ? ' nulls last' : '';
  return sql`${part.key} ${sql.raw(`${part.fixed ?? direction}${nulls}`)}`;
}

/**
 * The ORDER BY of a list page: the sort's keys, then the id, which breaks ties so pages never repeat or
 * skip a row. It is written exactly as `listSortIndexes` writes the index: PostgreSQL reads pages off an
 * index only when the ORDER BY matches it, nulls placement included.
 */
export function listOrder(sort: ListSort, id: PgColumn, direction: SortDirection): SQL[] {
  return [...sort.map((part) => ordered(part, direction)), sql`${id} ${sql.raw(direction)}`];
}

/**
 * The btree indexes a list reads its pages from in order, whatever its size, instead of sorting every row
 * of the website: one per sort, (website, keys…, id), read backwards for the descending order. A sort with
 * a nullable or a fixed key gets a second index for the descending order, since read backwards its index
 * would list the empty rows first, or the ties Z to A (decision 033).
 */
export function listSortIndexes(
  table: string,
  websiteId: PgColumn,
  id: PgColumn,
  sorts: Record<string, ListSort>,
): IndexBuilder[] {
  return Object.entries(sorts).flatMap(([name, sort]) => {
    const reversible = sort.every((part) => !part.nullable && !part.fixed);
    const directions: SortDirection[] = reversible ? ['asc'] : ['asc', 'desc'];
    return directions.map((direction) =>
      index(`${table}_sort_${name}${direction === 'desc' ? '_desc' : ''}_idx`).on(
        websiteId,
        ...listOrder(sort, id, direction),
        ...sort.flatMap((part) => part.from ?? []),
      ),
    );
  });
}

/**
 * A list's name search: the names that hold `pattern` (a LIKE pattern, `likePattern`), whatever the case.
 * Written on `lower(name)`, as PostgreSQL's ILIKE compares in a multibyte encoding, so that the same
 * expression is in the trigram index (a rare word) and in the name sort's index (a common word: the page's
 * ids are read off the index alone, without reading each row it passes; decision 035).
 */
export function nameContains(column: PgColumn, pattern: unknown): SQL {
  return sql`lower(${column}) like lower(${pattern})`;
}

/**
 * The GIN trigram index (pg_trgm) a list's name search (`nameContains`) reads instead of every name of the
 * website. Without a pending list (fastupdate off): a new name goes straight into the index, where
 * PostgreSQL's autovacuum would otherwise merge it later, and the embedded PGlite runs no autovacuum.
 */
export function trigramIndex(name: string, column: PgColumn): IndexBuilder {
  return index(name).using('gin', sql`lower(${column}) gin_trgm_ops`).with({ fastupdate: false });
}
