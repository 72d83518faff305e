import { Drawer, Modal } from '@mantine/core';
import { modals } from '@mantine/modals';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modalHostReady } from '@/components/modals/modal-host-state.ts';
import { renderWithProviders } from '@/test/render.tsx';

/** The page's own header, the only banner landmark, with a dialog open over the page. */
function expectOneBanner(dialog: HTMLElement) {
  expect(dialog.querySelector('header')).toBeNull();
  expect(document.querySelectorAll('header')).toHaveLength(1);
  expect(screen.getAllByRole('banner')).toHaveLength(1);
}

describe('the theme', () => {
  it('gives modals and drawers a header that is no banner landmark', async () => {
    renderWithProviders(
      <>
        <header>Page header</header>
        <Modal opened onClose={() => {}} title="A modal">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="A drawer">
          Body
        </Drawer>
      </>,
    );
    for (const name of ['A modal', 'A drawer']) {
      const dialog = screen.getByRole('dialog', { name });
      expect(dialog).toHaveTextContent(name);
      expectOneBanner(dialog);
    }
  });

  it('does the same for the shared dialogs of the modal manager', async () => {
    renderWithProviders(<header>Page header</header>);
    // As the app does: the modal host loads with the first modal (components/modals/modal-host-state.ts).
    act(() => {
      void modalHostReady().then(() =>
        modals.openConfirmModal({ title: 'Leave?', labels: { confirm: 'Leave', cancel: 'Stay' } }),
      );
    });
    expectOneBanner(await screen.findByRole('dialog', { name: 'Leave?' }));
  });
});
