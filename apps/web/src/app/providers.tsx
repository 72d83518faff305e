import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useModalHostRequested } from '../components/modals/modal-host-state.ts';
import { DATE_LOCALES } from '../lib/date-locale.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { i18n, useLanguage } from '../lib/i18n/i18n.ts';
import { primaryColorOf, themeOf, useSession } from '../lib/session.ts';
import { cssVariablesResolver } from './css-variables.ts';
import { themeFor } from './theme.ts';

/** Notifications show for 5000 ms (spec section 9). */
export const NOTIFICATION_DURATION_MS = 5000;

/**
 * Bottom right, not the spec's top right, where they covered the header's menus and a list's create button
 * (decision 021). A phone's notification spans the screen, so there it sits at the bottom.
 */
const NOTIFICATION_POSITION = 'bottom-right';

/**
 * The signed-in user's website's theme and colour, from its record; the default theme signed out. Dark mode
 * is off.
 */
function ThemedMantineProvider({ children, env }: { children: ReactNode; env?: 'test' }) {
  const session = useSession();
  const themeName = themeOf(session);
  const primaryColor = primaryColorOf(session);
  const hydrated = useHydrated();
  const theme = useMemo(() => themeFor(themeName, primaryColor), [themeName, primaryColor]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      {/* A page drawn at build time is inert until the app has taken it over: a field typed into or a button
          pressed before would be lost (the form would clear it, the press would do nothing). */}
      <div data-theme={themeName} style={{ display: 'contents' }} inert={!hydrated}>
        {children}
      </div>
    </MantineProvider>
  );
}

/**
 * The date inputs' locale (month and weekday names) and first day of the week in the interface language,
 * following a change of language. The date inputs themselves load with the screens that have one.
 */
function LocalizedDatesProvider({ children }: { children: ReactNode }) {
  const { locale, firstDayOfWeek } = DATE_LOCALES[useLanguage()];
  return <DatesProvider settings={{ locale, firstDayOfWeek }}>{children}</DatesProvider>;
}

const ModalHost = lazy(async () => ({
  default: (await import('../components/modals/modal-host.tsx')).ModalHost,
}));

/** The global modal host, loaded when the first modal opens (components/modals/modal-host-state.ts). */
function DeferredModalHost() {
  return useModalHostRequested() ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}

/** Query cache, translations, theme, the date inputs' locale, the global modal host and notifications. */
export function AppProviders({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemedMantineProvider env={env}>
          <LocalizedDatesProvider>
            <Notifications position={NOTIFICATION_POSITION} autoClose={NOTIFICATION_DURATION_MS} />
            {children}
            <DeferredModalHost />
          </LocalizedDatesProvider>
        </ThemedMantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
