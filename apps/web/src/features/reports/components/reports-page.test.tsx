import type { ReportSummary } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { listCard, setScreenWidth } from '@/test/screen-width.ts';
import { ReportsPage } from './reports-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const ROWS: ReportSummary[] = [
  {
    id: 3,
    type: 'detailed',
    title: 'Lynx for Northern',
    property_name: 'Lynx de Sherbrooke',
    profile_name: 'Northern Hardware',
    entries: 1,
    pairs: [{ property_name: 'Lynx de Sherbrooke', profile_name: 'Northern Hardware' }],
    ratio: 2.35,
    ratio_bands: null,
    from_draft: false,
    preliminary: false,
    created_at: '2026-03-02T15:00:00.000Z',
    created_by: { id: 1, name: 'Demo Admin' },
  },
  {
    id: 4,
    type: 'comparative',
    title: 'Spring comparison',
    property_name: 'Harbourview Centre',
    profile_name: 'Prairie Credit Union',
    entries: 3,
    pairs: [
      { property_name: 'Harbourview Centre', profile_name: 'Prairie Credit Union' },
      { property_name: 'Lynx de Sherbrooke', profile_name: 'Prairie Credit Union' },
      { property_name: 'Harbour Days', profile_name: 'Northern Hardware' },
    ],
    ratio: 0.8,
    ratio_bands: null,
    from_draft: true,
    preliminary: true,
    created_at: '2026-03-05T15:00:00.000Z',
    created_by: null,
  },
];

function page(rows: ReportSummary[]) {
  return Response.json({ data: rows, meta: { total: rows.length, page: 1, per_page: 25, last_page: 1 } });
}

const lastQuery = (calls: ApiCall[]) =>
  Object.fromEntries(calls.filter((call) => call.path === '/websites/1/reports').at(-1)?.query ?? []);

function setup(lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/reports', element: <ReportsPage /> },
      { path: '/detailed-report/:id', element: <h1>Detailed</h1> },
      { path: '/comparative-report/:id', element: <h1>Comparative</h1> },
      { path: '/reports/create/detailed-report', element: <h1>Create detailed</h1> },
    ],
    { path: '/reports', lang },
  );
}

