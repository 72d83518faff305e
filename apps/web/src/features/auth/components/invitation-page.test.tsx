import { screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/language.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { InvitationPage } from './invitation-page.tsx';

const userEvent = userEventLibrary.setup({ delay: null });

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/invitations/:token', element: <InvitationPage /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

describe('InvitationPage', () => {
  it('opens in the invitee’s language, asks for a name and a password, then leads to sign-in', async () => {
    const calls = mockApi({
      'GET /invitations/tok-1': () =>
        Response.json({ email: 'nora@example.com', website_name: 'Site A', lang: 'fr' }),
      'POST /invitations/accept': () =>
        Response.json({ user_message: 'Votre compte est prêt.' }, { status: 201 }),
    });
    renderRoutes(routes, { path: '/invitations/tok-1', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Rejoindre Site A' })).toBeInTheDocument();
    expect(screen.getByText(/nora@example\.com/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Votre nom/ }), 'Nora');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // The shared schema refuses a short password before anything is sent.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/^Mot de passe/));
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'a long password');
    await userEvent.clear(screen.getByLabelText(/^Confirmez le mot de passe/));
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'tok-1',
      name: 'Nora',
      password: 'a long password',
      password_confirmation: 'a long password',
    });
    await switchLanguage('en');
  });

  it('says so when the link no longer works', async () => {
    mockApi({
      'GET /invitations/old': () =>
        Response.json(
          {
            code: 'validation',
            user_message: 'This invitation link no longer works.',
            errors: { token: ['x'] },
          },
          { status: 422 },
        ),
    });
    renderRoutes(routes, { path: '/invitations/old' });
    expect(
      await screen.findByRole('heading', { name: 'This invitation no longer works' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'This invitation link no longer works.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toBeInTheDocument();
  });
});
