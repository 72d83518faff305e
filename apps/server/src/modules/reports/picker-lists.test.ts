import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

/**
 * The report pickers read the website's properties and brand profiles through their list calls: searched
 * by name on the server, complete ones first then drafts (each by name), one page at a time. A website
 * with 150 of each must be able to reach every one of them.
 */
const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const COUNT = 150;
/** Every 25th one is complete, the others are drafts. */
const isComplete = (n: number) => n % 25 === 0;
const label = (n: number) => String(n).padStart(3, '0');

const LISTS = [
  {
    kind: 'properties',
    create: '/properties',
    list: '/websites/1/properties',
    name: (n: number) => `Festival ${label(n)}`,
    body: (name: string, complete: boolean) => {
      if (!complete) return { general: { name } };
      const full = fullProperty();
      return { ...full, status: 'complete', general: { ...full.general, name } };
    },
  },
  {
    kind: 'brand profiles',
    create: '/brand-profiles',
    list: '/websites/1/brand-profiles',
    name: (n: number) => `Brand ${label(n)}`,
    body: (name: string, complete: boolean) =>
      complete ? { ...(DEMO_PROFILES[0] as object), status: 'complete', name } : { name },
  },
] as const;

interface Row {
  id: number;
  name: string;
  status: 'draft' | 'complete';
}

describe.each(LISTS)('the $kind a report picker lists, 150 on a website', { timeout: 90_000 }, (list) => {
  async function seed() {
    const t = await tokens();
    // Created at once in a shuffled order, so the ids do not follow the names.
    const order = Array.from({ length: COUNT }, (_, i) => ((i * 77) % COUNT) + 1);
    const responses = await Promise.all(
      order.map((n) => call('POST', list.create, t.analyst, list.body(list.name(n), isComplete(n)))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    // Another website's namesake is never listed.
    const other = await call('POST', list.create, t.otherSite, list.body(list.name(137), false));
    expect(other.statusCode, other.body).toBe(201);
    const page = async (query: string) => {
      const response = await call('GET', `${list.list}?${query}`, t.viewer);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: Row[]; meta: { total: number; page: number; last_page: number } };
    };
    return { page };
  }

  it('finds by name one that the first 100 leave out, and pages through all 150 in picker order', async () => {
    const { page } = await seed();
    const picker = 'sort=status&order=asc';

    const first = await page(`${picker}&per_page=100`);
    expect(first.meta).toMatchObject({ total: COUNT, page: 1, last_page: 2 });
    const wanted = list.name(137);
    expect(first.data.map((row) => row.name)).not.toContain(wanted);

    // A search reaches it, whatever its case and wherever the text is in the name.
    for (const search of ['137', wanted.toLowerCase(), wanted.toUpperCase()]) {
      const found = await page(`${picker}&per_page=25&search=${encodeURIComponent(search)}`);
      expect(found.meta).toMatchObject({ total: 1, last_page: 1 });
      expect(found.data).toEqual([expect.objectContaining({ name: wanted, status: 'draft' })]);
    }
    // A search matching many is paginated too: "1" is in 1, 10–19, 21, 31, …, 100–150.
    const ones = Array.from({ length: COUNT }, (_, i) => label(i + 1)).filter((n) => n.includes('1'));
    const many = await page(`${picker}&per_page=25&search=1`);
    expect(many.meta).toMatchObject({ total: ones.length, last_page: Math.ceil(ones.length / 25) });

    // Pages of 25 go through every one exactly once: complete ones first, then drafts, each by name.
    const seen: Row[] = [];
    for (let n = 1; ; n += 1) {
      const next = await page(`${picker}&per_page=25&page=${n}`);
      expect(next.meta).toMatchObject({ total: COUNT, page: n, last_page: 6 });
      seen.push(...next.data);
      if (n === next.meta.last_page) break;
    }
    const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);
    const expected = [...numbers.filter(isComplete), ...numbers.filter((n) => !isComplete(n))];
    expect(seen.map((row) => row.name)).toEqual(expected.map(list.name));
    expect(seen.map((row) => row.status)).toEqual(
      expected.map((n) => (isComplete(n) ? 'complete' : 'draft')),
    );
    expect(new Set(seen.map((row) => row.id)).size).toBe(COUNT);

    // The second page of 100 holds the other 50.
    const second = await page(`${picker}&per_page=100&page=2`);
    expect(second.data).toHaveLength(COUNT - 100);
    expect(second.data.map((row) => row.name)).toContain(wanted);

    // Drafts first the other way round, each status still by name.
    const reversed = await page('sort=status&order=desc&per_page=3');
    expect(reversed.data.map((row) => row.name)).toEqual([1, 2, 3].map(list.name));
  });

  it('refuses a page larger than 100 and a search longer than 120 characters', async () => {
    const t = await tokens();
    expect((await call('GET', `${list.list}?per_page=101`, t.viewer)).statusCode).toBe(422);
    expect((await call('GET', `${list.list}?search=${'a'.repeat(121)}`, t.viewer)).statusCode).toBe(422);
  });
});
