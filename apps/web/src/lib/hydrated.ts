import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False where the page is drawn ahead of time (the build) and while the app hydrates such a page; true once
 * the app runs it, and from the start when the app draws itself (React takes the server's value only to
 * hydrate, then renders again with the browser's).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
