import { generatePath } from 'react-router';

/**
 * Every screen's path by route name (spec section 2). Links use names so that paths live in one place;
 * the router (src/app/router.tsx) and the route metadata (src/app/route-table.ts) use the same names.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  'password.forgot': '/password/forgot',
  'password.reset': '/password/reset/:token',
  'password.change': '/password/change',
  terms: '/terms',
  privacy: '/privacy',
  'reports.index': '/reports',
  'reports.create-detailed': '/reports/create/detailed-report',
  'reports.create-comparative': '/reports/create/comparative-report',
  'reports.detailed-report': '/detailed-report/:id',
  'reports.comparative-report': '/comparative-report/:id',
  'profiles.index': '/brand-profiles',
  'profiles.create': '/brand-profiles/create',
  'profiles.edit': '/brand-profiles/edit/:id',
  'properties.index': '/properties',
  'properties.create': '/properties/create',
  'properties.edit': '/properties/edit/:id',
  'properties.import': '/properties/import',
  portfolio: '/portfolio',
  'kc.index': '/knowledge-center',
  'rate-card': '/rate-card',
  invitation: '/invitations/:token',
  'team.members': '/members',
  'team.audit': '/audit-log',
  'account.sessions': '/sessions',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

/** The path of a named route, e.g. `routePath('profiles.edit', { id: 3 })`. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(ROUTE_PATHS[name], stringParams as never);
}

/** Guard redirect targets (spec section 9). */
export const GUEST_REDIRECT = ROUTE_PATHS.login;
export const MEMBER_REDIRECT = ROUTE_PATHS.home;

/** The query parameter of /login that names where to go once signed in. */
export const NEXT_PARAM = 'next';

/**
 * Where to go after signing in, from the `next` parameter: an address inside the app only (a path starting
 * with one slash), never /login itself; anything else, or nothing, gives the member home.
 */
export function afterSignIn(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return MEMBER_REDIRECT;
  if (next === ROUTE_PATHS.login || next.startsWith(`${ROUTE_PATHS.login}?`)) return MEMBER_REDIRECT;
  return next;
}

/** /login with the address to come back to once signed in (a report link opened signed out, say). */
export function loginComingBackTo(path: string): string {
  const home = path === MEMBER_REDIRECT || path === ROUTE_PATHS['reports.index'] || path === '';
  return home ? GUEST_REDIRECT : `${GUEST_REDIRECT}?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}
