import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, type PrerenderedManifest, SIGNED_IN_COOKIE } from '@cakemix/core';
import { afterAll, describe, expect, it } from 'vitest';
import { capturingMailer, startTestApp } from './helper.ts';

/** A web build with drawn pages, as apps/web/scripts/prerender.mjs lays them out; each says what it is. */
function buildWithDrawnPages(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-pages-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  const manifest: PrerenderedManifest = {
    pages: [
      { path: '/login', file: 'login' },
      { path: '/password/reset/:token', file: 'password-reset' },
    ],
    notFound: 'not-found',
    signedIn: [
      { path: '/reports', file: 'shell-reports' },
      { path: '/detailed-report/:id', file: 'shell-detailed-report' },
    ],
    routes: ['/', '/login', '/password/reset/:token', '/reports', '/detailed-report/:id'],
  };
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'pages', 'manifest.json'), JSON.stringify(manifest));
  for (const lang of ['fr', 'en']) {
    mkdirSync(path.join(dist, 'pages', lang));
    for (const file of ['login', 'password-reset', 'not-found', 'shell-reports', 'shell-detailed-report'])
      writeFileSync(
        path.join(dist, 'pages', lang, `${file}.html`),
        `<!doctype html><title>${lang} ${file}</title>`,
      );
  }
  return dist;
}

describe('pages drawn at build time (decision 030)', () => {
  const setup = startTestApp({ config: { webDistDir: buildWithDrawnPages() }, mailer: capturingMailer() });
  afterAll(async () => {
    await (await setup).close();
  });
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await setup).app.inject({ method: 'GET', url, headers });

  it('sends the page in the language the reader saved, over the browser’s', async () => {
    const page = await get('/login', {
      cookie: `${LANGUAGE_COOKIE}=en`,
      'accept-language': 'fr-CA,fr;q=0.9',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>en login</title>');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers.vary).toMatch(/accept-language/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    const french = await get('/login', { cookie: `${LANGUAGE_COOKIE}=fr`, 'accept-language': 'en-AU' });
    expect(french.body).toContain('<title>fr login</title>');
  });

  it('without a saved choice, takes the first language of the browser’s list that the app offers, else French', async () => {
    expect((await get('/login', { 'accept-language': 'de-DE,en-AU;q=0.8,fr;q=0.5' })).body).toContain(
      'en login',
    );
    expect((await get('/login', { 'accept-language': 'fr-CA,en;q=0.5' })).body).toContain('fr login');
    expect((await get('/login', { 'accept-language': 'de-DE' })).body).toContain('fr login');
    expect((await get('/login')).body).toContain('fr login');
    expect(
      (await get('/login', { cookie: `${LANGUAGE_COOKIE}=de`, 'accept-language': 'en' })).body,
    ).toContain('en login');
  });

  it('matches a drawn page whatever its parameters and query', async () => {
    const page = await get('/password/reset/abc123?email=a%40b.c', { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>en password-reset</title>');
  });

  it('sends a browser holding a session the signed-in shell of the screen, in its language (decision 034)', async () => {
    const reports = await get('/reports?page=2', { cookie: `${SIGNED_IN_COOKIE}=1; ${LANGUAGE_COOKIE}=en` });
    expect(reports.statusCode).toBe(200);
    expect(reports.body).toContain('<title>en shell-reports</title>');
    expect(reports.headers.vary).toMatch(/cookie/i);
    const report = await get('/detailed-report/12', {
      cookie: `${SIGNED_IN_COOKIE}=1`,
      'accept-language': 'fr-CA',
    });
    expect(report.body).toContain('<title>fr shell-detailed-report</title>');
    // Without the session's cookie, those addresses are the app's, which draws itself (no guest sees a shell).
    expect((await get('/reports', { 'accept-language': 'en' })).body).toContain('<title>app</title>');
  });

  it('sends the app itself to a browser holding a session where no shell is drawn, and for the routes drawn on the client', async () => {
    const signedIn = await get('/login', { cookie: `${SIGNED_IN_COOKIE}=1; ${LANGUAGE_COOKIE}=en` });
    expect(signedIn.body).toContain('<title>app</title>');
    expect((await get('/', { cookie: `${SIGNED_IN_COOKIE}=1` })).body).toContain('<title>app</title>');
    for (const url of ['/', '/reports', '/detailed-report/12']) {
      const page = await get(url, { 'accept-language': 'en' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>app</title>');
    }
  });

  it('answers an address no route knows with the drawn not-found page and a 404', async () => {
    const page = await get('/no/such/page', { 'accept-language': 'en' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>en not-found</title>');
    expect((await get('/detailed-report/1/extra', { cookie: `${LANGUAGE_COOKIE}=fr` })).body).toContain(
      'fr not-found',
    );
  });

  it('keeps API and missing built files out of it', async () => {
    for (const url of ['/api/v1/cakemix/nope', '/assets/app-old.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>');
    }
  });
});
