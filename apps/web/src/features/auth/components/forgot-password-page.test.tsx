import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function requestLink(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address|Adresse courriel/ }), email);
  await userEvent.click(screen.getByRole('button', { name: /Send the reset link|Envoyer le lien/ }));
}

describe('ForgotPasswordPage', () => {
  it('asks for a valid address before calling the server', async () => {
    const fetch = answer(200, {});
    renderWithProviders(<ForgotPasswordPage />);
    await requestLink('not-an-address');
    expect(await screen.findByText('Please check your email address and try again.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the 422 field error under the e-mail field', async () => {
    answer(422, {
      code: 'validation',
      user_message: 'x',
      errors: { email: ['Adresse courriel introuvable.'] },
    });
    renderWithProviders(<ForgotPasswordPage />, { lang: 'fr' });
    await requestLink('nobody@example.com');
    const field = screen.getByRole('textbox', { name: /Adresse courriel/ });
    expect(await screen.findByText('Adresse courriel introuvable.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the rate-limit message of a 429 and the confirmation of a success, in the asked language', async () => {
    const fetch = answer(429, {
      code: 'too_many_requests',
      user_message: 'You have recently requested a password reset, please check your email.',
    });
    renderWithProviders(<ForgotPasswordPage />);
    await requestLink('demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have recently requested a password reset, please check your email.',
    );
    const urls = fetch.mock.calls.map((call) => String((call as unknown as [string])[0]));
    expect(urls).toContain('/api/v1/cakemix/password/reset-link?lang=en');

    answer(200, { user_message: 'A reset link has been sent to your email address.' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('A reset link has been sent to your email address.')).toBeInTheDocument();
    expect(screen.queryByText(/recently requested/)).not.toBeInTheDocument();
  });
});
