/** @jsxRuntime automatic @jsxImportSource react */
import type { Language, Report } from '@cakemix/core';
import { renderToBuffer } from '@react-pdf/renderer';
import { ReportDocument } from './documents.tsx';
import { openDocumentFonts } from './fonts.ts';

// Documents render one after another in a thread: the font store is shared by the thread, and each
// document has the fonts to itself while it renders (see openDocumentFonts).
let previous: Promise<unknown> = Promise.resolve();

/**
 * Renders a report as PDF bytes in a language: every section and chart of its screen. `appUrl` is the app's
 * address (the server's APP_URL), where the report points readers to the method's article.
 */
export function renderReportPdf(report: Report, lang: Language, appUrl: string): Promise<Buffer> {
  const rendering = previous.then(() => renderNow(report, lang, appUrl));
  previous = rendering.catch(() => undefined);
  return rendering;
}

async function renderNow(report: Report, lang: Language, appUrl: string): Promise<Buffer> {
  const document = <ReportDocument report={report} lang={lang} appUrl={appUrl} />;
  const closeFonts = await openDocumentFonts();
  try {
    return await renderToBuffer(document);
  } finally {
    closeFonts();
  }
}
