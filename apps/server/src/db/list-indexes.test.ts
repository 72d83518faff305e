import {
  brandProfileListQuerySchema,
  propertyListQuerySchema,
  reportListQuerySchema,
  SORT_ORDERS,
} from '@cakemix/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.ts';
import { planRecorder, sortsBeyondPage } from '../../test/query-plans.ts';
import { createProfilesRepository } from '../modules/profiles/repository.ts';
import { createPropertiesRepository } from '../modules/properties/repository.ts';
import { createReportsRepository } from '../modules/reports/repository.ts';
import type { Database } from './client.ts';

// Every sort of the three server-side lists must be read off an index, in both directions, and a name
// search off its trigram index (decision 033): on enough rows that the planner weighs its choices as it
// would on a large website, the plan of each list page is asked of the engine the run uses.

/** Rows, nine in ten of them on the measured website: sorting them costs the planner more than an index. */
const ROWS = 6000;

let database: Database;
let plans: ReturnType<typeof planRecorder>;

beforeAll(async () => {
  database = await openTestDatabase();
  plans = planRecorder(database);
  const run = (text: string) => database.executeSql(text);
  await run(`insert into websites (id, name, support_email) values (1, 'Measured', 'a@a.test'),
             (2, 'Other', 'b@b.test')`);
  await run(`insert into users (website_id, email, name, password_hash) values (1, 'u@a.test', 'U', 'x')`);
  // Every sorted column takes many values, a nullable one is empty now and then, and a rare number
  // (n) sits in each name for the searches.
  await run(`insert into properties (website_id, name, status, sponsorship_type, city_name, start_date,
               asked_price_cents, value_cents, data, created_at, updated_at)
             select case when n % 10 = 0 then 2 else 1 end, 'Property ' || n, case when n % 3 = 0 then 'draft' else 'complete' end,
               case when n % 7 = 0 then null else (array['team','venue','event','league','cause'])[1 + n % 5] end,
               case when n % 5 = 0 then null else 'City ' || (n % 97) end,
               case when n % 11 = 0 then null else date '2025-01-01' + (n % 700) end,
               case when n % 13 = 0 then null else (n * 7919) % 500000 * 100 end,
               case when n % 17 = 0 then null else (n * 104729) % 900000 * 100 end,
               '{}'::jsonb, timestamp '2025-01-01' + n * interval '1 minute',
               timestamp '2025-06-01' + ((n * 31) % 5000) * interval '1 minute'
             from generate_series(1, ${ROWS}) as n`);
  await run(`insert into brand_profiles (website_id, name, status, data, created_at, updated_at)
             select case when n % 10 = 0 then 2 else 1 end, 'Brand ' || n, case when n % 3 = 0 then 'draft' else 'complete' end, '{}'::jsonb,
               timestamp '2025-01-01' + n * interval '1 minute',
               timestamp '2025-06-01' + ((n * 31) % 5000) * interval '1 minute'
             from generate_series(1, ${ROWS}) as n`);
  await run(`insert into reports (website_id, type, title, property_name, profile_name, entry_count, ratio,
               methodology_version, snapshot, generated_at, created_at)
             select case when n % 10 = 0 then 2 else 1 end, 'detailed', 'Report ' || n, 'P', 'B', 1,
               case when n % 9 = 0 then null else (n % 400) / 100.0 end, '1.2', '{}'::jsonb, now(),
               timestamp '2025-01-01' + n * interval '1 minute'
             from generate_series(1, ${ROWS}) as n`);
  // Statistics and visibility map taken, as autovacuum takes them on PostgreSQL and the embedded analyse
  // job on PGlite (decisions 033, 035).
  await run('vacuum analyze');
});

afterAll(async () => {
  await database?.close();
});

const lists = [
  {
    table: 'properties',
    sorts: propertyListQuerySchema.shape.sort.unwrap().options,
    list: (query: Record<string, unknown>) =>
      createPropertiesRepository(plans.db).list(1, propertyListQuerySchema.parse(query)),
  },
  {
    table: 'brand_profiles',
    sorts: brandProfileListQuerySchema.shape.sort.unwrap().options,
    list: (query: Record<string, unknown>) =>
      createProfilesRepository(plans.db).list(1, brandProfileListQuerySchema.parse(query)),
  },
  {
    table: 'reports',
    sorts: reportListQuerySchema.shape.sort.unwrap().options,
    list: (query: Record<string, unknown>) =>
      createReportsRepository(plans.db).list(1, reportListQuerySchema.parse(query)),
  },
];

/** The rows of a page the lists are asked for (their default). */
const PER_PAGE = 25;

/** Digits that one name of the measured website holds (property, brand or report 2718), and no other. */
const RARE = '2718';

describe.each(lists)('the $table list', ({ table, sorts, list }) => {
  it.each(sorts.flatMap((sort) => SORT_ORDERS.map((order) => ({ sort, order }))))(
    'reads its page sorted by $sort $order off an index, with no sort of the rows',
    async ({ sort, order }) => {
      const plan = await plans.pagePlan(() => list({ sort, order }));
      expect(sortsBeyondPage(plan, PER_PAGE)).toEqual([]);
      const indexes = plan.map((node) => node['Index Name']).filter(Boolean);
      expect(indexes.some((name) => name?.startsWith(`${table}_sort_${sort}_`))).toBe(true);
    },
  );

  it('finds a name by a few of its letters through the trigram index', async () => {
    const plan = await plans.pagePlan(() => list({ search: RARE }));
    expect(plan.map((node) => node['Index Name'])).toContain(
      table === 'reports' ? 'reports_title_trgm_idx' : `${table}_name_trgm_idx`,
    );
    // The search answers what it should, too: the one row of the website whose number holds it.
    const found = (await list({ search: RARE })) as { rows: { id: number }[]; total: number };
    expect(found.total).toBe(1);
  });
});

describe('a search sorted by name', () => {
  it("reads the page's ids of a common word off the name index alone, not each row it passes", async () => {
    // Every name of the measured website holds "Property": the sort's index finds the page, and the rows
    // it passes are not read (decision 035): the search is on lower(name), which the index holds.
    const plan = await plans.pagePlan(() =>
      createPropertiesRepository(plans.db).list(
        1,
        propertyListQuerySchema.parse({ search: 'property', sort: 'name', order: 'desc', page: 3 }),
      ),
    );
    expect(plan).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Only Scan', 'Index Name': 'properties_sort_name_idx' }),
    );
  });
});

describe("a search's total", () => {
  const list = (query: Record<string, unknown>) =>
    createPropertiesRepository(plans.db).list(1, propertyListQuerySchema.parse(query));

  it('is counted at most 500 rows past the page asked, and says when more match', async () => {
    // Every name of the measured website holds "Property": 5,400 rows.
    expect(await list({ search: 'property' })).toMatchObject({ total: 500, capped: true });
    expect(await list({ search: 'property', page: 40 })).toMatchObject({ total: 1475, capped: true });
    // Near the end the count reaches the last row: exact again.
    expect(await list({ search: 'property', page: 200 })).toMatchObject({ total: 5400, capped: false });
    // Without a search, every row is counted.
    expect(await list({})).toMatchObject({ total: 5400, capped: false });
  });
});
