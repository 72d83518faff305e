import fc from 'fast-check';
import { examplesFor } from './examples.ts';
import {
  asParamText,
  NASTY_ID_TEXTS,
  NASTY_VALUES,
  nastyFor,
  RAW_BODIES,
  type RawBody,
} from './nasty-values.ts';
import type { Operation, Parameter } from './openapi-operations.ts';
import { arbitraryOf, type FieldPath, fieldPaths, type JsonSchema } from './schema-arbitrary.ts';
import { type PoolName, PoolRef, poolForBodyField, poolForParam, ROLES, type Role } from './world.ts';

export type BodyPlan = { kind: 'none' } | { kind: 'json'; value: unknown } | ({ kind: 'raw' } & RawBody);

/** A request as planned from the seed; the rows it names are picked when it is sent. */
export interface RequestPlan {
  operation: Operation;
  role: Role;
  lang: 'en' | 'fr';
  /** A signed-out request that sends a bearer token all the same: a made-up one. */
  forgedToken?: string;
  /** Path parameters: a PoolRef (a row picked when sent) or a value sent as text. */
  params: Record<string, unknown>;
  /** Query parameters that are present; an array is sent as the key repeated. */
  query: Record<string, unknown>;
  body: BodyPlan;
  /** An item in the URL comes with its own property, so that the pair exists. */
  paired: boolean;
  /** What differs from a valid request, for the report: "body general.name", "path id", "whole body". */
  mutation?: string;
}

/** Marks a body field to leave out (a required field missing). */
export const MISSING = Symbol('missing');

/** What one mutation changes: a path or query parameter, or one field of the body. */
type Target =
  | { where: 'path' | 'query'; param: Parameter }
  | { where: 'body'; path: FieldPath; schema: JsonSchema }
  | { where: 'extra query' };

const roleArbitrary = fc.noBias(fc.constantFrom(...ROLES));
// Sweeps reach the rules behind authentication and roles mostly as editors of website 1.
const sweepRole = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Role>('admin', 'analyst') },
  { weight: 1, arbitrary: fc.constantFrom<Role>('viewer', 'otherSiteAdmin', 'signedOut') },
);

const poolRef = (pool: PoolName) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.nat().map((index) => new PoolRef(pool, 'own', index)) },
    { weight: 1, arbitrary: fc.nat().map((index) => new PoolRef(pool, 'foreign', index)) },
  );

const bodyIds = (name: string) => {
  const pool = poolForBodyField(name);
  return pool ? poolRef(pool) : undefined;
};

function validParam(operation: Operation, param: Parameter): fc.Arbitrary<unknown> {
  const pool = param.in === 'path' ? poolForParam(operation.path, param.name) : undefined;
  return pool ? poolRef(pool) : arbitraryOf(param.schema);
}

function paramsIn(operation: Operation, where: 'path' | 'query') {
  const params = operation.parameters.filter((param) => param.in === where);
  return fc.record(Object.fromEntries(params.map((param) => [param.name, validParam(operation, param)])), {
    requiredKeys: params.filter((param) => param.required || where === 'path').map((param) => param.name),
  });
}

/** Bodies the schema accepts, or a known-good example; `filled` has every field, to mutate one of them. */
function validBody(operation: Operation, filled: boolean): fc.Arbitrary<BodyPlan> {
  if (!operation.body) return fc.constant({ kind: 'none' });
  const fromSchema = arbitraryOf(operation.body.schema, { filled, named: bodyIds });
  const examples = examplesFor(operation);
  const value = examples.length > 0 ? fc.oneof(fromSchema, fc.constantFrom(...examples)) : fromSchema;
  return value.map((json) => ({ kind: 'json', value: json }));
}

/** An operation's arbitraries, built once: building one for a large body schema takes tens of milliseconds. */
const partsCache = new WeakMap<Operation, Map<boolean, ReturnType<typeof partsOf>>>();

function partsOf(operation: Operation, filled: boolean) {
  return {
    operation: fc.constant(operation),
    lang: fc.constantFrom<'en' | 'fr'>('en', 'fr'),
    forgedToken: fc.option(fc.base64String({ minLength: 4, maxLength: 64 }), { nil: undefined, freq: 2 }),
    params: paramsIn(operation, 'path'),
    query: paramsIn(operation, 'query'),
    body: validBody(operation, filled),
    paired: fc.boolean(),
  };
}

function plan(role: fc.Arbitrary<Role>, operation: Operation, filled: boolean) {
  const byFilled = partsCache.get(operation) ?? new Map<boolean, ReturnType<typeof partsOf>>();
  partsCache.set(operation, byFilled);
  const parts = byFilled.get(filled) ?? partsOf(operation, filled);
  byFilled.set(filled, parts);
  return fc.record({ ...parts, role }) as fc.Arbitrary<RequestPlan>;
}

/** A request the schemas accept (ids of rows that exist, mostly of the sender's website). */
export function validPlan(operation: Operation, role: fc.Arbitrary<Role> = roleArbitrary) {
  return plan(role, operation, false);
}

