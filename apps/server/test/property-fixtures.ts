import { type PropertyData, plausibilityKeys, propertyInputSchema } from '@cakemix/core';
import { hockeyTeam } from '../src/db/demo/properties/hockey-team.ts';

/**
 * The demo hockey team, parsed: a complete property with every field of every step filled, and the analyst's
 * confirmation of its first benefit's unit value (an unusual figure: many times the catalogue's suggestion).
 */
export function fullProperty(): PropertyData {
  const property = propertyInputSchema.parse(hockeyTeam);
  const [board] = property.owned_media.contractual_benefits;
  if (!board?.unit_value) throw new Error('the demo hockey team lost its first benefit');
  const note = 'Priced from the arena’s 2025 rate sheet, two boards facing the main camera.';
  return {
    ...property,
    plausibility: {
      confirmations: [{ key: plausibilityKeys.unitValue(board.id), figure: board.unit_value, note }],
    },
  };
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
