import { z } from 'zod';
import { TEXT_LIMITS } from './options.ts';

/** A comment on a custom metric (step 9): what a client sends. */
export const propertyCommentInputSchema = z.object({
  body: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(TEXT_LIMITS.comment, { error: 'textTooLong' }),
});
export type PropertyCommentInput = z.input<typeof propertyCommentInputSchema>;

/** A saved comment. The poster's name is kept as it was when posting; the id is null once they are gone. */
export const propertyCommentSchema = z.object({
  id: z.number().int(),
  metric_id: z.uuid(),
  body: z.string(),
  poster: z.object({ id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
});
export type PropertyComment = z.infer<typeof propertyCommentSchema>;
