import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { openDeleteItemModal, openTextModal } from './app-modals.ts';

describe('global modal host', () => {
  it('shows a text modal and closes it', async () => {
    renderWithProviders(<div />);
    act(() => {
      openTextModal({ title: 'About codes', paragraphs: ['First paragraph.', 'Second paragraph.'] });
    });
    const dialog = await screen.findByRole('dialog', { name: 'About codes' });
    expect(dialog).toHaveTextContent('First paragraph.');
    expect(dialog).toHaveTextContent('Second paragraph.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation and closes', async () => {
    renderWithProviders(<div />);
    const onConfirm = vi.fn(async () => undefined);
    act(() => {
      openDeleteItemModal({ itemName: 'Summer festival', onConfirm });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Summer festival” will be deleted. This cannot be undone.');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the deletion fails, and cancelling deletes nothing', async () => {
    renderWithProviders(<div />, { lang: 'fr' });
    const onConfirm = vi.fn(async () => {
      throw new Error('Error while deleting');
    });
    act(() => {
      openDeleteItemModal({ itemName: 'Ligue', onConfirm });
    });
    await screen.findByRole('dialog', { name: 'Supprimer cet élément?' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
