import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/lib/session.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AppHeader } from './app-header.tsx';

const user: SessionUser = {
  id: 1,
  name: 'Ada Lovelace',
  role: 'admin',
  websiteId: 1,
  theme: 'default',
  license: 'pro',
};

describe('AppHeader', () => {
  it('shows the logo link, the language switch, the separator and the user menu', () => {
    renderWithProviders(<AppHeader backRoute={null} user={user} />);
    expect(screen.getByRole('link', { name: 'Cakemix, home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByTestId('header-separator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu of Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('hides the language switch and the separator for the publix license', () => {
    renderWithProviders(<AppHeader backRoute={null} user={{ ...user, license: 'publix' }} />);
    expect(screen.queryByRole('button', { name: 'Français' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-separator')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu of Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows only the language switch to a guest', () => {
    renderWithProviders(<AppHeader backRoute={null} user={null} />, { lang: 'fr' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('header-separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menu utilisateur/ })).not.toBeInTheDocument();
  });

  it('shows the back link of a light header', () => {
    renderWithProviders(<AppHeader backRoute="properties.index" user={user} />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/properties');
  });
});