/** Every place a mutation can go: each parameter, each body field of the schema and of the examples. */
export function targetsOf(operation: Operation): Target[] {
  const params: Target[] = operation.parameters.map((param) => ({ where: param.in, param }));
  const body = new Map<string, Target>();
  const described = operation.body ? fieldPaths(operation.body.schema) : [];
  for (const { path, schema } of [...described, ...examplesFor(operation).flatMap((e) => valuePaths(e))])
    if (!body.has(path.join('.'))) body.set(path.join('.'), { where: 'body', path, schema });
  return [...params, ...body.values(), { where: 'extra query' }];
}

/** The fields of a value (objects by key, arrays at index 0), for bodies whose schema says nothing. */
function valuePaths(value: unknown, prefix: FieldPath = []): { path: FieldPath; schema: JsonSchema }[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => [index, item])
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [
    { path: [...prefix, key], schema: {} },
    ...valuePaths(child, [...prefix, key]),
  ]);
}

const nastyParamText = fc.oneof(
  fc.constantFrom(...NASTY_ID_TEXTS),
  fc.constantFrom(...NASTY_VALUES).map(asParamText),
);
const UNDECLARED_QUERY_KEYS = ['__proto__', 'constructor[prototype]', 'a[b][c]', 'page[]', 'k'.repeat(300)];

/** A valid request with one thing made hostile: the target's value, or the target left out. */
export function mutatedPlan(operation: Operation, target: Target, role: fc.Arbitrary<Role> = roleArbitrary) {
  const base = plan(role, operation, true);
  switch (target.where) {
    case 'path':
      return fc.tuple(base, nastyParamText).map(([p, text]) => ({
        ...p,
        params: { ...p.params, [target.param.name]: text },
        mutation: `path ${target.param.name}`,
      }));
    case 'query': {
      // A value from the dictionary or beyond the schema's limits, or the key repeated.
      const hostile = fc.oneof(
        nastyFor(target.param.schema),
        fc.array(arbitraryOf(target.param.schema), { minLength: 2, maxLength: 3 }),
      );
      return fc.tuple(base, hostile).map(([p, value]) => ({
        ...p,
        query: { ...p.query, [target.param.name]: value },
        mutation: `query ${target.param.name}`,
      }));
    }
    case 'extra query':
      return fc
        .tuple(base, fc.constantFrom(...UNDECLARED_QUERY_KEYS), fc.constantFrom(...NASTY_VALUES))
        .map(([p, key, value]) => ({
          ...p,
          query: { ...p.query, [key]: value },
          mutation: `query ${key.slice(0, 20)}`,
        }));
    case 'body': {
      const value = fc.oneof(
        { weight: 9, arbitrary: nastyFor(target.schema) },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      );
      return fc.tuple(base, value).map(([p, replacement]) => ({
        ...p,
        body: {
          kind: 'json' as const,
          value: withValueAt(p.body.kind === 'json' ? p.body.value : {}, target.path, replacement),
        },
        mutation: `body ${target.path.join('.')}`,
      }));
    }
  }
}

/** A request whose whole body is junk: a hostile value, broken JSON, another media type, or nothing. */
export function junkBodyPlan(operation: Operation, role: fc.Arbitrary<Role> = roleArbitrary) {
  const body: fc.Arbitrary<BodyPlan> = fc.oneof(
    fc.constantFrom(...NASTY_VALUES).map((value) => ({ kind: 'json' as const, value })),
    fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })),
    fc.constant({ kind: 'none' as const }),
  );
  return fc
    .tuple(validPlan(operation, role), body)
    .map(([p, junk]) => ({ ...p, body: junk, mutation: 'whole body' }));
}

/** Any request to any route: valid, one thing mutated, or (with a body) the whole body junk. */
export function randomPlan(operations: Operation[]): fc.Arbitrary<RequestPlan> {
  return fc.noBias(fc.constantFrom(...operations)).chain((operation) => {
    const kinds = [
      { weight: 3, arbitrary: validPlan(operation) },
      {
        weight: 6,
        arbitrary: fc.constantFrom(...targetsOf(operation)).chain((t) => mutatedPlan(operation, t)),
      },
    ];
    if (operation.method !== 'GET') kinds.push({ weight: 1, arbitrary: junkBodyPlan(operation) });
    return fc.oneof(...kinds);
  });
}

/**
 * The sweep that makes every run cover everything: each route valid as each role, and each parameter and
 * body field of each route mutated once; then the junk body of each route that takes one. One plan from
 * each (sampled one by one: a tuple of a thousand arbitraries takes fast-check a minute to sample).
 */
export function sweepPlans(operations: Operation[]): fc.Arbitrary<RequestPlan>[] {
  return operations.flatMap((operation) => [
    ...ROLES.map((role) => validPlan(operation, fc.constant(role))),
    ...targetsOf(operation).map((target) => mutatedPlan(operation, target, sweepRole)),
    ...(operation.method === 'GET' ? [] : [junkBodyPlan(operation, sweepRole)]),
  ]);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** A copy of `node` with the value at `path` replaced (MISSING removes it); missing containers are made. */
export function withValueAt(node: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container = (
    Array.isArray(node) ? [...node] : isPlainObject(node) ? { ...node } : typeof key === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  const inner = withValueAt(container[key], rest, value);
  if (inner !== MISSING) container[key] = inner;
  else if (Array.isArray(container)) container.splice(Number(key), 1);
  else delete container[key];
  return container;
}
