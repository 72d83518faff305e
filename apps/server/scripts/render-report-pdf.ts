// Renders a report, as the API answers it (JSON), to a PDF in a language, in a process of its own.
// Run: npx tsx scripts/render-report-pdf.ts report.json en|fr out.pdf [app-url]
// For looking at a document by hand (pdftotext, pdftoppm). The app's address (where the report points to
// the method's article) is the server's, APP_URL, unless given.
import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES, reportSchema } from '@cakemix/core';
import { loadConfig } from '../src/config.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.tsx';

const [input, lang, output, appUrl = loadConfig().appUrl] = process.argv.slice(2);
if (!input || !output || !LANGUAGES.includes(lang as never))
  throw new Error('usage: render-report-pdf.ts report.json en|fr out.pdf [app-url]');
const report = reportSchema.parse(JSON.parse(readFileSync(input, 'utf8')));
writeFileSync(output, await renderReportPdf(report, lang as (typeof LANGUAGES)[number], appUrl));
