// Writes report-fixture.test-data.json: the comparative report the report screens' tests read, computed by
// core's `valuate` with today's method from the inputs of the method 1.0 fixture (report-fixture-1-0…),
// which the tests keep reading as a report made by the older method.
// Run from the repository root: npx tsx apps/web/src/features/reports/components/report-fixture.generate.ts
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BenchmarkMember,
  brandProfileInputSchema,
  type ComparableCandidate,
  comparableSubject,
  comparables,
  entryBenchmarks,
  METHODOLOGY_VERSION,
  type PropertyData,
  propertyInputSchema,
  type Report,
  type ReportEntry,
  readerCells,
  refreshBenchmarkViews,
  reportSummary,
  valuate,
} from '@cakemix/core';

const folder = import.meta.dirname;
const old = JSON.parse(
  readFileSync(path.join(folder, 'report-fixture-1-0.test-data.json'), 'utf8'),
) as Report;
const [lynx, soccer] = old.entries;
if (!lynx || !soccer) throw new Error('the 1.0 fixture has two combinations');

type Source = { id: number; name: string; data: unknown };

/**
 * The market the fixture's properties are compared with: each of the two properties at fourteen scales (its
 * stand-alone figures times 0.6–1.6), four of them on the reader's website (1, its comparables) and two on each of five
 * others (the benchmark members it is shown: 10 from 5 other websites, the least the rules allow).
 */
function market(): { candidates: ComparableCandidate[]; members: BenchmarkMember[] } {
  const members: BenchmarkMember[] = [];
  // The reader's four spread over the scales, so the property's percentile is not an extreme.
  const onReader = [1, 5, 9, 12];
  for (const source of [lynx, soccer]) {
    const subject = comparableSubject(propertyInputSchema.parse(source?.property.data));
    let others = 0;
    for (let i = 0; i < 14; i++) {
      const scale = 0.6 + i * 0.077;
      members.push({
        id: members.length + 100,
        websiteId: onReader.includes(i) ? 1 : 2 + (others++ % 5),
        demo: false,
        profile: subject.profile,
        valueCents: Math.round((subject.valueCents ?? 0) * scale) + 3,
        costCents: Math.round(subject.costCents * (2 - scale)) + 7,
        ratio: subject.ratio === null ? null : (subject.ratio * scale) / (2 - scale),
        effectiveCpmCents: subject.effectiveCpmCents,
      });
    }
  }
  return { candidates: members.filter((m) => m.websiteId === 1), members };
}
const { candidates, members } = market();
const READER = 1;
const cells = readerCells(refreshBenchmarkViews(members, [], new Date('2026-11-20T09:00:00Z')), READER);

/** One combination as the API answers it: the inputs through their schemas, the result and its summary. */
function entry(position: number, property: Source, profile: Source) {
  const propertyData: PropertyData = propertyInputSchema.parse(property.data);
  const profileData = brandProfileInputSchema.parse(profile.data);
  const result = valuate(propertyData, profileData, undefined, { tornado: true });
  const subject = comparableSubject(propertyData, undefined, property.id);
  const names = { property: property.name, brand: profile.name };
  return {
    position,
    property: { id: property.id, name: property.name, status: propertyData.status, data: propertyData },
    profile: { id: profile.id, name: profile.name, status: profileData.status, data: profileData },
    result,
    comparables: comparables(subject, candidates),
    benchmarks: entryBenchmarks(subject.profile, cells),
    summary: { en: reportSummary(result, names, 'en'), fr: reportSummary(result, names, 'fr') },
  } satisfies ReportEntry;
}

// In progress, and preliminary: the league's rights fee and activation budget are not entered yet (so its
// activation items are over the budget: a point to check).
const soccerData = soccer.property.data;
const soccerDraft: Source = {
  id: soccer.property.id ?? 2,
  name: soccer.property.name,
  data: {
    ...soccerData,
    status: 'draft',
    management: {
      ...soccerData.management,
      rights_fee: null,
      activation_budget: {
        experiential: null,
        media: null,
        athlete_appearance: null,
        other_appearance: null,
      },
    },
  },
};

// A brand profile in progress: its objectives add up to 90 % so far (a point to check), not preliminary.
const northern = lynx.profile.data;
const mapleDraft: Source = {
  id: 3,
  name: 'Maple Foods — Quebec launch',
  data: {
    ...northern,
    name: 'Maple Foods — Quebec launch',
    status: 'draft',
    objectives: { ...northern.objectives, sales: 15 },
  },
};

const report = {
  ...old,
  methodology_version: METHODOLOGY_VERSION,
  entries: [
    entry(0, lynx.property as Source, lynx.profile as Source),
    entry(1, soccerDraft, soccer.profile as Source),
    entry(2, lynx.property as Source, mapleDraft),
  ],
} satisfies Report;

const [first, second, third] = report.entries;
if (!first || first.result.uncertainty?.preliminary || !second?.result.uncertainty?.preliminary)
  throw new Error('expected the first combination final and the second preliminary');
if (third?.result.uncertainty?.preliminary) throw new Error('expected the third combination not preliminary');
const output = path.join(folder, 'report-fixture.test-data.json');
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
// In the repository's JSON style, as `npx biome check` wants it.
execFileSync('npx', ['biome', 'format', '--write', output], { stdio: 'inherit' });
console.log(
  report.entries
    .map((e) => `${e.property.name} × ${e.profile.name}: ${e.result.ratio.value ?? '—'}`)
    .join('\n'),
);
