import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { drawnPage } from './app/drawn-page.ts';
import { loadMemberMenus } from './app/layout/lazy-member-menus.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, routesLoadedFor } from './app/router.tsx';
import { appTakesOver, isReportPage, prefetchScreenData } from './app/screen-data.ts';
import { handleSessionEnd } from './app/session-events.ts';
import { currentUserQuery } from './features/auth/api/auth-queries.ts';
import { loadCurrentCatalogue } from './lib/i18n/catalogues.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { restoreLanguage } from './lib/i18n/language.ts';
import { afterNextPaint, nextTask } from './lib/next-task.ts';
import { rememberSignedIn } from './lib/page-cookies.ts';
import { session } from './lib/session.ts';

/**
 * Start-up (spec section 4): the language and, with a stored token, the signed-in user are restored from
 * encrypted local storage (which decrypts asynchronously), with the whole catalogue when signed in; then the app
 * mounts. Over a page the build drew (decision 030), a guest's app hydrates it, in the language it was drawn in.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const page = drawnPage(container);
  // The drawn page's screen (and a signed-in screen's text) downloads while the storage decrypts, not after,
  // in the language the page was drawn in. Should it fail, the app draws itself, and the router reports the
  // failure as it would at any start.
  if (page) initI18n(page.lang);
  // A report page's shell asks for the page's code once the report's title is painted (below), so that the
  // title does not wait for that code to download (decision 034). Any other drawn page asks for its code now,
  // in a task of its own, apart from the start's first steps below.
  const loadDrawnRoutes = () => routesLoadedFor(window.location.pathname).catch(() => null);
  const reportShell = page?.shell === true && isReportPage(window.location.pathname);
  let drawnRoutes = page && !reportShell ? nextTask().then(loadDrawnRoutes) : null;
  const lang = await restoreLanguage(page?.lang);
  await session.restore();
  const signedIn = session.getState().token !== null;
  rememberSignedIn(signedIn);
  session.subscribe(() => rememberSignedIn(session.getState().token !== null));
  // A guest's drawn page, in one language, is hydrated; a session, or a language the reader chose since the
  // page was drawn, draws the app anew over it, and so does a signed-in screen's shell (decision 034), which is
  // drawn for nobody: the app draws the same header, menu and outline over it, then the screen.
  const guestPage = page !== null && !page.shell && !signedIn && page.lang === lang;
  const loadedRoutes = guestPage ? await drawnRoutes : null;
  const hydrate = page !== null && loadedRoutes !== null;
  const queryClient = createQueryClient();
  // The screen waits for the current user (spec section 2): asked for now, beside the session check and the
  // screen's code, rather than once the layout has drawn.
  const { token } = session.getState();
  if (token) void queryClient.prefetchQuery(currentUserQuery(token));
  // The screen's own data too (a report), instead of once the user and the screen's code have come.
  const screenData = token ? prefetchScreenData(queryClient, window.location.pathname) : null;
  // On a report page, the code is asked for once the report's answer is in and its title painted: the code
  // would share the connection with the answer, and its evaluation would hold the title's paint back. The
  // router asks for the screen's code as it is made, so it is made then too.
  if (screenData) await screenData.answered;
  if (reportShell) {
    await afterNextPaint();
    drawnRoutes = loadDrawnRoutes();
    // Making the router is a long task of its own on a phone: it goes in the next task, not in this one.
    await nextTask();
  }
  const router = hydrate
    ? createAppRouter({ routes: loadedRoutes, hydrationData: { loaderData: page.loaderData } })
    : createAppRouter();
  handleSessionEnd(router, queryClient);
  // A signed-in start shows the member header and screens: their text is in the whole catalogue, and the
  // header's menus load apart from the sign-in page's code. The router is made first: the session check and
  // the screen's code load meanwhile, instead of after. Over a shell, the app draws once the screen's code
  // (already asked for) is there, so that its first drawing is the shell's outline or the screen, never a
  // loader in place of the page.
  if (signedIn)
    await Promise.all([loadCurrentCatalogue(), loadMemberMenus(), drawnRoutes, screenData?.cached]);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React draws (or hydrates) the first screen in slices and lets the browser run in between,
  // instead of one long task that a phone's reader could not interrupt (Lighthouse's total blocking time).
  // Over a drawn page, a press during hydration is replayed once its part of the page is hydrated.
  if (hydrate) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  appTakesOver();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The start in a task of its own, after this script's evaluation: on a phone the two together are one long task.
void nextTask().then(start);
