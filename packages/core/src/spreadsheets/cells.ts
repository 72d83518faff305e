import { PROPERTY_FORM_TEXTS } from '../i18n/catalogue/property-form.ts';
import { SPREADSHEET_TEXTS } from '../i18n/catalogue/spreadsheets.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { CityRef } from '../properties/schema.ts';
import type { CellKind } from './property-columns.ts';

/**
 * A cell's value as the workbook library gives it, reduced to what an import accepts: plain values, or
 * a mark for what it refuses (a formula, an error value such as #N/A).
 */
export type CellInput =
  | string
  | number
  | boolean
  | Date
  | null
  | { formula: true }
  | { error: true }
  /** A number shown as a percentage (0.45 shown as 45 %). */
  | { percent: number };

/** What a cell holds when written: text, a number, a date (UTC midnight) or nothing. */
export type CellOutput = string | number | Date | null;

export type CellRead =
  | { ok: true; value: unknown }
  | { ok: false; error: MessageKey; params?: Record<string, string> };

export interface CellContext {
  /** The city a cell names ("Name, region, country"), when it is on the shipped list. */
  city(text: string): CityRef | undefined;
}

const LIST_SEPARATOR = '; ';

/** Lower case, no accents, single spaces: how option names and yes/no are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** ISO date of a cell's date: workbooks keep calendar dates as UTC midnight. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const optionNames = (kind: Extract<CellKind, { names: unknown }>, lang: Language) => kind.names(lang);

/** The option key a text names, in either language, or by its key. */
function findOption(kind: Extract<CellKind, { names: unknown }>, text: string): string | undefined {
  const wanted = fold(text);
  for (const lang of LANGUAGES) {
    for (const [key, name] of Object.entries(optionNames(kind, lang))) {
      if (fold(name) === wanted || key === text.trim()) return key;
    }
  }
  return undefined;
}

const noneOfThese = (text: string) =>
  LANGUAGES.some((l) => fold(PROPERTY_FORM_TEXTS[l].form.noneOfThese) === fold(text));

function yesNo(text: string): boolean | undefined {
  const wanted = fold(text);
  for (const lang of LANGUAGES) {
    if (fold(SPREADSHEET_TEXTS[lang].yes) === wanted) return true;
    if (fold(SPREADSHEET_TEXTS[lang].no) === wanted) return false;
  }
  if (wanted === 'true' || wanted === 'vrai') return true;
  if (wanted === 'false' || wanted === 'faux') return false;
  return undefined;
}

/** A number typed as text, with a point or a comma for decimals and spaces between thousands. */
function numberFromText(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : undefined;
}

/** The value of a property field as a cell, in the reader's language. */
export function toCell(kind: CellKind, value: unknown, lang: Language): CellOutput {
  if (value === null || value === undefined || value === '') return null;
  switch (kind.type) {
    case 'text':
      return String(value);
    case 'whole':
    case 'decimal':
    case 'money':
    case 'percent':
      return value as number;
    case 'date':
      return new Date(`${value as string}T00:00:00Z`);
    case 'boolean':
      return value ? SPREADSHEET_TEXTS[lang].yes : SPREADSHEET_TEXTS[lang].no;
    case 'option':
      return optionNames(kind, lang)[value as string] ?? String(value);
    case 'options': {
      const keys = value as string[];
      if (keys.length === 0) return kind.answered ? PROPERTY_FORM_TEXTS[lang].form.noneOfThese : null;
      const names = optionNames(kind, lang);
      return keys.map((key) => names[key] ?? key).join(LIST_SEPARATOR);
    }
    case 'city': {
      const city = value as CityRef;
      return `${city.name}, ${city.region}, ${city.country}`;
    }
  }
}

const fail = (error: MessageKey, params?: Record<string, string>): CellRead =>
  params ? { ok: false, error, params } : { ok: false, error };

/** Text of a plain cell value; a date or a formula is not text. */
const textOf = (cell: string | number | boolean) => String(cell).trim();

/**
 * The value a cell gives a property field. An empty cell gives `undefined`: the field keeps its default
 * (empty, "not answered", or false for a tick box), as an untouched field of the form does.
 */
export function fromCell(kind: CellKind, cell: CellInput, context: CellContext): CellRead {
  if (cell === null || (typeof cell === 'string' && cell.trim() === ''))
    return { ok: true, value: undefined };
  if (typeof cell === 'object' && 'formula' in cell) return fail('importFormula');
  if (typeof cell === 'object' && 'error' in cell) return fail('invalidInput');
  if (kind.type === 'date') {
    if (cell instanceof Date) return { ok: true, value: isoDate(cell) };
    return fail('importDateAsText');
  }
  if (typeof cell === 'object' && 'percent' in cell) {
    return kind.type === 'percent'
      ? { ok: true, value: Math.round(cell.percent * 1e8) / 1e6 }
      : fail('invalidInput');
  }
  if (cell instanceof Date) return fail('invalidInput');
  switch (kind.type) {
    case 'text':
      return { ok: true, value: textOf(cell) };
    case 'whole':
    case 'decimal':
    case 'money':
    case 'percent': {
      const number =
        typeof cell === 'number' ? cell : typeof cell === 'string' ? numberFromText(cell) : undefined;
      return number === undefined ? fail('importNumberExpected') : { ok: true, value: number };
    }
    case 'boolean': {
      const answer = typeof cell === 'boolean' ? cell : yesNo(textOf(cell));
      return answer === undefined ? fail('optionRequired') : { ok: true, value: answer };
    }
    case 'option': {
      const key = findOption(kind, textOf(cell));
      return key === undefined
        ? fail('importUnknownOption', { value: textOf(cell) })
        : { ok: true, value: key };
    }
    case 'options': {
      const text = textOf(cell);
      if (noneOfThese(text)) return { ok: true, value: [] };
      const keys: string[] = [];
      for (const part of text.split(/[;\n]/).filter((p) => p.trim() !== '')) {
        const key = findOption(kind, part);
        if (key === undefined) return fail('importUnknownOption', { value: part.trim() });
        if (!keys.includes(key)) keys.push(key);
      }
      return { ok: true, value: keys };
    }
    case 'city': {
      const city = context.city(textOf(cell));
      return city ? { ok: true, value: city } : fail('cityInvalid');
    }
  }
}
