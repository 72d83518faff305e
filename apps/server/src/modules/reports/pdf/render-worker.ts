import { setPriority } from 'node:os';
import type { Language } from '@cakemix/core';
import { asReport, type ReportSubject } from '../snapshot.ts';
import { renderReportPdf } from './render.tsx';

export interface RenderTask {
  /** A report, or a stored one whose snapshot this thread parses. */
  report: ReportSubject;
  lang: Language;
  /** The app's address, where the report points readers to the method's article. */
  appUrl: string;
}

/** A render either gives the PDF, or says the renderer refused the report (no point trying it again). */
export type RenderOutcome = { ok: true; pdf: Uint8Array } | { ok: false; error: string };

// Rendering is batch work: it runs below the thread that answers requests, so a busy machine keeps the API
// responsive. On Linux the niceness of pid 0 is the calling thread's own; elsewhere this may be refused.
try {
  setPriority(10);
} catch {
  // Keep the default priority.
}

/** Runs in a worker thread of the render pool. */
export default async function renderInThread({ report, lang, appUrl }: RenderTask): Promise<RenderOutcome> {
  try {
    // The bytes are copied to the pool's thread with the answer (a millisecond for a large PDF).
    return { ok: true, pdf: await renderReportPdf(asReport(report), lang, appUrl) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
