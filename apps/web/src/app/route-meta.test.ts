import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, routePath } from '../lib/paths.ts';
import { routeMetaFromMatches } from './route-meta.ts';
import { routes } from './router.tsx';

function metaAt(pathname: string) {
  // useMatches() hands each match's route handle over as `handle`; matchRoutes keeps it on `route`.
  const matches = (matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle }));
  return routeMetaFromMatches(matches);
}

describe('route metadata', () => {
  it('names every route of the spec and recognises its path', () => {
    for (const [name, pattern] of Object.entries(ROUTE_PATHS)) {
      const pathname = pattern.replace(/:\w+/g, '7');
      expect(metaAt(pathname).name, pathname).toBe(name);
    }
  });

  it('sets the active menu of each section', () => {
    expect(metaAt('/reports').activeMenu).toBe('reports');
    expect(metaAt('/reports/create/comparative-report').activeMenu).toBe('reports');
    expect(metaAt('/brand-profiles').activeMenu).toBe('brand-profiles');
    expect(metaAt('/properties').activeMenu).toBe('properties');
    expect(metaAt('/knowledge-center').activeMenu).toBe('knowledge-center');
    expect(metaAt('/password/change').activeMenu).toBeNull();
  });

  it('gives the multi-step forms a light header and a back route to their list', () => {
    expect(metaAt('/brand-profiles/create')).toMatchObject({
      lightHeader: true,
      backRoute: 'profiles.index',
    });
    expect(metaAt('/brand-profiles/edit/3')).toMatchObject({
      lightHeader: true,
      backRoute: 'profiles.index',
    });
    expect(metaAt('/properties/create')).toMatchObject({ lightHeader: true, backRoute: 'properties.index' });
    expect(metaAt('/properties/edit/9')).toMatchObject({ lightHeader: true, backRoute: 'properties.index' });
    expect(metaAt('/brand-profiles')).toMatchObject({ lightHeader: false, backRoute: null });
  });

  it('marks the two report pages, which need no sign-in', () => {
    expect(metaAt('/detailed-report/5')).toMatchObject({ reportPage: true, access: 'public' });
    expect(metaAt('/comparative-report/5')).toMatchObject({ reportPage: true, access: 'public' });
    expect(metaAt('/reports').reportPage).toBe(false);
  });

  it('tells guest, member and public routes apart', () => {
    expect(metaAt('/login').access).toBe('guest');
    expect(metaAt('/password/forgot').access).toBe('guest');
    expect(metaAt('/password/reset/abc').access).toBe('guest');
    expect(metaAt('/password/change').access).toBe('member');
    expect(metaAt('/terms').access).toBe('public');
    expect(metaAt('/privacy').access).toBe('public');
  });

  it('gives an unknown path the not-found defaults', () => {
    expect(metaAt('/no/such/page')).toMatchObject({
      name: null,
      activeMenu: null,
      lightHeader: false,
      backRoute: null,
      reportPage: false,
    });
  });

  it('builds paths from route names', () => {
    expect(routePath('password.change')).toBe('/password/change');
    expect(routePath('profiles.edit', { id: 12 })).toBe('/brand-profiles/edit/12');
    expect(routePath('password.reset', { token: 'a/b' })).toBe('/password/reset/a%2Fb');
  });
});
