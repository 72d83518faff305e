// Writes report-fixture-1-2.test-data.json: a comparative report made by method 1.2, computed by core's
// `valuate` with today's method from the inputs of the method 1.0 fixture (report-fixture-1-0…), with the
// catalogue's entries its benefits come from (so benefits share the media lines' audiences, counted once).
// report-fixture.test-data.json is the same report as method 1.1 made it, kept as it was stored: the tests
// read both, and the 1.0 one, as reports of their methods.
// Run from the repository root: npx tsx apps/web/src/features/reports/components/report-fixture.generate.ts
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BenchmarkMember,
  type Benefit,
  brandProfileInputSchema,
  type ComparableCandidate,
  comparableSubject,
  comparables,
  DEFAULT_RATES,
  entryBenchmarks,
  METHODOLOGY_VERSION,
  type PropertyData,
  plausibilityFindings,
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

/** The catalogue's entries of the fixture's benefits, as migration 0003 seeds them (names shortened). */
const benefit = (b: Omit<Benefit, 'name' | 'description'> & { name: string }): Benefit => ({
  ...b,
  name: { en: b.name, fr: b.name },
  description: { en: '', fr: '' },
});
const CATALOGUE: Benefit[] = [
  benefit({
    id: 1,
    key: 'rink_board',
    category: 'signage',
    name: 'Rink board',
    unit: 'per_game',
    basis: 'impressions',
    default_impressions_per_unit: 3500,
    cpm_channel: 'signage',
    default_unit_value: null,
  }),
  benefit({
    id: 3,
    key: 'video_board_ad',
    category: 'signage',
    name: 'Video board ad',
    unit: 'per_game',
    basis: 'impressions',
    default_impressions_per_unit: 6000,
    cpm_channel: 'signage',
    default_unit_value: null,
  }),
  benefit({
    id: 10,
    key: 'play_by_play_mention',
    category: 'broadcast',
    name: 'Play-by-play mention',
    unit: 'per_game',
    basis: 'impressions',
    default_impressions_per_unit: 20000,
    cpm_channel: 'radio',
    default_unit_value: null,
  }),
  benefit({
    id: 12,
    key: 'sponsored_post',
    category: 'digital_social',
    name: 'Sponsored social post',
    unit: 'per_post',
    basis: 'impressions',
    default_impressions_per_unit: 12000,
    cpm_channel: 'social',
    default_unit_value: null,
  }),
  benefit({
    id: 30,
    key: 'official_supplier',
    category: 'rights',
    name: 'Official supplier designation',
    unit: 'per_season',
    basis: 'face_value',
    default_impressions_per_unit: null,
    cpm_channel: null,
    default_unit_value: 25000,
  }),
];

/** One combination as the API answers it: the inputs through their schemas, the result and its summary. */
function entry(position: number, property: Source, profile: Source) {
  const propertyData: PropertyData = propertyInputSchema.parse(property.data);
  const profileData = brandProfileInputSchema.parse(profile.data);
  const result = valuate(propertyData, profileData, undefined, { tornado: true, catalogue: CATALOGUE });
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

// The Lynx again, its unusual figures each confirmed with the analyst's note: a verdict, and the notes.
const lynxData = propertyInputSchema.parse(lynx.property.data);
const lynxConfirmed: Source = {
  id: 4,
  name: `${lynx.property.name} (figures confirmed)`,
  data: {
    ...lynxData,
    plausibility: {
      confirmations: plausibilityFindings(lynxData, { rates: DEFAULT_RATES, catalogue: CATALOGUE }).map(
        (finding) => ({
          key: finding.key,
          figure: finding.figure,
          note: 'From the 2025 rate sheet, signed.',
        }),
      ),
    },
  },
};

const report = {
  ...old,
  methodology_version: METHODOLOGY_VERSION,
  entries: [
    entry(0, lynx.property as Source, lynx.profile as Source),
    entry(1, soccerDraft, soccer.profile as Source),
    entry(2, lynx.property as Source, mapleDraft),
    entry(3, lynxConfirmed, lynx.profile as Source),
  ],
} satisfies Report;

const [, second] = report.entries;
// The 1.0 inputs' figures are the audit's (a $450 rink board, a $11 digital CPM): unusual figures not
// confirmed, so every combination is preliminary; the second has no rights fee as well.
const fourth = report.entries[3];
if (!second?.result.appraisal?.verdict.preliminary?.includes('no_rights_fee'))
  throw new Error('expected the second combination without a rights fee');
if (fourth?.result.appraisal?.verdict.preliminary) throw new Error('expected the fourth with a verdict');
const output = path.join(folder, 'report-fixture-1-2.test-data.json');
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
// In the repository's JSON style, as `npx biome check` wants it.
execFileSync('npx', ['biome', 'format', '--write', output], { stdio: 'inherit' });
console.log(
  report.entries
    .map((e) => `${e.property.name} × ${e.profile.name}: ${e.result.ratio.value ?? '—'}`)
    .join('\n'),
);
