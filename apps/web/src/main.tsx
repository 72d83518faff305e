import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadMemberMenus } from './app/layout/lazy-member-menus.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { handleSessionEnd } from './app/session-events.ts';
import { loadCurrentCatalogue } from './lib/i18n/catalogues.ts';
import { restoreLanguage } from './lib/i18n/language.ts';
import { session } from './lib/session.ts';

/**
 * Start-up (spec section 4): the language and, with a stored token, the signed-in user are restored from
 * encrypted local storage (which decrypts asynchronously), with the whole catalogue when signed in; then the app
 * mounts.
 */
async function start() {
  await restoreLanguage();
  await session.restore();
  // A signed-in start shows the member header and screens: their text is in the whole catalogue, and the
  // header's menus load apart from the sign-in page's code.
  if (session.getState().token) await Promise.all([loadCurrentCatalogue(), loadMemberMenus()]);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  handleSessionEnd(router, queryClient);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  // A transition: React draws the first screen in slices and lets the browser run in between, instead of
  // one long task that a phone's reader could not interrupt (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
