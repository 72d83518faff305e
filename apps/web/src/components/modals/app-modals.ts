import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n/i18n.ts';
import { DeleteItemModal, type DeleteItemModalProps } from './delete-item-modal.tsx';
import { modalHostReady } from './modal-host-state.ts';
import { TextModal, type TextModalProps } from './text-modal.tsx';

/** The modals the global host can show, by name (spec section 3: text modal, delete-item modal). */
export const APP_MODALS = {
  text: TextModal,
  deleteItem: DeleteItemModal,
};

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof APP_MODALS;
  }
}

export async function openTextModal(props: TextModalProps & { title: string }): Promise<void> {
  const { title, ...innerProps } = props;
  await modalHostReady();
  modals.openContextModal({ modal: 'text', title, innerProps });
}

export async function openDeleteItemModal(props: DeleteItemModalProps): Promise<void> {
  await modalHostReady();
  modals.openContextModal({
    modal: 'deleteItem',
    title: i18n.t('modals.deleteItem.title'),
    innerProps: props,
  });
}
