import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/*
 * Knowledge center and help content. Articles are Markdown files of the repository; the server
 * turns them into the small document tree below, which the web app renders as React elements, so no HTML
 * from a content file ever reaches the page.
 */

/** Inline content of a block: text with emphasis, code and links (only http(s), mailto and in-app paths). */
export type DocInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: DocInline[] }
  | { type: 'em'; children: DocInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: DocInline[] }
  | { type: 'br' };

export type DocBlock =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: DocInline[] }
  | { type: 'paragraph'; children: DocInline[] }
  | { type: 'list'; ordered: boolean; items: DocBlock[][] }
  | { type: 'blockquote'; children: DocBlock[] }
  | { type: 'code'; text: string }
  | {
      type: 'table';
      align: ('left' | 'center' | 'right' | null)[];
      header: DocInline[][];
      rows: DocInline[][][];
    }
  | { type: 'hr' };

export const docInlineSchema: z.ZodType<DocInline> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), text: z.string() }),
    z.object({ type: z.literal('strong'), children: z.array(docInlineSchema) }),
    z.object({ type: z.literal('em'), children: z.array(docInlineSchema) }),
    z.object({ type: z.literal('code'), text: z.string() }),
    z.object({ type: z.literal('link'), href: z.string(), children: z.array(docInlineSchema) }),
    z.object({ type: z.literal('br') }),
  ]),
);

export const docBlockSchema: z.ZodType<DocBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      id: z.string(),
      children: z.array(docInlineSchema),
    }),
    z.object({ type: z.literal('paragraph'), children: z.array(docInlineSchema) }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(docBlockSchema)) }),
    z.object({ type: z.literal('blockquote'), children: z.array(docBlockSchema) }),
    z.object({ type: z.literal('code'), text: z.string() }),
    z.object({
      type: z.literal('table'),
      align: z.array(z.enum(['left', 'center', 'right']).nullable()),
      header: z.array(z.array(docInlineSchema)),
      rows: z.array(z.array(z.array(docInlineSchema))),
    }),
    z.object({ type: z.literal('hr') }),
  ]),
);

export const knowledgeLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

export const articleListQuerySchema = knowledgeLanguageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Articles grouped by topic, topics and articles in their `order`. */
export const articleListSchema = z.object({
  lang: z.enum(LANGUAGES),
  topics: z.array(z.object({ id: z.string(), title: z.string(), articles: z.array(articleSummarySchema) })),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleSchema = articleSummarySchema.extend({
  lang: z.enum(LANGUAGES),
  topic_title: z.string(),
  body: z.array(docBlockSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const glossarySchema = z.object({
  lang: z.enum(LANGUAGES),
  terms: z.array(z.object({ id: z.string(), term: z.string(), definition: z.string() })),
});
export type Glossary = z.infer<typeof glossarySchema>;

export const faqSchema = z.object({
  lang: z.enum(LANGUAGES),
  entries: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});
export type Faq = z.infer<typeof faqSchema>;

/** Limits of a support request (spec section 3: subject and message). */
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

/** POST /websites/{websiteId}/send-support-request; `page` is the path the user was on. */
export const supportRequestSchema = z.object({
  subject: z
    .string({ error: 'supportSubjectRequired' })
    .trim()
    .min(1, { error: 'supportSubjectRequired' })
    .max(SUPPORT_SUBJECT_MAX, { error: 'textTooLong' }),
  message: z
    .string({ error: 'supportMessageRequired' })
    .trim()
    .min(1, { error: 'supportMessageRequired' })
    .max(SUPPORT_MESSAGE_MAX, { error: 'textTooLong' }),
  page: z.string().trim().max(500).optional(),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** Lower case without accents, for searches that ignore both ("Prédominance" matches "predominance"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
