import {
  type Article,
  type ArticleList,
  articleListSchema,
  articleSchema,
  type Language,
} from '@cakemix/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { parseResponse } from '@/lib/parse-response.ts';

export async function fetchArticles(lang: Language, search: string): Promise<ArticleList> {
  const query = search ? { lang, search } : { lang };
  return parseResponse(articleListSchema, await api.get('/knowledge-center/articles', { query }));
}

export async function fetchArticle(lang: Language, slug: string): Promise<Article> {
  return parseResponse(
    articleSchema,
    await api.get(`/knowledge-center/articles/${encodeURIComponent(slug)}`, { query: { lang } }),
  );
}

export const knowledgeKeys = {
  all: ['knowledge-center'] as const,
  list: (lang: Language, search: string) => [...knowledgeKeys.all, 'list', lang, search] as const,
  article: (lang: Language, slug: string) => [...knowledgeKeys.all, 'article', lang, slug] as const,
};

/** The articles in the interface language, grouped by topic; the previous list stays while a search runs. */
export function useArticles(search: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: knowledgeKeys.list(lang, search),
    queryFn: () => fetchArticles(lang, search),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useArticle(slug: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: knowledgeKeys.article(lang, slug ?? ''),
    queryFn: () => fetchArticle(lang, slug ?? ''),
    enabled: slug !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
