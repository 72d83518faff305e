import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('validates with the core schema and shows its messages in the interface language', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LoginForm onChallenge={vi.fn()} />, { lang: 'fr' });

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a keyboard user reach the button that shows the password, and press it', async () => {
    renderWithProviders(<LoginForm onChallenge={vi.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'secret words');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
  });

  it("sends the password grant and shows the server's refusal", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, as the server's page would set it.
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'unauthorized', user_message: 'Incorrect login or password. Please try again.' },
        { status: 401 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onChallenge = vi.fn();
    renderWithProviders(<LoginForm onChallenge={onChallenge} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail or username' }), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect login or password. Please try again.',
    );
    expect(onChallenge).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/cakemix/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'demo@example.com',
      password: 'wrong-password',
      grant_type: 'password',
      client_id: 'cakemix-web',
      client_secret: 'cakemix-web-secret',
      referer: 'cakemix',
    });
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'xsrf-1', 'Accept-Language': 'en' });
  });

  it('shows how long to wait when the server refuses more attempts (429), in French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'too_many_requests',
            user_message:
              'Trop de tentatives de connexion échouées depuis votre connexion. Veuillez réessayer dans 14\u00a0minutes.',
          },
          { status: 429, headers: { 'Retry-After': '812' } },
        ),
      ),
    );
    renderWithProviders(<LoginForm onChallenge={vi.fn()} />, { lang: 'fr' });

    await userEvent.type(screen.getByRole('textbox', { name: /courriel/i }), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Veuillez réessayer dans 14\s+minutes\./);
  });
});
