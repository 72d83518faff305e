/**
 * Resolves in a task of its own, once the browser has had a turn (input, painting): for start-up work that
 * would otherwise run on as one long task. `scheduler.yield()` where the browser has it (the rest then runs
 * ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a page that paints no frame (a tab in the background) waits for one before going on. */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted what the current task changed (a frame, then a task after it): for
 * work that must not hold back a paint just made due, such as a report's title shown before its code. A
 * background tab paints no frame: there it goes on after a short wait instead.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}
