import { z } from 'zod';
import { storableText } from './fields.ts';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const MAX_PAGE_SIZE = 100;

/** Query of a server-side list: text search on the name, sort, and page. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultSort: S[number],
) {
  return z.object({
    search: storableText().trim().max(120).optional(),
    sort: z.enum(sortFields).default(defaultSort),
    order: z.enum(SORT_ORDERS).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  });
}

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total_capped: z
    .boolean()
    .optional()
    .describe(
      'Present (true) when a name search stopped counting: more rows than `total` match, and the pages go on past `last_page` (the count reaches 500 rows past the page asked).',
    ),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
