import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ArticleList,
  DEFAULT_RATES,
  LANGUAGES,
  METHOD_ARTICLE_SLUG,
  METHODOLOGY_VERSION,
  REPORT_TEXTS,
} from '@cakemix/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  apiClient,
  capturingMailer,
  GENEROUS_LIMITS,
  seedUsers,
  setupTestApp,
  signIn,
  startTestApp,
} from '../../../test/helper.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const slugsOf = (list: ArticleList) => list.topics.flatMap((topic) => topic.articles.map((a) => a.slug));

describe('knowledge center API', () => {
  it('needs a signed-in user', async () => {
    for (const url of [
      '/knowledge-center/articles',
      '/knowledge-center/articles/cpm-by-channel',
      '/help/glossary',
      '/help/faq',
    ]) {
      expect((await ctx().app.inject({ method: 'GET', url: `${API}${url}` })).statusCode).toBe(401);
    }
  });

  it('lists at least 8 articles per language, grouped by topic, with the same slugs in both languages', async () => {
    const t = await tokens();
    const en = (await call('GET', '/knowledge-center/articles?lang=en', t.viewer)).json() as ArticleList;
    const fr = (await call('GET', '/knowledge-center/articles?lang=fr', t.viewer)).json() as ArticleList;
    expect(en.lang).toBe('en');
    expect(slugsOf(en).length).toBeGreaterThanOrEqual(8);
    expect(slugsOf(fr).sort()).toEqual(slugsOf(en).sort());
    expect(en.topics.map((topic) => topic.title)).toEqual([
      'Getting started',
      'Valuation method',
      'Filling in a property',
      'Reading reports',
    ]);
    expect(fr.topics.map((topic) => topic.title)).toContain("Méthode d'évaluation");
    const valuation = en.topics.find((topic) => topic.id === 'valuation');
    expect(valuation?.articles[0]).toMatchObject({
      slug: 'how-the-valuation-works',
      title: 'How Cakemix values a sponsorship',
      topic: 'valuation',
    });
    expect(valuation?.articles[0]?.summary).toMatch(/multiplier/);
  });

  it('takes the language from Accept-Language when the query has none', async () => {
    const t = await tokens();
    const list = (
      await call('GET', '/knowledge-center/articles', t.admin, undefined, 'fr-CA,fr;q=0.9')
    ).json();
    expect(list.lang).toBe('fr');
  });

  it('searches title, summary and text, ignoring accents and case', async () => {
    const t = await tokens();
    const search = async (q: string, lang: string) =>
      slugsOf(
        (
          await call(
            'GET',
            `/knowledge-center/articles?lang=${lang}&search=${encodeURIComponent(q)}`,
            t.admin,
          )
        ).json(),
      );
    expect(await search('PREDOMINANCE', 'fr')).toContain('how-the-valuation-works');
    expect(await search('prédominance', 'fr')).toEqual(await search('predominance', 'fr'));
    // Words of an article's text only, in none of the titles or summaries.
    expect(await search('rink boards', 'en')).toEqual(['cpm-by-channel']);
    expect(await search('break-even', 'en')).toEqual(expect.arrayContaining(['value-to-cost-ratio']));
    expect(await search('zzz-nothing', 'en')).toEqual([]);
  });

  it('has the method article the reports point to, under the title they give it, in both languages', async () => {
    const t = await tokens();
    for (const lang of LANGUAGES) {
      const title = REPORT_TEXTS[lang].methodArticleTitle;
      const list = (
        await call('GET', `/knowledge-center/articles?lang=${lang}`, t.viewer)
      ).json() as ArticleList;
      const titled = list.topics.flatMap((topic) => topic.articles).filter((a) => a.title === title);
      expect(
        titled.map((a) => a.slug),
        lang,
      ).toEqual(['how-the-valuation-works']);
      expect(METHOD_ARTICLE_SLUG).toBe('how-the-valuation-works');
      const article = await call(
        'GET',
        `/knowledge-center/articles/${METHOD_ARTICLE_SLUG}?lang=${lang}`,
        t.viewer,
      );
      expect(article.statusCode).toBe(200);
      expect(article.json()).toMatchObject({ slug: METHOD_ARTICLE_SLUG, lang, title });
      // It describes the method the reports are computed with.
      expect(JSON.stringify(article.json().body)).toContain(METHODOLOGY_VERSION);
    }
  });

  it('writes the method’s French articles with French typography (no-break spaces before : ; ? !)', async () => {
    const t = await tokens();
    for (const slug of [
      'how-the-valuation-works',
      'cpm-by-channel',
      'value-to-cost-ratio',
      'reading-a-detailed-report',
    ]) {
      const article = (await call('GET', `/knowledge-center/articles/${slug}?lang=fr`, t.viewer)).json();
      const prose = JSON.stringify(article.body.filter((b: { type: string }) => b.type !== 'code'));
      expect(prose, slug).not.toMatch(/ [:;?!]|« | »/);
      expect(prose, slug).toMatch(/\u00a0[:;]/);
    }
  });

  it('serves an article as a document tree built from the method’s numbers', async () => {
    const t = await tokens();
    const res = await call('GET', '/knowledge-center/articles/how-the-valuation-works?lang=en', t.analyst);
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article).toMatchObject({
      slug: 'how-the-valuation-works',
      lang: 'en',
      topic: 'valuation',
      topic_title: 'Valuation method',
    });
    const text = JSON.stringify(article.body);
    // The method's version; CPMs in Canadian dollars (the TV example at $46.85), the multiplier's bounds, the
    // engagement value, the neutral score and the preliminary threshold; method 1.2's rights-fee ratio,
    // interval and fair rights fee.
    for (const figure of [
      METHODOLOGY_VERSION,
      '0.2',
      '0.6',
      '1.0',
      '0.6 and 1.4',
      '$2.00',
      '$46.85',
      '$37,480',
      '30 %',
      'Rights-fee ratio',
      'P10',
      'Fair rights fee',
    ])
      expect(text).toContain(figure);
    expect(text).toContain(`(${DEFAULT_RATES.neutralScore} out of 100)`);
    expect(article.body.some((b: { type: string }) => b.type === 'table')).toBe(true);
    expect(article.body.some((b: { type: string }) => b.type === 'code')).toBe(true);

    // Every default CPM of the rates table, in CAD, with its source year and the conversion rate.
    const cpmEn = JSON.stringify(
      (await call('GET', '/knowledge-center/articles/cpm-by-channel?lang=en', t.analyst)).json().body,
    );
    for (const value of Object.values(DEFAULT_RATES.cpm)) expect(cpmEn).toContain(`$${value.toFixed(2)}`);
    for (const words of [
      'Canadian dollars',
      '2022',
      String(DEFAULT_RATES.usdToCad),
      'value per 1,000 impressions',
    ])
      expect(cpmEn).toContain(words);
    const cpm = (await call('GET', '/knowledge-center/articles/cpm-by-channel?lang=fr', t.analyst)).json();
    const cpmFr = JSON.stringify(cpm.body);
    for (const value of Object.values(DEFAULT_RATES.cpm))
      expect(cpmFr).toContain(`${value.toFixed(2).replace('.', ',')}\u00a0$`);
    expect(cpmFr).toContain('1,3013');

    const missing = await call('GET', '/knowledge-center/articles/no-such-article?lang=fr', t.analyst);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().user_message).toBe('Cet article n’existe pas.');
    expect((await call('GET', '/knowledge-center/articles/..%2Fsecret', t.analyst)).statusCode).toBe(422);
  });

  it('serves the glossary and the FAQ in both languages', async () => {
    const t = await tokens();
    const en = (await call('GET', '/help/glossary?lang=en', t.viewer)).json();
    const terms = en.terms.map((e: { term: string }) => e.term);
    for (const term of [
      'CPM (cost per thousand)',
      'Impressions',
      'Predominance',
      'Exposure',
      'Delivery',
      'Exclusivity',
      'Activation',
      'Hospitality',
      'Rights fee',
      'Value-to-cost ratio',
      'In-kind',
    ]) {
      expect(terms).toContain(term);
    }
    expect(en.terms.find((e: { term: string }) => e.term === 'Predominance').definition).toMatch(/5 = 1\.0/);
    const fr = (await call('GET', '/help/glossary?lang=fr', t.viewer)).json();
    expect(fr.terms.map((e: { term: string }) => e.term)).toEqual(
      expect.arrayContaining(['Prédominance', 'Droits de commandite', 'En nature']),
    );
    const faq = (await call('GET', '/help/faq?lang=fr', t.viewer)).json();
    expect(faq.entries.length).toBeGreaterThanOrEqual(6);
    expect(faq.entries[0].question).toMatch(/en cours/);
  });
});

