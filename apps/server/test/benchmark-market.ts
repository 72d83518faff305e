import type { EntryBenchmarks, PropertyData } from '@cakemix/core';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_PROFILES } from '../src/db/demo/profiles.ts';
import { properties, websites } from '../src/db/schema.ts';
import { refreshBenchmarks } from '../src/modules/benchmarks/refresh.ts';
import { createBenchmarksRepository } from '../src/modules/benchmarks/repository.ts';
import { toRecord } from '../src/modules/properties/record.ts';
import { createPropertiesRepository } from '../src/modules/properties/repository.ts';
import type { apiClient, TestContext } from './helper.ts';
import { fullProperty } from './property-fixtures.ts';

/*
 * A market of industry benchmarks for the API tests: other websites' properties (put straight into the
 * database: those websites have no users), the benchmark job, and what a customer is shown through the API.
 */

/**
 * The demo hockey team, made the `n`-th of its kind: its rights fee, in-kind value and home games vary, so
 * every one has its own value and cost (never a round amount), in the same groups (team, official partner,
 * Québec, 1–10 million impressions, $25,000–$100,000).
 */
export function hockeyLike(name: string, n: number): PropertyData {
  const data = fullProperty();
  data.general.name = name;
  data.general.events_per_season = 28 + (n % 13);
  data.management.rights_fee = 41_000 + ((n * 3_917) % 52_000);
  data.management.in_kind_value = 9_000 + ((n * 1_237) % 6_000) + 35;
  return data;
}

export function benchmarkMarket(ctx: () => TestContext, call: ReturnType<typeof apiClient>['call']) {
  const db = () => ctx().database.db;
  let made = 0;

  return {
    /** Puts `count` hockey-like properties on a website without users, creating it (demo or not). */
    async othersOn(
      websiteId: number,
      count: number,
      options: { demo?: boolean; edit?: (d: PropertyData) => void } = {},
    ) {
      await db()
        .insert(websites)
        .values({
          id: websiteId,
          name: `Site ${websiteId}`,
          supportEmail: 'x@example.com',
          demo: options.demo ?? false,
        })
        .onConflictDoNothing();
      const repo = createPropertiesRepository(db());
      for (let i = 0; i < count; i++) {
        const data = hockeyLike(`Secret ${websiteId}-${i}`, ++made * 7 + websiteId);
        options.edit?.(data);
        await repo.create(websiteId, null as unknown as number, toRecord(data), ctx().clock());
      }
    },

    /** The benchmark job, an hour of the test's clock after the last: what changed since is dated anew. */
    async refresh() {
      ctx().clock.advance(60 * 60_000);
      return refreshBenchmarks(createBenchmarksRepository(db()), () => ctx().clock());
    },

    /** A customer's brand profile and a complete property of its own to report on (the probe). */
    async probe(token: string, data: PropertyData = hockeyLike('Own team', 1)) {
      const profile = await call('POST', '/brand-profiles', token, DEMO_PROFILES[0]);
      const property = await call('POST', '/properties', token, data);
      expect(property.statusCode, property.body).toBe(201);
      return { propertyId: property.json().id as number, profileId: profile.json().id as number };
    },

    /** What the customer is shown of the benchmarks in a new report on one of its properties. */
    async shown(token: string, probe: { propertyId: number; profileId: number }): Promise<EntryBenchmarks> {
      const created = await call('POST', '/reports', token, {
        brand_profile_id: probe.profileId,
        property_id: probe.propertyId,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().entries[0].benchmarks;
    },

    /** Every value and cost, in cents, of the complete properties of the websites but `websiteId`. */
    async figuresNotOf(websiteId: number): Promise<Set<number>> {
      const rows = await db()
        .select({ value: properties.valueCents, cost: properties.costCents })
        .from(properties)
        .where(and(ne(properties.websiteId, websiteId), eq(properties.status, 'complete')));
      return new Set(rows.flatMap((row) => [row.value ?? -1, row.cost ?? -1]));
    },
  };
}

/** Every figure of the shown groups: quartiles and medians of value, cost, ratio and effective CPM. */
export function shownFigures(benchmarks: EntryBenchmarks): number[] {
  return benchmarks.groups.flatMap((group) =>
    [group.value, group.cost, group.ratio, group.effective_cpm].flatMap((q) =>
      q ? [q.q1, q.median, q.q3] : [],
    ),
  );
}

/** Asserts that no shown figure is any of `figures`, and that each has at most two significant figures. */
export function expectNoneOf(benchmarks: EntryBenchmarks, figures: ReadonlySet<number>) {
  for (const figure of shownFigures(benchmarks)) {
    expect(figures.has(figure), `${figure} is a property's own figure`).toBe(false);
    expect(Number(figure.toPrecision(2))).toBe(figure);
  }
}
