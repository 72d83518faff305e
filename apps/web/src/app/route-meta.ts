import { type UIMatch, useMatches } from 'react-router';
import type { RouteName } from '../lib/paths.ts';
import { ROUTE_META, type RouteMeta, UNMATCHED_META } from './route-table.ts';

/** What a route object carries in its `handle`. */
export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The metadata of the deepest named route among the matches. */
export function routeMetaFromMatches(
  matches: readonly Pick<UIMatch, 'handle'>[],
): RouteMeta & { name: RouteName | null } {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && handle.name in ROUTE_META)
      return { name: handle.name, ...ROUTE_META[handle.name] };
  }
  return { name: null, ...UNMATCHED_META };
}

/** The current route's metadata (active menu, light header, back route), recomputed on every navigation. */
export function useRouteMeta() {
  return routeMetaFromMatches(useMatches());
}
