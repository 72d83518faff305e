import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of the page's main landmark, which the skip link leads to too. */
export const MAIN_ID = 'main';

/** Whether the new screen, or a dialog over it, has already put the focus somewhere of its own. */
function focusPlacedByScreen(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  return main.contains(active) || active.closest('[role="dialog"]') !== null;
}

/**
 * Moves the focus to the main landmark after a navigation to another screen (the path changes; a search or
 * a page of a list only changes the query). A page load would start a keyboard or screen reader user at
 * the top; in this single-page app the focus would instead stay on the menu link that was pressed, or fall
 * to the page's body when the pressed button went away with the old screen, and the next Tab would start
 * from the top of the header again. A screen that focused a field of its own (its effects run before this
 * layout's) keeps it.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!main || focusPlacedByScreen(main)) return;
    // Scrolling is the router's ScrollRestoration's: the new screen starts at the top already.
    main.focus({ preventScroll: true });
  }, [pathname]);
}
