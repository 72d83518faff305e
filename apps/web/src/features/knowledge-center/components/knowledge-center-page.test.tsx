import type { Article, ArticleList } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { KnowledgeCenterPage } from './knowledge-center-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const LIST: ArticleList = {
  lang: 'en',
  topics: [
    {
      id: 'valuation',
      title: 'Valuation method',
      articles: [
        { slug: 'cpm-by-channel', title: 'CPM by channel', summary: 'Default CPMs.', topic: 'valuation' },
        { slug: 'value-to-cost-ratio', title: 'Value-to-cost ratios', summary: 'Bands.', topic: 'valuation' },
      ],
    },
  ],
};

const ARTICLE: Article = {
  slug: 'cpm-by-channel',
  lang: 'en',
  title: 'CPM by channel',
  summary: 'Default CPMs.',
  topic: 'valuation',
  topic_title: 'Valuation method',
  body: [
    { type: 'heading', level: 2, id: 'defaults', children: [{ type: 'text', text: 'Default CPMs' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: '<script>alert(1)</script> stays text, ' },
        { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'link', href: 'https://example.com', children: [{ type: 'text', text: 'a link' }] },
      ],
    },
    {
      type: 'table',
      align: [null, 'right'],
      header: [[{ type: 'text', text: 'Channel' }], [{ type: 'text', text: 'CPM' }]],
      rows: [[[{ type: 'text', text: 'TV' }], [{ type: 'text', text: '$36.00' }]]],
    },
    {
      type: 'list',
      ordered: false,
      items: [[{ type: 'paragraph', children: [{ type: 'text', text: 'One' }] }]],
    },
  ],
};

function setup(path = '/knowledge-center') {
  return renderRoutes([{ path: '/knowledge-center', element: <KnowledgeCenterPage /> }], { path });
}

describe('KnowledgeCenterPage', () => {
  it('lists articles by topic and searches after a pause, in the interface language', async () => {
    await startSession('viewer');
    const calls = mockApi({
      'GET /knowledge-center/articles': (call) =>
        Response.json(call.query.get('search') ? { lang: 'en', topics: [] } : LIST),
    });
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Valuation method' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['CPM by channel', 'Value-to-cost ratios']);
    expect(calls[0]?.query.get('lang')).toBe('en');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the articles' }), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No article matches “zzz”.');
    await waitFor(() => expect(calls.filter((call) => call.query.get('search') === 'zzz')).toHaveLength(1));
    // Typing does not send a request per key.
    expect(calls.filter((call) => call.query.get('search')?.startsWith('z'))).toHaveLength(1);
  }, 20_000);

  it('renders an article from its document tree as elements, never as HTML', async () => {
    await startSession('viewer');
    mockApi({
      'GET /knowledge-center/articles': () => Response.json(LIST),
      'GET /knowledge-center/articles/cpm-by-channel': () => Response.json(ARTICLE),
    });
    const { router } = setup('/knowledge-center?article=cpm-by-channel');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'CPM by channel' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Default CPMs' })).toBeInTheDocument();
    expect(within(article).getByText(/<script>alert\(1\)<\/script> stays text/)).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByRole('link', { name: 'a link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(article).getByRole('cell', { name: '$36.00' })).toBeInTheDocument();
    expect(within(article).getByText('bold').tagName).toBe('STRONG');

    await userEvent.click(within(article).getByRole('button', { name: 'All articles' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 20_000);
});
