import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 writes a boolean (the bound is `minimum`), 3.1 a number. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** A key of an object or an index of an array, from a body's root to one of its fields. */
export type FieldPath = (string | number)[];

export interface ArbitraryOptions {
  /** Every optional property present, no null in place of an object and every array non-empty, so that
   * every field path of the schema exists in the value (a base to mutate one field of). */
  filled?: boolean;
  /** A generator of its own for properties of a given name (ids that should name rows that exist). */
  named?: (name: string) => fc.Arbitrary<unknown> | undefined;
}

// Generated arrays stay short: a request is about its fields, and long arrays only slow the run down.
const MAX_GENERATED_ITEMS = 3;

/** Values the schema accepts (as far as JSON Schema can say: the server's own rules may still refuse them). */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const own = name === undefined ? undefined : options.named?.(name);
  if (own) return own;
  const value = nonNullArbitrary(schema, options);
  return schema.nullable && !options.filled ? fc.oneof(value, fc.constant(null)) : value;
}

function nonNullArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, options)));
  switch (typeOf(schema)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: schema.minimum,
        max: schema.maximum,
        minExcluded: schema.exclusiveMinimum === true,
        maxExcluded: schema.exclusiveMaximum === true,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.max(schema.minItems ?? 0, options.filled ? 1 : 0);
      const maxLength = Math.max(
        minLength,
        Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      );
      return fc.array(arbitraryOf(schema.items ?? {}, options), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 200 } = schema;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  // Whole graphemes (accents, emoji, other scripts): people type them, and each counts as several units.
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  min = Math.ceil(min);
  max = Math.floor(max);
  // fc.integer is limited to 32 bits; ids and amounts go up to 2^53.
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) {
    // A free-form object (additionalProperties): a few keys of any JSON.
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
  const fields = Object.fromEntries(entries.map(([key, field]) => [key, arbitraryOf(field, options, key)]));
  const keys = entries.map(([key]) => key);
  const requiredKeys = options.filled ? keys : keys.filter((key) => schema.required?.includes(key));
  return fc.record(fields, { requiredKeys });
}

/**
 * Every field of a schema, depth first: object properties by name, array items at index 0. A mutation
 * targets one of them.
 */
export function fieldPaths(
  schema: JsonSchema,
  prefix: FieldPath = [],
): { path: FieldPath; schema: JsonSchema }[] {
  const found = new Map<string, { path: FieldPath; schema: JsonSchema }>();
  const visit = (node: JsonSchema, at: FieldPath) => {
    const children: [string | number, JsonSchema][] = Object.entries(node.properties ?? {});
    if (node.items) children.push([0, node.items]);
    for (const [key, child] of children) {
      const path = [...at, key];
      if (!found.has(path.join('.'))) found.set(path.join('.'), { path, schema: child });
      visit(child, path);
    }
    for (const variant of node.anyOf ?? node.oneOf ?? []) visit(variant, at);
  };
  visit(schema, prefix);
  return [...found.values()];
}
