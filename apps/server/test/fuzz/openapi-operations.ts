import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One route of the OpenAPI document, its `$ref`s resolved: what a request to it may carry. */
export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces: /api/v1/cakemix/properties/{id}. */
  path: string;
  parameters: Parameter[];
  body?: { schema: JsonSchema; required: boolean };
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/** The app's own OpenAPI document (as /api/docs/json serves it), one entry per route and method. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [verb, described] of Object.entries(methods)) {
      const method = verb.toUpperCase();
      if (!METHODS.has(method)) throw new Error(`the fuzzer does not send ${method} (${path})`);
      // What a request carries; responses are not the fuzzer's business.
      const { parameters, requestBody } = described;
      const operation = resolveRefs({ parameters, requestBody }, document) as OpenApiOperation;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method as HttpMethod,
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        ...(body ? { body: { schema: body, required: operation.requestBody?.required ?? false } } : {}),
      });
    }
  }
  return operations;
}

/**
 * A copy of a node with every `$ref` replaced by what it points at in the document. A reference to itself
 * (a recursive schema) becomes `{}`, any value; a reference to nothing is an error in the document.
 */
export function resolveRefs(
  node: unknown,
  document: unknown,
  seen: ReadonlySet<string> = new Set(),
): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, document, seen));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: unknown };
  if (typeof $ref === 'string') {
    if (seen.has($ref)) return {};
    const target = $ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document);
    if (target === undefined) throw new Error(`OpenAPI document: ${$ref} points at nothing`);
    return resolveRefs({ ...(target as object), ...rest }, document, new Set([...seen, $ref]));
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, resolveRefs(value, document, seen)]),
  );
}
