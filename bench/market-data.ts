// A market for the benchmark and comparables benches: `count` complete properties spread evenly over
// `websiteCount` websites (1 and 2 are openBenchDatabase's, the others created here), written straight into
// the properties table with plausible valuation columns. Deterministic: the same market on every run.
import {
  propertyInputSchema,
  type SimilarityProfile,
  SPONSORSHIP_LEVELS,
  SPONSORSHIP_TYPES,
  similarityProfile,
} from '@cakemix/core';
import type { Db } from '../apps/server/src/db/client.ts';
import { hockeyTeam } from '../apps/server/src/db/demo/properties/hockey-team.ts';
import { properties, websites } from '../apps/server/src/db/schema.ts';
import { toRecord } from '../apps/server/src/modules/properties/record.ts';

const REGIONS = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE'];

/** Sizes over three decades, fees from $5,000 to $2.5M, every type, level and region. */
export async function seedMarket(db: Db, count: number, websiteCount: number) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const template = toRecord(propertyInputSchema.parse(hockeyTeam));
  await db.insert(websites).values(
    Array.from({ length: websiteCount - 2 }, (_, i) => ({
      id: i + 3,
      name: `W${i + 3}`,
      supportEmail: 'w@w.test',
    })),
  );
  /** A similarity profile of each property, in the order written (the bench asks for their groups). */
  const profiles: SimilarityProfile[] = [];
  for (let offset = 0; offset < count; offset += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - offset) }, (_, i) => {
      const n = offset + i;
      const size = 10 ** (4 + random() * 4);
      const value = Math.round(size * (0.5 + random()) * 3);
      const fee = Math.round(5_000 * 500 ** random()) * 100;
      const row = {
        ...template.columns,
        websiteId: 1 + (n % websiteCount),
        name: `P${n}`,
        status: 'complete',
        sponsorshipType: SPONSORSHIP_TYPES[Math.floor(random() * 5)] ?? null,
        sponsorshipLevel: SPONSORSHIP_LEVELS[Math.floor(random() * 6)] ?? null,
        cityRegion: REGIONS[Math.floor(random() * REGIONS.length)] ?? null,
        cityCountry: 'CA',
        askedPriceCents: fee,
        impressions: Math.round(size * 10),
        valueCents: value,
        costCents: fee,
        ratio: value / fee,
        effectiveCpmCents: Math.round((fee / (size * 10)) * 1000),
        data: template.data,
      };
      profiles.push(
        similarityProfile({
          type: row.sponsorshipType,
          level: row.sponsorshipLevel,
          region: `${row.cityRegion}, CA`,
          impressions: row.impressions,
          priceCents: fee,
        }),
      );
      return row;
    });
    await db.insert(properties).values(batch);
  }
  return { profiles };
}
