import type { CityRef } from '@cakemix/core';
import { type CityList, cityId } from '../cities/city-list.ts';

/** A city as a cell names it: "Name, region, country", or "Name, region" for a Canadian then a US city. */
export function cityFromCell(cities: CityList, text: string): CityRef | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 2) return undefined;
  const last = parts[parts.length - 1]?.toUpperCase() ?? '';
  const withCountry = last === 'CA' || last === 'US';
  const region = (withCountry ? parts[parts.length - 2] : last)?.toUpperCase() ?? '';
  const name = parts.slice(0, withCountry ? -2 : -1).join(', ');
  const countries = withCountry ? [last] : ['CA', 'US'];
  for (const country of countries) {
    const city = cities.find(cityId(country, region, name));
    if (city) return city;
  }
  return undefined;
}
