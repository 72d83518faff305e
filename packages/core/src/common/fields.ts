import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isStorableText } from './text.ts';

/** Zod building blocks shared by the entity schemas; their messages are MESSAGES keys. */

/*
 * Upper bounds. They are far above any real sponsorship, and chosen so that the valuation's largest
 * possible total (every list full, every field at its maximum) stays below 2^53 cents: money stays exact
 * to the cent in JavaScript numbers. docs/valuation.md shows the arithmetic.
 */
export const LIMITS = {
  /** People, followers, impressions, attendees. */
  count: 10_000_000_000,
  /** Times a benefit or activation is offered; hospitality quantities. */
  quantity: 10_000,
  /** Fees, budgets, revenue (dollars). */
  money: 1_000_000_000,
  /** Value of one delivery of a benefit, and one activation's costs (dollars). */
  unitMoney: 10_000_000,
  /** Value of one hospitality unit (dollars). */
  hospitalityUnit: 1_000_000,
  /** Digital platforms listed in step 1. */
  digitalAudiences: 20,
  /** A custom metric amount counted in value (dollars). */
  customAmount: 100_000_000,
  /** A CPM (dollars per thousand impressions). */
  cpm: 1_000,
  /** Campaign length (months). */
  campaignMonths: 60,
  /** Events in a season or edition (games, show days). */
  eventsPerSeason: 1_000,
  /** Items per repeating list (benefits, hospitality, activation, custom metrics). */
  items: 100,
} as const;

/** A whole number from 0 to `max`: empty (null) while unknown. */
export function wholeValue(max: number) {
  return z
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .min(0, { error: 'invalidInput' })
    .max(max, { error: 'numberTooLarge' })
    .nullable();
}

/** A whole count (audience, followers, impressions, attendees). */
export const countValue = wholeValue(LIMITS.count);

/** How many times something is offered, or how many units. */
export const quantityValue = wholeValue(LIMITS.quantity);

/** Dollars with at most two decimals, from 0 to `max`. The engine works in integer cents. */
export function dollars(max: number) {
  return z
    .number({ error: 'invalidInput' })
    .min(0, { error: 'invalidInput' })
    .max(max, { error: 'numberTooLarge' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'invalidInput' })
    .nullable();
}

export const moneyValue = dollars(LIMITS.money);

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
/**
 * A calendar date (YYYY-MM-DD). Year 0000 is a valid ISO date but not a PostgreSQL one (the fuzzer sent
 * 0000-02-29 and the database refused it after validation): years start at 0001.
 */
export const dateValue = z.iso
  .date({ error: 'invalidInput' })
  .refine((date) => !date.startsWith('0000-'), { error: 'invalidInput' })
  .nullable();

/** Text a person typed: the rule of common/text.ts (no NUL, no lone surrogate), stated in the form. */
export function storableText(error: MessageKey = 'invalidInput') {
  return z.string({ error }).refine(isStorableText, { error: 'textInvalid' });
}

/** Free text with a character limit the form shows. */
export function textValue(limit: number) {
  return storableText().trim().max(limit, { error: 'textTooLong' });
}

/** The largest id a row can have (a PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a body: a whole number a row can have; any other answers `error`. */
export function rowId(error: MessageKey = 'invalidInput') {
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_ROW_ID, { error });
}

/** A row id in a path or query string: text that reads as one. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);

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

/**
 * A question answered by ticking options: null while unanswered, [] when answered "none of these" (method
 * 1.1: an unanswered question is not a known zero).
 */
export function answerSet<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: 'optionRequired' }))
    .max(options.length)
    .refine((values) => new Set(values).size === values.length, { error: 'invalidInput' })
    .nullable()
    .default(null);
}

/** Multi-select without repeats. */
export function optionSet<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: 'optionRequired' }))
    .max(options.length)
    .refine((values) => new Set(values).size === values.length, { error: 'invalidInput' })
    .default([]);
}
