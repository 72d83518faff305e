import type { Language } from '@cakemix/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { initI18n } from '../lib/i18n/i18n.ts';

/** Renders with the app's providers (Mantine in test mode: no transitions, no portals) and a router. */
export function renderWithProviders(ui: ReactElement, options: { lang?: Language; path?: string } = {}) {
  initI18n(options.lang ?? 'en');
  const queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Renders routes in a data router, as the app does, for screens that need one (navigation blockers,
 * navigation state); the router and the query cache are returned for assertions. `path` is the address,
 * or the history with the address last.
 */
export function renderRoutes(routes: RouteObject[], options: { lang?: Language; path: string | string[] }) {
  initI18n(options.lang ?? 'en');
  const queryClient = createQueryClient();
  const entries = typeof options.path === 'string' ? [options.path] : options.path;
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
