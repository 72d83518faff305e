import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asRead, testCities, workbookPropertyArb } from '../../test/property-workbook-arbitrary.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { completeProperty } from '../properties/fixtures.test-data.ts';
import { type PropertyData, propertyInputSchema } from '../properties/schema.ts';
import { propertyWorkbook, readPropertyWorkbook, type SheetIn } from './property-workbook.ts';

/** A property without what an import gives anew: item ids, status (from the rules) and confirmations. */
function comparable(data: PropertyData) {
  const strip = <T extends { id: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  return {
    ...data,
    status: undefined,
    plausibility: undefined,
    general: {
      ...data.general,
      digital_audiences: strip(data.general.digital_audiences),
      social_handles: strip(data.general.social_handles),
    },
    owned_media: { ...data.owned_media, contractual_benefits: strip(data.owned_media.contractual_benefits) },
    hospitality: { items: strip(data.hospitality.items) },
    activation: { items: strip(data.activation.items) },
    custom_metrics: { items: strip(data.custom_metrics.items) },
  };
}

describe('property workbook', () => {
  it('reads back every property it wrote, in either language (round trip)', () => {
    fc.assert(
      fc.property(
        fc.array(workbookPropertyArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...LANGUAGES),
        (inputs, lang) => {
          const properties = inputs.map((input) => propertyInputSchema.parse(input));
          const read = readPropertyWorkbook(asRead(propertyWorkbook(properties, lang)), testCities, lang);
          expect(read.errors).toEqual([]);
          expect(read.properties.map((p) => comparable(p.data))).toEqual(properties.map(comparable));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('imports a property that meets every rule as complete, another as a draft', () => {
    const complete = propertyInputSchema.parse({
      ...completeProperty(),
      general: { ...completeProperty().general, city: null },
    });
    const withCity = propertyInputSchema.parse(completeProperty());
    const sheets = asRead(propertyWorkbook([complete, withCity], 'en'));
    const read = readPropertyWorkbook(sheets, testCities, 'en');
    expect(read.errors).toEqual([]);
    expect(read.properties.map((p) => p.data.status)).toEqual(['draft', 'complete']);
  });

  it('names each mistake by sheet, row and column, in the reader’s language', () => {
    const property = propertyInputSchema.parse(completeProperty());
    const sheets = asRead(propertyWorkbook([property, property], 'fr'));
    const [propertiesSheet, , , benefits] = sheets as [SheetIn, SheetIn, SheetIn, SheetIn];
    const headers = propertiesSheet.rows[0] as string[];
    const at = (header: string) => headers.indexOf(header);
    const second = propertiesSheet.rows[2] as unknown[];
    second[at('Début')] = '2026-09-01';
    second[at('Type de commandite')] = 'Équipe sportive';
    second[at('Droits (prix demandé)')] = { formula: true };
    const benefitRow = benefits.rows[2] as unknown[];
    benefitRow[(benefits.rows[0] as string[]).indexOf('Nom')] = '';
    const read = readPropertyWorkbook(sheets, testCities, 'fr');
    // Only the untouched row passes; the import writes nothing while any error remains.
    expect(read.properties.map((p) => p.row)).toEqual([2]);
    const found = read.errors.map((e) => [e.sheet, e.row, e.column?.header, e.message]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Propriétés', 3, 'Début', 'importDateAsText'],
        ['Propriétés', 3, 'Type de commandite', 'importUnknownOption'],
        ['Propriétés', 3, 'Droits (prix demandé)', 'importFormula'],
        ['Avantages', 3, 'Nom', 'fieldRequired'],
      ]),
    );
  });

  it('refuses a workbook without the properties sheet, or with items of a row that has no property', () => {
    expect(readPropertyWorkbook([{ name: 'Feuil1', rows: [] }], testCities, 'en').errors[0]?.message).toBe(
      'importMissingSheet',
    );
    const sheets = asRead(propertyWorkbook([propertyInputSchema.parse(completeProperty())], 'en'));
    const benefits = sheets.find((s) => s.name === 'Benefits') as SheetIn;
    (benefits.rows[1] as unknown[])[0] = 7;
    const read = readPropertyWorkbook(sheets, testCities, 'en');
    expect(read.errors).toEqual([
      expect.objectContaining({
        sheet: 'Benefits',
        row: 2,
        message: 'importUnknownRow',
        params: { row: '7' },
      }),
    ]);
  });
});
