import type { ReportType } from '@cakemix/core';

/**
 * Where the API serves each type of report. A module of its own: the signed-in start asks for a report with
 * it (app/screen-data.ts) before the report page's code has come.
 */
export const REPORT_BASE: Record<ReportType, string> = {
  detailed: '/reports',
  comparative: '/comparative-reports',
};

/** A report's address on the API. */
export function reportPath(type: ReportType, id: number): string {
  return `${REPORT_BASE[type]}/${id}`;
}
