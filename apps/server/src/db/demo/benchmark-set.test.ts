import {
  DEFAULT_RATES,
  NEUTRAL_PROFILE,
  plausibilityFindings,
  propertyErrors,
  propertyInputSchema,
  roundForDisclosure,
  standaloneValuation,
  valuate,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helper.ts';
import { createBenefitsRepository } from '../../modules/benefits/repository.ts';
import { createBenefitsService } from '../../modules/benefits/service.ts';
import { shippedCityList } from '../../modules/cities/city-list.ts';
import { itemsOf } from '../../modules/properties/record.ts';
import { PROPERTY_ITEM_KINDS } from '../schema.ts';
import { seedDemo } from '../seed-demo.ts';
import { BENCHMARK_SEED, BENCHMARK_WEBSITES, DEMO_SAMPLE_SUFFIX, demoBenchmarkSet } from './benchmark-set.ts';
import { DEMO_PROPERTIES } from './properties.ts';

const set = demoBenchmarkSet();
const parsed = set.map(({ website, input }) => ({ website, data: propertyInputSchema.parse(input) }));
const valued = parsed.map(({ data }) => ({ data, ...standaloneValuation(data) }));
const distinct = <T>(values: T[]) => new Set(values);
/** The index of the band a figure falls in (bands start at the given bounds). */
const bandOf = (value: number, starts: readonly number[]) => starts.filter((start) => value >= start).length;

describe('demo benchmark set', () => {
  it('is the same at every generation, and another seed gives another set', () => {
    expect(demoBenchmarkSet()).toEqual(set);
    expect(demoBenchmarkSet(7)).not.toEqual(set);
  });

  it('holds at least 60 complete, valid properties in real cities, each with unique item ids', () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    const cities = shippedCityList();
    for (const { data } of parsed) {
      expect(data.status).toBe('complete');
      expect(propertyErrors(data), data.general.name).toEqual({});
      expect(cities.find(data.general.city?.id ?? ''), data.general.name).toEqual(data.general.city);
      const ids = PROPERTY_ITEM_KINDS.flatMap((kind) => itemsOf(data, kind).map((item) => item.id));
      expect(distinct(ids).size, data.general.name).toBe(ids.length);
    }
    expect(distinct(parsed.map(({ data }) => data.general.name)).size).toBe(set.length);
  });

  it('spreads over every type, several levels and categories, regions and websites', () => {
    const general = parsed.map(({ data }) => data.general);
    expect(distinct(general.map((g) => g.sponsorship_type))).toEqual(
      distinct(['team', 'league', 'venue', 'event', 'organization']),
    );
    expect(distinct(general.map((g) => g.sponsorship_level)).size).toBeGreaterThanOrEqual(3);
    expect(distinct(general.map((g) => g.category)).size).toBeGreaterThanOrEqual(5);
    expect(distinct(general.map((g) => g.city?.region)).size).toBeGreaterThanOrEqual(4);
    // Every benchmark website holds properties, of every type: a type's benchmark needs 3 websites.
    for (const [index] of BENCHMARK_WEBSITES.entries()) {
      const own = parsed.filter(({ website }) => website === index);
      expect(distinct(own.map(({ data }) => data.general.sponsorship_type)).size).toBe(5);
    }
    expect(BENCHMARK_WEBSITES.length).toBeGreaterThanOrEqual(3);
  });

  it('gives each complete property of the demo website at least three samples of its type and level, named as such', () => {
    const samples = parsed.filter(({ website }) => website === 'demo').map(({ data }) => data);
    const originals = DEMO_PROPERTIES.map((input) => propertyInputSchema.parse(input));
    for (const original of originals.filter((p) => p.status === 'complete')) {
      const similar = samples.filter(
        (s) =>
          s.general.sponsorship_type === original.general.sponsorship_type &&
          s.general.sponsorship_level === original.general.sponsorship_level,
      );
      // Three: the fewest comparables of the same type a percentile needs.
      expect(similar.length, original.general.name).toBeGreaterThanOrEqual(
        DEFAULT_RATES.comparables.minCount,
      );
    }
    for (const sample of samples) {
      expect(sample.general.name.endsWith(DEMO_SAMPLE_SUFFIX)).toBe(true);
      expect(sample.general.description).toMatch(/^Demo sample generated for comparables and benchmarks/);
    }
    for (const { website, data } of parsed)
      if (website !== 'demo') expect(data.general.name, data.general.name).not.toContain(DEMO_SAMPLE_SUFFIX);
  });

  it('gives each of them peers on the benchmark websites: 10 or more, on every one, none holding more than a third', () => {
    const rules = DEFAULT_RATES.benchmarks;
    const originals = DEMO_PROPERTIES.map((input) => propertyInputSchema.parse(input)).filter(
      (p) => p.status === 'complete',
    );
    for (const original of originals) {
      const peers = parsed.filter(
        ({ website, data }) =>
          website !== 'demo' &&
          data.general.sponsorship_type === original.general.sponsorship_type &&
          data.general.sponsorship_level === original.general.sponsorship_level,
      );
      const byWebsite = new Map<number | 'demo', number>();
      for (const { website } of peers) byWebsite.set(website, (byWebsite.get(website) ?? 0) + 1);
      expect(peers.length, original.general.name).toBeGreaterThanOrEqual(rules.minMembers);
      expect(byWebsite.size).toBe(BENCHMARK_WEBSITES.length);
      expect(Math.max(...byWebsite.values())).toBeLessThanOrEqual(peers.length * rules.maxShareOfMembers);
    }
  });

  it('has no cost a rounded benchmark figure could equal (two significant figures)', () => {
    for (const { data, costCents } of valued)
      expect(roundForDisclosure(costCents), data.general.name).not.toBe(costCents);
  });

  it('ranges from small local properties to big national ones, over every audience and price band', () => {
    const prices = valued.map(({ data }) => data.management.rights_fee ?? 0);
    const impressions = valued.map((v) => v.impressions);
    expect(Math.max(...prices) / Math.min(...prices)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...impressions) / Math.min(...impressions)).toBeGreaterThanOrEqual(1_000);
    const { audienceBands, priceBands } = DEFAULT_RATES.comparables;
    expect(distinct(impressions.map((n) => bandOf(n, audienceBands))).size).toBe(audienceBands.length + 1);
    expect(distinct(prices.map((n) => bandOf(n, priceBands))).size).toBe(priceBands.length + 1);
  });

  it('keeps each property plausible: an audience for its price, a value near its cost, nothing the engine warns of', () => {
    for (const { data, impressions, ratio } of valued) {
      const name = data.general.name;
      expect(data.target.direct_cumulative_audience, name).toBeGreaterThan(500);
      // The rights fee alone, per thousand impressions delivered: dear for a business audience, never absurd.
      expect(((data.management.rights_fee ?? 0) / impressions) * 1_000, name).toBeLessThan(250);
      expect(ratio, name).toBeGreaterThan(0.25);
      expect(ratio, name).toBeLessThan(5);
      expect(valuate(data, NEUTRAL_PROFILE).warnings, name).toEqual([]);
    }
  });
});

