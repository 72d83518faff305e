import { LANGUAGES, type Language, PAGE_DATA_ID, type PrerenderedPageData } from '@cakemix/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadMemberMenus } from '../app/layout/lazy-member-menus.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routesLoadedFor } from '../app/router.tsx';
import { loadCatalogue } from '../lib/i18n/catalogues.ts';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';
import { session } from '../lib/session.ts';

export { NOT_FOUND_PAGE, PRERENDERED_PAGES, SIGNED_IN_SHELLS } from './pages.ts';
export { LANGUAGES, PAGE_DATA_ID, ROUTE_PATHS };

/** One drawn page: what goes into <head> (its title), into #root, and the data the app hydrates with. */
export interface RenderedPage {
  head: string;
  body: string;
  data: PrerenderedPageData;
}

/** React writes hoisted elements (the page's <title>) ahead of the markup when it draws less than a document. */
const LEADING_HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Draws a guest's view of `url` in `lang` with the very tree main.tsx hydrates: the same providers, routes and
 * loaders (through React Router's static handler). The build runs it in Node.
 */
export function renderPage(url: string, lang: Language): Promise<RenderedPage> {
  return draw(url, lang, false);
}

/**
 * Draws the shell of the signed-in screen at `url` in `lang` (decision 034): the app's own tree as it stands
 * at a signed-in start before it knows who (a session without a user, no loader run yet): the header, the
 * main menu and the screen's outline with its heading (RouteSkeleton), nobody's name or data.
 */
export async function renderShell(url: string, lang: Language): Promise<RenderedPage> {
  // Loaded first, as a signed-in start loads them (main.tsx): the menu draws in place, not in a Suspense
  // boundary that React would fill in later with an inline script (which the CSP refuses).
  initI18n(lang);
  await Promise.all([loadCatalogue(lang), loadMemberMenus()]);
  session.showShellSession(true);
  try {
    return await draw(url, lang, true);
  } finally {
    session.showShellSession(false);
  }
}

async function draw(url: string, lang: Language, shell: boolean): Promise<RenderedPage> {
  initI18n(lang);
  await i18n.changeLanguage(lang);
  // React Router keeps what a lazy route loaded with the route table it first served; each page gets its own
  // table, with its screen loaded as the app's start loads it before hydrating (main.tsx).
  const handler = createStaticHandler(await routesLoadedFor(url));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    // A shell stands before the session check and the screen's data: no loader has answered yet.
    filterMatchesToLoad: shell ? () => false : undefined,
  });
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* hydrate={false}: React Router's hydration script is inline, which the server's CSP refuses; the
            page carries its data in a JSON block instead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // The page is sent whole, never streamed: React is not to hold a drawn Suspense boundary (the main menu)
    // back past its chunk size, for an inline script to reveal later (which the CSP refuses).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const head = html.match(LEADING_HOISTED)?.[0] ?? '';
  return {
    head,
    body: html.slice(head.length),
    data: shell ? { lang, loaderData: {}, shell } : { lang, loaderData: context.loaderData },
  };
}
