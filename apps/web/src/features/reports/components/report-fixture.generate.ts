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
  comparables,
  entryBenchmarks,
  entryProfile,
  METHODOLOGY_VERSION,
  type PropertyData,
  propertyInputSchema,
  type Report,
  type ReportEntry,
  refreshBenchmarkCells,
  reportSummary,
  standaloneValuation,
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
 * The market the fixture's properties are compared with: each of the two properties at eight scales (its
 * stand-alone figures times 0.6–1.5), spread over four websites, as comparables and benchmark members.
 */
function market(): { candidates: ComparableCandidate[]; members: BenchmarkMember[] } {
  const members: BenchmarkMember[] = [];
  for (const source of [lynx, soccer]) {
    const data = propertyInputSchema.parse(source?.property.data);
    const own = standaloneValuation(data);
    for (let i = 0; i < 8; i++) {
      const scale = 0.6 + i * 0.13;
      members.push({
        id: members.length + 100,
        websiteId: 1 + (i % 4),
        demo: false,
        profile: entryProfile(data),
        valueCents: Math.round((own.valueCents ?? 0) * scale),
        costCents: own.costCents,
        ratio: own.ratio === null ? null : own.ratio * scale,
        effectiveCpmCents: own.effectiveCpmCents,
      });
    }
  }
  return { candidates: members.filter((m) => m.websiteId === 1), members };
}
const { candidates, members } = market();
const cells = refreshBenchmarkCells(members, [], new Date('2026-11-20T09:00:00Z'))
  .filter((cell) => cell.published && cell.metrics)
  .map((cell) => ({ ...cell, metrics: cell.metrics as NonNullable<typeof cell.metrics> }));

/** One combination as the API answers it: the inputs through their schemas, the result and its summary. */
function entry(position: number, property: Source, profile: Source) {
  const propertyData: PropertyData = propertyInputSchema.parse(property.data);
  const profileData = brandProfileInputSchema.parse(profile.data);
  const result = valuate(propertyData, profileData, undefined, { tornado: true });
  const similarity = entryProfile(propertyData);
  const shown = {
    id: property.id,
    profile: similarity,
    valueCents: result.value.totalCents,
    costCents: result.cost.totalCents,
    ratio: result.ratio.value,
    effectiveCpmCents: result.cpm.effectiveCents,
  };
  const names = { property: property.name, brand: profile.name };
  return {
    position,
    property: { id: property.id, name: property.name, status: propertyData.status, data: propertyData },
    profile: { id: profile.id, name: profile.name, status: profileData.status, data: profileData },
    result,
    comparables: comparables(shown, candidates),
    benchmarks: entryBenchmarks(similarity, cells),
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
