import type { Rates } from '@cakemix/core';
import {
  type CellError,
  type CityRef,
  type Language,
  message,
  type PropertyData,
  readPropertyWorkbook,
} from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type CityList, cityId } from '../cities/city-list.ts';
import type { PropertyChecks } from '../properties/checks.ts';
import { toRecord } from '../properties/record.ts';
import type { PropertiesRepository } from '../properties/repository.ts';
import { readWorkbook } from './workbook-io.ts';
import { checkWorkbookFile, MAX_WORKBOOK_BYTES } from './zip-guard.ts';

/** One property the workbook would create: its row, its name and whether it is complete or a draft. */
export interface ImportPreviewRow {
  row: number;
  name: string;
  status: PropertyData['status'];
}

/** A mistake as the reader sees it: sheet, row, column (heading and letter) and the message in words. */
export interface ImportError {
  sheet: string;
  row: number;
  column: string | null;
  cell: string | null;
  message: string;
}

export interface ImportResult {
  properties: ImportPreviewRow[];
  errors: ImportError[];
}

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

const translate = (error: CellError, lang: Language): ImportError => ({
  sheet: error.sheet,
  row: error.row,
  column: error.column?.header ?? null,
  cell: error.column ? `${error.column.letter}${error.row}` : null,
  message: message(error.message, lang, error.params ?? {}),
});

/** Sizes as a person reads them ("5 MB"). */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Imports properties from a workbook laid out as the template: reads it, checks every property as the
 * form's save would (the schema and rules, the city list, the benefit catalogue), and either previews what
 * it would create or creates all of it in one transaction. A file that is not a usable workbook is a 422.
 */
export function createPropertyImport(deps: {
  repo: PropertiesRepository;
  check: PropertyChecks;
  cities: () => CityList;
  rates(websiteId: number): Promise<Rates>;
  clock: Clock;
}) {
  async function read(file: Buffer, lang: Language) {
    const verdict = await checkWorkbookFile(file);
    if (!verdict.ok) {
      throw new AppError(
        'validation',
        verdict.message,
        { file: [verdict.message] },
        { max: megabytes(MAX_WORKBOOK_BYTES) },
      );
    }
    const sheets = await readWorkbook(file).catch(() => {
      throw new AppError('validation', 'importNotWorkbook', { file: ['importNotWorkbook'] });
    });
    const cities = deps.cities();
    const workbook = readPropertyWorkbook(sheets, { city: (text) => cityFromCell(cities, text) }, lang);
    // A workbook without the template's Properties sheet is not one this import reads: the file is at fault.
    const missing = workbook.errors.find((error) => error.message === 'importMissingSheet');
    if (missing)
      throw new AppError(
        'validation',
        'importMissingSheet',
        { file: ['importMissingSheet'] },
        missing.params,
      );
    const errors = [...workbook.errors];
    const checked: { row: number; data: PropertyData }[] = [];
    for (const property of workbook.properties) {
      try {
        checked.push({ row: property.row, data: await deps.check(property.data) });
      } catch (error) {
        if (!(error instanceof AppError) || !error.fieldErrors) throw error;
        errors.push(...workbook.placeErrors(property.row, error.fieldErrors));
      }
    }
    errors.sort((a, b) => a.sheet.localeCompare(b.sheet) || a.row - b.row);
    return { checked, errors: errors.map((error) => translate(error, lang)) };
  }

  return {
    /** What the workbook would create, and every mistake in it; writes nothing. */
    async preview(file: Buffer, lang: Language): Promise<ImportResult> {
      const { checked, errors } = await read(file, lang);
      return {
        properties: checked.map(({ row, data }) => ({ row, name: data.general.name, status: data.status })),
        errors,
      };
    },

    /** Creates every property of the workbook, or none when it has any mistake (a 422 listing them). */
    async commit(websiteId: number, userId: number, file: Buffer, lang: Language) {
      const { checked, errors } = await read(file, lang);
      // The mistakes go in `details`, by sheet, row and column, already in the reader's language.
      if (errors.length > 0)
        throw new AppError(
          'validation',
          'importHasErrors',
          { file: ['importHasErrors'] },
          {},
          undefined,
          errors,
        );
      const rates = await deps.rates(websiteId);
      const records = checked.map(({ data }) => toRecord(data, rates));
      const ids = await deps.repo.createMany(websiteId, userId, records, deps.clock());
      return { ids, count: ids.length };
    },
  };
}
export type PropertyImport = ReturnType<typeof createPropertyImport>;
