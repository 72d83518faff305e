import {
  brandProfileInputSchema,
  brandProfileSchema,
  docBlockSchema,
  docInlineSchema,
  propertyInputSchema,
  propertySchema,
  reportSchema,
} from '@cakemix/core';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Entities written once in the document's components and referenced by `$ref` wherever an operation uses
 * them (a property alone is some 60 kB of schema). Registered once per process: zod refuses an id twice.
 * A schema read in requests is written as `<id>Input` (fastify-type-provider-zod names the input variant so).
 */
const SHARED_SCHEMAS: [z.ZodType, string, string][] = [
  [brandProfileInputSchema, 'BrandProfileFields', 'A brand profile as a client sends it.'],
  [brandProfileSchema, 'BrandProfile', 'A brand profile as stored.'],
  [propertyInputSchema, 'PropertyFields', 'A property, its nine steps, as a client sends it.'],
  [propertySchema, 'Property', 'A property as stored.'],
  [reportSchema, 'Report', 'A detailed or comparative report with the snapshot it was computed from.'],
  [docInlineSchema, 'DocInline', 'A run of text in an article: text, emphasis, code, a link, a break.'],
  [docBlockSchema, 'DocBlock', 'A block of an article: heading, paragraph, list, quote, code, table.'],
];
for (const [schema, id, description] of SHARED_SCHEMAS)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id, description });

/** The groups of operations, in the order the documentation lists them. */
const TAGS = [
  { name: 'auth', description: 'Two-step sign-in, sign-out, the current user and passwords.' },
  { name: 'websites', description: 'The caller’s website and its members.' },
  { name: 'team', description: 'Members, invitations and a person’s own sessions.' },
  { name: 'audit', description: 'Who changed what on the website, and the history of a record.' },
  { name: 'brand profiles', description: 'Brands describing themselves: objectives, audiences, budget.' },
  { name: 'properties', description: 'Teams, leagues, venues, events and organizations, in nine steps.' },
  { name: 'comments', description: 'Discussion of a property’s custom metrics.' },
  { name: 'benefits', description: 'The catalogue of benefits a property can offer, with unit values.' },
  { name: 'valuation', description: 'Live estimates and the CPM view of a property.' },
  { name: 'rate cards', description: 'A website’s own CPMs and valuation factors, dated, with history.' },
  { name: 'cities', description: 'The shipped list of cities a property can be in.' },
  { name: 'reports', description: 'Detailed and comparative reports, their PDF exports and share links.' },
  { name: 'knowledge center', description: 'Articles on sponsorship valuation.' },
  { name: 'help', description: 'The help menu’s glossary and FAQ.' },
  {
    name: 'portfolio',
    description: 'The website’s complete properties valued together, with their renewals.',
  },
  { name: 'spreadsheets', description: 'Lists as workbooks and CSV; properties imported from a workbook.' },
  { name: 'support', description: 'Requests to the website’s support address.' },
];

type JsonNode = Record<string, unknown>;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/**
 * The OpenAPI document of the routes' zod schemas, with what integrators need: every operation with an
 * operationId and a description, defined tags, a server and a contact, entities as shared components
 * (SHARED_SCHEMAS, by their id in zod's registry), and valid defaults.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cakemix sponsorship valuation API',
        version: '1.0.0',
        description:
          'Brand profiles, sponsorship properties and the reports that value one against the other. ' +
          'Authenticate with the bearer token of the two-step sign-in; messages follow Accept-Language ' +
          '(en or fr). Errors answer `{code, user_message}` (plus `errors` by field on a 422).',
        contact: { name: 'Cakemix', url: 'https://cakemix.example' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => completeDocument(jsonSchemaTransformObject(document) as JsonNode),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

function completeDocument(document: JsonNode) {
  const paths = (document.paths ?? {}) as Record<string, Record<string, JsonNode>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.operationId ??= operationId(method, path);
      // The summary is the one sentence each route states; it is the description too.
      operation.description ??= operation.summary;
    }
  }
  allowNullInNullableEnums(document);
  dropUnusedSchemas(document);
  return document;
}

/**
 * Components no operation reaches: zod's registry makes an input and an output variant of each shared
 * schema, and an article's body is only ever output. Dropped until none is left unused.
 */
function dropUnusedSchemas(document: JsonNode) {
  const schemas = ((document.components ?? {}) as JsonNode).schemas as JsonNode | undefined;
  if (!schemas) return;
  for (;;) {
    const unused = Object.keys(schemas).filter((name) => {
      const { [name]: _itself, ...others } = schemas;
      const rest = JSON.stringify({ ...document, components: { schemas: others } });
      return !rest.includes(`"#/components/schemas/${name}"`);
    });
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}

/** `get /api/v1/cakemix/websites/{websiteId}/properties` → `getWebsitesByWebsiteIdProperties`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1(\/cakemix)?/, path.startsWith('/api/v1/cakemix') ? '' : '/parent')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1] ?? ''] : segment.split(/[-_]/);
    });
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * In OpenAPI 3.0 a nullable enum lists null among its values, or its `default: null` (an empty field)
 * is not one of them: zod writes `nullable: true` alone.
 */
function allowNullInNullableEnums(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonNode;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}
