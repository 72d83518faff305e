import { useSyncExternalStore } from 'react';

/**
 * Whether the global modal host has been asked for. The host (Mantine's ModalsProvider, which brings Modal,
 * focus trapping, scroll locking and floating-ui) loads when the first modal opens, not with the first page.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a modal was asked for: AppProviders then renders the host. */
export function useModalHostRequested(): boolean {
  // No modal is asked for before the app starts: pages drawn at build time have no host.
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Called by the host once its listeners are in place. */
export function modalHostMounted() {
  markMounted();
}

/** Resolves when the host can show a modal, asking for it first. */
export async function modalHostReady(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  await mounted;
}
