import { useSyncExternalStore } from 'react';

/**
 * The title of the report a signed-in start asked for beside the session check (app/screen-data.ts), as soon
 * as its answer is in: the report page's outline shows it before the page's code has come (decision 034).
 * Read from the answer before the page's code, which reads the report (report-answer.ts), has come; the page
 * then draws the title from the report as it reads it, in the same place.
 */
let early: { path: string; title: string } | null = null;
const readers = new Set<() => void>();

/** Keeps the title of the report at `path`, from the API's answer, when it has one. */
export function keepEarlyReportTitle(path: string, answer: unknown): string | null {
  const title = (answer as { title?: unknown } | null)?.title;
  if (typeof title !== 'string' || title.trim() === '') return null;
  early = { path, title };
  for (const read of readers) read();
  return title;
}

function subscribe(read: () => void) {
  readers.add(read);
  return () => readers.delete(read);
}

/** The early title of the report at `path` (the page's address), or null. */
export function useEarlyReportTitle(path: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (early?.path === path ? early.title : null),
    () => null,
  );
}
