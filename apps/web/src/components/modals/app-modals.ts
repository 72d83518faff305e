import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n/i18n.ts';
import { DeleteItemModal, type DeleteItemModalProps } from './delete-item-modal.tsx';
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

export function openTextModal(props: TextModalProps & { title: string }) {
  const { title, ...innerProps } = props;
  return modals.openContextModal({ modal: 'text', title, innerProps });
}

export function openDeleteItemModal(props: DeleteItemModalProps) {
  return modals.openContextModal({
    modal: 'deleteItem',
    title: i18n.t('modals.deleteItem.title'),
    innerProps: props,
  });
}
