import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginComingBackTo } from '@/lib/paths.ts';
import { BRANDED_LOGIN, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes, renderWithProviders } from '@/test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

describe('LoginPage', () => {
  it('shows the sign-in card to a visitor', () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no sign-in card once the code has signed the user in, while the member home loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // The verify answer starts the session; the page is still /login until the navigation ends.
    await act(() => startSession('analyst'));
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('LoginPage, coming back after signing in', () => {
  /** Signs in on /login with the address given, through both steps; answers as the server does. */
  async function signIn(path: string) {
    mockApi({
      'POST /login': () =>
        Response.json({ verification_required: true, challenge: 'ch-1', user_message: 'Code sent.' }),
      'POST /login/verify': () => Response.json(BRANDED_LOGIN),
    });
    const { router } = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/detailed-report/:id', element: <h1>Report</h1> },
        { path: '/', element: <h1>Member home</h1> },
      ],
      { path },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail or username' }), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    return router;
  }

  it('lands on the report whose link sent the person to sign in', async () => {
    const router = await signIn(loginComingBackTo('/detailed-report/7'));
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/detailed-report/7');
  });

  it('goes to the member home for an address outside the app', async () => {
    const router = await signIn('/login?next=%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('heading', { name: 'Member home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
