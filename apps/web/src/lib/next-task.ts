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
