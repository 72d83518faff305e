import {
  BENEFIT_CATALOGUE,
  type BenchmarkMember,
  type BenchmarkView,
  type BrandProfileData,
  brandProfileInputSchema,
  comparableSubject,
  type PropertyData,
  propertyInputSchema,
  type Report,
  readerCells,
  refreshBenchmarkViews,
  subjectCellKeys,
} from '@cakemix/core';
import { DEMO_WEBSITE_ID, demoBenchmarkSet } from '../../../db/demo/benchmark-set.ts';
import { DEMO_PROFILES } from '../../../db/demo/profiles.ts';
import { DEMO_PROPERTIES } from '../../../db/demo/properties.ts';
import { buildSnapshot, computeEntry, entryForApi } from '../snapshot.ts';

const GENERATED_AT = '2026-03-01T12:00:00.000Z';

/** The complete demo properties and profiles, as (index, data) pairs, in demo order. */
const completeProperties = DEMO_PROPERTIES.map((p, i) => [i, propertyInputSchema.parse(p)] as const).filter(
  ([, p]) => p.status === 'complete',
);
const completeProfiles = DEMO_PROFILES.map((p, i) => [i, brandProfileInputSchema.parse(p)] as const).filter(
  ([, p]) => p.status === 'complete',
);

/**
 * The demo's market without a database, as the seed stores it: the demo website's complete properties (ids
 * 1, 2… in demo order) and the demo benchmark set, valued; website 1's are its comparables, and the
 * benchmark job's views say what it is shown of the others'.
 */
let market: { members: BenchmarkMember[]; views: BenchmarkView[] } | undefined;
function demoMarket() {
  if (market) return market;
  const members: BenchmarkMember[] = [];
  const add = (websiteId: number, data: PropertyData, id = members.length + 1_000) => {
    const subject = comparableSubject(data, undefined, id);
    members.push({ ...subject, id, websiteId, demo: true, valueCents: subject.valueCents ?? 0 });
  };
  for (const [index, property] of completeProperties) add(DEMO_WEBSITE_ID, property, index + 1);
  for (const { website, input } of demoBenchmarkSet())
    add(website === 'demo' ? DEMO_WEBSITE_ID : 100 + website, propertyInputSchema.parse(input));
  market = { members, views: refreshBenchmarkViews(members, [], new Date(GENERATED_AT)) };
  return market;
}

interface Pair {
  propertyIndex: number;
  property: PropertyData;
  profileIndex: number;
  profile: BrandProfileData;
}

/** A report of these pairs as the API answers it (one pair: a detailed report). */
function reportOf(pairs: Pair[], title: (first: Pair) => string): Report {
  const { members, views } = demoMarket();
  const entries = pairs.map((pair, position) => {
    const subject = comparableSubject(pair.property, undefined, pair.propertyIndex + 1);
    const cells = subjectCellKeys(subject.profile);
    return computeEntry(position, {
      propertyId: pair.propertyIndex + 1,
      property: pair.property,
      profileId: pair.profileIndex + 1,
      profile: pair.profile,
      candidates: members.filter((m) => m.websiteId === DEMO_WEBSITE_ID),
      subject,
      benchmarkCells: readerCells(
        views.filter((v) => cells.some((c) => c.family === v.family && c.key === v.key)),
        DEMO_WEBSITE_ID,
      ),
      // The catalogue the database seeds, as the app's reports use it: benefits drawing from media lines.
      catalogue: BENEFIT_CATALOGUE,
    });
  });
  const snapshot = buildSnapshot(entries);
  const [first] = pairs;
  if (!first) throw new Error('no combination');
  const detailed = pairs.length === 1;
  return {
    id: detailed ? 1 : 2,
    type: detailed ? 'detailed' : 'comparative',
    title: title(first),
    website_id: 1,
    methodology_version: snapshot.methodologyVersion,
    created_at: GENERATED_AT,
    created_by: null,
    generated_at: GENERATED_AT,
    entries: entries.map((entry, i) => {
      const api = entryForApi(entry, { property: false, profile: false });
      const pair = pairs[i] as Pair;
      // What each was when the report was made: "In progress" beside a draft's name.
      return {
        ...api,
        property: { ...api.property, status: pair.property.status },
        profile: { ...api.profile, status: pair.profile.status },
      };
    }),
    share: { active: false, created_at: null },
    can_regenerate: true,
  };
}

/**
 * A report computed from the demo data without a database, as the API would answer it: the first
 * `combinations` complete property × profile pairs (one makes a detailed report). For PDF tests, the
 * sample PDF script and benchmarks.
 */
export function sampleReport(combinations = 1): Report {
  const pairs = completeProperties.flatMap(([propertyIndex, property]) =>
    completeProfiles.map(([profileIndex, profile]) => ({ propertyIndex, property, profileIndex, profile })),
  );
  if (combinations < 1 || combinations > pairs.length)
    throw new Error(`the demo data has 1 to ${pairs.length} combinations`);
  return reportOf(pairs.slice(0, combinations), (first) =>
    combinations === 1
      ? `${first.property.general.name} — ${first.profile.name}`
      : `Comparison of ${combinations} sponsorships`,
  );
}

/**
 * Reports whose combinations need care, from the demo data: a property in progress whose rights fee and
 * activation budget are not entered yet (preliminary, and its activation items are over the empty budget),
 * and a complete property for a brand profile in progress (its objectives add up to 90 %: a point to
 * check). The comparative one puts them beside the first complete pair; the detailed one is the first.
 */
export function sampleReportWithCautions(type: Report['type'] = 'comparative'): Report {
  const [[propertyIndex, property] = [], [secondIndex, second] = []] = completeProperties;
  const [[profileIndex, profile] = []] = completeProfiles;
  if (propertyIndex === undefined || !property || secondIndex === undefined || !second)
    throw new Error('demo');
  if (profileIndex === undefined || !profile) throw new Error('demo');
  const noFee: PropertyData = {
    ...second,
    status: 'draft',
    management: {
      ...second.management,
      rights_fee: null,
      activation_budget: {
        experiential: null,
        media: null,
        athlete_appearance: null,
        other_appearance: null,
      },
    },
  };
  const draftProfile: BrandProfileData = {
    ...profile,
    name: `${profile.name} (2027 plan)`,
    status: 'draft',
    objectives: { ...profile.objectives, sales: (profile.objectives.sales ?? 0) - 10 },
  };
  const preliminary: Pair = { propertyIndex: secondIndex, property: noFee, profileIndex, profile };
  if (type === 'detailed')
    return reportOf([preliminary], (first) => `${first.property.general.name} — rights fee to come`);
  return reportOf(
    [
      { propertyIndex, property, profileIndex, profile },
      preliminary,
      { propertyIndex, property, profileIndex: DEMO_PROFILES.length, profile: draftProfile },
    ],
    () => 'Comparison of 3 sponsorships, two in progress',
  );
}
