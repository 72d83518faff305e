import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { modalHostReady } from '@/components/modals/modal-host-state.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * Work typed outside a page's main form (a comment being written, a support message in a modal): each
 * piece registers here while it is unsaved, so that the page's guard asks for it too and closing the tab
 * gets the browser's prompt.
 */
const unsavedWork = new Set<symbol>();

/** Whether anything typed on the page is unsaved: the guard's own form, or work registered here. */
function anyUnsavedWork(formDirty: boolean): boolean {
  return formDirty || unsavedWork.size > 0;
}

/** The browser's own prompt on closing the tab or reloading, the only one a page may show then. */
function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** Registers typed work that is not saved yet while `dirty`: the page's guard and the tab's close ask. */
export function useUnsavedWork(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const id = Symbol('unsaved work');
    unsavedWork.add(id);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsavedWork.delete(id);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}

/** Asks whether to close a modal whose typed content is unsaved; resolves true to close it. */
export async function confirmDiscard(): Promise<boolean> {
  await modalHostReady();
  return new Promise((resolve) => {
    let decided = false;
    modals.openConfirmModal({
      title: i18n.t('unsavedChanges.closeTitle'),
      children: <Text>{i18n.t('unsavedChanges.closeBody')}</Text>,
      labels: { confirm: i18n.t('unsavedChanges.close'), cancel: i18n.t('unsavedChanges.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        decided = true;
        resolve(true);
      },
      onCancel: () => {
        decided = true;
        resolve(false);
      },
      onClose: () => {
        if (!decided) resolve(false);
      },
    });
  });
}

/**
 * The close of a modal holding a form: with unsaved content (`dirty()`), it asks first (Escape, the close
 * button, a click outside or "cancel" alike); registered as unsaved work meanwhile, for the tab's close.
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): () => void {
  useUnsavedWork(dirty);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  return useCallback(() => {
    if (!dirtyRef.current) {
      onClose();
      return;
    }
    void confirmDiscard().then((close) => {
      if (close) onClose();
    });
  }, [onClose]);
}

/**
 * Asks before leaving a form with unsaved changes (spec section 4), or a page holding other unsaved work
 * (useUnsavedWork). A move inside the app (a link, the back link, the browser's back button) opens a modal
 * in the interface language: "leave" goes on, "stay" (or closing the modal) stays. Closing the tab or
 * reloading gets the browser's own prompt, the only one a page may show then.
 *
 * Call `release()` just before navigating away after a successful save: the form's clean state reaches
 * the guard only at the next render, and the navigation must not wait for it. Other unsaved work on the
 * page still asks then: a save of the form does not save it.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      anyUnsavedWork(dirtyRef.current) &&
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
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) onBeforeUnload(event);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { release };
}
