import type { MessagePort } from 'node:worker_threads';
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
  /** Where the thread sends what it read, a batch of properties at a time, then the outcome. */
  port: MessagePort;
}

/** What the thread sends on its port: batches of properties, then the outcome (without them). */
export type ImportReadMessage =
  | { batch: ReadProperty[] }
  | { outcome: Exclude<ImportReadOutcome, { ok: true }> | { ok: true; properties: []; errors: CellError[] } };

// Unlike the PDF renders, the thread keeps the normal priority: a person waits for the preview, and on a busy
// machine a lowered thread took twice as long (bench/spreadsheets.ts).

/**
 * Properties sent in one message. The server's loop copies each message in once it arrives: a thousand
 * properties at once held it 140 ms (bench/spreadsheets.ts), twenty-five a few milliseconds.
 */
const BATCH = 25;

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
export default async function readImportInThread({ file, lang, port }: ImportReadTask): Promise<void> {
  const outcome = await readAndCheck(file, lang);
  const messages: ImportReadMessage[] = [];
  if (outcome.ok) {
    for (let start = 0; start < outcome.properties.length; start += BATCH)
      messages.push({ batch: outcome.properties.slice(start, start + BATCH) });
    messages.push({ outcome: { ...outcome, properties: [] } });
  } else messages.push({ outcome });
  // One message each time the server asks: messages sent at once would be taken in one turn of its loop.
  await new Promise<void>((resolve) => {
    const next = () => {
      const message = messages.shift();
      if (message) port.postMessage(message);
      if (messages.length === 0) {
        port.off('message', next);
        resolve();
      }
    };
    port.on('message', next);
  });
  port.close();
}

async function readAndCheck(file: Uint8Array, lang: Language): Promise<ImportReadOutcome> {
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
