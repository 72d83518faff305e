import { DEMO_PROFILES } from '../../src/db/demo/profiles.ts';
import { PROPERTY_ITEM_KINDS } from '../../src/db/schema.ts';
import { itemsOf } from '../../src/modules/properties/record.ts';
import { OAUTH, TEST_PASSWORD } from '../helper.ts';
import { fullProperty } from '../property-fixtures.ts';
import type { Operation } from './openapi-operations.ts';

/** The credentials of the seeded admin of website 1, as the web app sends them. */
export const ADMIN_LOGIN = {
  email: 'admin@a.test',
  password: TEST_PASSWORD,
  grant_type: 'password',
  ...OAUTH,
};

/** Every item of the complete demo property, without its id (the item route takes it from the URL). */
function exampleItems(): unknown[] {
  const property = fullProperty();
  return PROPERTY_ITEM_KINDS.flatMap((kind) => itemsOf(property, kind)).map(({ id: _id, ...item }) => item);
}

// Keyed by method and path below the API prefix; bodies the server accepts, so that mutating one field
// reaches the rules behind validation (completeness, totals, the valuation).
const EXAMPLES: Record<string, () => unknown[]> = {
  'POST /login': () => [ADMIN_LOGIN],
  'POST /brand-profiles': () => DEMO_PROFILES,
  'PUT /brand-profiles/{id}': () => DEMO_PROFILES,
  'POST /properties': () => [fullProperty()],
  'PUT /properties/{id}': () => [fullProperty()],
  'PUT /properties/{id}/items/{itemId}': exampleItems,
};

/** Known-good bodies of an operation (none for most: the schema alone generates good ones). */
export function examplesFor(operation: Operation): unknown[] {
  const below = operation.path.replace(/^\/api\/v1(\/cakemix)?/, '');
  return EXAMPLES[`${operation.method} ${below}`]?.() ?? [];
}
