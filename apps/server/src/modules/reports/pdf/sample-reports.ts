import { brandProfileInputSchema, propertyInputSchema, type Report } from '@cakemix/core';
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
  const entries = pairs.slice(0, combinations).map((pair, position) =>
    computeEntry(position, {
      propertyId: pair.propertyIndex + 1,
      property: pair.property,
      profileId: pair.profileIndex + 1,
      profile: pair.profile,
      candidates: [],
    }),
  );
  const snapshot = buildSnapshot(entries);
  const [first] = entries;
  if (!first) throw new Error('no combination');
  const detailed = combinations === 1;
  return {
    id: detailed ? 1 : 2,
    type: detailed ? 'detailed' : 'comparative',
    title: detailed
      ? `${first.property.name} — ${first.profile.name}`
      : `Comparison of ${combinations} sponsorships`,
    website_id: 1,
    methodology_version: snapshot.methodologyVersion,
    created_at: GENERATED_AT,
    created_by: null,
    generated_at: GENERATED_AT,
    entries: entries.map((entry) => entryForApi(entry, { property: false, profile: false })),
    share: { active: false, created_at: null },
    can_regenerate: true,
  };
}
