import { type RefObject, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far outside the screen, in px, an element counts as about to be seen. */
const AHEAD = 600;

/**
 * Whether an element has come within `AHEAD` px of the screen; it stays true once it has. Charts are the
 * costliest parts of a report to draw (each Recharts chart runs its own store and renders several times), so
 * a chart is drawn as the reader scrolls towards it. Printing the page draws it at once (synchronously, before
 * the browser lays out the printed pages). Without IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD}px 0px` },
    );
    observer.observe(element);
    const drawForPrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', drawForPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', drawForPrint);
    };
  }, [ref, near]);
  return near;
}
