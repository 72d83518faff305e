import type { propertyListQuerySchema } from '@cakemix/core';
import { and, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { asActor, type Tx } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { listOrder, nameContains } from '../../db/list-sorts.ts';
import {
  properties,
  propertyComments,
  propertyCounts,
  propertyItems,
  propertySorts,
  users,
} from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { listCount, searchCountLimit } from '../../lib/list-count.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import { prepareSessionWith } from '../auth/repository.ts';
import type { ItemRecord, PropertyRecord, ValuationColumns } from './record.ts';

type ValueColumns = ValuationColumns;

type ListQuery = z.output<typeof propertyListQuerySchema>;
export type PropertyRow = typeof properties.$inferSelect & { updatedByName: string | null };

/** A stored property: its row (with the name of who last changed it) and its items in order. */
export interface StoredProperty {
  row: PropertyRow;
  record: PropertyRecord;
}

const SORTS = propertySorts(properties);

const ownProperty = (websiteId: number, id: number) =>
  and(eq(properties.websiteId, websiteId), eq(properties.id, id));

const itemRows = (websiteId: number, propertyId: number, items: ItemRecord[]) =>
  items.map((item) => ({ ...item, propertyId, websiteId }));

const ownItem = (websiteId: number, propertyId: number, itemId: string) =>
  and(
    eq(propertyItems.websiteId, websiteId),
    eq(propertyItems.propertyId, propertyId),
    eq(propertyItems.id, itemId),
  );

/** What an item change also updates on its property: who changed it, when, and the new value. */
interface ItemChange {
  websiteId: number;
  propertyId: number;
  userId: number;
  now: Date;
  value: ValueColumns;
}

async function stamp(tx: Tx, at: ItemChange) {
  await tx
    .update(properties)
    .set({ updatedBy: at.userId, updatedAt: at.now, ...at.value })
    .where(ownProperty(at.websiteId, at.propertyId));
}

/** The filters a list asks for, with their values as placeholders of a prepared statement. */
function listFilters(query: ListQuery) {
  const filters: SQL[] = [eq(properties.websiteId, sql.placeholder('websiteId'))];
  if (query.search) filters.push(nameContains(properties.name, sql.placeholder('search')));
  if (query.status) filters.push(eq(properties.status, sql.placeholder('status')));
  if (query.type) filters.push(eq(properties.sponsorshipType, sql.placeholder('type')));
  return and(...filters);
}

/**
 * How many properties a list finds: without a search, summed from the counts the triggers keep (a handful
 * of rows whatever the website's size); a search counts its matches, up to `countLimit` (decision 033).
 */
function listTotal(query: ListQuery): SQL<number> {
  if (query.search)
    return sql<number>`(select count(*)::int from (
      select 1 from ${properties} where ${listFilters(query)} limit ${sql.placeholder('countLimit')}
    ) as matches)`;
  const filters: SQL[] = [eq(propertyCounts.websiteId, sql.placeholder('websiteId'))];
  if (query.status) filters.push(eq(propertyCounts.status, sql.placeholder('status')));
  if (query.type) filters.push(eq(propertyCounts.sponsorshipType, sql.placeholder('type')));
  return sql<number>`(select coalesce(sum(${propertyCounts.count}), 0)::int from ${propertyCounts} where ${and(...filters)})`;
}

/** A time as JavaScript's toISOString writes it: UTC, to the millisecond (both drop the microseconds). */
const isoTime = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Cents as dollars, written as JavaScript writes `cents / 100` (123.45, 123, never 123.00). */
const dollars = (column: PgColumn) => sql`trim_scale(${column} / 100.0)`;

/**
 * One row of the list as its answer writes it (propertySummarySchema), written by the database: the page
 * crosses the driver as one text column per row and is sent as it comes, instead of fifteen columns read,
 * mapped to objects and written again as JSON at each request (issue 32: the list's processor time).
 * `row_to_json` writes compact JSON; `json_build_object` would put a space around every colon and comma.
 */
const summaryJson = sql<string>`(select row_to_json(summary) from (select
  ${properties.id} as "id",
  ${properties.name} as "name",
  ${properties.status} as "status",
  ${properties.sponsorshipType} as "sponsorship_type",
  ${properties.category} as "category",
  case when ${properties.cityId} is null then null else (select row_to_json(city) from (select
    ${properties.cityId} as "id",
    coalesce(${properties.cityName}, '') as "name",
    coalesce(${properties.cityRegion}, '') as "region",
    ${properties.cityCountry} as "country"
  ) as city) end as "city",
  ${properties.startDate} as "start_date",
  ${dollars(properties.askedPriceCents)} as "asked_price",
  ${dollars(properties.valueCents)} as "value",
  ${isoTime(properties.createdAt)} as "created_at",
  ${isoTime(properties.updatedAt)} as "updated_at"
) as summary)::text`;

/**
 * The list's statements, prepared once per shape (sort, order, which filters) as first asked: the most
 * asked page of the app is neither rebuilt nor planned again at each request. A page brings its total along
 * (one round trip); `total` alone serves a page past the end.
 */
function listStatements(db: Db) {
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  const totals = new Map<string, ReturnType<typeof prepareTotal>>();
  const withSessions = new Map<string, ReturnType<typeof prepareWithSession>>();
  const shape = (query: ListQuery) =>
    [query.sort, query.order, query.search ? 's' : '', query.status ? 'f' : '', query.type ? 't' : ''].join(
      '_',
    );
  /**
   * The page's rows of the properties `select` reads, in order. The page's ids are found first, on their
   * own: a sort's index holds what its filters need (a name, for a search sorted by name), so the rows it
   * passes over are not read, only the page's (decision 035). The page's few rows are then sorted again.
   */
  function paged<S extends PgSelect>(select: S, query: ListQuery) {
    const order = listOrder(SORTS[query.sort], properties.id, query.order);
    const pageIds = db
      .select({ id: properties.id })
      .from(properties)
      .where(listFilters(query))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return select.where(inArray(properties.id, pageIds)).orderBy(...order);
  }
  function preparePage(query: ListQuery, name: string) {
    const select = db
      .select({ json: summaryJson, total: listTotal(query) })
      .from(properties)
      .$dynamic();
    return paged(select, query).prepare(name);
  }
  /**
   * The page and its total read with the session of a token, in one statement (the list route: one round
   * trip per request). Both are null unless the session's website is the one asked. The rows are joined in
   * the order the page's subquery hands them: its ORDER BY and LIMIT come before the aggregate.
   */
  function prepareWithSession(query: ListQuery, name: string) {
    const select = db
      .select({ json: summaryJson.as('json') })
      .from(properties)
      .$dynamic();
    const page = paged(select, query).as('page');
    const own = sql`${users.websiteId} = ${sql.placeholder('websiteId')}`;
    return prepareSessionWith<{ data: string | null; total: number | null }>(db, name, {
      data: sql`case when ${own} then coalesce((select string_agg(${page.json}, ',') from ${page}), '') end`,
      total: sql`case when ${own} then ${listTotal(query)} end`,
    });
  }
  function prepareTotal(query: ListQuery, name: string) {
    return db
      .select({ total: listTotal(query) })
      .from(sql`(select 1) as one`)
      .prepare(name);
  }
  /** The statement of the query's shape, prepared when first asked. */
  function ofShape<T>(kept: Map<string, T>, query: ListQuery, prepare: (key: string) => T): T {
    const key = shape(query);
    const held = kept.get(key);
    if (held) return held;
    const statement = prepare(key);
    kept.set(key, statement);
    return statement;
  }
  return {
    page: (query: ListQuery) => ofShape(pages, query, (key) => preparePage(query, `properties_page_${key}`)),
    total: (query: ListQuery) =>
      ofShape(totals, query, (key) => prepareTotal(query, `properties_total_${key}`)),
    withSession: (query: ListQuery) =>
      ofShape(withSessions, query, (key) => prepareWithSession(query, `properties_page_session_${key}`)),
  };
}

/** The values of a list statement's placeholders. */
function listValues(websiteId: number, query: ListQuery) {
  return {
    websiteId,
    search: query.search ? likePattern(query.search) : null,
    status: query.status ?? null,
    type: query.type ?? null,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    // A search counts at most this many matches (decision 033); one more tells that there are more.
    countLimit: searchCountLimit(query) + 1,
  };
}

/** Rows a bulk import inserts per statement (see createMany). */
const PROPERTIES_PER_INSERT = 10;
const ITEMS_PER_INSERT = 100;

/** Every query takes the website id: a property of another website is never read, changed or deleted. */
export function createPropertiesRepository(db: Db) {
  const listQueries = listStatements(db);
  /** Runs a change of one item; when it touched the item, marks the property as changed by the user. */
  function changeItem(at: ItemChange, change: (tx: Tx) => Promise<unknown[]>): Promise<boolean> {
    return asActor(db, at.userId, async (tx) => {
      if ((await change(tx)).length === 0) return false;
      await stamp(tx, at);
      return true;
    });
  }

  return {
    async list(websiteId: number, query: ListQuery) {
      const values = listValues(websiteId, query);
      const rows = await listQueries.page(query).execute(values);
      // The total comes with each row; a page past the end has none, so it is then asked on its own.
      const total = rows[0]?.total ?? (await listQueries.total(query).execute(values))[0]?.total ?? 0;
      // The page's rows as a JSON array, written by the database (summaryJson).
      return { data: `[${rows.map((row) => row.json).join(',')}]`, ...listCount(total, query) };
    },

    /**
     * The page `list` reads, with the live session of `tokenHash` in the same round trip: undefined when the
     * token has none; `page` undefined when the session's website is not `websiteId`.
     */
    async listAs(tokenHash: string, now: Date, websiteId: number, query: ListQuery) {
      const read = await listQueries.withSession(query)(tokenHash, now, listValues(websiteId, query));
      if (!read) return undefined;
      const { data, total } = read.found;
      const page =
        data === null || total === null ? undefined : { data: `[${data}]`, ...listCount(total, query) };
      return { session: read.session, page };
    },

    async find(websiteId: number, id: number): Promise<StoredProperty | undefined> {
      const [found] = await db
        .select({ property: properties, updatedByName: users.name })
        .from(properties)
        .leftJoin(users, eq(users.id, properties.updatedBy))
        .where(ownProperty(websiteId, id))
        .limit(1);
      if (!found) return undefined;
      const items = await db
        .select({
          id: propertyItems.id,
          kind: propertyItems.kind,
          position: propertyItems.position,
          data: propertyItems.data,
        })
        .from(propertyItems)
        .where(eq(propertyItems.propertyId, id))
        .orderBy(propertyItems.kind, propertyItems.position);
      const row = { ...found.property, updatedByName: found.updatedByName };
      return {
        row,
        record: {
          columns: row,
          data: row.data as PropertyRecord['data'],
          items: items as ItemRecord[],
        },
      };
    },

    /** The given names that a property of the website already has. */
    async namesTaken(websiteId: number, names: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ name: properties.name })
        .from(properties)
        .where(and(eq(properties.websiteId, websiteId), inArray(properties.name, names)));
      return new Set(rows.map((r) => r.name));
    },

    async create(websiteId: number, userId: number, record: PropertyRecord, now: Date): Promise<number> {
      return asActor(db, userId, async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({
            ...record.columns,
            websiteId,
            data: record.data,
            createdBy: userId,
            updatedBy: userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: properties.id });
        if (!row) throw new Error('property not created');
        if (record.items.length > 0)
          await tx.insert(propertyItems).values(itemRows(websiteId, row.id, record.items));
        return row.id;
      });
    },

    /** Creates several properties in one transaction: all of them or, on any failure, none. */
    async createMany(
      websiteId: number,
      userId: number,
      records: PropertyRecord[],
      now: Date,
    ): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        // Small batches keep each statement's parameters well under PostgreSQL's limit of 65,535; and the
        // embedded database (PGlite) runs each statement on the server's own thread and answers without a
        // turn of the event loop, so the loop gets one after each statement (the import of 1,000 properties
        // held it 14 s in one go otherwise).
        for (let from = 0; from < records.length; from += PROPERTIES_PER_INSERT) {
          const batch = records.slice(from, from + PROPERTIES_PER_INSERT);
          const rows = await tx
            .insert(properties)
            .values(
              batch.map((record) => ({
                ...record.columns,
                websiteId,
                data: record.data,
                createdBy: userId,
                updatedBy: userId,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning({ id: properties.id });
          const items = batch.flatMap((record, i) =>
            itemRows(websiteId, rows[i]?.id as number, record.items),
          );
          await nextTurn();
          for (let at = 0; at < items.length; at += ITEMS_PER_INSERT) {
            await tx.insert(propertyItems).values(items.slice(at, at + ITEMS_PER_INSERT));
            await nextTurn();
          }
          ids.push(...rows.map((row) => row.id));
        }
        return ids;
      });
    },

    /** Replaces the property and its items in one transaction; items left out are deleted. */
    async replace(websiteId: number, id: number, userId: number, record: PropertyRecord, now: Date) {
      return asActor(db, userId, async (tx) => {
        const updated = await tx
          .update(properties)
          .set({ ...record.columns, data: record.data, updatedBy: userId, updatedAt: now })
          .where(ownProperty(websiteId, id))
          .returning({ id: properties.id });
        if (updated.length === 0) return false;
        const keep = record.items.map((item) => item.id);
        await tx
          .delete(propertyItems)
          .where(
            and(
              eq(propertyItems.propertyId, id),
              keep.length > 0 ? notInArray(propertyItems.id, keep) : undefined,
            ),
          );
        if (record.items.length > 0) {
          await tx
            .insert(propertyItems)
            .values(itemRows(websiteId, id, record.items))
            .onConflictDoUpdate({
              target: [propertyItems.propertyId, propertyItems.id],
              set: {
                kind: sql`excluded.kind`,
                position: sql`excluded.position`,
                data: sql`excluded.data`,
              },
            });
          // An id reused for another kind of item is no longer a metric: its comments go with the metric.
          await tx.delete(propertyComments).where(
            and(
              eq(propertyComments.propertyId, id),
              inArray(
                propertyComments.metricId,
                tx
                  .select({ id: propertyItems.id })
                  .from(propertyItems)
                  .where(
                    and(eq(propertyItems.propertyId, id), sql`${propertyItems.kind} <> 'custom_metric'`),
                  ),
              ),
            ),
          );
        }
        return true;
      });
    },

    async delete(websiteId: number, id: number, userId: number) {
      const rows = await asActor(db, userId, (tx) =>
        tx.delete(properties).where(ownProperty(websiteId, id)).returning({ id: properties.id }),
      );
      return rows.length > 0;
    },

    /** Changes one item's fields and marks the property as changed by the user. */
    /** Properties, of any website, whose value was computed with another method version (or never). */
    async staleValues(version: string, limit: number) {
      return db
        .select({ id: properties.id, websiteId: properties.websiteId })
        .from(properties)
        .where(sql`${properties.valueVersion} is distinct from ${version}`)
        .limit(limit);
    },

    /**
     * Stores a property's value. With `unchangedSince` (its `updated_at` as read), only if nobody changed the
     * property since (a save computes its own value); returns whether it was stored. The time is compared to
     * the millisecond, as JavaScript reads it.
     */
    async setValue(websiteId: number, id: number, value: ValueColumns, unchangedSince?: Date) {
      const where = unchangedSince
        ? and(
            ownProperty(websiteId, id),
            sql`date_trunc('milliseconds', ${properties.updatedAt}) = ${unchangedSince.toISOString()}::timestamptz`,
          )
        : ownProperty(websiteId, id);
      const stored = await db.update(properties).set(value).where(where).returning({ id: properties.id });
      return stored.length > 0;
    },

    /** Ids of a website's properties after `afterId`, in order, `limit` at a time. */
    async idsAfter(websiteId: number, afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.websiteId, websiteId), gt(properties.id, afterId)))
        .orderBy(properties.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    updateItem(at: ItemChange, item: ItemRecord) {
      const { websiteId, propertyId } = at;
      return changeItem(at, (tx) =>
        tx
          .update(propertyItems)
          .set({ data: item.data })
          .where(ownItem(websiteId, propertyId, item.id))
          .returning({ id: propertyItems.id }),
      );
    },

    /** Deletes one item (and, for a metric, its comments); the others keep their order. */
    deleteItem(at: ItemChange, itemId: string) {
      const { websiteId, propertyId } = at;
      return changeItem(at, (tx) =>
        tx
          .delete(propertyItems)
          .where(ownItem(websiteId, propertyId, itemId))
          .returning({ id: propertyItems.id }),
      );
    },
  };
}
export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
