import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepEarlyReportTitle } from '@/features/reports/api/early-report-title.ts';
import { ROUTE_PATHS, type RouteName } from '@/lib/paths.ts';
import { renderRoutes } from '@/test/render.tsx';
import { RouteSkeleton } from './app-layout.tsx';

/** The outline alone at a route, as the member route's fallback and the shell the build draws show it. */
function outlineAt(name: RouteName, path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes([{ path: ROUTE_PATHS[name], handle: { name }, element: <RouteSkeleton /> }], {
    path,
    lang,
  });
}

describe('the outline of a signed-in screen (decision 034)', () => {
  it('draws the heading and intro of a screen whose heading depends on no data, in the interface language', async () => {
    outlineAt('reports.index', '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(
      screen.getByText('Each report measures what a property is worth to a brand, against what it costs.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('role', 'status');
  });

  it('draws the French heading in French', async () => {
    outlineAt('profiles.index', '/brand-profiles', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profils de marque' })).toBeInTheDocument();
  });

  it('draws no heading where the heading is data', async () => {
    outlineAt('profiles.edit', '/brand-profiles/edit/3');
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('draws a report page’s top bar, logo and language switch, with its title outlined', async () => {
    outlineAt('reports.detailed-report', '/detailed-report/4');
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Français' })).toBeInTheDocument();
  });

  it('shows a report’s title as soon as its answer is in, and only on that report’s page', async () => {
    outlineAt('reports.detailed-report', '/detailed-report/5');
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    // An answer without a title, or another report's, shows nothing.
    act(() => void keepEarlyReportTitle('/detailed-report/5', { id: 5 }));
    act(() => void keepEarlyReportTitle('/detailed-report/6', { title: 'Another report' }));
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => void keepEarlyReportTitle('/detailed-report/5', { title: 'Hockey club × Maple' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hockey club × Maple' })).toBeInTheDocument();
    // The outline's status stays until the page is drawn.
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('role', 'status');
  });
});
