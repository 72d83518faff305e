import type { Rates } from '@cakemix/core';
import {
  type CellError,
  type FieldErrorKeys,
  type Language,
  message,
  type PropertyData,
} from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { nextTurn } from '../../lib/next-turn.ts';
import type { PropertyChecks } from '../properties/checks.ts';
import { type PropertyRecord, toRecord } from '../properties/record.ts';
import type { PropertiesRepository } from '../properties/repository.ts';
import type { ImportReadPool } from './import-pool.ts';
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

const translate = (error: CellError, lang: Language): ImportError => ({
  sheet: error.sheet,
  row: error.row,
  column: error.column?.header ?? null,
  cell: error.column ? `${error.column.letter}${error.row}` : null,
  message: message(error.message, lang, error.params ?? {}),
});

/** Properties checked, or records made, between two turns of the event loop. */
const RECORDS_PER_YIELD = 10;

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
  /** Reads and checks the workbook in a worker thread. */
  reader: ImportReadPool;
  rates(websiteId: number): Promise<Rates>;
  clock: Clock;
  /** Told after an import created its properties (the embedded database then takes its statistics). */
  onImported?: () => Promise<void>;
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
    const outcome = await deps.reader.read(file, lang);
    if (!outcome.ok)
      throw new AppError('validation', outcome.message, { file: [outcome.message] }, outcome.params ?? {});
    const errors = [...outcome.errors];
    const checked: { row: number; data: PropertyData }[] = [];
    for (const [index, property] of outcome.properties.entries()) {
      // The rules were checked in the thread; the catalogue and the handles need the server. The embedded
      // database answers without a turn of the event loop: the loop gets one every few properties.
      if (index % RECORDS_PER_YIELD === RECORDS_PER_YIELD - 1) await nextTurn();
      const found: FieldErrorKeys = {};
      await deps.check.serverErrors(found, property.data);
      const placed = Object.keys(found).flatMap((path) => property.serverCells[path] ?? []);
      if (property.errors.length === 0 && placed.length === 0) checked.push(property);
      else errors.push(...property.errors, ...placed);
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
      // Each record values its property (a millisecond or so): the loop gets a turn every few of them.
      const records: PropertyRecord[] = [];
      for (const { data } of checked) {
        records.push(toRecord(data, rates));
        if (records.length % RECORDS_PER_YIELD === 0) await nextTurn();
      }
      const ids = await deps.repo.createMany(websiteId, userId, records, deps.clock());
      await deps.onImported?.();
      return { ids, count: ids.length };
    },
  };
}
export type PropertyImport = ReturnType<typeof createPropertyImport>;
