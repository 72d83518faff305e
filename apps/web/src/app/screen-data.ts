import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { reportPath } from '../features/reports/api/report-paths.ts';
import { api } from '../lib/api.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';

const REPORT_PAGES = [
  { type: 'detailed', path: ROUTE_PATHS['reports.detailed-report'] },
  { type: 'comparative', path: ROUTE_PATHS['reports.comparative-report'] },
] as const;

/**
 * At a signed-in start, asks for the screen's data beside the current user, the session check and the
 * screen's code, instead of once they have all answered: a report page's largest element is the report's
 * title (decision 034). The request goes out at once; the report's query, which comes with the page's code,
 * reads its answer into the query cache, where the page finds it. It carries the session's token like any
 * other request, so the API decides as ever what may be read.
 */
export async function prefetchScreenData(queryClient: QueryClient, pathname: string): Promise<void> {
  for (const page of REPORT_PAGES) {
    const id = Number(matchPath(page.path, pathname)?.params.id);
    if (!Number.isInteger(id) || id <= 0) continue;
    const answer = api.get(reportPath(page.type, id));
    // A refusal is the query's to report, once its code has come.
    answer.catch(() => {});
    const { reportQuery } = await import('../features/reports/api/report-query.ts');
    await queryClient.prefetchQuery(reportQuery(page.type, id, { kind: 'member' }, answer));
    return;
  }
}
