import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from '../lib/list-params.ts';
import { renderRoutes } from '../test/render.tsx';
import { ListSearchInput, useListSearch } from './list-search.tsx';

const FIELDS = ['name'] as const;
const DEFAULTS = { sort: 'name', order: 'asc' } as const;

function List() {
  const [params, setParams] = useListParams(FIELDS, DEFAULTS);
  const search = useListSearch(params, setParams);
  return (
    <>
      <ListSearchInput value={search.text} onChange={search.setText} busy={false} />
      <p>{`Searching for “${params.search}”`}</p>
      <Link to="/edit">Edit</Link>
    </>
  );
}

function EditPage() {
  return <h1>Edit page</h1>;
}

describe('useListSearch', () => {
  it('writes the search into the address once typing pauses, back on page 1', async () => {
    const { router } = renderRoutes([{ path: '/list', Component: List }], { path: '/list?page=3' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'arena');
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?search=arena'));
    // The router's state changes before React renders it: wait for the page too.
    expect(await screen.findByText('Searching for “arena”')).toBeInTheDocument();
  });

  it('does not cancel a page that is loading when the pause ends', async () => {
    let release = () => {};
    const editLoaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = renderRoutes(
      [
        { path: '/list', Component: List },
        {
          path: '/edit',
          lazy: async () => {
            await editLoaded;
            return { Component: EditPage };
          },
        },
      ],
      { path: '/list' },
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'arena');
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    // The pause ends while the edit page is still loading.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
  });
});
