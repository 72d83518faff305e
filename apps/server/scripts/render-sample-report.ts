// Renders the demo hockey team for the demo hardware retailer as a detailed report PDF in both languages,
// into a folder (default /tmp/cakemix-sample-report), to look at the layout: pdftoppm -png file.pdf page
// Run: npm run pdf:sample -w @cakemix/server [-- folder]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandProfileInputSchema, propertyInputSchema } from '@cakemix/core';
import { DEMO_PROFILES } from '../src/db/demo/profiles.ts';
import { DEMO_PROPERTIES } from '../src/db/demo/properties.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.tsx';
import { buildSnapshot, computeEntry, entryForApi } from '../src/modules/reports/snapshot.ts';

const property = propertyInputSchema.parse(DEMO_PROPERTIES[0]);
const profile = brandProfileInputSchema.parse(DEMO_PROFILES[0]);
const entry = computeEntry(0, { propertyId: 1, property, profileId: 1, profile, candidates: [] });
const snapshot = buildSnapshot([entry]);
const report = {
  id: 1,
  type: 'detailed' as const,
  title: `${property.general.name} — ${profile.name}`,
  website_id: 1,
  methodology_version: snapshot.methodologyVersion,
  created_at: new Date().toISOString(),
  created_by: null,
  generated_at: new Date().toISOString(),
  entries: [entryForApi(entry, { property: false, profile: false })],
  share: { active: false, created_at: null },
  can_regenerate: true,
};
const folder = path.resolve(process.argv[2] ?? '/tmp/cakemix-sample-report');
mkdirSync(folder, { recursive: true });
for (const lang of ['en', 'fr'] as const) {
  const file = path.join(folder, `detailed-${lang}.pdf`);
  writeFileSync(file, await renderReportPdf(report, lang));
  console.log(file);
}
