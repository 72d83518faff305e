import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { ROUTE_PATHS, type RouteName } from '../lib/paths.ts';
import { alwaysRevalidate, requireGuest, requireMember } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-meta.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/** A route by name: its path from the path table and its name in `handle` for the route metadata. */
function named(name: RouteName): Pick<RouteObject, 'path' | 'handle'> {
  return { path: ROUTE_PATHS[name], handle: { name } satisfies RouteHandle };
}

/** The spec's route table (section 2). Screens load on demand. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        handle: { name: 'home' } satisfies RouteHandle,
        loader: () => redirect(ROUTE_PATHS['reports.index']),
      },
      {
        id: 'guest',
        loader: requireGuest,
        shouldRevalidate: alwaysRevalidate,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            ...named('login'),
            lazy: {
              Component: async () => (await import('../features/auth/components/login-page.tsx')).LoginPage,
            },
          },
          {
            ...named('password.forgot'),
            lazy: {
              Component: async () =>
                (await import('../features/auth/components/forgot-password-page.tsx')).ForgotPasswordPage,
            },
          },
          {
            ...named('password.reset'),
            lazy: {
              Component: async () =>
                (await import('../features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
            },
          },
        ],
      },
      {
        id: 'member',
        loader: requireMember,
        shouldRevalidate: alwaysRevalidate,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            ...named('password.change'),
            lazy: {
              Component: async () =>
                (await import('../features/auth/components/change-password-page.tsx')).ChangePasswordPage,
            },
          },
          {
            ...named('reports.index'),
            lazy: {
              Component: async () =>
                (await import('../features/reports/components/reports-page.tsx')).ReportsPage,
            },
          },
          {
            ...named('reports.create-detailed'),
            lazy: {
              Component: async () =>
                (await import('../features/reports/components/create-report-page.tsx'))
                  .CreateDetailedReportPage,
            },
          },
          {
            ...named('reports.create-comparative'),
            lazy: {
              Component: async () =>
                (await import('../features/reports/components/create-report-page.tsx'))
                  .CreateComparativeReportPage,
            },
          },
          {
            ...named('profiles.index'),
            lazy: {
              Component: async () =>
                (await import('../features/profiles/components/profiles-page.tsx')).ProfilesPage,
            },
          },
          {
            ...named('profiles.create'),
            lazy: {
              Component: async () =>
                (await import('../features/profiles/components/profile-form-page.tsx')).ProfileFormPage,
            },
          },
          {
            ...named('profiles.edit'),
            lazy: {
              Component: async () =>
                (await import('../features/profiles/components/profile-form-page.tsx')).ProfileFormPage,
            },
          },
          {
            ...named('properties.index'),
            lazy: {
              Component: async () =>
                (await import('../features/properties/components/properties-page.tsx')).PropertiesPage,
            },
          },
          {
            ...named('properties.create'),
            lazy: {
              Component: async () =>
                (await import('../features/properties/components/property-form-page.tsx')).PropertyFormPage,
            },
          },
          {
            ...named('properties.edit'),
            lazy: {
              Component: async () =>
                (await import('../features/properties/components/property-form-page.tsx')).PropertyFormPage,
            },
          },
          {
            ...named('rate-card'),
            lazy: {
              Component: async () =>
                (await import('../features/rate-card/components/rate-card-page.tsx')).RateCardPage,
            },
          },
          {
            ...named('kc.index'),
            lazy: {
              Component: async () =>
                (await import('../features/knowledge-center/components/knowledge-center-page.tsx'))
                  .KnowledgeCenterPage,
            },
          },
        ],
      },
      {
        ...named('terms'),
        lazy: {
          Component: async () => (await import('../features/legal/components/terms-page.tsx')).TermsPage,
        },
      },
      {
        ...named('privacy'),
        lazy: {
          Component: async () => (await import('../features/legal/components/privacy-page.tsx')).PrivacyPage,
        },
      },
      {
        ...named('reports.detailed-report'),
        lazy: {
          Component: async () =>
            (await import('../features/reports/components/report-page.tsx')).DetailedReportPage,
        },
      },
      {
        ...named('reports.comparative-report'),
        lazy: {
          Component: async () =>
            (await import('../features/reports/components/report-page.tsx')).ComparativeReportPage,
        },
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
