import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a long page to draw: `first` with the page, then one more in each following
 * task, as a transition that React may interrupt. A detailed report is a dozen sections of tables and charts;
 * drawn in one go, a mid-range phone's main thread was blocked for over half a second (Lighthouse's total
 * blocking time on the report), while the reader only sees its top. Every part is drawn in the end, so that
 * finding in the page and printing see the whole report; `complete` says when (the page marks itself busy
 * until then).
 */
export function useProgressiveCount(total: number, first: number) {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A new task, so that the browser paints what was just committed before the next part is drawn.
    const next = setTimeout(() => startTransition(() => setCount((drawn) => drawn + 1)), 0);
    return () => clearTimeout(next);
  }, [count, total]);
  const drawn = Math.min(count, total);
  return { drawn, complete: drawn === total };
}
