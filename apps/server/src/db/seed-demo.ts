import { brandProfileInputSchema, DEFAULT_RATES, propertyInputSchema } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/secrets.ts';
import { marketContext } from '../modules/benchmarks/market-context.ts';
import { refreshBenchmarks } from '../modules/benchmarks/refresh.ts';
import { createBenchmarksRepository } from '../modules/benchmarks/repository.ts';
import { createBenefitsRepository } from '../modules/benefits/repository.ts';
import { createBenefitsService } from '../modules/benefits/service.ts';
import { toRecord } from '../modules/properties/record.ts';
import { createPropertiesRepository } from '../modules/properties/repository.ts';
import { createReportsRepository } from '../modules/reports/repository.ts';
import { storeReport } from '../modules/reports/service.ts';
import { computeEntry } from '../modules/reports/snapshot.ts';
import { checkLogo } from '../modules/websites/logo.ts';
import type { Db } from './client.ts';
import { seedBenchmarkSet } from './demo/benchmark-set.ts';
import { DEMO_PROFILES } from './demo/profiles.ts';
import { DEMO_COMMENTS, DEMO_PROPERTIES } from './demo/properties.ts';
import { RETAIL_DEMO_LOGO_SVG } from './demo/retail-logo.ts';
import { brandProfiles, propertyComments, users, websiteLogos, websites } from './schema.ts';

export const DEMO_ACCOUNTS = [
  { websiteId: 1, email: 'demo@example.com', name: 'Demo Admin' },
  { websiteId: 40, email: 'retail@example.com', name: 'Retail Admin' },
] as const;

/**
 * Whether a start seeds the demo data: only into an empty database, and on a PostgreSQL server only when
 * asked (--demo), so a production database never receives demo accounts by accident.
 */
export async function shouldSeedDemo(
  database: { db: Db; engine: 'pglite' | 'postgres' },
  askedForDemo: boolean,
) {
  if (database.engine === 'postgres' && !askedForDemo) return false;
  return isDatabaseEmpty(database.db);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(websites);
  return (row?.count ?? 0) === 0;
}

/**
 * Demo data for a first start: website 1 (default theme) and website 40 (the retail customer's theme, with a
 * colour and a logo of its own), each with an admin, and complete brand profiles and properties (with
 * comments on their metrics) and a draft, two detailed reports (one preliminary) and a comparative report on
 * website 1; and the demo benchmark set (demo/benchmark-set.ts). Every website seeded is flagged as demo data.
 * Runs in one transaction, so a failed seed leaves nothing behind.
 */
export async function seedDemo(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(websites).values([
      { id: 1, name: 'Demo Sponsorships', theme: 'default', supportEmail: 'support@example.com', demo: true },
      {
        id: 40,
        name: 'Northline Hardware',
        theme: 'retail',
        primaryColor: '#c8102e',
        supportEmail: 'support-retail@example.com',
        demo: true,
      },
    ]);
    await tx
      .insert(websiteLogos)
      .values({ websiteId: 40, ...checkLogo(Buffer.from(RETAIL_DEMO_LOGO_SVG), 'of the retail demo') });
    // Explicit ids leave the identity sequence behind; move it past them for websites created later.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('websites', 'id'), (select max(id) from websites))`,
    );
    const [demoAdmin] = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          websiteId: account.websiteId,
          email: account.email,
          name: account.name,
          passwordHash,
          role: 'admin',
          lang: 'en',
        })),
      )
      .returning({ id: users.id });
    if (!demoAdmin) throw new Error('demo admin not created');
    const author = demoAdmin.id;
    const insertedProfiles = await tx
      .insert(brandProfiles)
      .values(
        DEMO_PROFILES.map((input) => {
          const data = brandProfileInputSchema.parse(input);
          return {
            websiteId: 1,
            name: data.name,
            status: data.status,
            data,
            createdBy: author,
            updatedBy: author,
          };
        }),
      )
      .returning({ id: brandProfiles.id });

    const properties = createPropertiesRepository(tx as unknown as Db);
    const propertyIds: number[] = [];
    for (const input of DEMO_PROPERTIES) {
      const record = toRecord(propertyInputSchema.parse(input));
      propertyIds.push(await properties.create(1, author, record, new Date()));
    }
    await tx.insert(propertyComments).values(
      DEMO_COMMENTS.map((comment) => ({
        websiteId: 1,
        propertyId: propertyIds[comment.property] ?? 0,
        metricId: comment.metricId,
        userId: author,
        posterName: DEMO_ACCOUNTS[0].name,
        body: comment.body,
      })),
    );
    // The benchmark set: five demo websites and samples on website 1, for comparables and benchmarks.
    await seedBenchmarkSet(tx as unknown as Db, author, new Date());

    await seedDemoReports(tx as unknown as Db, author, {
      propertyIds,
      profileIds: insertedProfiles.map((row) => row.id),
    });
  });
}

