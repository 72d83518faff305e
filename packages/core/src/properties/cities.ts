import { z } from 'zod';
import { storableText } from '../common/fields.ts';

/** Countries of the shipped city list. */
export const CITY_COUNTRIES = ['CA', 'US'] as const;

/** The city dropdown's search: a prefix of the name (accents and case ignored), optionally in one country. */
export const citySearchQuerySchema = z.object({
  search: storableText().trim().max(80).optional(),
  country: z.enum(CITY_COUNTRIES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>;
