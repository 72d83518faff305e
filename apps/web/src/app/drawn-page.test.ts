import { afterEach, describe, expect, it } from 'vitest';
import { drawnPage } from './drawn-page.ts';

/** #root as the build leaves it (scripts/prerender.mjs), or as the app's empty index.html has it. */
function page(options: { drawn: boolean; data?: string }) {
  document.body.innerHTML =
    `<div id="root"${options.drawn ? ' data-page="login"' : ''}><p>drawn</p></div>` +
    (options.data === undefined
      ? ''
      : `<script type="application/json" id="cakemix-page">${options.data}</script>`);
  return document.getElementById('root') as HTMLElement;
}

describe('the data of a page drawn at build time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the language and the loaders’ answers', () => {
    const root = page({ drawn: true, data: '{"lang":"fr","loaderData":{"guest":null}}' });
    expect(drawnPage(root)).toEqual({ lang: 'fr', loaderData: { guest: null }, shell: false });
  });

  it('tells a signed-in screen’s shell, which the app draws over, from a guest’s page it hydrates', () => {
    const root = page({ drawn: true, data: '{"lang":"en","loaderData":{},"shell":true}' });
    expect(drawnPage(root)).toEqual({ lang: 'en', loaderData: {}, shell: true });
  });

  it('is none on the app’s empty page, or when the data is missing or unreadable', () => {
    expect(drawnPage(page({ drawn: false, data: '{"lang":"fr","loaderData":{}}' }))).toBeNull();
    expect(drawnPage(page({ drawn: true }))).toBeNull();
    expect(drawnPage(page({ drawn: true, data: '{"lang":"de","loaderData":{}}' }))).toBeNull();
    expect(drawnPage(page({ drawn: true, data: '{"lang":"en"}' }))).toBeNull();
    expect(drawnPage(page({ drawn: true, data: '{not json' }))).toBeNull();
  });
});
