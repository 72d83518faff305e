import type { RouteName } from '../lib/paths.ts';

/** Sections of the horizontal menu (spec section 2). */
export const MENU_SECTIONS = [
  'reports',
  'brand-profiles',
  'properties',
  'portfolio',
  'rate-card',
  'knowledge-center',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Who may open a route (spec sections 2 and 6). */
export type RouteAccess = 'member' | 'guest' | 'public';

export interface RouteMeta {
  access: RouteAccess;
  /** The menu section highlighted on this route. */
  activeMenu: MenuSection | null;
  /** A reduced header without the menu, for the multi-step forms. */
  lightHeader: boolean;
  /** Where the header's back link leads. */
  backRoute: RouteName | null;
  /** Report pages show neither header, menu nor footer. */
  reportPage: boolean;
}

const member = (activeMenu: MenuSection | null, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  access: 'member',
  activeMenu,
  lightHeader: false,
  backRoute: null,
  reportPage: false,
  ...extra,
});
const open = (access: RouteAccess, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  access,
  activeMenu: null,
  lightHeader: false,
  backRoute: null,
  reportPage: false,
  ...extra,
});

export const ROUTE_META: Record<RouteName, RouteMeta> = {
  home: open('public'),
  login: open('guest'),
  'password.forgot': open('guest'),
  'password.reset': open('guest'),
  'password.change': member(null),
  terms: open('public'),
  privacy: open('public'),
  'reports.index': member('reports'),
  'reports.create-detailed': member('reports'),
  'reports.create-comparative': member('reports'),
  'reports.detailed-report': open('public', { reportPage: true }),
  'reports.comparative-report': open('public', { reportPage: true }),
  'profiles.index': member('brand-profiles'),
  'profiles.create': member('brand-profiles', { lightHeader: true, backRoute: 'profiles.index' }),
  'profiles.edit': member('brand-profiles', { lightHeader: true, backRoute: 'profiles.index' }),
  'properties.index': member('properties'),
  'properties.create': member('properties', { lightHeader: true, backRoute: 'properties.index' }),
  'properties.edit': member('properties', { lightHeader: true, backRoute: 'properties.index' }),
  'properties.import': member('properties'),
  portfolio: member('portfolio'),
  'kc.index': member('knowledge-center'),
  'rate-card': member('rate-card'),
  invitation: open('guest'),
  'team.members': member(null),
  'team.audit': member(null),
  'account.sessions': member(null),
};

/** The metadata of a page no route matched (the not-found page). */
export const UNMATCHED_META: RouteMeta = open('public');
