import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary.ts';

/**
 * JSON text sent as written: what JSON.stringify cannot produce (-0, 1e400, a `__proto__` key) or what is
 * too deep to build as a value first.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const nested = (depth: number, open: string, inner: string, close: string) =>
  new RawJson(open.repeat(depth) + inner + close.repeat(depth));

// The body limit is 1 MiB: the first string cannot fit in a body with it, the second reaches validation.
const MEBIBYTE = 'x'.repeat(1024 * 1024);
const NEARLY_MEBIBYTE = 'y'.repeat(1_000_000);

/** Text that has broken servers before: encodings, invisible characters, injections, sizes. */
export const NASTY_STRINGS: string[] = [
  '',
  ' ',
  '\t\r\n',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\uFEFFbom',
  'zero\u200Bwidth\u200D',
  'e\u0301\u0302\u0303\u0304\u0305',
  'ﬁ Ǆ ß İ',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '%_\\',
  '\\u0000',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection payload, sent as text
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  'a\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '9'.repeat(400),
  '2024-02-30',
  '0000-00-00',
  '+275760-09-13',
  'a@b',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\u00a0'.repeat(300),
  'long '.repeat(2000),
  MEBIBYTE,
  NEARLY_MEBIBYTE,
];

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL hold. */
export const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e21,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0000000000000000000000001'),
];

/** Values of the wrong type for nearly any field, and structures meant to exhaust a parser or validator. */
export const NASTY_SHAPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [1, 'a', null, {}],
  { a: 1 },
  { $gt: '' },
  nested(10_000, '[', '', ']'),
  nested(100_000, '[', '', ']'),
  nested(10_000, '{"a":', '1', '}'),
  new RawJson('{"__proto__":{"role":"admin"}}'),
  new RawJson('{"constructor":{"prototype":{"role":"admin"}}}'),
  new RawJson(`[${'0,'.repeat(100_000)}0]`),
];

export const NASTY_VALUES: unknown[] = [...NASTY_STRINGS, ...NASTY_NUMBERS, ...NASTY_SHAPES];

/** Values just outside (and on) the limits a schema states: lengths, bounds, item counts. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema;
  if (maxLength !== undefined)
    values.push('m'.repeat(maxLength), 'm'.repeat(maxLength + 1), '€'.repeat(maxLength));
  if (minLength) values.push('m'.repeat(minLength - 1));
  if (minimum !== undefined) values.push(minimum, minimum - 1, minimum - 0.5);
  if (maximum !== undefined) values.push(maximum, maximum + 1, maximum + 0.5);
  if (maxItems !== undefined)
    values.push(Array.from({ length: maxItems + 1 }, () => schema.items?.enum?.[0] ?? 1));
  if (minItems) values.push([]);
  if (schema.enum) values.push(`${String(schema.enum[0])} `, String(schema.enum[0]).toUpperCase());
  return values;
}

/** A hostile value for a field of this schema: from the dictionary, or at the schema's own limits. */
export function nastyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges = boundaryValues(schema);
  const dictionary = fc.constantFrom(...NASTY_VALUES);
  return edges.length === 0 ? dictionary : fc.oneof(dictionary, fc.constantFrom(...edges));
}

/** Ids as text, for path parameters: beyond every integer type, not numbers, encoded tricks. */
export const NASTY_ID_TEXTS: string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '01',
  '+1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '%00',
  '..',
  '1;select 1',
];

/** How a value travels in a URL (path or query): its text as a client would write it. */
export function asParamText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Percent-encodes text for a URL; a lone surrogate goes as its three WTF-8 bytes, which no decoder accepts. */
export function encodeLoose(text: string): string {
  // Without surrogates, the same as encoding each character on its own (and what most texts are).
  if (!/[\uD800-\uDFFF]/.test(text)) return encodeURIComponent(text);
  let encoded = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && /[\uDC00-\uDFFF]/.test(text[i + 1] ?? '');
    if (pair) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[i] ?? '');
    }
  }
  return encoded;
}

/** JSON text of a value that may hold RawJson parts; -0 keeps its sign. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A body sent as is: with the content type it claims (or none), whatever it contains. */
export interface RawBody {
  contentType?: string;
  payload: string | Buffer;
}

/** Bodies that are not the JSON the route reads: broken JSON, other media types, bytes that are not UTF-8. */
export const RAW_BODIES: RawBody[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{"unterminated": ' },
  { contentType: 'application/json', payload: "{'single': 'quotes'}" },
  { contentType: 'application/json', payload: '{"a":1}{"b":2}' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'name=a&name=b' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
  { contentType: 'application/xml', payload: '<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>' },
  { payload: '{"no":"content type"}' },
];
