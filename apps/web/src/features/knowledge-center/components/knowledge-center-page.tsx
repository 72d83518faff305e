import type { ArticleList } from '@cakemix/core';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  CloseButton,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertIcon, ArrowLeftIcon, SearchIcon } from '@/components/icons.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { usePageHeading } from '@/lib/page-headings.ts';
import { useArticle, useArticles } from '../api/knowledge-api.ts';
import { DocContent } from './doc-content.tsx';

const SEARCH_DELAY_MS = 300;

/** /knowledge-center (kc.index): topics and their articles, a search box, and the chosen article. */
export function KnowledgeCenterPage() {
  const heading = usePageHeading('kc.index');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const slug = params.get('article');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const articles = useArticles(debounced);

  const open = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('article', next);
        else copy.delete('article');
        return copy;
      },
      { preventScrollReset: false },
    );

  return (
    <>
      <PageHeader {...heading} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <TextInput
              type="search"
              label={t('knowledgeCenter.search')}
              placeholder={t('knowledgeCenter.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              leftSection={<SearchIcon size={16} />}
              rightSection={
                articles.isFetching ? (
                  <Loader size="xs" />
                ) : search ? (
                  <CloseButton aria-label={t('knowledgeCenter.clearSearch')} onClick={() => setSearch('')} />
                ) : null
              }
            />
            <TopicNav list={articles.data} activeSlug={slug} onOpen={open} search={debounced} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {articles.isError ? (
            <Alert color="red" icon={<AlertIcon />} role="alert">
              {t('knowledgeCenter.loadFailed')}
            </Alert>
          ) : slug ? (
            <ArticleView slug={slug} onBack={() => open(null)} />
          ) : articles.data ? (
            <Overview list={articles.data} onOpen={open} search={debounced} />
          ) : (
            <PageLoader />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function TopicNav({
  list,
  activeSlug,
  onOpen,
  search,
}: {
  list: ArticleList | undefined;
  activeSlug: string | null;
  onOpen: (slug: string) => void;
  search: string;
}) {
  const { t } = useTranslation();
  if (!list) return null;
  if (list.topics.length === 0) {
    return (
      <Text c="dimmed" size="sm" role="status">
        {search ? t('knowledgeCenter.noMatch', { search }) : t('knowledgeCenter.emptyBody')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="xs" component="nav" aria-label={t('knowledgeCenter.topics')}>
      {list.topics.map((topic) => (
        <Stack key={topic.id} gap={2} mb="sm">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
            {topic.title}
          </Text>
          {topic.articles.map((article) => (
            <NavLink
              key={article.slug}
              href={`?article=${article.slug}`}
              label={article.title}
              active={article.slug === activeSlug}
              aria-current={article.slug === activeSlug ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onOpen(article.slug);
              }}
              styles={{ label: { whiteSpace: 'normal' } }}
            />
          ))}
        </Stack>
      ))}
    </Paper>
  );
}

function Overview({
  list,
  onOpen,
  search,
}: {
  list: ArticleList;
  onOpen: (slug: string) => void;
  search: string;
}) {
  const { t } = useTranslation();
  if (list.topics.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Title order={2} fz="lg" mb="xs">
          {search ? t('knowledgeCenter.noMatch', { search }) : t('knowledgeCenter.emptyTitle')}
        </Title>
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      {list.topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
          <Title order={2} fz="xl" mb="sm" id={`topic-${topic.id}`}>
            {topic.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {topic.articles.map((article) => (
              <Card key={article.slug} withBorder padding="md">
                <Title order={3} fz="md" mb={6}>
                  <Anchor
                    href={`?article=${article.slug}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(article.slug);
                    }}
                  >
                    {article.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {article.summary}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function ArticleView({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { t } = useTranslation();
  const article = useArticle(slug);
  const back = (
    <Anchor
      component="button"
      type="button"
      onClick={onBack}
      size="sm"
      fw={600}
      aria-label={t('knowledgeCenter.backToTopics')}
    >
      <Group gap={4} wrap="nowrap">
        <ArrowLeftIcon size={16} />
        {t('knowledgeCenter.backToTopics')}
      </Group>
    </Anchor>
  );
  if (article.isPending) return <PageLoader />;
  if (article.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" icon={<AlertIcon />} role="alert">
          {t('knowledgeCenter.articleNotFound')}
        </Alert>
      </Stack>
    );
  }
  const { data } = article;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-labelledby="kc-article-title">
      <Stack gap="xs" mb="md">
        {back}
        <Badge variant="light" w="fit-content">
          {data.topic_title}
        </Badge>
        <Title order={2} fz={26} id="kc-article-title">
          {data.title}
        </Title>
        <Text c="dimmed">{data.summary}</Text>
      </Stack>
      <DocContent blocks={data.body} />
    </Paper>
  );
}
