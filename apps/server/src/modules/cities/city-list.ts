import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CityRef } from '@cakemix/core';
import { SERVER_DIR } from '../../server-dir.ts';

/** The shipped list of Canadian and US cities (see data-files/NOTICE.md and scripts/build-city-list.ts). */
export const CITY_LIST_FILE = path.join(SERVER_DIR, 'data-files/cities-ca-us.json.gz');

/** One row of the file: id, name, province or state, country, rank (1 = largest; 0 = not ranked). */
export type CityRow = [id: string, name: string, region: string, country: CityRef['country'], rank: number];

export interface CityListFile {
  source: string;
  rows: CityRow[];
}

/** Lower case, no accents, punctuation as spaces: "Saint-Jérôme" and "saint jerome" compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The longest id the property schema stores. */
const MAX_ID_LENGTH = 40;

/**
 * The id a city keeps in stored properties: country, region and the folded name, e.g. "CA-QC-saint-jerome",
 * cut to 40 characters (a handful of GeoNames places have very long names). Stored data depends on it, so
 * it must never change for a city already in the list.
 */
export function cityId(country: string, region: string, name: string): string {
  const id = `${country}-${region}-${foldForSearch(name).replaceAll(' ', '-')}`;
  return id.slice(0, MAX_ID_LENGTH).replace(/-+$/, '');
}

interface IndexedCity {
  ref: CityRef;
  rank: number;
  folded: string;
  /** The folded name from its second word on, from its third, …: "jean sur" finds Saint-Jean-sur-Richelieu. */
  laterWords: string[];
}

export interface CitySearch {
  search?: string | undefined;
  country?: CityRef['country'] | undefined;
  limit: number;
}

export interface CityList {
  find(id: string): CityRef | undefined;
  /** Name-prefix matches first, then word-prefix matches; within each, larger cities first, then by name. */
  search(query: CitySearch): CityRef[];
  readonly size: number;
}

function byRankThenName(a: IndexedCity, b: IndexedCity): number {
  const rankA = a.rank || Number.MAX_SAFE_INTEGER;
  const rankB = b.rank || Number.MAX_SAFE_INTEGER;
  return rankA - rankB || a.folded.localeCompare(b.folded) || a.ref.region.localeCompare(b.ref.region);
}

/** Indexes the rows once; the list is read-only, so lookups and searches need no locking. */
export function createCityList(file: CityListFile): CityList {
  const cities: IndexedCity[] = file.rows.map(([id, name, region, country, rank]) => {
    const folded = foldForSearch(name);
    const words = folded.split(' ');
    const laterWords = words.slice(1).map((_, i) => words.slice(i + 1).join(' '));
    return { ref: { id, name, region, country }, rank, folded, laterWords };
  });
  cities.sort(byRankThenName);
  const byId = new Map(cities.map((city) => [city.ref.id, city.ref]));

  return {
    size: cities.length,
    find: (id) => byId.get(id),
    search({ search, country, limit }) {
      const term = foldForSearch(search ?? '');
      const prefix: CityRef[] = [];
      const word: CityRef[] = [];
      for (const city of cities) {
        if (country && city.ref.country !== country) continue;
        if (city.folded.startsWith(term)) prefix.push(city.ref);
        else if (word.length < limit && city.laterWords.some((rest) => rest.startsWith(term)))
          word.push(city.ref);
        if (prefix.length >= limit) break;
      }
      return [...prefix, ...word].slice(0, limit);
    },
  };
}

let shipped: CityList | undefined;

/** The shipped list, read and indexed on first use (about 20,000 cities, a few megabytes in memory). */
export function shippedCityList(): CityList {
  shipped ??= createCityList(JSON.parse(gunzipSync(readFileSync(CITY_LIST_FILE)).toString('utf8')));
  return shipped;
}