describe('the seeded benchmark set', () => {
  const ctx = setupTestApp();

  it('prices its benefits as the plausibility rules expect, one under the catalogue’s price with the analyst’s note (method 1.2)', async () => {
    // The catalogue the migrations seed, as the seed prices the set with it.
    const catalogue = await createBenefitsService(createBenefitsRepository(ctx().database.db)).list();
    const priced = demoBenchmarkSet(BENCHMARK_SEED, catalogue);
    expect(priced.map((p) => p.input.general.name)).toEqual(set.map((p) => p.input.general.name));
    let confirmed = 0;
    for (const { input } of priced) {
      const data = propertyInputSchema.parse(input);
      const name = data.general.name;
      for (const finding of plausibilityFindings(data, { rates: DEFAULT_RATES, catalogue })) {
        // Only a benefit priced under the catalogue's suggestion, and then with the analyst's note.
        expect([finding.rule, finding.direction], `${name}: ${finding.key}`).toEqual(['unit_value', 'below']);
        expect(finding.confirmed, `${name}: ${finding.key}`).toBe(true);
        expect(finding.confirmation?.note, name).toMatch(/^Priced from the property’s rate sheet/);
        confirmed++;
      }
      // Still a property a sponsor would consider: a value near its cost, nothing the engine warns of.
      const { ratio } = standaloneValuation(data);
      expect(ratio, name).toBeGreaterThan(0.1);
      expect(ratio, name).toBeLessThan(5);
      expect(valuate(data, NEUTRAL_PROFILE).warnings, name).toEqual([]);
    }
    expect(confirmed).toBeGreaterThan(0);
  });

  it('creates the demo websites, flags every seeded website as demo, and stores each property valued', async () => {
    const { db } = ctx().database;
    await seedDemo(db, 'demo-pass-1');
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const sites = rows<{ id: number; name: string; theme: string; support_email: string; demo: boolean }>(
      await db.execute(sql`select id, name, theme, support_email, demo from websites order by id`),
    );
    expect(sites.every((site) => site.demo)).toBe(true);
    const benchmarks = sites.filter((site) => site.id !== 1 && site.id !== 40);
    expect(benchmarks.map((site) => site.name)).toEqual(BENCHMARK_WEBSITES.map((website) => website.name));
    for (const site of benchmarks) {
      expect(site.theme).toBe('default');
      expect(site.support_email).toMatch(/@example\.com$/);
    }

    const stored = rows<{ website_id: number; n: number; valued: number }>(
      await db.execute(sql`
        select website_id, count(*)::int as n,
          count(*) filter (where value_cents > 0 and cost_cents > 0 and ratio > 0
            and effective_cpm_cents > 0 and impressions > 0)::int as valued
        from properties where status = 'complete' group by website_id order by website_id`),
    );
    const byWebsite = new Map(stored.map((row) => [row.website_id, row]));
    for (const [index, site] of benchmarks.entries()) {
      const expected = set.filter(({ website }) => website === index).length;
      expect(byWebsite.get(site.id)).toEqual({ website_id: site.id, n: expected, valued: expected });
    }
    const originals = DEMO_PROPERTIES.filter((p) => p.status === 'complete').length;
    const samples = set.filter(({ website }) => website === 'demo').length;
    expect(byWebsite.get(1)).toEqual({ website_id: 1, n: originals + samples, valued: originals + samples });

    // What the job stored for every reader: no shown value or cost is any demo property's value or cost.
    const figures = new Set(
      rows<{ value: number; cost: number }>(
        await db.execute(
          sql`select value_cents::float8 as value, cost_cents::float8 as cost from properties`,
        ),
      ).flatMap((row) => [row.value, row.cost]),
    );
    const views = rows<{ figures: Record<string, { q1: number; median: number; q3: number } | null> }>(
      await db.execute(sql`select figures from benchmark_views where figures is not null`),
    );
    expect(views.length).toBeGreaterThan(100);
    for (const view of views)
      for (const q of [view.figures.value, view.figures.cost])
        for (const figure of q ? [q.q1, q.median, q.q3] : [])
          expect(figures.has(figure), String(figure)).toBe(false);
  });
});
