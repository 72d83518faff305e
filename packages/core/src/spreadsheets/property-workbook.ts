import type { z } from 'zod';
import { SPREADSHEET_TEXTS } from '../i18n/catalogue/spreadsheets.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { propertyErrors } from '../properties/rules.ts';
import { type PropertyData, propertyInputSchema } from '../properties/schema.ts';
import { type CellContext, type CellInput, type CellOutput, fold, fromCell, toCell } from './cells.ts';
import {
  type Column,
  ITEM_SHEETS,
  type ItemSheet,
  PROPERTY_COLUMNS,
  propertyRowHeader,
} from './property-columns.ts';

/** The most properties one workbook may import (the bench imports this many in well under 30 s). */
export const MAX_IMPORT_PROPERTIES = 1000;

/** A sheet to write: its name, its columns and its rows of cells, in the reader's language. */
export interface SheetOut {
  name: string;
  columns: { header: string; kind: Column['kind']['type']; width: number }[];
  /** Made as the writer takes them, so a large workbook is never built whole before it is written. */
  rows: Iterable<CellOutput[]>;
}

/** A sheet as read: its name and its rows of cells, the first row being the headers. */
export interface SheetIn {
  name: string;
  rows: CellInput[][];
}

/** Where an import found a mistake, and which (a message key of the catalogue, with its parameters). */
export interface CellError {
  sheet: string;
  /** The row number as the spreadsheet program shows it (1 is the headers). */
  row: number;
  /** The column's heading and letter; absent when the mistake is the whole row's or sheet's. */
  column?: { header: string; letter: string };
  message: MessageKey;
  params?: Record<string, string>;
}

/** A property of the workbook that passed every check: imported complete when it meets every rule. */
export interface ImportedProperty {
  row: number;
  data: PropertyData;
}

const getPath = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let inner = target;
  for (const key of path.slice(0, -1)) {
    inner[key] ??= {};
    inner = inner[key] as Record<string, unknown>;
  }
  inner[path[path.length - 1] as string] = value;
}

/** A column's letter: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const itemsOf = (data: PropertyData, sheet: ItemSheet) =>
  getPath(data, sheet.list) as Record<string, unknown>[];
const sheetName = (key: keyof (typeof SPREADSHEET_TEXTS)['en']['sheets'], lang: Language) =>
  SPREADSHEET_TEXTS[lang].sheets[key];

/** Rows made from each property in turn, when they are read. */
function lazily(
  properties: PropertyData[],
  rowsOf: (property: PropertyData, index: number) => CellOutput[][],
) {
  return {
    *[Symbol.iterator]() {
      for (const [index, property] of properties.entries()) yield* rowsOf(property, index);
    },
  };
}

/**
 * The properties as the import template lays them out: the Properties sheet, one sheet per item list
 * (each item's first cell is its property's row) and a sheet that says how to fill it in.
 */
export function propertyWorkbook(properties: PropertyData[], lang: Language): SheetOut[] {
  const describe = (columns: readonly Column[]) =>
    columns.map((c) => ({ header: c.header(lang), kind: c.kind.type, width: c.width }));
  const propertiesSheet: SheetOut = {
    name: sheetName('properties', lang),
    columns: describe(PROPERTY_COLUMNS),
    rows: lazily(properties, (p) => [PROPERTY_COLUMNS.map((c) => toCell(c.kind, getPath(p, c.path), lang))]),
  };
  const itemSheets = ITEM_SHEETS.map(
    (sheet): SheetOut => ({
      name: sheetName(sheet.sheet, lang),
      columns: [{ header: propertyRowHeader(lang), kind: 'whole', width: 14 }, ...describe(sheet.columns)],
      rows: lazily(properties, (p, i) =>
        itemsOf(p, sheet).map((item) => [
          i + 2,
          ...sheet.columns.map((c) => toCell(c.kind, getPath(item, c.path), lang)),
        ]),
      ),
    }),
  );
  const readMe: SheetOut = {
    name: sheetName('readMe', lang),
    columns: [{ header: sheetName('readMe', lang), kind: 'text', width: 120 }],
    rows: SPREADSHEET_TEXTS[lang].readMe.map((line) => [line]),
  };
  return [propertiesSheet, ...itemSheets, readMe];
}

const isEmptyRow = (row: CellInput[]) =>
  row.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** Finds a sheet by its name in either language. */
function findSheet(sheets: SheetIn[], key: Parameters<typeof sheetName>[0]): SheetIn | undefined {
  const names = LANGUAGES.map((lang) => fold(sheetName(key, lang)));
  return sheets.find((sheet) => names.includes(fold(sheet.name)));
}

