import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const names = (cities: { name: string; region: string }[]) => cities.map((c) => `${c.name}, ${c.region}`);

describe('city search', () => {
  it('finds cities by the start of their name, accents and case ignored, largest first', async () => {
    const t = await tokens();
    const mont = (await call('GET', '/cities?search=mont&country=CA&limit=5', t.viewer)).json();
    expect(names(mont)[0]).toBe('Montréal, QC');
    expect(mont).toHaveLength(5);
    expect(mont[0]).toEqual({ id: 'CA-QC-montreal', name: 'Montréal', region: 'QC', country: 'CA' });
    expect(names((await call('GET', '/cities?search=MONTREAL&limit=1', t.viewer)).json())).toEqual([
      'Montréal, QC',
    ]);
    expect(names((await call('GET', '/cities?search=trois-riv&limit=1', t.viewer)).json())).toEqual([
      'Trois-Rivières, QC',
    ]);
  });

  it('also finds a later word of the name, after the names that start with it', async () => {
    const t = await tokens();
    const jean = names((await call('GET', '/cities?search=jean&country=CA&limit=50', t.viewer)).json());
    expect(jean).toContain('Saint-Jean-sur-Richelieu, QC');
    const starts = jean.filter((name) => name.toLowerCase().startsWith('jean'));
    expect(jean.slice(0, starts.length)).toEqual(starts);
  });

  it('filters by country, limits the answer, and offers the largest cities before anything is typed', async () => {
    const t = await tokens();
    const us = (await call('GET', '/cities?search=port&country=US&limit=3', t.viewer)).json();
    expect(us.every((c: { country: string }) => c.country === 'US')).toBe(true);
    expect(names(us)[0]).toBe('Portland, OR');
    const largest = names((await call('GET', '/cities?country=CA&limit=3', t.viewer)).json());
    expect(largest).toEqual(['Toronto, ON', 'Montréal, QC', 'Calgary, AB']);
    expect((await call('GET', '/cities?search=zzzzqq', t.viewer)).json()).toEqual([]);
    expect((await call('GET', '/cities?limit=500', t.viewer)).statusCode).toBe(422);
    expect((await call('GET', '/cities?country=FR', t.viewer)).statusCode).toBe(422);
    expect((await ctx().app.inject({ method: 'GET', url: `${API}/cities?search=mont` })).statusCode).toBe(
      401,
    );
  });
});
