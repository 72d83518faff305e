import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { notifyError, notifySuccess } from './notify.ts';

afterEach(() => act(() => notifications.clean()));

describe('notifications', () => {
  it('show at the bottom right, away from the header, with a close button in the reader’s language', async () => {
    renderWithProviders(<header>Header</header>, { lang: 'fr' });
    act(() => notifySuccess('Le profil a été enregistré.'));
    const notification = await screen.findByRole('alert');
    expect(notification).toHaveTextContent('Le profil a été enregistré.');
    expect(notification.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
    expect(within(notification).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('show failures in the same place, with their title', async () => {
    renderWithProviders(<header>Header</header>);
    act(() => notifyError('You are not allowed to do this.', 'Delete failed'));
    const notification = await screen.findByRole('alert');
    expect(notification).toHaveTextContent('Delete failed');
    expect(notification.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
  });
});
