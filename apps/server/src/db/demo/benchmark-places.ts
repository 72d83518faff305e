import type { CityRef } from '@cakemix/core';
import { cityId } from '../../modules/cities/city-list.ts';

/*
 * Where the demo benchmark set's properties are: Canadian provinces and territories, cities of the app's
 * list by size, and what the audiences there look like.
 */

interface ProvinceFacts {
  name: string;
  /** The part of the country, for "nearby" and "elsewhere". */
  part: 'atlantic' | 'central' | 'prairies' | 'west';
  /** Cities of the app's list by size: metropolitan areas over 500,000 people, from 100,000, smaller. */
  cities: readonly [large: readonly string[], mid: readonly string[], small: readonly string[]];
  /** The audience's ethnicity there (the 8 options of the form, "prefer not to answer" last). */
  ethnicity: readonly number[];
}

export const PROVINCES = {
  NL: {
    name: 'Newfoundland and Labrador',
    part: 'atlantic',
    cities: [[], ["St. John's"], ['Corner Brook', 'Gander']],
    ethnicity: [90, 1, 1, 1, 5, 0, 1, 1],
  },
  PE: {
    name: 'Prince Edward Island',
    part: 'atlantic',
    cities: [[], [], ['Charlottetown', 'Summerside']],
    ethnicity: [88, 2, 3, 3, 2, 0, 1, 1],
  },
  NS: {
    name: 'Nova Scotia',
    part: 'atlantic',
    cities: [[], ['Halifax'], ['Sydney', 'Truro', 'Kentville']],
    ethnicity: [86, 4, 1, 2, 5, 1, 0, 1],
  },
  NB: {
    name: 'New Brunswick',
    part: 'atlantic',
    cities: [[], ['Moncton', 'Saint John'], ['Fredericton', 'Bathurst']],
    ethnicity: [89, 2, 1, 1, 4, 1, 1, 1],
  },
  QC: {
    name: 'Québec',
    part: 'central',
    cities: [
      ['Montréal', 'Québec'],
      ['Laval', 'Gatineau', 'Sherbrooke', 'Saguenay', 'Trois-Rivières'],
      ['Rimouski', 'Drummondville', 'Granby'],
    ],
    ethnicity: [84, 4, 2, 2, 2, 3, 1, 2],
  },
  ON: {
    name: 'Ontario',
    part: 'central',
    cities: [
      ['Toronto', 'Ottawa', 'Hamilton'],
      ['London', 'Kitchener', 'Windsor', 'Barrie', 'Kingston', 'Greater Sudbury'],
      ['Peterborough', 'Sault Ste. Marie'],
    ],
    ethnicity: [58, 9, 9, 14, 2, 3, 3, 2],
  },
  MB: {
    name: 'Manitoba',
    part: 'prairies',
    cities: [['Winnipeg'], [], ['Brandon', 'Steinbach']],
    ethnicity: [66, 4, 3, 7, 17, 1, 1, 1],
  },
  SK: {
    name: 'Saskatchewan',
    part: 'prairies',
    cities: [[], ['Saskatoon', 'Regina'], ['Moose Jaw', 'Prince Albert']],
    ethnicity: [72, 2, 4, 5, 14, 1, 1, 1],
  },
  AB: {
    name: 'Alberta',
    part: 'prairies',
    cities: [
      ['Calgary', 'Edmonton'],
      ['Red Deer', 'Lethbridge'],
      ['Medicine Hat', 'Grande Prairie'],
    ],
    ethnicity: [66, 4, 7, 9, 7, 3, 2, 2],
  },
  BC: {
    name: 'British Columbia',
    part: 'west',
    cities: [['Vancouver'], ['Victoria', 'Kelowna', 'Abbotsford'], ['Kamloops', 'Nanaimo', 'Penticton']],
    ethnicity: [56, 2, 19, 10, 6, 2, 3, 2],
  },
  YT: {
    name: 'Yukon',
    part: 'west',
    cities: [[], [], ['Whitehorse']],
    ethnicity: [71, 1, 2, 2, 21, 1, 1, 1],
  },
} as const satisfies Record<string, ProvinceFacts>;
export type Province = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as Province[];

/** The facts of a city's province (the set's cities are all in PROVINCES). */
export const provinceOf = (city: CityRef): ProvinceFacts => PROVINCES[city.region as Province];

/** City sizes (large, mid, small): the most people a property there reaches in person, and where in its
 * kind's range of audience a property there stands (0: the smallest of its kind, 1: the largest). */
export interface CitySize {
  most: number;
  position: readonly [number, number];
}
export const CITY_SIZES: readonly CitySize[] = [
  { most: Number.POSITIVE_INFINITY, position: [0.45, 1] },
  { most: 700_000, position: [0.15, 0.75] },
  { most: 100_000, position: [0, 0.4] },
];
export const LARGE = 0;
export const SMALL = 2;

export const citiesOf = (province: Province, sizes: readonly number[]): readonly string[] =>
  sizes.flatMap((size) => PROVINCES[province].cities[size] ?? []);

/** The size of a city of the set. */
export const sizeOf = (city: CityRef) =>
  CITY_SIZES.find((_, size) => citiesOf(city.region as Province, [size]).includes(city.name)) as CitySize;

/** The sizes of city that can hold an audience of this many people. */
export const sizesHolding = (audience: number) =>
  CITY_SIZES.flatMap((size, index) => (size.most >= audience ? [index] : []));

/** A city of the app's list (its id is the list's, made of country, province and name). */
export const cityRef = (region: Province, name: string): CityRef => ({
  id: cityId('CA', region, name),
  name,
  region,
  country: 'CA',
});
