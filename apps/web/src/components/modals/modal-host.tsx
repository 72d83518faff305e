import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_MODALS } from './app-modals.ts';
import { modalHostMounted } from './modal-host-state.ts';

/**
 * The global modal host (spec section 3): the app's modals by name, their close button translated. It hosts
 * no children: the app opens modals through Mantine's `modals` events, which its listeners receive.
 */
export function ModalHost() {
  const { t } = useTranslation();
  // The provider's listeners are set in its own effects, which run before this one.
  useEffect(() => modalHostMounted(), []);
  return (
    <ModalsProvider
      modals={APP_MODALS}
      modalProps={{ centered: true, radius: 'lg', closeButtonProps: { 'aria-label': t('common.close') } }}
    >
      {null}
    </ModalsProvider>
  );
}
