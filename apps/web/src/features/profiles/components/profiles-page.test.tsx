import type { BrandProfileSummary } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { listCard, setScreenWidth } from '@/test/screen-width.ts';
import { ProfilesPage } from './profiles-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const ROWS: BrandProfileSummary[] = [
  {
    id: 3,
    name: 'Northern Hardware',
    status: 'complete',
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
  },
  {
    id: 4,
    name: 'Prairie Credit Union',
    status: 'draft',
    created_at: '2026-03-05T15:00:00.000Z',
    updated_at: '2026-03-05T15:00:00.000Z',
  },
];

function page(
  rows: BrandProfileSummary[],
  meta: Partial<{ total: number; page: number; last_page: number }> = {},
) {
  return Response.json({
    data: rows,
    meta: { total: rows.length, page: 1, per_page: 25, last_page: 1, ...meta },
  });
}

function lastListQuery(calls: ApiCall[]) {
  return calls.filter((call) => call.path === '/websites/1/brand-profiles').at(-1)?.query;
}

function setup(lang: 'en' | 'fr' = 'en', path = '/brand-profiles') {
  return renderRoutes(
    [
      { path: '/brand-profiles', element: <ProfilesPage /> },
      { path: '/brand-profiles/create', element: <h1>Create form</h1> },
      { path: '/brand-profiles/edit/:id', element: <h1>Edit form</h1> },
    ],
    { path, lang },
  );
}

describe('ProfilesPage', () => {
  it("lists the website's profiles with their creation date and status, 25 a page", async () => {
    await startSession('analyst');
    const calls = mockApi({ 'GET /websites/1/brand-profiles': () => page(ROWS) });
    setup();

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Northern Hardware');
    expect(first).toHaveTextContent('2 Mar 2026');
    expect(first).toHaveTextContent('Complete');
    expect(second).toHaveTextContent('In progress');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Northern Hardware' })).toHaveAttribute(
      'href',
      '/brand-profiles/edit/3',
    );
    expect(screen.getByRole('link', { name: 'New brand profile' })).toHaveAttribute(
      'href',
      '/brand-profiles/create',
    );
    expect(screen.getByRole('button', { name: 'Delete Prairie Credit Union' })).toBeInTheDocument();
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: '1',
      per_page: '25',
    });
    expect(screen.getByRole('columnheader', { name: /Created on/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a clicked column, searches by name on the server and pages', async () => {
    await startSession();
    const calls = mockApi({
      'GET /websites/1/brand-profiles': (call) =>
        call.query.get('search') === 'prairie'
          ? page([ROWS[1] as BrandProfileSummary])
          : page(ROWS, { total: 60, last_page: 3, page: Number(call.query.get('page')) }),
    });
    const { router } = setup();
    await screen.findByRole('table');
    expect(screen.getByText('1–2 of 60')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('sort')).toBe('name'));
    expect(lastListQuery(calls)?.get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('order')).toBe('desc'));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?sort=name&order=desc&page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'prairie');
    await waitFor(() => expect(lastListQuery(calls)?.get('search')).toBe('prairie'));
    // One request for the whole word (the box waits for typing to pause), back on page 1.
    expect(calls.filter((call) => call.query.get('search')).length).toBe(1);
    expect(lastListQuery(calls)?.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByText('Northern Hardware')).not.toBeInTheDocument());
    expect(screen.getByText('Prairie Credit Union')).toBeInTheDocument();
  });

  it('deletes a profile after confirmation, and the row leaves the list', async () => {
    await startSession();
    let deleted = false;
    const calls = mockApi({
      'GET /websites/1/brand-profiles': () => page(deleted ? [ROWS[0] as BrandProfileSummary] : ROWS),
      'DELETE /brand-profiles/4': () => {
        deleted = true;
        return Response.json({ user_message: 'The brand profile has been deleted.' });
      },
    });
    setup();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Prairie Credit Union' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Prairie Credit Union” will be deleted.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The brand profile has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Prairie Credit Union')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/brand-profiles/4',
    ]);
    expect(screen.getByText('Northern Hardware')).toBeInTheDocument();
  });

  it('keeps the row and says why when the deletion fails', async () => {
    await startSession();
    mockApi({
      'GET /websites/1/brand-profiles': () => page(ROWS),
      'DELETE /brand-profiles/4': () =>
        Response.json(
          { user_message: 'Vous n’êtes pas autorisé à effectuer cette action.' },
          { status: 403 },
        ),
    });
    setup('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Prairie Credit Union' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cet élément?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
    expect(screen.getByText('Vous n’êtes pas autorisé à effectuer cette action.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Prairie Credit Union/ })).toHaveTextContent('En cours');
  });

  it('shows a viewer the list without create, edit or delete', async () => {
    await startSession('viewer');
    mockApi({ 'GET /websites/1/brand-profiles': () => page(ROWS) });
    setup();
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New brand profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('tells a new user what a profile is for, with the create button', async () => {
    await startSession();
    mockApi({ 'GET /websites/1/brand-profiles': () => page([]) });
    setup();
    expect(await screen.findByText('No brand profiles yet')).toBeInTheDocument();
    expect(screen.getByText(/A brand profile describes a brand you sponsor for/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New brand profile' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a search matches nothing', async () => {
    await startSession();
    mockApi({ 'GET /websites/1/brand-profiles': () => page([]) });
    setup('en', '/brand-profiles?search=zzz');
    expect(await screen.findByText('No brand profile matches “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('zzz');
  });

  it('shows each profile as a card on a phone, with its fields and its buttons in sight', async () => {
    setScreenWidth(390);
    await startSession();
    const calls = mockApi({ 'GET /websites/1/brand-profiles': () => page(ROWS) });
    setup();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Northern Hardware' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(heading).getByRole('link', { name: 'Northern Hardware' })).toHaveAttribute(
      'href',
      '/brand-profiles/edit/3',
    );
    const northern = listCard(heading);
    expect(northern.fields).toEqual({ 'Created on': '2 Mar 2026', Status: 'Complete' });
    const prairie = listCard(screen.getByRole('heading', { level: 2, name: 'Prairie Credit Union' }));
    expect(prairie.fields).toEqual({ 'Created on': '5 Mar 2026', Status: 'In progress' });
    for (const [{ card }, name] of [
      [northern, 'Northern Hardware'],
      [prairie, 'Prairie Credit Union'],
    ] as const) {
      expect(within(card).getByRole('link', { name: `Edit ${name}` })).toBeVisible();
      expect(within(card).getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    }

    // The sort menu stands for the table's headers.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Created on');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('sort')).toBe('name'));
    expect(lastListQuery(calls)?.get('order')).toBe('desc');
  });

  it('shows a viewer the cards without buttons', async () => {
    setScreenWidth(390);
    await startSession('viewer');
    mockApi({ 'GET /websites/1/brand-profiles': () => page(ROWS) });
    setup();
    const card = listCard(await screen.findByRole('heading', { level: 2, name: 'Northern Hardware' })).card;
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Northern Hardware']);
  });

  it('says on a phone when a search matches nothing', async () => {
    setScreenWidth(390);
    await startSession();
    mockApi({ 'GET /websites/1/brand-profiles': () => page([]) });
    setup('en', '/brand-profiles?search=zzz');
    expect(await screen.findByText('No brand profile matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the table on a tablet wide enough for it', async () => {
    setScreenWidth(768);
    await startSession();
    mockApi({ 'GET /websites/1/brand-profiles': () => page(ROWS) });
    setup();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
