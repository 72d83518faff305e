import type { DocBlock, DocInline } from '@cakemix/core';
import { Lexer, type Token, type Tokens } from 'marked';

/*
 * Markdown to the document tree of @cakemix/core. The tree is an allow-list: headings (2 to 4), paragraphs,
 * lists, quotes, code, tables, rules; inline text, emphasis, code, line breaks and links. Raw HTML, images
 * and anything else are dropped or kept as plain text, so a content file can never put markup on the page.
 */

/**
 * Links allowed in content: the web (http, https), e-mail, and paths of the app itself: a single "/"
 * followed by anything but a slash or a backslash (browsers read "//host" and "/\host" as another site).
 */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^\/(?:[^/\\]|$)/.test(value)) return value;
  return null;
}

/** Plain text of inline content (headings' anchors, search, glossary entries). */
export function inlineText(nodes: DocInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'br':
          return ' ';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}

/** A URL fragment for a heading: lower case, accents removed, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Marked keeps character references of the source as they are; the tree holds plain text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function inlines(tokens: Token[] | undefined): DocInline[] {
  const out: DocInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) out.push(...inlines(text.tokens));
        else out.push({ type: 'text', text: decodeEntities(text.text) });
        break;
      }
      case 'escape':
        out.push({ type: 'text', text: decodeEntities((token as Tokens.Escape).text) });
        break;
      case 'strong':
        out.push({ type: 'strong', children: inlines((token as Tokens.Strong).tokens) });
        break;
      case 'em':
        out.push({ type: 'em', children: inlines((token as Tokens.Em).tokens) });
        break;
      case 'del':
        out.push(...inlines((token as Tokens.Del).tokens));
        break;
      case 'codespan':
        out.push({ type: 'code', text: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case 'br':
        out.push({ type: 'br' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlines(link.tokens);
        const href = safeHref(link.href);
        if (href) out.push({ type: 'link', href, children });
        else out.push(...children);
        break;
      }
      case 'image': {
        const alt = (token as Tokens.Image).text;
        if (alt) out.push({ type: 'text', text: alt });
        break;
      }
      // Raw HTML and unknown tokens are left out.
      default:
        break;
    }
  }
  return out;
}

function blocks(tokens: Token[]): DocBlock[] {
  const out: DocBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const children = inlines(heading.tokens);
        // The page has its own title (h1): article headings start at level 2.
        const level = Math.min(4, Math.max(2, heading.depth)) as 2 | 3 | 4;
        out.push({ type: 'heading', level, id: slugify(inlineText(children)), children });
        break;
      }
      case 'paragraph':
        out.push({ type: 'paragraph', children: inlines((token as Tokens.Paragraph).tokens) });
        break;
      case 'text': {
        // Text directly in a tight list item.
        const text = token as Tokens.Text;
        out.push({
          type: 'paragraph',
          children: text.tokens ? inlines(text.tokens) : [{ type: 'text', text: decodeEntities(text.text) }],
        });
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        out.push({
          type: 'list',
          ordered: list.ordered,
          items: list.items.map((item) => blocks(item.tokens)),
        });
        break;
      }
      case 'blockquote':
        out.push({ type: 'blockquote', children: blocks((token as Tokens.Blockquote).tokens) });
        break;
      case 'code':
        out.push({ type: 'code', text: (token as Tokens.Code).text });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        out.push({
          type: 'table',
          align: table.align,
          header: table.header.map((cell) => inlines(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => inlines(cell.tokens))),
        });
        break;
      }
      case 'hr':
        out.push({ type: 'hr' });
        break;
      // Raw HTML, link definitions and blank space are left out.
      default:
        break;
    }
  }
  return out;
}

/** Parses Markdown (GitHub flavour) into the safe document tree. */
export function markdownToDoc(markdown: string): DocBlock[] {
  return blocks(new Lexer({ gfm: true }).lex(markdown));
}

/** Plain text of a document, for search. */
export function docText(doc: DocBlock[]): string {
  return doc
    .map((block): string => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          return inlineText(block.children);
        case 'list':
          return block.items.map((item) => docText(item)).join(' ');
        case 'blockquote':
          return docText(block.children);
        case 'code':
          return block.text;
        case 'table':
          return [...block.header, ...block.rows.flat()].map(inlineText).join(' ');
        default:
          return '';
      }
    })
    .join('\n');
}
