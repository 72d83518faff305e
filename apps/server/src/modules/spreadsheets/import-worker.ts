import {
  type CellError,
  type Language,
  type MessageKey,
  type PropertyData,
  readPropertyWorkbook,
} from '@cakemix/core';
import { shippedCityList } from '../cities/city-list.ts';
import { propertyRuleErrors } from '../properties/checks.ts';
import { cityFromCell } from './city-cell.ts';
import { readWorkbook } from './workbook-io.ts';

export interface ImportReadTask {
  /** The workbook's bytes (it has passed checkWorkbookFile). */
  file: Uint8Array;
  lang: Language;
}

/** A property read from the workbook and checked against every rule that needs no server. */
export interface ReadProperty {
  row: number;
  /** With the city list's spelling of its city. */
  data: PropertyData;
  /** What the rules found, on their cells. */
  errors: CellError[];
  /**
   * Where the checks only the server makes (benefit catalogue, handles) would put their errors, by field
   * path: the cells are known only here, where the workbook is read.
   */
  serverCells: Record<string, CellError[]>;
}

/** The workbook read and checked, or why the file is not one the import reads. */
export type ImportReadOutcome =
  | { ok: true; properties: ReadProperty[]; errors: CellError[] }
  | { ok: false; message: MessageKey; params?: Record<string, string> };

/**
 * Runs in a worker thread of the import pool (import-pool.ts): the library's `load`, reading the cells and
 * the property rules are all CPU work, seconds of it for a thousand properties, that would otherwise hold
 * the event loop.
 */
export default async function readImportInThread({ file, lang }: ImportReadTask): Promise<ImportReadOutcome> {
  const sheets = await readWorkbook(Buffer.from(file.buffer, file.byteOffset, file.byteLength)).catch(
    () => null,
  );
  if (!sheets) return { ok: false, message: 'importNotWorkbook' };
  const cities = shippedCityList();
  const workbook = readPropertyWorkbook(sheets, { city: (text) => cityFromCell(cities, text) }, lang);
  // A workbook without the template's Properties sheet is not one this import reads: the file is at fault.
  const missing = workbook.errors.find((error) => error.message === 'importMissingSheet');
  if (missing)
    return {
      ok: false,
      message: 'importMissingSheet',
      ...(missing.params ? { params: missing.params } : {}),
    };
  const properties = workbook.properties.map(({ row, data }): ReadProperty => {
    const { errors, city } = propertyRuleErrors(data, cities);
    const serverPaths: Record<string, MessageKey[]> = {};
    data.owned_media.contractual_benefits.forEach((_, i) => {
      serverPaths[`owned_media.contractual_benefits.${i}.benefit_id`] = ['invalidInput'];
    });
    data.general.social_handles.forEach((_, i) => {
      serverPaths[`general.social_handles.${i}.handle`] = ['handleInvalid'];
    });
    return {
      row,
      data: { ...data, general: { ...data.general, city: city ?? null } },
      errors: workbook.placeErrors(row, errors),
      serverCells: Object.fromEntries(
        Object.entries(serverPaths).map(([path, keys]) => [
          path,
          workbook.placeErrors(row, { [path]: keys }),
        ]),
      ),
    };
  });
  return { ok: true, properties, errors: workbook.errors };
}
