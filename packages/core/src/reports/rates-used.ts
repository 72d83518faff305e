/**
 * Which rates a report was valued with, where they differ from the Cakemix defaults: a website's rate card
 * is an assumption the reader should see named, with the default it replaced.
 */

import { z } from 'zod';
import { RATE_CARD } from '../valuation/rate-card.ts';
import { rateCardKeySchema } from '../valuation/rate-card-schema.ts';
import { DEFAULT_RATES, type Rates } from '../valuation/rates.ts';

export const rateUsedSchema = z.object({ key: rateCardKeySchema, value: z.number(), default: z.number() });
export type RateUsed = z.infer<typeof rateUsedSchema>;

/** The rate-card entries of `rates` that differ from `base` (a stored table missing an entry counts as equal). */
export function ratesUsed(rates: Rates, base: Rates = DEFAULT_RATES): RateUsed[] {
  return RATE_CARD.flatMap((info) => {
    let value: number | undefined;
    try {
      value = info.read(rates);
    } catch {
      value = undefined;
    }
    const standard = info.read(base);
    return typeof value === 'number' && Number.isFinite(value) && value !== standard
      ? [{ key: info.key, value, default: standard }]
      : [];
  });
}
