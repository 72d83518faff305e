import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, session } from '@/lib/session.ts';
import { BRANDED_LOGIN, endSession, mockApi } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AppHeader } from './app-header.tsx';

const user: SessionUser = {
  id: 1,
  name: 'Ada Lovelace',
  role: 'admin',
  websiteId: 1,
  websiteName: 'Demo Sponsorships',
  theme: 'default',
  primaryColor: null,
  logoUrl: null,
  license: 'pro',
};

describe('AppHeader', () => {
  it('shows the logo link, the language switch, the separator and the user menu', () => {
    renderWithProviders(<AppHeader backRoute={null} user={user} />);
    expect(screen.getByRole('link', { name: 'Demo Sponsorships, home page' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('website-name')).toHaveTextContent('Demo Sponsorships');
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

  it('shows only the Cakemix logo and the language switch to a guest', () => {
    renderWithProviders(<AppHeader backRoute={null} user={null} />, { lang: 'fr' });
    expect(screen.getByRole('link', { name: "Cakemix, page d'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('website-name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('header-separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menu utilisateur/ })).not.toBeInTheDocument();
  });

  it('shows the back link of a light header', () => {
    renderWithProviders(<AppHeader backRoute="properties.index" user={user} />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/properties');
  });
});

/** The CSS variables Mantine wrote for the theme it wears. */
function themeVariables(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('AppHeader of a website with the branding of its record', () => {
  // jsdom has no object URLs: the test provides them, and takes them away after.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(async () => {
    await endSession();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows the logo (fetched with the token) and the name, in the colour of the record', async () => {
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: () => 'blob:northline-logo', revokeObjectURL: revoke });
    const calls = mockApi({
      'GET /websites/40/logo': () =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'content-type': 'image/svg+xml' },
        }),
    });
    await session.start(BRANDED_LOGIN);
    const user = session.getState().user;
    const view = renderWithProviders(<AppHeader backRoute={null} user={user} />);

    const logo = await screen.findByRole('img', { name: 'Northline Hardware logo' });
    expect(logo).toHaveAttribute('src', 'blob:northline-logo');
    expect(calls.map((call) => `${call.path}?${call.query}`)).toEqual([
      '/websites/40/logo?v=0123456789abcdef',
    ]);
    expect(screen.getByRole('link', { name: 'Northline Hardware, home page' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('website-name')).toHaveTextContent('Northline Hardware');
    // The record's colour is the primary one, at its own shade, dark enough for text on white.
    expect(themeVariables()).toContain('--mantine-color-brand-8: #c8102e');
    expect(themeVariables()).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');

    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:northline-logo');
  });

  it('falls back to the Cakemix mark when the logo cannot be had, and to the theme without a colour', async () => {
    mockApi({ 'GET /websites/40/logo': () => Response.json({ user_message: 'Not found' }, { status: 404 }) });
    await session.start({ ...BRANDED_LOGIN, website_primary_color: null });
    renderWithProviders(<AppHeader backRoute={null} user={session.getState().user} />);
    expect(await screen.findByTestId('website-name')).toHaveTextContent('Northline Hardware');
    expect(screen.queryByRole('img', { name: 'Northline Hardware logo' })).not.toBeInTheDocument();
    expect(themeVariables()).not.toContain('--mantine-color-brand-');
    expect(themeVariables()).toContain('--mantine-primary-color-filled: var(--mantine-color-retail-filled)');
  });
});
