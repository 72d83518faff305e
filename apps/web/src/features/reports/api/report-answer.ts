import { REPORT_TYPES, type Report } from '@cakemix/core';
import { parseResponse, unexpectedAnswer } from '@/lib/parse-response.ts';

/**
 * A report from the API's answer (a request already on its way).
 *
 * The server writes every report through the report schema, and its tests hold each answer to the schema's
 * own writing (decision 032), so the answer is already what checking it would make of it. In development and
 * in tests it is checked again all the same, which catches a drift between the two. The production build
 * leaves that check out (decision 036): the report schema holds the property and profile input schemas, and
 * building and running it was the longest task of a report page's start on a phone. There an answer is only
 * told from one of another kind (an error page, another record), which is reported as any unexpected answer.
 */
export async function reportFromAnswer(answer: Promise<unknown>): Promise<Report> {
  const body = await answer;
  if (import.meta.env.DEV) {
    const { reportSchema } = await import('@cakemix/core');
    return parseResponse(reportSchema, body);
  }
  if (!isReportLike(body)) throw unexpectedAnswer(body);
  return body as Report;
}

function isReportLike(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { id, type, title, entries } = body as Record<string, unknown>;
  return (
    Number.isInteger(id) &&
    REPORT_TYPES.includes(type as Report['type']) &&
    typeof title === 'string' &&
    Array.isArray(entries) &&
    entries.every((entry) => typeof entry === 'object' && entry !== null && 'result' in entry)
  );
}
