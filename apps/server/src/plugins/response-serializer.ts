import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How responses are written: `fast` writes each route's answer through fast-json-stringify compiled from
 * the JSON Schema of its zod response schema (issue 32: checking a detailed report with zod took 14 ms, 140
 * times its JSON.stringify); `checked` also checks the answer with zod as before, and fails when the two
 * writings differ, so the tests hold both to the schemas (decision 032).
 */
export type ResponseWriting = 'fast' | 'checked';

type SerializerCompiler = typeof zodSerializerCompiler;
type Serialize = ReturnType<SerializerCompiler>;

/**
 * A writer compiled from the schema's JSON Schema when it is first used (a route never answered costs
 * nothing at start-up). Like zod it writes only the schema's properties, so a field a handler passes on by
 * mistake is never sent. A schema JSON Schema cannot express, or a recursive one (the knowledge articles'
 * document trees, which fast-json-stringify 7 fails to write), is written through zod; so is every answer
 * of a route after its fast writer once failed.
 */
function fastWriter(schema: z.ZodType, fallback: Serialize): Serialize {
  let write: Serialize | undefined;
  return (data) => {
    write ??= compile(schema) ?? fallback;
    if (write === fallback) return fallback(data);
    try {
      return write(data);
    } catch {
      write = fallback;
      return fallback(data);
    }
  };
}

function compile(schema: z.ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      // Schemas given an id elsewhere (the OpenAPI document) are written in place here.
      metadata: z.registry<{ id?: string }>(),
    });
    if ('definitions' in jsonSchema) return undefined;
    return fastJson(withNullableTypes(jsonSchema) as Schema);
  } catch {
    return undefined;
  }
}

type JsonSchema = { [key: string]: unknown };

const WRITTEN = Symbol('JSON already written');

/**
 * An answer whose JSON is already written (the properties list, written by the database): sent as it is.
 * Typed as the answer it holds, for the route's types; in tests (`checked`) it is read back and checked
 * with the route's zod schema like any other answer, so the text must be exactly what the schema says.
 */
export function writtenJson<T>(text: string): T {
  return { [WRITTEN]: text } as T;
}

const writtenText = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && WRITTEN in data
    ? (data as { [WRITTEN]: string })[WRITTEN]
    : undefined;

/**
 * The JSON Schema with each "this or null" (zod's `.nullable()`, an anyOf of one typed schema and null) as
 * one schema of two types: fast-json-stringify writes those by looking at the value, where an anyOf makes it
 * try each branch with a validator at every value (the detailed report was written 15 times slower than by
 * JSON.stringify).
 */
export function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, withNullableTypes(value)]),
  );
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2 || Object.keys(node).length !== 1) return node;
  const typed = branches.find((b) => b.type !== 'null');
  const nullBranch = branches.find((b) => b.type === 'null' && Object.keys(b).length === 1);
  if (!typed || !nullBranch || typeof typed.type !== 'string') return node;
  return { ...typed, type: [typed.type, 'null'] };
}

export function responseSerializerCompiler(writing: ResponseWriting): SerializerCompiler {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    const { schema } = route as { schema: unknown };
    const zodSchema =
      schema instanceof z.ZodType
        ? schema
        : (schema as { properties?: unknown })?.properties instanceof z.ZodType
          ? (schema as { properties: z.ZodType }).properties
          : undefined;
    if (!zodSchema) return checked;
    const fast = fastWriter(zodSchema, checked);
    if (writing === 'fast') return (data) => writtenText(data) ?? fast(data);
    return (data) => {
      const text = writtenText(data);
      const value = text === undefined ? data : JSON.parse(text);
      const expected = checked(value);
      const written = text ?? fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast writing of a ${route.httpStatus} answer differs from zod's:\n${written}\n${expected}`,
        );
      return written;
    };
  };
}