describe('ReportsPage', { timeout: 15_000 }, () => {
  it('lists reports with type, names, date, author and the ratio in its band colour', async () => {
    await startSession('analyst');
    const calls = mockApi({ 'GET /websites/1/reports': () => page(ROWS) });
    setup();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Detailed');
    expect(first).toHaveTextContent('Lynx de Sherbrooke × Northern Hardware');
    expect(first).toHaveTextContent('2 Mar 2026');
    expect(first).toHaveTextContent('Demo Admin');
    expect(first).toHaveTextContent('2.35');
    expect(second).toHaveTextContent('Comparative');
    expect(second).toHaveTextContent('3 combinations');
    // Every pair of a comparative report, not only the first.
    for (const pair of ROWS[1]?.pairs ?? [])
      expect(second).toHaveTextContent(`${pair.property_name} × ${pair.profile_name}`);
    // Made from a draft, and preliminary: said in words, and its ratio gets no band.
    expect(first).not.toHaveTextContent('In progress');
    expect(first).not.toHaveTextContent('Preliminary');
    expect(second).toHaveTextContent('In progress');
    expect(second).toHaveTextContent('0.80:1Preliminary');
    expect(within(second as HTMLElement).queryByTitle('Below cost')).toBeNull();
    expect(within(first as HTMLElement).getByTitle('On target')).toHaveTextContent('2.35');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Lynx for Northern' })).toHaveAttribute(
      'href',
      '/detailed-report/3',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: 'Spring comparison' })).toHaveAttribute(
      'href',
      '/comparative-report/4',
    );
    expect(lastQuery(calls)).toEqual({ sort: 'created_at', order: 'desc', page: '1', per_page: '25' });
  });

  it('colours a method 1.2 ratio as its report’s verdict, naming both bands its range reaches', async () => {
    await startSession('analyst');
    const [detailed] = ROWS;
    if (!detailed) throw new Error('a detailed row');
    const rows: ReportSummary[] = [
      // The ratio alone is on target; the report's P10–P90 reaches from fair to on target.
      { ...detailed, id: 5, title: 'Two bands', ratio: 2.05, ratio_bands: ['fair', 'target'] },
      // The report's own band, worked out with the website's rates, over the default rates’ band.
      { ...detailed, id: 6, title: 'One band', ratio: 2.05, ratio_bands: ['strong'] },
    ];
    mockApi({ 'GET /websites/1/reports': () => page(rows) });
    setup();
    const table = await screen.findByRole('table');
    const [, twoBands, oneBand] = within(table).getAllByRole('row');
    expect(within(twoBands as HTMLElement).getByTitle('Fair – On target')).toHaveTextContent('2.05');
    expect(within(twoBands as HTMLElement).queryByTitle('On target')).toBeNull();
    expect(within(oneBand as HTMLElement).getByTitle('Strong')).toHaveTextContent('2.05');
  });

  it('filters by type and sorts by ratio on the server, keeping both in the address', async () => {
    await startSession('analyst');
    const calls = mockApi({ 'GET /websites/1/reports': () => page(ROWS) });
    const { router } = setup();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: 'Comparative' }));
    await waitFor(() => expect(lastQuery(calls).type).toBe('comparative'));
    await userEvent.click(screen.getByRole('button', { name: 'Ratio' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'ratio', order: 'desc' }));
    expect(router.state.location.search).toBe('?sort=ratio&order=desc&type=comparative');
    await userEvent.click(screen.getByRole('radio', { name: 'All reports' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ratio&order=desc'));
    expect(lastQuery(calls).type).toBeUndefined();
  });

  it('deletes a report after confirmation', async () => {
    await startSession('analyst');
    const calls = mockApi({
      'GET /websites/1/reports': () => page(ROWS),
      'DELETE /comparative-reports/4': () => Response.json({ user_message: 'The report has been deleted.' }),
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring comparison' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('The report has been deleted.')).toBeInTheDocument();
  });

  it('explains what reports are when there is none, in French', async () => {
    await startSession('analyst');
    mockApi({ 'GET /websites/1/reports': () => page([]) });
    setup('fr');
    expect(await screen.findByText('Aucun rapport pour le moment')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nouveau rapport détaillé' }).length).toBeGreaterThan(0);
  });

  it('gives a viewer no create or delete button', async () => {
    await startSession('viewer');
    mockApi({ 'GET /websites/1/reports': () => page(ROWS) });
    setup();
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New detailed report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows each report as a card on a phone, with its fields and its buttons in sight, in French', async () => {
    setScreenWidth(390);
    await startSession('analyst');
    mockApi({ 'GET /websites/1/reports': () => page(ROWS) });
    setup('fr');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lynx for Northern' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(heading).getByRole('link', { name: 'Lynx for Northern' })).toHaveAttribute(
      'href',
      '/detailed-report/3',
    );
    const lynx = listCard(heading);
    expect(lynx.fields).toEqual({
      Type: 'Détaillé',
      'Propriété × profil': 'Lynx de Sherbrooke × Northern Hardware',
      'Créé le': '2 mars 2026',
      Par: 'Demo Admin',
      Ratio: '2,35:1',
    });
    const spring = listCard(screen.getByRole('heading', { level: 2, name: 'Spring comparison' }));
    expect(spring.fields).toMatchObject({ Type: 'Comparatif', Par: '—', Ratio: '0,80:1Préliminaire' });
    for (const [{ card }, title] of [
      [lynx, 'Lynx for Northern'],
      [spring, 'Spring comparison'],
    ] as const) {
      expect(within(card).getByRole('link', { name: `Ouvrir ${title}` })).toBeVisible();
      expect(within(card).getByRole('button', { name: `Supprimer ${title}` })).toBeVisible();
    }
  });

  it('keeps the table on a tablet wide enough for it', async () => {
    setScreenWidth(1024);
    await startSession('analyst');
    mockApi({ 'GET /websites/1/reports': () => page(ROWS) });
    setup();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});
