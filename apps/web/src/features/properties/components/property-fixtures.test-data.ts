import { type Property, propertyInputSchema } from '@cakemix/core';
import { completeProperty } from '../../../../../../packages/core/src/properties/fixtures.test-data.ts';

export { fixtureItemId } from '../../../../../../packages/core/src/properties/fixtures.test-data.ts';

/** A saved, complete property as the server answers it: the core's complete fixture, with its saved fields. */
export function savedProperty(overrides: Partial<Property> = {}): Property {
  return {
    ...propertyInputSchema.parse(completeProperty()),
    id: 7,
    website_id: 1,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-04T15:30:00.000Z',
    updated_by: { id: 1, name: 'Demo Admin' },
    ...overrides,
  };
}
