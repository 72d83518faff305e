import type { PageMeta, PropertySummary } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { listCard, setScreenWidth } from '@/test/screen-width.ts';
import { PropertiesPage } from './properties-page.tsx';
import { savedProperty } from './property-fixtures.test-data.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const ROWS: PropertySummary[] = [
  {
    id: 7,
    name: 'Lynx de Sherbrooke',
    status: 'complete',
    sponsorship_type: 'team',
    category: 'sports',
    city: { id: 'CA-QC-sherbrooke', name: 'Sherbrooke', region: 'QC', country: 'CA' },
    start_date: '2026-09-01',
    asked_price: 85000,
    value: 137391,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
  },
  {
    id: 8,
    name: 'Winter Carnival',
    status: 'draft',
    sponsorship_type: null,
    category: null,
    city: null,
    start_date: null,
    asked_price: null,
    value: null,
    created_at: '2026-03-05T15:00:00.000Z',
    updated_at: '2026-03-05T15:00:00.000Z',
  },
];

function page(rows: PropertySummary[], meta: Partial<PageMeta> = {}) {
  return Response.json({
    data: rows,
    meta: { total: rows.length, page: 1, per_page: 25, last_page: 1, ...meta },
  });
}

function lastListQuery(calls: ApiCall[]) {
  return calls.filter((call) => call.path === '/websites/1/properties').at(-1)?.query;
}

function setup(lang: 'en' | 'fr' = 'en', path = '/properties') {
  return renderRoutes(
    [
      { path: '/properties', element: <PropertiesPage /> },
      { path: '/properties/create', element: <h1>Create form</h1> },
      { path: '/properties/edit/:id', element: <h1>Edit form</h1> },
    ],
    { path, lang },
  );
}