describe('knowledge center in the OpenAPI document', () => {
  it('documents the knowledge, help and support routes', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${API}/knowledge-center/articles`,
        `${API}/knowledge-center/articles/{slug}`,
        `${API}/help/glossary`,
        `${API}/help/faq`,
        `${API}/websites/{websiteId}/send-support-request`,
      ]),
    );
  });
});

describe('knowledge center content folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-content-'));
  // Built once the other tests of the file are done, so two apps never start side by side.
  let ready: Promise<{ app: FastifyInstance; close: () => Promise<void>; token: string }>;
  beforeAll(() => {
    ready = start();
  });
  const start = async () => {
    mkdirSync(path.join(dir, 'knowledge-center/en/new-topic'), { recursive: true });
    writeFileSync(
      path.join(dir, 'knowledge-center/en/new-topic/added-later.md'),
      '---\ntitle: Added without a code change\ntopic: New topic\nsummary: A file dropped in the folder.\norder: 5\n---\n\n## Hello\n\nSponsorship <img src=x onerror=alert(1)> text.\n',
    );
    writeFileSync(path.join(dir, 'knowledge-center/en/new-topic/no-title.md'), 'No front matter.');
    const mailer = capturingMailer();
    const { app, database, close } = await startTestApp({
      config: { contentDir: dir },
      mailer,
      limits: GENEROUS_LIMITS,
    });
    await seedUsers(database);
    return { app, close, token: await signIn(app, mailer, 'analyst@a.test') };
  };
  afterAll(async () => {
    await (await ready).close();
  });

  it('serves a Markdown file added to CONTENT_DIR as an article', async () => {
    const { app, token } = await ready;
    const get = (url: string) =>
      app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${token}` } });
    const list = (await get('/knowledge-center/articles?lang=en')).json();
    expect(list.topics).toEqual([
      {
        id: 'new-topic',
        title: 'New topic',
        articles: [
          {
            slug: 'added-later',
            title: 'Added without a code change',
            summary: 'A file dropped in the folder.',
            topic: 'new-topic',
          },
        ],
      },
    ]);
    const article = (await get('/knowledge-center/articles/added-later?lang=en')).json();
    expect(JSON.stringify(article.body)).not.toContain('onerror');
    expect((await get('/knowledge-center/articles?lang=fr')).json().topics).toEqual([]);
    expect((await get('/help/glossary?lang=fr')).json().terms).toEqual([]);
  });
});