/** The template's column under each heading of a sheet, whichever language the headings are in. */
function matchHeaders(
  sheet: SheetIn,
  columns: readonly Column[],
  errors: CellError[],
  extra: string[] = [],
): { columns: (Column | null)[]; letters: string[] } {
  const byHeader = new Map<string, Column | null>();
  for (const lang of LANGUAGES) {
    for (const column of columns) byHeader.set(fold(column.header(lang)), column);
  }
  for (const header of extra) byHeader.set(fold(header), null);
  const headers = sheet.rows[0] ?? [];
  const matched = headers.map((cell, index) => {
    const text = typeof cell === 'string' ? cell : cell === null ? '' : String(cell);
    if (text.trim() === '') return null;
    const column = byHeader.get(fold(text));
    if (column === undefined) {
      errors.push({
        sheet: sheet.name,
        row: 1,
        column: { header: text, letter: columnLetter(index) },
        message: 'importUnknownColumn',
        params: { column: text },
      });
      return null;
    }
    return column;
  });
  return { columns: matched, letters: headers.map((_, i) => columnLetter(i)) };
}

/** Where each field of a property came from, to put its schema's errors back on the cells. */
interface Origin {
  sheetRow: number;
  /** A cell of the property or of one of its items could not be read: the property is not imported. */
  unreadable: boolean;
  /** Per item list (by its path), the sheet row of each item. */
  itemRows: Map<string, number[]>;
}

interface Placed {
  sheet: SheetIn;
  columns: (Column | null)[];
}

function readRow(
  placed: Placed,
  row: CellInput[],
  rowNumber: number,
  context: CellContext,
  errors: CellError[],
  lang: Language,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  placed.columns.forEach((column, index) => {
    if (!column) return;
    const read = fromCell(column.kind, row[index] ?? null, context);
    if (!read.ok) {
      errors.push({
        sheet: placed.sheet.name,
        row: rowNumber,
        column: { header: column.header(lang), letter: columnLetter(index) },
        message: read.error,
        ...(read.params ? { params: read.params } : {}),
      });
    } else if (read.value !== undefined) setPath(value, column.path, read.value);
  });
  return value;
}

/** Puts a field error of a property (a path in the property) on the cell it came from. */
function placeError(
  path: string,
  message: MessageKey,
  origin: Origin,
  properties: Placed,
  items: Map<string, Placed>,
  lang: Language,
): CellError {
  const parts = path.split('.');
  for (const [list, placed] of items) {
    const listPath = `${list}.`;
    if (!path.startsWith(listPath)) continue;
    const [index, ...rest] = parts.slice(list.split('.').length);
    const row = origin.itemRows.get(list)?.[Number(index)];
    if (row === undefined) break;
    return locate(placed, rest.join('.'), row, message, lang);
  }
  return locate(properties, path, origin.sheetRow, message, lang);
}

function locate(placed: Placed, path: string, row: number, message: MessageKey, lang: Language): CellError {
  // A group's error (a percent total) sits on the group's first column.
  const index = placed.columns.findIndex(
    (c) => c && (c.path.join('.') === path || c.path.join('.').startsWith(`${path}.`)),
  );
  const column = placed.columns[index];
  return {
    sheet: placed.sheet.name,
    row,
    ...(column ? { column: { header: column.header(lang), letter: columnLetter(index) } } : {}),
    message,
  };
}

function zodErrors(error: z.ZodError): [string, MessageKey][] {
  return error.issues.map((issue) => [issue.path.join('.'), issue.message as MessageKey]);
}

/**
 * Reads a property workbook: every property of the Properties sheet with its items, checked by the
 * property's schema and rules. Errors name their sheet, row and column; a property without errors is
 * complete when it meets every rule of a complete property, else a draft. `fieldErrors` lets the caller
 * add the checks only the server can make (the city list, the benefit catalogue), by property.
 */
