import { z } from 'zod';

/** Zod building blocks shared by the entity schemas; their messages are MESSAGES keys. */

/** A whole count (audience, quantity, times offered): empty (null) while unknown. */
export const countValue = z
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(0, { error: 'invalidInput' })
  .max(10_000_000_000, { error: 'invalidInput' })
  .nullable();

/** Dollars with at most two decimals. The engine turns them into integer cents before any arithmetic. */
export const moneyValue = z
  .number({ error: 'invalidInput' })
  .min(0, { error: 'invalidInput' })
  .max(10_000_000_000, { error: 'invalidInput' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'invalidInput' })
  .nullable();

/** A 1–5 rating (likelihoods, satisfaction, agreement, predominance). */
export const ratingValue = z
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(1, { error: 'invalidInput' })
  .max(5, { error: 'invalidInput' })
  .nullable();

/** One percentage, 0–100 (exposure, delivery, first-time visitors). */
export const percentField = z
  .number({ error: 'invalidInput' })
  .min(0, { error: 'percentTotal' })
  .max(100, { error: 'percentTotal' })
  .nullable();

/** An ISO calendar date, yyyy-mm-dd. */
export const dateValue = z.iso.date({ error: 'invalidInput' }).nullable();

/** Free text with a character limit the form shows. */
export function textValue(limit: number) {
  return z.string({ error: 'invalidInput' }).trim().max(limit, { error: 'textTooLong' });
}

/** Item ids: client-made UUIDs, so a new item can be edited before the first save. */
export const itemId = z.uuid({ error: 'invalidInput' });

/** A list of items with unique ids. */
export function itemList<T extends z.ZodObject<{ id: typeof itemId }>>(item: T, max: number) {
  return z
    .array(item)
    .max(max, { error: 'invalidInput' })
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, { error: 'invalidInput' })
    .default([]);
}

/** Multi-select without repeats. */
export function optionSet<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: 'optionRequired' }))
    .max(options.length)
    .refine((values) => new Set(values).size === values.length, { error: 'invalidInput' })
    .default([]);
}
