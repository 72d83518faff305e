import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesLoadedFor } from './router.tsx';

function Screen() {
  return null;
}
function Other() {
  return null;
}

describe('the route table with a location’s screens loaded', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      children: [
        { id: 'login', path: '/login', lazy: { Component: async () => Screen } },
        { id: 'terms', path: '/terms', lazy: { Component: async () => Other } },
      ],
    },
  ];

  it('loads the matched screen in place of its lazy entry, and leaves the others lazy', async () => {
    const loaded = await routesLoadedFor('/login', table);
    const [login, terms] = loaded[0]?.children ?? [];
    expect(login?.Component).toBe(Screen);
    expect(login?.lazy).toBeUndefined();
    expect(login?.path).toBe('/login');
    expect(terms?.Component).toBeUndefined();
    expect(terms?.lazy).toBeDefined();
  });

  it('leaves the table it was given as it was', async () => {
    await routesLoadedFor('/login', table);
    expect(table[0]?.children?.[0]?.Component).toBeUndefined();
    expect(table[0]?.children?.[0]?.lazy).toBeDefined();
  });
});
