import { type PropertyData, propertyInputSchema } from '@cakemix/core';
import { hockeyTeam } from '../src/db/demo/properties/hockey-team.ts';

/** The demo hockey team, parsed: a complete property with every field of every step filled. */
export const fullProperty = (): PropertyData => propertyInputSchema.parse(hockeyTeam);

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
