/** @jsxRuntime automatic @jsxImportSource react */
import type { Language, Report } from '@cakemix/core';
import { renderToBuffer } from '@react-pdf/renderer';
import { ComparativeReportDocument, DetailedReportDocument } from './documents.tsx';
import { registerFonts } from './fonts.ts';

/** Renders a report as PDF bytes in a language: every section and chart of its screen. */
export async function renderReportPdf(report: Report, lang: Language): Promise<Buffer> {
  registerFonts();
  const document =
    report.type === 'detailed' ? (
      <DetailedReportDocument report={report} lang={lang} />
    ) : (
      <ComparativeReportDocument report={report} lang={lang} />
    );
  return renderToBuffer(document);
}
