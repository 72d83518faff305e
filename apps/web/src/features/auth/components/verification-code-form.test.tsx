import { act, screen } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { VerificationCodeForm } from './verification-code-form.tsx';

const challenge = { verification_required: true as const, challenge: 'c-1', user_message: 'Code sent.' };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(lang: 'en' | 'fr' = 'en') {
  const userEvent = userEventLibrary.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(
    <VerificationCodeForm challenge={challenge} onSignedIn={vi.fn()} onRestart={vi.fn()} />,
    { lang },
  );
  return userEvent;
}

// Numbers and their units are kept together by a no-break space: the names are matched with \s.

/** Moves the clock on by whole seconds, letting the countdown render each one. */
async function wait(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

describe('VerificationCodeForm, resending the code', () => {
  it('counts down to the next code with the link disabled, then resends and counts again', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ user_message: 'A new code has been sent.' }));
    vi.stubGlobal('fetch', fetch);
    const userEvent = renderForm();
    const link = screen.getByRole('button', { name: /^Resend code in 30\sseconds$/ });
    expect(link).toBeDisabled();
    await wait(1);
    expect(screen.getByRole('button', { name: /^Resend code in 29\sseconds$/ })).toBeDisabled();
    await wait(29);
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();

    await userEvent.click(ready);
    expect(await screen.findByRole('button', { name: /^Resend code in 30\sseconds$/ })).toBeDisabled();
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/login/resend-code'))).toHaveLength(1);
  });

  it('shows a refusal to resend so soon as a wait, not an error, and counts down in French', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'too_many_requests', user_message: 'Réessayez dans 12 secondes.' },
        { status: 429, headers: { 'retry-after': '12' } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const userEvent = renderForm('fr');
    expect(screen.getByRole('button', { name: /^Renvoyer le code dans 30\ssecondes$/ })).toBeDisabled();
    await wait(30);
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    const note = await screen.findByText('Réessayez dans 12 secondes.');
    const notification = note.closest('[role="alert"]') as HTMLElement;
    expect(notification.getAttribute('style')).toContain('--notification-color: var(--mantine-color-blue');
    expect(screen.getByRole('button', { name: /^Renvoyer le code dans 30\ssecondes$/ })).toBeDisabled();
  });
});
