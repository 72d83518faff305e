import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  type BrandProfileSummary,
  type CellOutput,
  type Language,
  PROPERTY_FORM_TEXTS,
  type PropertySummary,
  type ReportSummary,
  SPREADSHEET_TEXTS,
  type SponsorshipType,
  type SpreadsheetTexts,
} from '@cakemix/core';
import type { FastifyReply } from 'fastify';
import { nextTurn } from '../../lib/next-turn.ts';
import { type ColumnKind, ROWS_PER_YIELD, writeWorkbook } from './workbook-io.ts';

/** A column of a list export: its heading, its kind of cell and the value it shows of a row. */
export interface ListColumn<Row> {
  header(texts: SpreadsheetTexts['list'], lang: Language): string;
  kind: ColumnKind;
  width: number;
  value(row: Row, lang: Language): CellOutput;
}

/** A list to export: its sheet's name, its columns, and its rows page after page (the screen's filters). */
export interface ListExport<Row> {
  sheet: keyof SpreadsheetTexts['sheets'];
  columns: ListColumn<Row>[];
  rows(): AsyncIterable<Row>;
}

/** Every row of a paged list, fetched a page at a time, so an export never holds the whole list. */
export async function* allPages<Row>(
  page: (number: number) => Promise<{ data: Row[]; meta: { last_page: number } }>,
): AsyncIterable<Row> {
  for (let number = 1; ; number++) {
    const { data, meta } = await page(number);
    yield* data;
    if (number >= meta.last_page || data.length === 0) return;
  }
}

const day = (iso: string | null) => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);
const status = (value: string, lang: Language) =>
  value === 'complete'
    ? SPREADSHEET_TEXTS[lang].list.statusComplete
    : SPREADSHEET_TEXTS[lang].list.statusDraft;

/** A property's sponsorship type, named in the reader's language. */
export const PROPERTY_TYPE_COLUMN: ListColumn<{ sponsorship_type: SponsorshipType | null }> = {
  header: (t) => t.type,
  kind: 'text',
  width: 16,
  value: (p, lang) =>
    p.sponsorship_type ? PROPERTY_FORM_TEXTS[lang].options.sponsorshipTypes[p.sponsorship_type] : null,
};

export const PROPERTY_LIST_COLUMNS: ListColumn<PropertySummary>[] = [
  { header: (t) => t.name, kind: 'text', width: 36, value: (p) => p.name },
  { header: (t) => t.createdAt, kind: 'date', width: 12, value: (p) => day(p.created_at) },
  {
    header: (t) => t.city,
    kind: 'text',
    width: 24,
    value: (p) => (p.city ? `${p.city.name}, ${p.city.region}` : null),
  },
  PROPERTY_TYPE_COLUMN,
  {
    header: (t) => t.category,
    kind: 'text',
    width: 20,
    value: (p, lang) => (p.category ? PROPERTY_FORM_TEXTS[lang].options.categories[p.category] : null),
  },
  { header: (t) => t.startDate, kind: 'date', width: 12, value: (p) => day(p.start_date) },
  { header: (t) => t.askedPrice, kind: 'money', width: 16, value: (p) => p.asked_price },
  { header: (t) => t.value, kind: 'money', width: 16, value: (p) => p.value },
  { header: (t) => t.status, kind: 'text', width: 12, value: (p, lang) => status(p.status, lang) },
];

export const PROFILE_LIST_COLUMNS: ListColumn<BrandProfileSummary>[] = [
  { header: (t) => t.name, kind: 'text', width: 36, value: (p) => p.name },
  { header: (t) => t.createdAt, kind: 'date', width: 12, value: (p) => day(p.created_at) },
  { header: (t) => t.updatedAt, kind: 'date', width: 12, value: (p) => day(p.updated_at) },
  { header: (t) => t.status, kind: 'text', width: 12, value: (p, lang) => status(p.status, lang) },
];

