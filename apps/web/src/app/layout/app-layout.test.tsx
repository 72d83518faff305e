import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '@/lib/paths.ts';
import { renderRoutes } from '@/test/render.tsx';
import { AppLayout } from './app-layout.tsx';

/** A screen whose own effect focuses its field, as the sign-in code step does. */
function FocusingScreen() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <label>
      Code
      <input ref={field} />
    </label>
  );
}

const screenRoute = (name: RouteName, path: string, element: ReactNode) => ({
  path,
  handle: { name },
  element,
});

/** The layout over a few signed-out screens; a report page shows no header. */
function setup(path = '/terms') {
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          screenRoute(
            'terms',
            '/terms',
            <>
              <h1>Terms</h1>
              <Link to="/privacy">Read the privacy text</Link>
              <Link to="/terms?section=2">Section 2</Link>
            </>,
          ),
          screenRoute('privacy', '/privacy', <h1>Privacy</h1>),
          screenRoute('password.forgot', '/password/forgot', <FocusingScreen />),
          screenRoute('reports.detailed-report', '/detailed-report/:id', <h1>A report</h1>),
        ],
      },
    ],
    { path },
  );
}

describe('AppLayout focus on navigation', () => {
  it('leaves the focus alone when the app loads', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to the main landmark when a link of the old screen took the user away', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Read the privacy text' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves the focus from a header control that stays to the new screen', async () => {
    const { router } = setup();
    const languageSwitch = await screen.findByRole('button', { name: 'Français' });
    languageSwitch.focus();
    await act(() => router.navigate('/privacy'));
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the focus where the new screen put it', async () => {
    const { router } = setup();
    (await screen.findByRole('link', { name: 'Read the privacy text' })).focus();
    await act(() => router.navigate('/password/forgot'));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('leaves the focus alone when only the query changes', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Section 2' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(link).toHaveFocus();
  });

  it('moves the focus to a report page, which has no header', async () => {
    const { router } = setup();
    (await screen.findByRole('button', { name: 'Français' })).focus();
    await act(() => router.navigate('/detailed-report/3'));
    expect(await screen.findByRole('heading', { name: 'A report' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
