import { describe, expect, it } from 'vitest';
import {
  confirmationsOfExistingFields,
  confirmationsWithItemIds,
  isPlausibilityKey,
  MAX_CONFIRMATIONS,
  plausibilityKeys,
} from './confirmations.ts';
import { propertyInputSchema } from './schema.ts';

const ITEM = '00000000-0000-4000-8000-000000000003';
const NEW_ITEM = '00000000-0000-4000-8000-000000000009';

/** The issues of a property with these confirmations, as path → message. */
function issues(confirmations: unknown) {
  const parsed = propertyInputSchema.safeParse({ general: { name: 'x' }, plausibility: { confirmations } });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('plausibility confirmations in the property schema', () => {
  it('defaults to none on a property that never had any (rows written before they existed)', () => {
    expect(propertyInputSchema.parse({ general: { name: 'x' } }).plausibility).toEqual({ confirmations: [] });
  });

  it('keeps a confirmation of a known figure, its note trimmed', () => {
    const parsed = propertyInputSchema.parse({
      general: { name: 'x' },
      plausibility: {
        confirmations: [{ key: plausibilityKeys.unitValue(ITEM), figure: 450, note: '  Rate sheet 2026 ' }],
      },
    });
    expect(parsed.plausibility.confirmations).toEqual([
      { key: `owned_media.contractual_benefits.${ITEM}.unit_value`, figure: 450, note: 'Rate sheet 2026' },
    ]);
  });

  it('knows the keys of every checked figure and no other', () => {
    expect(isPlausibilityKey('owned_media.cpm_overrides.tv')).toBe(true);
    expect(isPlausibilityKey('owned_media.broadcast.streaming.impressions_actual')).toBe(true);
    expect(isPlausibilityKey('owned_media.promotional_plan.signage.impressions_estimated')).toBe(true);
    expect(isPlausibilityKey(`owned_media.contractual_benefits.${ITEM}.unit_value`)).toBe(true);
    // Paid media is not checked; a benefit is named by its id, never its position.
    expect(isPlausibilityKey('paid_media.channels.tv.impressions_estimated')).toBe(false);
    expect(isPlausibilityKey('owned_media.contractual_benefits.0.unit_value')).toBe(false);
    expect(isPlausibilityKey('owned_media.cpm_overrides.broadcast')).toBe(false);
    // 7 CPMs + 9 lines × 2 readings + one per benefit.
    expect(MAX_CONFIRMATIONS).toBe(7 + 18 + 100);
  });

  it('refuses a missing note, a long one, an unknown key, a negative figure and a repeated key', () => {
    const key = 'owned_media.cpm_overrides.tv';
    expect(issues([{ key, figure: 1000, note: '   ' }])).toEqual([
      'plausibility.confirmations.0.note fieldRequired',
    ]);
    expect(issues([{ key, figure: 1000, note: 'x'.repeat(501) }])).toEqual([
      'plausibility.confirmations.0.note textTooLong',
    ]);
    expect(issues([{ key: 'general.name', figure: 1, note: 'n' }])).toEqual([
      'plausibility.confirmations.0.key invalidInput',
    ]);
    expect(issues([{ key, figure: -1, note: 'n' }])).toEqual([
      'plausibility.confirmations.0.figure invalidInput',
    ]);
    expect(
      issues([
        { key, figure: 1000, note: 'a' },
        { key, figure: 900, note: 'b' },
      ]),
    ).toEqual(['plausibility.confirmations invalidInput']);
  });
});

describe('confirmations and the items they name', () => {
  const cpm = { key: 'owned_media.cpm_overrides.tv', figure: 1000, note: 'Network rate card' };
  const board = { key: plausibilityKeys.unitValue(ITEM), figure: 450, note: 'Rate sheet' };

  it('drops the confirmation of a benefit no longer in the property, keeps the others', () => {
    expect(confirmationsOfExistingFields([cpm, board], [ITEM])).toEqual([cpm, board]);
    expect(confirmationsOfExistingFields([cpm, board], [])).toEqual([cpm]);
  });

  it('follows a copy’s new item ids', () => {
    expect(confirmationsWithItemIds([cpm, board], new Map([[ITEM, NEW_ITEM]]))).toEqual([
      cpm,
      { ...board, key: plausibilityKeys.unitValue(NEW_ITEM) },
    ]);
  });
});
