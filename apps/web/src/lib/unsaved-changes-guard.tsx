import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { modalHostReady } from '@/components/modals/modal-host-state.ts';

/**
 * Asks before leaving a form with unsaved changes (spec section 4). A move inside the app (a link, the
 * back link, the browser's back button) opens a modal in the interface language: "leave" goes on, "stay"
 * (or closing the modal) stays. Closing the tab or reloading gets the browser's own prompt, the only one
 * a page may show then.
 *
 * Call `release()` just before navigating away after a successful save: the form's clean state reaches
 * the guard only at the next render, and the navigation must not wait for it.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    let modalId: string | undefined;
    const open = () => {
      if (decided) return;
      modalId = modals.openConfirmModal({
        title: t('unsavedChanges.title'),
        children: <Text>{t('unsavedChanges.body')}</Text>,
        labels: { confirm: t('unsavedChanges.leave'), cancel: t('unsavedChanges.stay') },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          decided = true;
          blocker.proceed();
        },
        onCancel: () => {
          decided = true;
          blocker.reset();
        },
        // Escape, the close button or a click outside: nothing was decided, so stay.
        onClose: () => {
          if (!decided) blocker.reset();
        },
      });
    };
    // The modal host loads with the first modal (components/modals/modal-host-state.ts).
    void modalHostReady().then(open);
    return () => {
      decided = true;
      if (modalId) modals.close(modalId);
    };
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { release };
}
