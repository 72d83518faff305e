import { type PropertyData, propertyInputSchema } from '@cakemix/core';
import { hockeyTeam } from '../src/db/demo/properties/hockey-team.ts';

/**
 * The demo hockey team, parsed: a complete property with every field of every step filled, and the analyst's
 * confirmation of its one unusual figure (a weekly insert's print CPM under the survey's range).
 */
export function fullProperty(): PropertyData {
  const property = propertyInputSchema.parse(hockeyTeam);
  if (property.plausibility.confirmations.length !== 1)
    throw new Error('the demo hockey team lost the confirmation of its print CPM');
  return property;
}

/** A fresh item id (v4 UUID). */
export const newItemId = () => crypto.randomUUID();

/** The paths of every empty value (null, "", []) in a value, to prove a fixture leaves nothing empty. */
export function emptyPaths(value: unknown, path = ''): string[] {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [path];
  if (typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => emptyPaths(inner, path ? `${path}.${key}` : key));
}

/** Sets the value at a dotted path ("hospitality.items.0.quantity"), in place. */
export function setPath(target: object, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((node, key) => (node as Record<string, object>)[key] ?? {}, target);
  (parent as Record<string, unknown>)[last] = value;
}
