import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
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
