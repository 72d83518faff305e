import type { Writable } from 'node:stream';
import type { CellInput, CellOutput, Language, SheetIn } from '@cakemix/core';
import type ExcelJS from 'exceljs';
import { nextTurn } from '../../lib/next-turn.ts';

/**
 * The spreadsheet library, loaded on the first workbook read or written: it takes about 20 MB and a
 * second of start-up that a server which never sees a spreadsheet need not pay (decision 033).
 */
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => {
  excel ??= import('exceljs').then((module) => module.default);
  return excel;
};

/** The kinds of cell a workbook column can hold, as the layouts describe them. */
export type ColumnKind =
  | 'text'
  | 'whole'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'ratio'
  | 'share'
  | 'date'
  | 'boolean'
  | 'option'
  | 'options'
  | 'city';

/**
 * A cell to write: a plain value in its column's format, a value in a format of its own (a table whose rows
 * mix money and ratios), or a formula with the result the program shows until it recalculates.
 */
export type WorkbookCell =
  | CellOutput
  | { value: CellOutput; kind: ColumnKind }
  | { formula: string; result: number; kind?: ColumnKind };

export interface SheetToWrite {
  name: string;
  columns: { header: string; kind: ColumnKind | string; width: number }[];
  rows: Iterable<WorkbookCell[]> | AsyncIterable<WorkbookCell[]>;
}

/** Rows written between two yields to the event loop: a row takes tens of microseconds (bench). */
export const ROWS_PER_YIELD = 10;

/**
 * Number formats by kind, as Excel and LibreOffice read them: dollars in Canadian dollars written the
 * reader's way (fr-CA puts the sign after), percentages of the form as plain numbers (0–100, the heading
 * says "%"), dates as ISO dates.
 */
function numberFormat(kind: string, lang: Language): string | undefined {
  switch (kind) {
    case 'money':
      return lang === 'fr' ? '#,##0.00 [$$-fr-CA]' : '[$$-en-CA]#,##0.00';
    case 'whole':
      return '#,##0';
    case 'decimal':
    case 'percent':
      return '#,##0.##';
    case 'ratio':
      return '0.00';
    case 'share':
      return '0.0%';
    case 'date':
      return 'yyyy-mm-dd';
    default:
      return undefined;
  }
}

const isPlain = (cell: WorkbookCell): cell is CellOutput =>
  cell === null || typeof cell !== 'object' || cell instanceof Date;

/** Adds a row of cells, giving a cell with a kind of its own that kind's format. */
function addRow(worksheet: ExcelJS.Worksheet, cells: WorkbookCell[], lang: Language): ExcelJS.Row {
  const row = worksheet.addRow(
    cells.map((cell) => {
      if (isPlain(cell)) return cell;
      if ('formula' in cell) return { formula: cell.formula, result: cell.result };
      return cell.value;
    }),
  );
  cells.forEach((cell, index) => {
    if (isPlain(cell) || !cell.kind) return;
    const format = numberFormat(cell.kind, lang);
    if (format) row.getCell(index + 1).numFmt = format;
  });
  return row;
}

/**
 * Writes sheets into an .xlsx stream row by row (the library's streaming writer commits each row, so a
 * large list never sits whole in memory), with a bold, frozen heading row and each column's format.
 */
export async function writeWorkbook(sheets: SheetToWrite[], lang: Language, output: Writable): Promise<void> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, index) => {
      const format = numberFormat(column.kind, lang);
      return { key: String(index), width: column.width, ...(format ? { style: { numFmt: format } } : {}) };
    });
    const heading = worksheet.addRow(sheet.columns.map((c) => c.header));
    heading.font = { bold: true };
    heading.commit();
    let count = 0;
    for await (const row of sheet.rows) {
      addRow(worksheet, row, lang).commit();
      // Yield to the event loop now and then, so a long export leaves room for other requests.
      if (++count % ROWS_PER_YIELD === 0) await nextTurn();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** A cell of the library reduced to what an import accepts. */
function cellInput(cell: ExcelJS.Cell): CellInput {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return cell.numFmt?.includes('%') ? { percent: value } : value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if ('formula' in value || 'sharedFormula' in value) return { formula: true };
  if ('error' in value) return { error: true };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return { error: true };
}

/** The sheets of a workbook as rows of cells (the file has passed `checkWorkbookFile`). */
export async function readWorkbook(file: Buffer): Promise<SheetIn[]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  // The library's own Buffer type is an ArrayBuffer; a Node Buffer is what it reads.
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((worksheet) => {
    const rows: CellInput[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: CellInput[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellInput(cell);
      });
      rows[number - 1] = Array.from(cells, (cell) => cell ?? null);
    });
    return { name: worksheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}
