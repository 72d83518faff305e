import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('AppHeader on phones', () => {
  // jsdom applies no CSS: the "Menu" button (hidden from Mantine's sm breakpoint up) is always there.
  it('folds the menu, the user menu and the language switch into the Menu drawer, whole name included', async () => {
    const longName = { ...user, name: 'Dominique-Alexandra Papadopoulos-Lefebvre' };
    renderWithProviders(
      <AppHeader backRoute={null} user={longName} navigation={{ activeMenu: 'properties' }} />,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Mantine's drawer header is a <header>: here a div, so that the page keeps a single banner landmark.
    expect(drawer.querySelector('header')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);

    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Brand profiles', 'Properties', 'Portfolio', 'Rate card', 'Knowledge center']);
    expect(within(nav).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByText('Dominique-Alexandra Papadopoulos-Lefebvre')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/password/change',
    );
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr');

    // Escape closes it; the focus is back on the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Opened again and closed with its close button, in the same way.
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('holds no main menu on a light-header page, nor the language switch for the publix license, in French', async () => {
    renderWithProviders(<AppHeader backRoute="properties.index" user={{ ...user, license: 'publix' }} />, {
      lang: 'fr',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Fermer le menu' })).toBeInTheDocument();
  });

  it('has no Menu button for a guest', () => {
    renderWithProviders(<AppHeader backRoute={null} user={null} />);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
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
