import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const city = (id: string, name: string, region: string) => ({ id, name, region, country: 'CA' });
const MONTREAL = city('CA-QC-montreal', 'Montréal', 'QC');
const HALIFAX = city('CA-NS-halifax', 'Halifax', 'NS');
const REGINA = city('CA-SK-regina', 'Regina', 'SK');

/** Properties that differ in every listed column; created a minute apart, in this order. */
const ROWS = [
  { name: 'Zeta Arena', type: 'venue', fee: 50_000, start: '2026-05-01', city: HALIFAX, status: 'draft' },
  { name: 'alpha Run', type: 'event', fee: null, start: null, city: null, status: 'draft' },
  {
    name: 'Beta 50% Club',
    type: 'team',
    fee: 12_500.5,
    start: '2026-01-15',
    city: MONTREAL,
    status: 'draft',
  },
  { name: 'Gamma_League', type: 'league', fee: 90_000, start: '2025-09-01', city: REGINA, status: 'draft' },
  { name: 'Omega Team', type: 'team', fee: 30_000, start: '2026-03-01', city: MONTREAL, status: 'complete' },
] as const;

async function seedList() {
  const t = await tokens();
  for (const row of ROWS) {
    // The complete one starts from a full property; the drafts hold just the listed columns.
    const base = row.status === 'complete' ? fullProperty() : { general: {}, management: {} };
    const response = await call('POST', '/properties', t.analyst, {
      ...base,
      status: row.status,
      general: {
        ...base.general,
        name: row.name,
        sponsorship_type: row.type,
        start_date: row.start,
        city: row.city,
      },
      management: { ...base.management, rights_fee: row.fee },
    });
    expect(response.statusCode, response.body).toBe(201);
    ctx().clock.advanceMinutes(1);
  }
  // Noise on the other website: never listed.
  await call('POST', '/properties', t.otherSite, { general: { name: 'Alpha elsewhere' } });
  const names = async (query: string) => {
    const response = await call('GET', `/websites/1/properties?${query}`, t.viewer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((p: { name: string }) => p.name);
  };
  return { t, names };
}

describe('properties list', () => {
  it('sorts by every column, empty values last in both directions', async () => {
    const { names } = await seedList();
    expect(await names('')).toEqual([
      'Omega Team',
      'Gamma_League',
      'Beta 50% Club',
      'alpha Run',
      'Zeta Arena',
    ]);
    expect(await names('sort=created_at&order=asc')).toEqual([
      'Zeta Arena',
      'alpha Run',
      'Beta 50% Club',
      'Gamma_League',
      'Omega Team',
    ]);
    expect(await names('sort=name&order=asc')).toEqual([
      'alpha Run',
      'Beta 50% Club',
      'Gamma_League',
      'Omega Team',
      'Zeta Arena',
    ]);
    expect(await names('sort=asked_price&order=desc')).toEqual([
      'Gamma_League',
      'Zeta Arena',
      'Omega Team',
      'Beta 50% Club',
      'alpha Run',
    ]);
    expect(await names('sort=asked_price&order=asc')).toEqual([
      'Beta 50% Club',
      'Omega Team',
      'Zeta Arena',
      'Gamma_League',
      'alpha Run',
    ]);
    expect(await names('sort=start_date&order=asc')).toEqual([
      'Gamma_League',
      'Beta 50% Club',
      'Omega Team',
      'Zeta Arena',
      'alpha Run',
    ]);
    expect(await names('sort=city&order=asc')).toEqual([
      'Zeta Arena',
      'Beta 50% Club',
      'Omega Team',
      'Gamma_League',
      'alpha Run',
    ]);
    expect(await names('sort=type&order=asc')).toEqual([
      'alpha Run',
      'Gamma_League',
      'Beta 50% Club',
      'Omega Team',
      'Zeta Arena',
    ]);
    expect((await names('sort=status&order=desc'))[4]).toBe('Omega Team');
    // Only the complete one has anything to value; the drafts' empty values sort last, by creation order.
    expect(await names('sort=value&order=asc')).toEqual([
      'Omega Team',
      'Zeta Arena',
      'alpha Run',
      'Beta 50% Club',
      'Gamma_League',
    ]);
    expect(await names('sort=updated_at&order=desc')).toEqual(await names('sort=created_at&order=desc'));
  });

  it('searches names literally, filters by status and type, and pages', async () => {
    const { t, names } = await seedList();
    expect(await names('search=ALPHA')).toEqual(['alpha Run']);
    expect(await names('search=50%25')).toEqual(['Beta 50% Club']);
    expect(await names('search=_')).toEqual(['Gamma_League']);
    expect(await names('search=a&type=team&sort=name&order=asc')).toEqual(['Beta 50% Club', 'Omega Team']);
    expect(await names('status=complete')).toEqual(['Omega Team']);
    expect(await names('status=draft&type=team')).toEqual(['Beta 50% Club']);
    expect(await names('sort=name&order=asc&per_page=2&page=2')).toEqual(['Gamma_League', 'Omega Team']);
    const last = (await call('GET', '/websites/1/properties?per_page=2&page=3', t.viewer)).json();
    expect(last.meta).toEqual({ total: 5, page: 3, per_page: 2, last_page: 3 });
    expect(last.data).toHaveLength(1);
    const empty = (await call('GET', '/websites/1/properties?search=nothing', t.viewer)).json();
    expect(empty).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 25, last_page: 1 } });
  });

  it('totals what each filter finds, following creations, changes of type and deletions', async () => {
    const { t } = await seedList();
    const list = async (query: string) => {
      const response = await call('GET', `/websites/1/properties?per_page=100&${query}`, t.viewer);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: number; name: string }[]; meta: { total: number } };
    };
    const filters = [
      '',
      'status=draft',
      'status=complete',
      'type=team',
      'type=venue',
      'type=event',
      'status=draft&type=team',
      'search=a',
      'search=a&type=team',
    ];
    /** Each filter's total, checked against the rows it lists (the other website's property is never counted). */
    const totals = async () => {
      const found: Record<string, number> = {};
      for (const query of filters) {
        const { data, meta } = await list(query);
        expect(meta.total, query).toBe(data.length);
        found[query] = meta.total;
      }
      return found;
    };
    expect(await totals()).toEqual({
      '': 5,
      'status=draft': 4,
      'status=complete': 1,
      'type=team': 2,
      'type=venue': 1,
      'type=event': 1,
      'status=draft&type=team': 1,
      'search=a': 5,
      'search=a&type=team': 2,
    });

    const { data } = await list('sort=name&order=asc');
    const id = (name: string) => data.find((p) => p.name === name)?.id;
    // alpha Run becomes a team, Zeta Arena goes, a property without a type yet arrives.
    const changed = await call('PUT', `/properties/${id('alpha Run')}`, t.analyst, {
      status: 'draft',
      general: { name: 'alpha Run', sponsorship_type: 'team' },
      management: {},
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('DELETE', `/properties/${id('Zeta Arena')}`, t.analyst)).statusCode).toBe(200);
    const created = await call('POST', '/properties', t.analyst, { general: { name: 'Untyped' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await totals()).toEqual({
      '': 5,
      'status=draft': 4,
      'status=complete': 1,
      'type=team': 3,
      'type=venue': 0,
      'type=event': 0,
      'status=draft&type=team': 2,
      'search=a': 4,
      'search=a&type=team': 3,
    });
    // A page past the end lists nothing and still tells the total.
    const past = (await call('GET', '/websites/1/properties?status=draft&page=9', t.viewer)).json();
    expect(past).toEqual({ data: [], meta: { total: 4, page: 9, per_page: 25, last_page: 1 } });
  });

  it('writes each row as the property reads by id: its dates, city, start, asked price and value', async () => {
    const { t } = await seedList();
    const listed = (await call('GET', '/websites/1/properties?per_page=100', t.viewer)).json().data;
    expect(listed).toHaveLength(ROWS.length);
    for (const row of listed) {
      const property = (await call('GET', `/properties/${row.id}`, t.viewer)).json();
      expect(row).toEqual({
        id: property.id,
        name: property.general.name,
        status: property.status,
        sponsorship_type: property.general.sponsorship_type,
        category: property.general.category,
        city: property.general.city,
        start_date: property.general.start_date,
        asked_price: property.management.rights_fee,
        value: row.value,
        created_at: property.created_at,
        updated_at: property.updated_at,
      });
    }
    // 12,500.50 $ is written as JavaScript writes it, with its cents and no trailing zero.
    expect(listed.map((row: { asked_price: number | null }) => row.asked_price)).toContain(12_500.5);
    expect(listed.find((row: { status: string }) => row.status === 'complete').value).toBeGreaterThan(0);
  });

  it('refuses unknown sorts, filters and page sizes', async () => {
    const { t } = await seedList();
    for (const query of [
      'sort=data',
      'order=sideways',
      'type=club',
      'status=done',
      'per_page=101',
      'page=0',
    ]) {
      expect((await call('GET', `/websites/1/properties?${query}`, t.viewer)).statusCode, query).toBe(422);
    }
  });
});
