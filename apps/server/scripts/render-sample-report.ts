// Renders the demo hockey team for the demo hardware retailer as a detailed report PDF in both languages,
// into a folder (default /tmp/cakemix-sample-report), to look at the layout: pdftoppm -png file.pdf page
// Run: npm run pdf:sample -w @cakemix/server [-- folder [combinations]]   (2 or more: a comparative report)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.tsx';
import { sampleReport } from '../src/modules/reports/pdf/sample-reports.ts';

const folder = path.resolve(process.argv[2] ?? '/tmp/cakemix-sample-report');
const report = sampleReport(Number(process.argv[3] ?? 1));
mkdirSync(folder, { recursive: true });
for (const lang of ['en', 'fr'] as const) {
  const file = path.join(folder, `${report.type}-${lang}.pdf`);
  writeFileSync(file, await renderReportPdf(report, lang, loadConfig().appUrl));
  console.log(file);
}
