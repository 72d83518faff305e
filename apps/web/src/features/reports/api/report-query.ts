import type { ReportType } from '@cakemix/core';
import { ApiError } from '@/lib/api-error.ts';
import { reportFromAnswer } from './report-answer.ts';
import { fetchReport, fetchSharedReport, type ReportListQuery } from './reports-api.ts';

/** How long a report read from the API is taken as current (see reportQuery). */
const REPORT_FRESH_MS = 60_000;

export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (websiteId: number, query: ReportListQuery) => [...reportKeys.lists(), websiteId, query] as const,
  detail: (type: ReportType, id: number) => [...reportKeys.all, 'detail', type, id] as const,
  shared: (type: ReportType, token: string) => [...reportKeys.all, 'shared', type, token] as const,
  /** A report picker's pages, per list (the picker appends what is searched). */
  picker: (websiteId: number, list: 'profiles' | 'properties') =>
    [...reportKeys.all, 'picker', websiteId, list] as const,
};

/** How a report page may read its report: as a member, through a share token, or not at all. */
export type ReportAccess = { kind: 'member' } | { kind: 'shared'; token: string } | { kind: 'none' };

/**
 * A report's query: the report page's, and the signed-in start's, which asks for it beside the current user
 * and the page's code rather than after them (app/screen-data.ts), and gives the request it already sent as
 * `answer`.
 */
export function reportQuery(type: ReportType, id: number, access: ReportAccess, answer?: Promise<unknown>) {
  return {
    queryKey: access.kind === 'shared' ? reportKeys.shared(type, access.token) : reportKeys.detail(type, id),
    queryFn: () =>
      access.kind === 'shared'
        ? fetchSharedReport(type, access.token)
        : answer
          ? reportFromAnswer(answer)
          : fetchReport(type, id),
    enabled: access.kind !== 'none' && Number.isInteger(id) && id > 0,
    // A report changes only when it is renamed, shared or made again, which write their answer into the cache:
    // the page that opens just after the start asked for it reads that answer rather than asking again.
    staleTime: REPORT_FRESH_MS,
    // A missing report or a bad token is an answer, not a hiccup: do not retry it.
    retry: (count: number, error: Error) =>
      !(error instanceof ApiError && ['not_found', 'validation', 'forbidden'].includes(error.type)) &&
      count < 2,
  };
}