export const REPORT_LIST_COLUMNS: ListColumn<ReportSummary>[] = [
  { header: (t) => t.name, kind: 'text', width: 40, value: (r) => r.title },
  {
    header: (t) => t.kind,
    kind: 'text',
    width: 14,
    value: (r, lang) =>
      r.type === 'comparative'
        ? SPREADSHEET_TEXTS[lang].list.comparative
        : SPREADSHEET_TEXTS[lang].list.detailed,
  },
  {
    header: (_t, lang) => SPREADSHEET_TEXTS[lang].sheets.properties,
    kind: 'text',
    width: 30,
    value: (r) => r.property_name,
  },
  {
    header: (_t, lang) => SPREADSHEET_TEXTS[lang].sheets.profiles,
    kind: 'text',
    width: 30,
    value: (r) => r.profile_name,
  },
  { header: (t) => t.ratio, kind: 'ratio', width: 10, value: (r) => r.ratio },
  { header: (t) => t.createdAt, kind: 'date', width: 12, value: (r) => day(r.created_at) },
];

async function* rowsOf<Row>(list: ListExport<Row>, lang: Language): AsyncIterable<CellOutput[]> {
  for await (const row of list.rows()) yield list.columns.map((column) => column.value(row, lang));
}

const headers = <Row>(list: ListExport<Row>, lang: Language) =>
  list.columns.map((column) => column.header(SPREADSHEET_TEXTS[lang].list, lang));

/** Writes a list as an .xlsx workbook of one sheet. */
export function writeListWorkbook<Row>(
  list: ListExport<Row>,
  lang: Language,
  output: Writable,
): Promise<void> {
  const columns = headers(list, lang).map((header, i) => ({
    header,
    kind: list.columns[i]?.kind ?? 'text',
    width: list.columns[i]?.width ?? 16,
  }));
  return writeWorkbook(
    [{ name: SPREADSHEET_TEXTS[lang].sheets[list.sheet], columns, rows: rowsOf(list, lang) }],
    lang,
    output,
  );
}

/**
 * A CSV cell as a spreadsheet program in the reader's locale opens it: French Canadian Excel separates
 * fields with semicolons and decimals with a comma, English with commas and a point; dates are ISO.
 */
function csvCell(value: CellOutput, lang: Language): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return lang === 'fr' ? String(value).replace('.', ',') : String(value);
  // A text that a spreadsheet would take for a formula is prefixed so it stays text (CSV injection).
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A list as CSV text in UTF-8 with a byte order mark, so Excel reads accents right; row by row. */
export function listCsv<Row>(list: ListExport<Row>, lang: Language): Readable {
  const separator = lang === 'fr' ? ';' : ',';
  const line = (cells: CellOutput[]) => `${cells.map((cell) => csvCell(cell, lang)).join(separator)}\r\n`;
  async function* lines() {
    yield `\ufeff${line(headers(list, lang))}`;
    let count = 0;
    for await (const row of rowsOf(list, lang)) {
      yield line(row);
      if (++count % ROWS_PER_YIELD === 0) await nextTurn();
    }
  }
  return Readable.from(lines());
}

/** The type of an .xlsx workbook. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Today's date in a file name, so successive exports sort and do not overwrite each other. */
export const today = () => new Date().toISOString().slice(0, 10);

export function download(reply: FastifyReply, type: string, name: string) {
  return reply
    .type(type)
    .header(
      'content-disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, no-store');
}

/** Streams a list as a workbook or as CSV, in the reader's language. */
export function sendList<Row>(
  reply: FastifyReply,
  list: ListExport<Row>,
  format: 'xlsx' | 'csv',
  lang: Language,
) {
  const base = `${SPREADSHEET_TEXTS[lang].sheets[list.sheet]} ${today()}`;
  if (format === 'csv')
    return download(reply, 'text/csv; charset=utf-8', `${base}.csv`).send(listCsv(list, lang));
  const stream = new PassThrough();
  writeListWorkbook(list, lang, stream).catch((error: unknown) => stream.destroy(error as Error));
  return download(reply, XLSX, `${base}.xlsx`).send(stream);
}
