import type { Language } from '@cakemix/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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
