import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ArticleSummary, type DocBlock, foldText, LANGUAGES, type Language } from '@cakemix/core';
import { docText, inlineText, markdownToDoc, slugify } from './markdown.ts';

/*
 * The knowledge center and help content: Markdown files of the repository's `content` folder, read once
 * at start-up. Adding a file under content/knowledge-center/<lang>/<topic>/<slug>.md adds an article.
 */

export interface Article extends ArticleSummary {
  lang: Language;
  topic_title: string;
  order: number;
  body: DocBlock[];
  /** Title, summary and body, folded for accent- and case-insensitive search. */
  searchText: string;
}

export interface HelpEntry {
  id: string;
  heading: string;
  text: string;
}

export interface KnowledgeContent {
  articles: Record<Language, Article[]>;
  glossary: Record<Language, HelpEntry[]>;
  faq: Record<Language, HelpEntry[]>;
}

type Warn = (message: string) => void;

/** Splits `---` front matter (simple `key: value` lines, values optionally quoted) from the body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!pair?.[1]) continue;
    let value = (pair[2] ?? '').trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) {
      value = value.slice(1, -1);
    }
    data[pair[1]] = value;
  }
  return { data, body: text.slice(match[0].length) };
}

async function listDir(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function humanize(id: string) {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

async function loadArticles(dir: string, lang: Language, warn: Warn): Promise<Article[]> {
  const articles: Article[] = [];
  for (const topicEntry of await listDir(dir)) {
    if (!topicEntry.isDirectory()) continue;
    const topic = topicEntry.name;
    for (const file of await listDir(path.join(dir, topic))) {
      if (!file.isFile() || !file.name.endsWith('.md')) continue;
      const slug = file.name.slice(0, -3);
      const where = path.join(dir, topic, file.name);
      if (!SLUG.test(slug)) {
        warn(`knowledge center: ${where} skipped, its name must be lower-case letters, digits and hyphens`);
        continue;
      }
      const { data, body } = parseFrontMatter(await readFile(where, 'utf8'));
      if (!data.title) {
        warn(`knowledge center: ${where} skipped, its front matter has no title`);
        continue;
      }
      const doc = markdownToDoc(body);
      const order = Number(data.order);
      const summary = data.summary ?? '';
      articles.push({
        slug,
        lang,
        topic,
        topic_title: data.topic || humanize(topic),
        title: data.title,
        summary,
        order: Number.isFinite(order) ? order : 1000,
        body: doc,
        searchText: foldText([data.title, summary, docText(doc)].join('\n')),
      });
    }
  }
  const seen = new Set<string>();
  return articles
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, lang))
    .filter((article) => {
      if (seen.has(article.slug)) {
        warn(`knowledge center: two ${lang} articles are named ${article.slug}; the second is skipped`);
        return false;
      }
      seen.add(article.slug);
      return true;
    });
}

/** A help file: each `## heading` starts an entry (a glossary term, an FAQ question); its text follows. */
export function parseHelpEntries(source: string): HelpEntry[] {
  const entries: HelpEntry[] = [];
  const doc = markdownToDoc(parseFrontMatter(source).body);
  let current: { heading: string; body: DocBlock[] } | undefined;
  const flush = () => {
    if (!current) return;
    entries.push({
      id: slugify(current.heading),
      heading: current.heading,
      text: docText(current.body).trim(),
    });
  };
  for (const block of doc) {
    if (block.type === 'heading' && block.level === 2) {
      flush();
      current = { heading: inlineText(block.children).trim(), body: [] };
    } else current?.body.push(block);
  }
  flush();
  return entries;
}

async function loadHelp(file: string): Promise<HelpEntry[]> {
  try {
    return parseHelpEntries(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function loadKnowledgeContent(
  contentDir: string,
  warn: Warn = () => {},
): Promise<KnowledgeContent> {
  const content: KnowledgeContent = {
    articles: { fr: [], en: [] },
    glossary: { fr: [], en: [] },
    faq: { fr: [], en: [] },
  };
  for (const lang of LANGUAGES) {
    content.articles[lang] = await loadArticles(path.join(contentDir, 'knowledge-center', lang), lang, warn);
    content.glossary[lang] = await loadHelp(path.join(contentDir, 'help', lang, 'glossary.md'));
    content.faq[lang] = await loadHelp(path.join(contentDir, 'help', lang, 'faq.md'));
  }
  return content;
}
