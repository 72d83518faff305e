import { z } from 'zod';
import { LIMITS, storableText } from '../common/fields.ts';
import { BROADCAST_CHANNELS, CPM_CHANNELS, MEDIA_CHANNELS } from './options.ts';
import type { PropertyData } from './schema.ts';

/**
 * An analyst's confirmation of a figure the plausibility checks warn about (valuation/plausibility.ts): which
 * figure (its field's stable key), the figure confirmed and why. A confirmation holds only for the figure it
 * names: when the figure changes, the warning comes back until it is confirmed again.
 *
 * A field's key is its path in the property, with a list item named by its id rather than its position, so a
 * confirmation survives items added, removed or moved around it: `owned_media.cpm_overrides.tv`,
 * `owned_media.broadcast.streaming.impressions_actual`, `owned_media.contractual_benefits.<item id>.unit_value`.
 */

/** The two readings of a media line's impressions, each a figure of its own. */
export const IMPRESSION_READINGS = ['impressions_estimated', 'impressions_actual'] as const;
export type ImpressionReading = (typeof IMPRESSION_READINGS)[number];

/** The property's own media lines (promotional plan and broadcast), by path. */
export const OWNED_MEDIA_LINES = [
  ...MEDIA_CHANNELS.map((channel) => `owned_media.promotional_plan.${channel}` as const),
  ...BROADCAST_CHANNELS.map((channel) => `owned_media.broadcast.${channel}` as const),
];
export type OwnedMediaLine = (typeof OWNED_MEDIA_LINES)[number];

export const plausibilityKeys = {
  cpm: (channel: (typeof CPM_CHANNELS)[number]) => `owned_media.cpm_overrides.${channel}`,
  impressions: (line: OwnedMediaLine, reading: ImpressionReading) => `${line}.${reading}`,
  unitValue: (itemId: string) => `owned_media.contractual_benefits.${itemId}.unit_value`,
};

const STATIC_KEYS: ReadonlySet<string> = new Set([
  ...CPM_CHANNELS.map(plausibilityKeys.cpm),
  ...OWNED_MEDIA_LINES.flatMap((line) =>
    IMPRESSION_READINGS.map((reading) => plausibilityKeys.impressions(line, reading)),
  ),
]);
const UNIT_VALUE_KEY =
  /^owned_media\.contractual_benefits\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.unit_value$/i;

/** Whether a text is the key of a figure the plausibility checks look at. */
export function isPlausibilityKey(key: string): boolean {
  return STATIC_KEYS.has(key) || UNIT_VALUE_KEY.test(key);
}

/** The contractual benefit item a key names, if it names one. */
export function benefitItemOfKey(key: string): string | null {
  return UNIT_VALUE_KEY.exec(key)?.[1] ?? null;
}

/** Longest note of a confirmation. */
export const CONFIRMATION_NOTE_LIMIT = 500;

/** The most confirmations a property can need: one per CPM, per impressions figure, per benefit. */
export const MAX_CONFIRMATIONS = STATIC_KEYS.size + LIMITS.items;

export const plausibilityConfirmationSchema = z.object({
  key: z.string({ error: 'invalidInput' }).refine(isPlausibilityKey, { error: 'invalidInput' }),
  /** The figure as it was when confirmed. */
  figure: z
    .number({ error: 'invalidInput' })
    .min(0, { error: 'invalidInput' })
    .max(LIMITS.count, { error: 'numberTooLarge' }),
  /** Why the figure is right (a source, a contract clause…): shown with the warning, in the report too. */
  note: storableText('fieldRequired')
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(CONFIRMATION_NOTE_LIMIT, { error: 'textTooLong' }),
});
export type PlausibilityConfirmation = z.output<typeof plausibilityConfirmationSchema>;

/** What a property keeps of its plausibility warnings: the confirmations, one at most per figure. */
export const plausibilityStateSchema = z.object({
  confirmations: z
    .array(plausibilityConfirmationSchema)
    .max(MAX_CONFIRMATIONS, { error: 'invalidInput' })
    .refine((list) => new Set(list.map((c) => c.key)).size === list.length, { error: 'invalidInput' })
    .default([]),
});

/**
 * The confirmations whose figure still exists: one of a contractual benefit no longer in the property is
 * dropped (the server reads a property through it, so a removed item leaves nothing behind).
 */
export function confirmationsOfExistingFields(
  confirmations: readonly PlausibilityConfirmation[],
  benefitItemIds: readonly string[],
): PlausibilityConfirmation[] {
  const items = new Set(benefitItemIds.map((id) => id.toLowerCase()));
  return confirmations.filter((c) => {
    const item = benefitItemOfKey(c.key);
    return item === null || items.has(item.toLowerCase());
  });
}

/** The property without confirmations of benefits it no longer has. */
export function withExistingConfirmations(property: PropertyData): PropertyData {
  const confirmations = confirmationsOfExistingFields(
    property.plausibility.confirmations,
    property.owned_media.contractual_benefits.map((item) => item.id),
  );
  if (confirmations.length === property.plausibility.confirmations.length) return property;
  return { ...property, plausibility: { confirmations } };
}

/** The confirmations with their benefit items renamed (a copy of a property gives its items new ids). */
export function confirmationsWithItemIds(
  confirmations: readonly PlausibilityConfirmation[],
  newIds: ReadonlyMap<string, string>,
): PlausibilityConfirmation[] {
  return confirmations.flatMap((c) => {
    const item = benefitItemOfKey(c.key);
    if (item === null) return [c];
    const renamed = newIds.get(item);
    return renamed ? [{ ...c, key: plausibilityKeys.unitValue(renamed) }] : [];
  });
}
