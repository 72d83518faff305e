import {
  type Language,
  messageResponseSchema,
  pageOf,
  type Report,
  type ReportExport,
  type ReportPair,
  type ReportType,
  reportExportSchema,
  reportSummarySchema,
  shareLinkSchema,
} from '@cakemix/core';
import { api } from '@/lib/api.ts';
import { API_BASE_PATH, queryString } from '@/lib/api-client.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { createResource } from '@/lib/resource.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { reportFromAnswer } from './report-answer.ts';
import { REPORT_BASE, reportPath } from './report-paths.ts';

export interface ReportListQuery {
  type?: ReportType;
  search?: string;
  sort: 'created_at' | 'title' | 'ratio';
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** Detailed reports live at /reports, comparative ones at /comparative-reports. */

const websiteReports = createResource(api, '/websites/:websiteId/reports');
const reportPageSchema = pageOf(reportSummarySchema);

export async function fetchReports(websiteId: number, query: ReportListQuery) {
  return parseResponse(reportPageSchema, await websiteReports.query({ websiteId, ...query }));
}

export function fetchReport(type: ReportType, id: number): Promise<Report> {
  return reportFromAnswer(api.get(reportPath(type, id)));
}

/** Downloads a report as an .xlsx workbook in a language, under its title. */
export async function downloadReportWorkbook(report: Pick<Report, 'type' | 'id' | 'title'>, lang: Language) {
  const url = `${API_BASE_PATH}${REPORT_BASE[report.type]}/${report.id}/workbook${queryString({ lang })}`;
  saveBlob(await api.getFile(url), `${report.title}.xlsx`);
}

/** A report opened through its share link: no sign-in. */
export async function fetchSharedReport(type: ReportType, token: string): Promise<Report> {
  return reportFromAnswer(api.get(`/shared-reports/${type}/${encodeURIComponent(token)}`));
}

export async function createDetailedReport(body: ReportPair & { title?: string }): Promise<Report> {
  return reportFromAnswer(api.post(REPORT_BASE.detailed, body));
}

export async function createComparativeReport(body: {
  pairs: ReportPair[];
  title?: string;
}): Promise<Report> {
  return reportFromAnswer(api.post(REPORT_BASE.comparative, body));
}

export async function renameReport(type: ReportType, id: number, title: string): Promise<Report> {
  return reportFromAnswer(api.put(reportPath(type, id), { title }));
}

export async function deleteReport(type: ReportType, id: number) {
  return parseResponse(messageResponseSchema, await api.delete(reportPath(type, id)));
}

export async function regenerateReport(type: ReportType, id: number): Promise<Report> {
  return reportFromAnswer(api.post(`${reportPath(type, id)}/regenerate`));
}

export async function shareReport(type: ReportType, id: number) {
  return parseResponse(shareLinkSchema, await api.post(`${reportPath(type, id)}/share`));
}

export async function revokeShare(type: ReportType, id: number) {
  return parseResponse(messageResponseSchema, await api.delete(`${reportPath(type, id)}/share`));
}

/** Starts a PDF export (or gets the finished one of the same report and language). */
export async function startExport(
  type: ReportType,
  id: number,
  lang: Language,
  signal?: AbortSignal,
): Promise<ReportExport> {
  return parseResponse(
    reportExportSchema,
    await api.post(`${reportPath(type, id)}/pdf`, undefined, { query: { lang }, signal }),
  );
}

export async function fetchExport(jobId: number, signal?: AbortSignal): Promise<ReportExport> {
  return parseResponse(reportExportSchema, await api.get(`/report-exports/${jobId}`, { signal }));
}

/** The finished PDF as a blob, with the API's headers (bearer token, language) and errors. */
export function fetchExportFile(jobId: number, signal?: AbortSignal): Promise<Blob> {
  return api.getFile(`${API_BASE_PATH}/report-exports/${jobId}/file`, { signal });
}
