import { ROUTE_META } from '../app/route-table.ts';
import { ROUTE_PATHS, type RouteName } from '../lib/paths.ts';

/**
 * The pages the build draws ahead of time in each language (scripts/prerender.mjs): the public pages a
 * visitor meets before signing in. `url` is the address drawn (a reset link's token appears in no markup, so
 * any token draws that page); `module` is the screen's lazily loaded source file, whose stylesheets the page
 * links before first paint (none for a screen the first script carries).
 */
export const PRERENDERED_PAGES = [
  { file: 'login', route: 'login', url: '/login', module: 'src/features/auth/components/login-page.tsx' },
  {
    file: 'password-forgot',
    route: 'password.forgot',
    url: '/password/forgot',
    module: 'src/features/auth/components/forgot-password-page.tsx',
  },
  {
    file: 'password-reset',
    route: 'password.reset',
    url: '/password/reset/token',
    module: 'src/features/auth/components/reset-password-page.tsx',
  },
  { file: 'terms', route: 'terms', url: '/terms', module: 'src/features/legal/components/terms-page.tsx' },
  {
    file: 'privacy',
    route: 'privacy',
    url: '/privacy',
    module: 'src/features/legal/components/privacy-page.tsx',
  },
] as const;

/** Drawn at an address no route knows: the not-found page, a part of the first script. */
export const NOT_FOUND_PAGE = { file: 'not-found', url: '/not-found' } as const;

/**
 * The signed-in screens whose shell the build draws in each language (decision 034): every member's screen and
 * the report pages. `url` is the address drawn, any id standing for a parameter (nothing drawn depends on it).
 */
export const SIGNED_IN_SHELLS = (Object.keys(ROUTE_META) as RouteName[])
  .filter((route) => ROUTE_META[route].access === 'member' || ROUTE_META[route].reportPage)
  .map((route) => ({
    file: `shell-${route.replaceAll('.', '-')}`,
    route,
    url: ROUTE_PATHS[route].replace(/:\w+/g, '1'),
  }));