export function readPropertyWorkbook(
  sheets: SheetIn[],
  context: CellContext,
  lang: Language,
): {
  properties: ImportedProperty[];
  errors: CellError[];
  placeErrors: (row: number, errors: Record<string, MessageKey[]>) => CellError[];
} {
  const errors: CellError[] = [];
  const propertiesSheet = findSheet(sheets, 'properties');
  if (!propertiesSheet) {
    const name = sheetName('properties', lang);
    return {
      properties: [],
      errors: [{ sheet: name, row: 1, message: 'importMissingSheet', params: { sheet: name } }],
      placeErrors: () => [],
    };
  }
  const properties: Placed = {
    sheet: propertiesSheet,
    ...matchHeaders(propertiesSheet, PROPERTY_COLUMNS, errors),
  };
  const raw = new Map<number, { value: Record<string, unknown>; origin: Origin }>();
  propertiesSheet.rows.slice(1).forEach((row, i) => {
    if (isEmptyRow(row)) return;
    const sheetRow = i + 2;
    const before = errors.length;
    const value = readRow(properties, row, sheetRow, context, errors, lang);
    raw.set(sheetRow, {
      value,
      origin: { sheetRow, unreadable: errors.length > before, itemRows: new Map() },
    });
  });

  const items = new Map<string, Placed>();
  for (const itemSheet of ITEM_SHEETS) {
    const sheet = findSheet(sheets, itemSheet.sheet);
    if (!sheet) continue;
    const rowHeaders = LANGUAGES.map(propertyRowHeader);
    const matched = matchHeaders(sheet, itemSheet.columns, errors, rowHeaders);
    const keyIndex = (sheet.rows[0] ?? []).findIndex(
      (cell) => typeof cell === 'string' && rowHeaders.some((h) => fold(h) === fold(cell)),
    );
    const listPath = itemSheet.list.join('.');
    const placed: Placed = { sheet, columns: matched.columns };
    items.set(listPath, placed);
    sheet.rows.slice(1).forEach((row, i) => {
      if (isEmptyRow(row)) return;
      const sheetRow = i + 2;
      const key = keyIndex >= 0 ? row[keyIndex] : null;
      const owner = typeof key === 'number' ? raw.get(key) : undefined;
      if (!owner) {
        errors.push({
          sheet: sheet.name,
          row: sheetRow,
          column: { header: propertyRowHeader(lang), letter: columnLetter(Math.max(keyIndex, 0)) },
          message: 'importUnknownRow',
          params: { row: typeof key === 'number' || typeof key === 'string' ? String(key) : '' },
        });
        return;
      }
      const before = errors.length;
      const item = {
        id: globalThis.crypto.randomUUID(),
        ...readRow(placed, row, sheetRow, context, errors, lang),
      };
      if (errors.length > before) owner.origin.unreadable = true;
      const list = (getPath(owner.value, itemSheet.list) as unknown[] | undefined) ?? [];
      setPath(owner.value, itemSheet.list, [...list, item]);
      const rows = owner.origin.itemRows.get(listPath) ?? [];
      owner.origin.itemRows.set(listPath, [...rows, sheetRow]);
    });
  }

  if (raw.size === 0 && errors.length === 0)
    errors.push({ sheet: propertiesSheet.name, row: 2, message: 'importNoProperties' });
  if (raw.size > MAX_IMPORT_PROPERTIES)
    errors.push({
      sheet: propertiesSheet.name,
      row: MAX_IMPORT_PROPERTIES + 2,
      message: 'importTooManyRows',
      params: { max: String(MAX_IMPORT_PROPERTIES) },
    });

  const place = (origin: Origin, found: [string, MessageKey][]) =>
    found.map(([path, message]) => placeError(path, message, origin, properties, items, lang));

  const imported: ImportedProperty[] = [];
  // A cell that could not be read already has its error; what the schema says of it (empty, so required)
  // would repeat it, so the schema's errors are kept for the other cells only.
  const cellKey = (e: CellError) => `${e.sheet}|${e.row}|${e.column?.letter ?? ''}`;
  const unreadableCells = new Set(errors.map(cellKey));
  const report = (found: CellError[]) =>
    errors.push(...found.filter((e) => !unreadableCells.has(cellKey(e))));
  for (const [row, { value, origin }] of raw) {
    const parsed = propertyInputSchema.safeParse({ ...value, status: 'draft' });
    if (!parsed.success) {
      report(place(origin, zodErrors(parsed.error)));
      continue;
    }
    // The rules every save must meet (no percent group over 100, no end before the beginning).
    const always = Object.entries(propertyErrors(parsed.data)).flatMap(([path, keys]) =>
      keys.map((k): [string, MessageKey] => [path, k]),
    );
    report(place(origin, always));
    if (always.length > 0 || origin.unreadable) continue;
    const complete: PropertyData = { ...parsed.data, status: 'complete' };
    const passes = Object.keys(propertyErrors(complete)).length === 0;
    imported.push({ row, data: passes ? complete : parsed.data });
  }

  const placeErrors = (row: number, found: Record<string, MessageKey[]>) => {
    const origin = raw.get(row)?.origin;
    if (!origin) return [];
    return place(
      origin,
      Object.entries(found).flatMap(([path, keys]) => keys.map((k): [string, MessageKey] => [path, k])),
    );
  };
  return { properties: imported, errors, placeErrors };
}
