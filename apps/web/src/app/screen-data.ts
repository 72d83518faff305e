import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { ROUTE_PATHS } from '../lib/paths.ts';

const REPORT_PAGES = [
  { type: 'detailed', path: ROUTE_PATHS['reports.detailed-report'] },
  { type: 'comparative', path: ROUTE_PATHS['reports.comparative-report'] },
] as const;

/**
 * At a signed-in start, asks for the screen's data beside the current user, the session check and the
 * screen's code, instead of once they have all answered: a report page's largest element is the report's
 * title (decision 034). The request carries the session's token like any other, so the API decides as ever
 * what it may read; the page reads the answer from the query cache.
 */
export async function prefetchScreenData(queryClient: QueryClient, pathname: string): Promise<void> {
  for (const page of REPORT_PAGES) {
    const id = Number(matchPath(page.path, pathname)?.params.id);
    if (!Number.isInteger(id) || id <= 0) continue;
    const { reportQuery } = await import('../features/reports/api/report-query.ts');
    await queryClient.prefetchQuery(reportQuery(page.type, id, { kind: 'member' }));
    return;
  }
}