describe('PropertiesPage', () => {
  it('lists the properties with city, type, dates and money, and "—" where there is no value yet', async () => {
    await startSession('analyst');
    const calls = mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    setup();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Lynx de Sherbrooke');
    expect(first).toHaveTextContent('2 Mar 2026');
    expect(first).toHaveTextContent('Sherbrooke, QC');
    expect(first).toHaveTextContent('Team');
    expect(first).toHaveTextContent('1 Sept 2026');
    expect(first).toHaveTextContent('$85,000');
    expect(first).toHaveTextContent('$137,391');
    expect(first).toHaveTextContent('Complete');
    expect(second).toHaveTextContent('In progress');
    const noValue = within(second as HTMLElement).getByLabelText(/The value appears once the property/);
    expect(noValue).toHaveTextContent('—');
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toEqual({
      sort: 'created_at',
      order: 'desc',
      page: '1',
      per_page: '25',
    });
  });

  it('shows the values in French money format', async () => {
    await startSession();
    mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    setup('fr');
    const row = await screen.findByRole('row', { name: /Lynx de Sherbrooke/ });
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('137 391 $');
    expect(row).toHaveTextContent('Équipe');
    expect(row).toHaveTextContent('Complet');
    // A draft is marked in words, not by colour alone.
    const draft = (await screen.findAllByRole('row'))[2] as HTMLElement;
    expect(draft).toHaveTextContent('En cours');
  });

  it('filters by type and status and sorts by value on the server', async () => {
    await startSession();
    const calls = mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    const { router } = setup('en', '/properties?type=event&status=draft');
    await screen.findByRole('table');
    expect(lastListQuery(calls)?.get('type')).toBe('event');
    expect(lastListQuery(calls)?.get('status')).toBe('draft');
    await userEvent.click(screen.getByRole('button', { name: 'Value' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('sort')).toBe('value'));
    expect(lastListQuery(calls)?.get('order')).toBe('desc');
    expect(lastListQuery(calls)?.get('type')).toBe('event');
    expect(router.state.location.search).toBe('?sort=value&order=desc&type=event&status=draft');
  });

  it('pages through a long list on the server', async () => {
    await startSession();
    const calls = mockApi({
      'GET /websites/1/properties': (call) =>
        page(ROWS, { total: 60, last_page: 3, page: Number(call.query.get('page')) }),
    });
    setup();
    await screen.findByRole('table');
    expect(screen.getByText('1–2 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('page')).toBe('3'));
    expect(await screen.findByText('51–52 of 60')).toBeInTheDocument();
  });

  it.each([
    ['en', '1–2 of more than 1,000'],
    ['fr', '1 à 2 sur plus de 1 000'],
  ] as const)('says "more than" the total of a search that stopped counting (%s)', async (lang, text) => {
    await startSession();
    mockApi({
      'GET /websites/1/properties': () => page(ROWS, { total: 1000, last_page: 40, total_capped: true }),
    });
    setup(lang, '/properties?search=cola');
    const range = await screen.findByText(/1,000|1\s000/);
    expect(range.textContent?.replace(/\s/g, ' ')).toBe(text);
  });

  it('duplicates a property: the copy is appended and the user is told', async () => {
    await startSession();
    const copy = savedProperty({ id: 9, status: 'draft' });
    copy.general.name = 'Lynx de Sherbrooke (copy)';
    let copied = false;
    const calls = mockApi({
      'GET /websites/1/properties': () =>
        page(
          copied
            ? [...ROWS, { ...(ROWS[0] as PropertySummary), id: 9, name: copy.general.name, status: 'draft' }]
            : ROWS,
        ),
      'POST /websites/1/properties/7/duplicate': () => {
        copied = true;
        return Response.json(copy, { status: 201 });
      },
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Lynx de Sherbrooke' }));
    expect(
      await screen.findByText('“Lynx de Sherbrooke (copy)” has been created as a copy, in progress.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Lynx de Sherbrooke \(copy\)/ })).toHaveTextContent(
      'In progress',
    );
    const duplicate = calls.find((call) => call.path === '/websites/1/properties/7/duplicate');
    expect(duplicate?.query.get('lang')).toBe('en');
  });

  it('deletes a property after confirmation', async () => {
    await startSession();
    let deleted = false;
    const calls = mockApi({
      'GET /websites/1/properties': () => page(deleted ? [ROWS[0] as PropertySummary] : ROWS),
      'DELETE /properties/8': () => {
        deleted = true;
        return Response.json({ user_message: 'The property has been deleted.' });
      },
    });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Winter Carnival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The property has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Winter Carnival')).not.toBeInTheDocument());
    expect(screen.getByText('Lynx de Sherbrooke')).toBeInTheDocument();
  });

  it('shows a viewer the list without create, duplicate, edit or delete', async () => {
    await startSession('viewer');
    mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    setup();
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New property' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Duplicate|Delete/ })).not.toBeInTheDocument();
  });

  it('shows each property as a card on a phone: its name, its fields and its buttons, all in sight', async () => {
    setScreenWidth(390);
    await startSession();
    mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    setup();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lynx de Sherbrooke' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lynx = listCard(heading);
    expect(within(heading).getByRole('link', { name: 'Lynx de Sherbrooke' })).toHaveAttribute(
      'href',
      '/properties/edit/7',
    );
    expect(lynx.fields).toEqual({
      'Created on': '2 Mar 2026',
      City: 'Sherbrooke, QC',
      Type: 'Team',
      'Start date': '1 Sept 2026',
      'Asked price': '$85,000',
      Value: '$137,391',
      Status: 'Complete',
    });
    const carnival = listCard(screen.getByRole('heading', { level: 2, name: 'Winter Carnival' }));
    expect(carnival.fields).toMatchObject({ City: '—', Value: '—', Status: 'In progress' });
    // The table row's buttons, with the same names.
    for (const [{ card }, name] of [
      [lynx, 'Lynx de Sherbrooke'],
      [carnival, 'Winter Carnival'],
    ] as const) {
      expect(within(card).getByRole('link', { name: `Edit ${name}` })).toBeVisible();
      expect(within(card).getByRole('button', { name: `Duplicate ${name}` })).toBeVisible();
      expect(within(card).getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    }
  });

  it('sorts the cards from their sort menu, in French on a tablet', async () => {
    // 1024 px: too narrow for the nine columns' 1100 px table.
    setScreenWidth(1024);
    await startSession();
    const calls = mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    const { router } = setup('fr');
    await screen.findByRole('heading', { level: 2, name: 'Lynx de Sherbrooke' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('Créée le');
    expect(screen.getByRole('radio', { name: 'Décroissant' })).toBeChecked();
    await userEvent.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Valeur' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('sort')).toBe('value'));
    expect(lastListQuery(calls)?.get('order')).toBe('desc');
    await userEvent.click(screen.getByRole('radio', { name: 'Croissant' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('order')).toBe('asc'));
    expect(router.state.location.search).toBe('?sort=value&order=asc');
  });

  it('keeps the table on a laptop', async () => {
    setScreenWidth(1280);
    await startSession();
    mockApi({ 'GET /websites/1/properties': () => page(ROWS) });
    setup();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
