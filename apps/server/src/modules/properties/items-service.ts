import { type PropertyData, propertyErrors, propertyInputSchema, type Rates } from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldErrorsFromZod } from '../../lib/errors.ts';
import { type PropertyChecks, throwIfErrors } from './checks.ts';
import { fromRecord, itemRecord, itemsOf, valueColumns } from './record.ts';
import type { PropertiesRepository, StoredProperty } from './repository.ts';
import type { PropertiesService } from './service.ts';

/** A stored item of a property, found by id whatever its kind. */
function locate(stored: StoredProperty, itemId: string) {
  const item = stored.record.items.find((candidate) => candidate.id === itemId);
  if (!item) return undefined;
  const property = fromRecord(stored.record);
  const list = itemsOf(property, item.kind);
  return { item, property, list, index: list.findIndex((candidate) => candidate.id === itemId) };
}

/**
 * One repeating item (a digital audience, a hospitality item, a metric…) edited or deleted alone. The
 * property around it must still meet the rules afterwards: a complete property stays complete.
 */
export function createPropertyItemsService(deps: {
  repo: PropertiesRepository;
  clock: Clock;
  check: PropertyChecks;
  properties: PropertiesService;
  /** The website's rates in effect today (its rate card), for the property's stored list value. */
  rates(websiteId: number): Promise<Rates>;
}) {
  const { repo, clock, check, properties, rates } = deps;

  return {
    /** Replaces an item's fields; the body is validated by its kind's schema, in place in the property. */
    async update(
      websiteId: number,
      id: number,
      itemId: string,
      userId: number,
      body: Record<string, unknown>,
    ) {
      const stored = await properties.find(websiteId, id);
      const found = locate(stored, itemId);
      if (!found) throw AppError.notFound();
      // Parsing the whole property with the new item in place gives errors the item's full path
      // (hospitality.items.2.quantity), the same as a whole-property save would.
      const candidate = structuredClone(found.property) as PropertyData;
      itemsOf(candidate, found.item.kind)[found.index] = { ...body, id: itemId };
      const parsed = propertyInputSchema.safeParse(candidate);
      if (!parsed.success) throw AppError.validation(fieldErrorsFromZod(parsed.error));
      const checked = await check(parsed.data, found.property);
      const item = itemsOf(checked, found.item.kind)[found.index];
      if (!item) throw AppError.notFound();
      const record = itemRecord(found.item.kind, found.item.position, item);
      const value = valueColumns(checked, await rates(websiteId));
      const at = { websiteId, propertyId: id, userId, now: clock(), value };
      const saved = await repo.updateItem(at, record);
      if (!saved) throw AppError.notFound();
      return properties.get(websiteId, id);
    },

    /** Deletes an item; any failure answers the spec's "Error while deleting". */
    async delete(websiteId: number, id: number, itemId: string, userId: number) {
      const deleteFailed = new AppError('not_found', 'deleteFailed');
      const stored = await repo.find(websiteId, id);
      const found = stored && locate(stored, itemId);
      if (!found) throw deleteFailed;
      found.list.splice(found.index, 1);
      throwIfErrors(propertyErrors(found.property));
      const value = valueColumns(found.property, await rates(websiteId));
      const at = { websiteId, propertyId: id, userId, now: clock(), value };
      if (!(await repo.deleteItem(at, itemId))) throw deleteFailed;
      return properties.get(websiteId, id);
    },
  };
}
export type PropertyItemsService = ReturnType<typeof createPropertyItemsService>;
