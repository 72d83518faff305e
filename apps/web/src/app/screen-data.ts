import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { keepEarlyReportTitle } from '../features/reports/api/early-report-title.ts';
import { reportPath } from '../features/reports/api/report-paths.ts';
import { api } from '../lib/api.ts';
import { afterNextPaint } from '../lib/next-task.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';

const REPORT_PAGES = [
  { type: 'detailed', path: ROUTE_PATHS['reports.detailed-report'] },
  { type: 'comparative', path: ROUTE_PATHS['reports.comparative-report'] },
] as const;

/** Whether the screen at `pathname` is a report page (whose data a signed-in start asks for at once). */
export function isReportPage(pathname: string): boolean {
  return REPORT_PAGES.some((page) => matchPath(page.path, pathname) !== null);
}

let appDrawn = false;
/** From now on the app draws the page: the shell's nodes are no longer this module's to fill. */
export function appTakesOver() {
  appDrawn = true;
}

/** Shows the report's title in the shell's outline, where the page will draw it (report-skeleton.tsx). */
function showTitleInShell(title: string) {
  const heading = appDrawn ? null : document.querySelector<HTMLElement>('[data-early-report-title]');
  if (!heading) return;
  heading.textContent = title;
  heading.hidden = false;
  for (const outline of document.querySelectorAll('[data-early-report-outline]')) outline.remove();
}

/**
 * At a signed-in start, asks for the screen's data beside the current user and the session check, instead of
 * once they and the screen's code have answered: a report page's largest element is the report's title
 * (decision 034). `answered` settles once the answer is in (at once for a screen without such data), the
 * report's title shown in the page's outline; the start asks for the page's code then, so that the title does
 * not wait for it to download. `cached` settles once the report's query, which comes with the page's code, has
 * read the answer into the query cache, where the page finds it. The request carries the session's token like
 * any other, so the API decides as ever what may be read.
 */
export function prefetchScreenData(
  queryClient: QueryClient,
  pathname: string,
): { answered: Promise<void>; cached: Promise<void> } {
  for (const page of REPORT_PAGES) {
    const id = Number(matchPath(page.path, pathname)?.params.id);
    if (!Number.isInteger(id) || id <= 0) continue;
    const answer = api.get(reportPath(page.type, id));
    // A refusal is the query's to report, once its code has come.
    const answered = answer.then(
      (body) => {
        const title = keepEarlyReportTitle(pathname, body);
        if (title) showTitleInShell(title);
      },
      () => {},
    );
    // After the title's paint: the code's evaluation, once it has come, must not hold that paint back.
    const cached = answered.then(afterNextPaint).then(async () => {
      const { reportQuery } = await import('../features/reports/api/report-query.ts');
      await queryClient.prefetchQuery(reportQuery(page.type, id, { kind: 'member' }, answer));
    });
    return { answered, cached: cached.catch(() => {}) };
  }
  return { answered: Promise.resolve(), cached: Promise.resolve() };
}
