import { describe, expect, it } from 'vitest';
import { cityId, createCityList, foldForSearch, shippedCityList } from './city-list.ts';

describe('city list', () => {
  it('folds names for search and makes stable ids that fit the schema', () => {
    expect(foldForSearch("  Saint-Jérôme l'Île ")).toBe('saint jerome l ile');
    expect(cityId('CA', 'QC', 'Saint-Jérôme')).toBe('CA-QC-saint-jerome');
    expect(cityId('US', 'NY', 'A very long place name that goes on and on')).toHaveLength(40);
    expect(cityId('US', 'NY', 'A very long place name that goes on and on')).not.toMatch(/-$/);
  });

  it('ranks name matches before word matches, ranked cities first, then by name', () => {
    const list = createCityList({
      source: 'test',
      rows: [
        ['CA-QC-vieux-mont', 'Vieux-Mont', 'QC', 'CA', 0],
        ['CA-QC-mont-joli', 'Mont-Joli', 'QC', 'CA', 0],
        ['CA-QC-montreal', 'Montréal', 'QC', 'CA', 2],
        ['US-AL-montgomery', 'Montgomery', 'AL', 'US', 5],
      ],
    });
    expect(list.search({ search: 'MONT', limit: 10 }).map((c) => c.name)).toEqual([
      'Montréal',
      'Montgomery',
      'Mont-Joli',
      'Vieux-Mont',
    ]);
    expect(list.search({ search: 'mont', country: 'CA', limit: 2 }).map((c) => c.name)).toEqual([
      'Montréal',
      'Mont-Joli',
    ]);
    expect(list.find('CA-QC-montreal')).toEqual({
      id: 'CA-QC-montreal',
      name: 'Montréal',
      region: 'QC',
      country: 'CA',
    });
    expect(list.find('CA-QC-nowhere')).toBeUndefined();
  });

  it('ships about 20,000 Canadian and US cities with every province and territory', () => {
    const list = shippedCityList();
    expect(list.size).toBeGreaterThan(19_000);
    const canadian = list.search({ country: 'CA', limit: 20_000 });
    expect(new Set(canadian.map((city) => city.region))).toEqual(
      new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK', 'YT', 'NT', 'NU']),
    );
    expect(canadian.length).toBeGreaterThan(2_500);
  });
});
