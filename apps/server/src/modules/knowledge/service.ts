import {
  type ArticleList,
  type Article as ArticleView,
  type Faq,
  foldText,
  type Glossary,
  type Language,
} from '@cakemix/core';
import { AppError } from '../../lib/errors.ts';
import type { KnowledgeContent } from './content.ts';

export function createKnowledgeService(content: KnowledgeContent) {
  return {
    /** Articles grouped by topic (topics in the order of their first article); `search` matches every word. */
    list(lang: Language, search?: string): ArticleList {
      const words = foldText(search ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const topics: ArticleList['topics'] = [];
      for (const article of content.articles[lang]) {
        if (!words.every((word) => article.searchText.includes(word))) continue;
        let topic = topics.find((t) => t.id === article.topic);
        if (!topic) {
          topic = { id: article.topic, title: article.topic_title, articles: [] };
          topics.push(topic);
        }
        const { slug, title, summary } = article;
        topic.articles.push({ slug, title, summary, topic: article.topic });
      }
      return { lang, topics };
    },

    get(lang: Language, slug: string): ArticleView {
      const article = content.articles[lang].find((a) => a.slug === slug);
      if (!article) throw new AppError('not_found', 'articleNotFound');
      const { title, summary, topic, topic_title, body } = article;
      return { slug, lang, title, summary, topic, topic_title, body };
    },

    glossary(lang: Language): Glossary {
      return {
        lang,
        terms: content.glossary[lang].map((e) => ({ id: e.id, term: e.heading, definition: e.text })),
      };
    },

    faq(lang: Language): Faq {
      return {
        lang,
        entries: content.faq[lang].map((e) => ({ id: e.id, question: e.heading, answer: e.text })),
      };
    },
  };
}
export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
