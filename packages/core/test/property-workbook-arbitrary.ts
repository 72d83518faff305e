import fc from 'fast-check';
import type { CellContext } from '../src/spreadsheets/cells.ts';
import type { SheetIn, SheetOut } from '../src/spreadsheets/property-workbook.ts';
import { propertyInputArb } from './arbitraries.ts';

/** Cities a test workbook may name; the context below finds them as the server's list does. */
const CITIES = [
  { id: 'CA-QC-montreal', name: 'Montréal', region: 'QC', country: 'CA' as const },
  { id: 'CA-QC-saint-jerome', name: 'Saint-Jérôme', region: 'QC', country: 'CA' as const },
  { id: 'CA-QC-sherbrooke', name: 'Sherbrooke', region: 'QC', country: 'CA' as const },
  { id: 'US-NY-new-york', name: 'New York', region: 'NY', country: 'US' as const },
];

export const testCities: CellContext = {
  city: (text) => CITIES.find((c) => `${c.name}, ${c.region}, ${c.country}` === text.trim()),
};

/** Text a person types in a cell: accents, quotes, semicolons, a leading "=" (text, not a formula). */
const typed = (max: number) =>
  fc
    .string({ unit: fc.constantFrom('a', 'é', 'Z', ' ', ';', '’', '=', '0', 'ç', '-', '«'), maxLength: max })
    .map((s) => s.trim());

const date = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

/** A property as a person may enter it, with the fields the plain arbitrary leaves out. */
export const workbookPropertyArb = fc
  .tuple(
    propertyInputArb,
    typed(60).filter((s) => s.length > 0),
    typed(200),
    fc.option(fc.constantFrom(...CITIES), { nil: null }),
    fc.option(
      fc.tuple(date, date).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      { nil: null },
    ),
    fc.option(fc.constantFrom('local', 'national'), { nil: null }),
    fc.option(fc.constantFrom(0.5, 1, 2.25, 12), { nil: null }),
  )
  .map(([property, name, description, city, dates, origin, visits]) => ({
    ...property,
    general: {
      ...property.general,
      name,
      description,
      city,
      start_date: dates?.[0] ?? null,
      end_date: dates?.[1] ?? null,
      social_handles: [{ id: globalThis.crypto.randomUUID(), network: 'instagram', handle: 'club.name' }],
    },
    target: {
      ...property.target,
      breakthrough_areas: origin ? ['north_america'] : [],
      average_visits_per_person: visits,
    },
  }));

/** What a spreadsheet program reads back from written sheets (the headers first). */
export function asRead(sheets: SheetOut[]): SheetIn[] {
  return sheets.map((sheet) => ({
    name: sheet.name,
    rows: [sheet.columns.map((c) => c.header), ...Array.from(sheet.rows)],
  }));
}
