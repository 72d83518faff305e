// Throwaway: renders saved report JSON to PDF (not committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderReportPdf } from './src/modules/reports/pdf/render.tsx';
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const lang of ['en', 'fr'] as const)
    writeFileSync(file.replace('.json', `-${lang}.pdf`), await renderReportPdf(report, lang, 'http://127.0.0.1:3202'));
}
