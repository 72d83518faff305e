import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { loadCurrentCatalogue } from '../lib/i18n/catalogues.ts';
import { ROUTE_PATHS, type RouteName } from '../lib/paths.ts';
import { alwaysRevalidate, requireGuest, requireMember } from './guards.ts';
import { AppLayout, RouteSkeleton } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-meta.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/** A route by name: its path from the path table and its name in `handle` for the route metadata. */
function named(name: RouteName): Pick<RouteObject, 'path' | 'handle'> {
  return { path: ROUTE_PATHS[name], handle: { name } satisfies RouteHandle };
}

/**
 * A screen whose text comes from the whole catalogue (lists, forms, reports, the knowledge centre): its code
 * and the catalogue of the language in use load together. Sign-in, password and legal pages need only the
 * shell that the first page carries.
 */
function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadCurrentCatalogue()]))[0];
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
            ...named('invitation'),
            lazy: {
              Component: async () =>
                (await import('../features/auth/components/invitation-page.tsx')).InvitationPage,
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
        // At a signed-in start, the layout (header, menu) draws around this outline while the session check
        // and the screen's code load, instead of a bare spinner in place of the whole page.
        HydrateFallback: RouteSkeleton,
        children: [
          {
            ...named('password.change'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/auth/components/change-password-page.tsx')).ChangePasswordPage,
              ),
            },
          },
          {
            ...named('team.members'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/team/components/members-page.tsx')).MembersPage,
              ),
            },
          },
          {
            ...named('team.audit'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/team/components/audit-page.tsx')).AuditPage,
              ),
            },
          },
          {
            ...named('account.sessions'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/team/components/sessions-page.tsx')).SessionsPage,
              ),
            },
          },
          {
            ...named('reports.index'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/reports/components/reports-page.tsx')).ReportsPage,
              ),
            },
          },
          {
            ...named('reports.create-detailed'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/reports/components/create-report-page.tsx'))
                    .CreateDetailedReportPage,
              ),
            },
          },
          {
            ...named('reports.create-comparative'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/reports/components/create-report-page.tsx'))
                    .CreateComparativeReportPage,
              ),
            },
          },
          {
            ...named('profiles.index'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/profiles/components/profiles-page.tsx')).ProfilesPage,
              ),
            },
          },
          {
            ...named('profiles.create'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/profiles/components/profile-form-page.tsx')).ProfileFormPage,
              ),
            },
          },
          {
            ...named('profiles.edit'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/profiles/components/profile-form-page.tsx')).ProfileFormPage,
              ),
            },
          },
          {
            ...named('properties.index'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/properties/components/properties-page.tsx')).PropertiesPage,
              ),
            },
          },
          {
            ...named('properties.create'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/properties/components/property-form-page.tsx')).PropertyFormPage,
              ),
            },
          },
          {
            ...named('properties.edit'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/properties/components/property-form-page.tsx')).PropertyFormPage,
              ),
            },
          },
          {
            ...named('properties.import'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/spreadsheets/import-page.tsx')).ImportPage,
              ),
            },
          },
          {
            ...named('portfolio'),
            lazy: {
              Component: withCatalogue(
                async () => (await import('../features/portfolio/portfolio-page.tsx')).PortfolioPage,
              ),
            },
          },
          {
            ...named('rate-card'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/rate-card/components/rate-card-page.tsx')).RateCardPage,
              ),
            },
          },
          {
            ...named('kc.index'),
            lazy: {
              Component: withCatalogue(
                async () =>
                  (await import('../features/knowledge-center/components/knowledge-center-page.tsx'))
                    .KnowledgeCenterPage,
              ),
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
          Component: withCatalogue(
            async () => (await import('../features/reports/components/report-page.tsx')).DetailedReportPage,
          ),
        },
      },
      {
        ...named('reports.comparative-report'),
        lazy: {
          Component: withCatalogue(
            async () =>
              (await import('../features/reports/components/report-page.tsx')).ComparativeReportPage,
          ),
        },
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The routes with the lazy screens of `location`'s matches already loaded: a pre-drawn page hydrates with its
 * screen in place, not with the loader React Router would show while the screen's code downloads.
 */
export async function routesLoadedFor(
  location: string,
  table: RouteObject[] = routes,
): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(table, location) ?? []).map((match) => match.route));
  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children ? await Promise.all(route.children.map(load)) : undefined;
    const lazy = matched.has(route) && typeof route.lazy === 'object' ? route.lazy : undefined;
    const Component = lazy?.Component ? await lazy.Component() : undefined;
    if (!children && !Component) return route;
    const { lazy: _loaded, ...rest } = route;
    return {
      ...(Component ? rest : route),
      ...(Component ? { Component } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  };
  return Promise.all(table.map(load));
}

/** The browser's router; with `hydrationData`, over a page the build drew (its loaders' answers). */
export function createAppRouter(options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {}) {
  return createBrowserRouter(options.routes ?? routes, { hydrationData: options.hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