/**
 * Two detailed reports — a first look at the winter carnival, still a draft without a rights fee, for the
 * credit union (a preliminary report), and the hockey team for the hardware retailer — and one comparative
 * report (every complete demo property for both demo brands: ten combinations), computed as the app would.
 */
async function seedDemoReports(db: Db, author: number, ids: { propertyIds: number[]; profileIds: number[] }) {
  const repo = createReportsRepository(db);
  const benchmarks = createBenchmarksRepository(db);
  // The benchmarks as the job would compute them from every demo website, so the reports show them.
  await refreshBenchmarks(benchmarks, () => new Date());
  const market = await marketContext(benchmarks, 1, DEFAULT_RATES);
  // Method 1.2: the catalogue gives each benefit its channel (one impression, one value) and its suggestion.
  const catalogue = await createBenefitsService(createBenefitsRepository(db)).list();
  const profiles = DEMO_PROFILES.map((input, index) => ({
    id: ids.profileIds[index] ?? 0,
    data: brandProfileInputSchema.parse(input),
  }));
  const all = DEMO_PROPERTIES.map((input, index) => ({
    id: ids.propertyIds[index] ?? 0,
    data: propertyInputSchema.parse(input),
  }));
  const properties = all.filter((property) => property.data.status === 'complete');
  const draft = all.find((property) => property.data.status === 'draft');
  const entry = async (
    position: number,
    property: (typeof all)[number],
    profile: (typeof profiles)[number],
  ) =>
    computeEntry(position, {
      propertyId: property.id,
      property: property.data,
      profileId: profile.id,
      profile: profile.data,
      candidates: market.candidates,
      ...(await market.placement(property.data, property.id)),
      catalogue,
    });
  const [hockey] = properties;
  const [hardware, creditUnion] = profiles;
  if (!hockey || !hardware || !creditUnion || !draft)
    throw new Error('demo data is missing its hockey team, its draft or one of its brands');
  const now = new Date();
  // A minute earlier, so that the hockey report is the newest detailed one.
  await storeReport(repo, 1, {
    type: 'detailed',
    title: `${draft.data.general.name} — ${creditUnion.data.name} (first look)`,
    userId: author,
    now: new Date(now.getTime() - 60_000),
    entries: [await entry(0, draft, creditUnion)],
    rates: DEFAULT_RATES,
  });
  await storeReport(repo, 1, {
    type: 'detailed',
    title: `${hockey.data.general.name} — ${hardware.data.name}`,
    userId: author,
    now,
    entries: [await entry(0, hockey, hardware)],
    rates: DEFAULT_RATES,
  });
  const pairs = properties.flatMap((property) => profiles.map((profile) => ({ property, profile })));
  const entries = [];
  for (const [position, pair] of pairs.entries())
    entries.push(await entry(position, pair.property, pair.profile));
  await storeReport(repo, 1, {
    type: 'comparative',
    title: 'Demo sponsorship portfolio',
    userId: author,
    now,
    entries,
    rates: DEFAULT_RATES,
  });
}
