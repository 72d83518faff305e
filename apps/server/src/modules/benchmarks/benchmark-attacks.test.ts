import { DEFAULT_RATES, quartiles, roundForDisclosure } from '@cakemix/core';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benchmarkMarket, expectNoneOf, hockeyLike } from '../../../test/benchmark-market.ts';
import { apiClient, setupTestApp, signIn, TEST_PASSWORD } from '../../../test/helper.ts';
import { cityRef } from '../../db/demo/benchmark-places.ts';
import { properties, websites } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed-demo.ts';

/*
 * The attacks of issue 26, replayed through the API as a customer of website 1 (and of website 2, the other
 * customer): what it is shown must never move with its own properties, and no shown figure may be another
 * website's property's figure. The benchmark job is run as the queue would run it (`refresh`).
 */

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);
const market = benchmarkMarket(ctx, call);

/** Five websites with nine properties between them: one short of a group anyone may see. */
async function nineFromFive() {
  for (const [website, count] of [
    [3, 2],
    [4, 2],
    [5, 2],
    [6, 2],
    [7, 1],
  ] as const)
    await market.othersOn(website, count);
}

describe('differencing: a customer changing its own properties', () => {
  it('cannot make a hidden group appear by duplicating its property and completing the copy at $99,000', async () => {
    const t = await tokens();
    await nineFromFive();
    const probe = await market.probe(t.analyst);
    // The other customer reports on a draft: it holds no complete property of its own.
    const otherProbe = await market.probe(t.otherSite, { ...hockeyLike('Draft team', 2), status: 'draft' });
    await market.refresh();
    const before = await market.shown(t.analyst, probe);
    expect(before.groups).toEqual([]);

    // The steps: duplicate, complete the copy with a rights fee of $99,000, wait for the job.
    for (let i = 0; i < 3; i++) {
      const copy = await call('POST', `/websites/1/properties/${probe.propertyId}/duplicate`, t.analyst);
      expect(copy.statusCode, copy.body).toBe(201);
      const complete = hockeyLike(`Copy ${i}`, 50 + i);
      complete.management.rights_fee = 99_000;
      const put = await call('PUT', `/properties/${copy.json().id}`, t.analyst, complete);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().status).toBe('complete');
    }
    await market.refresh();
    expect(await market.shown(t.analyst, probe)).toEqual(before);
    // The copies did count, for the other customer: its group now holds the first customer's four.
    const seenByOther = await market.shown(t.otherSite, otherProbe);
    expect(seenByOther.groups.find((g) => g.family === 'type')?.count).toBe(13);
  });

  it('sees the same groups, counts, figures and dates whatever it adds, changes, duplicates or deletes', async () => {
    const t = await tokens();
    await nineFromFive();
    for (const website of [3, 4, 5, 8]) await market.othersOn(website, 1);
    const probe = await market.probe(t.analyst);
    await market.refresh();
    const before = await market.shown(t.analyst, probe);
    expect(before.groups.map((g) => [g.family, g.count])).toEqual([
      ['type_level', 13],
      ['type_price', 13],
      ['type_audience', 13],
      ['type_region', 13],
      ['type', 13],
      ['all', 13],
    ]);
    const added: number[] = [];
    const add = async (data: ReturnType<typeof hockeyLike>) => {
      const created = await call('POST', '/properties', t.analyst, data);
      expect(created.statusCode, created.body).toBe(201);
      added.push(created.json().id);
    };
    const dear = hockeyLike('Dear', 72);
    dear.management.rights_fee = 450_000;
    const steps: [string, () => Promise<unknown>][] = [
      ['add one', () => add(hockeyLike('Added', 71))],
      ['add one of another price band', () => add(dear)],
      [
        'duplicate the probe',
        () => call('POST', `/websites/1/properties/${probe.propertyId}/duplicate`, t.analyst),
      ],
      [
        'revalue the probe itself',
        () => call('PUT', `/properties/${probe.propertyId}`, t.analyst, hockeyLike('Own team', 97)),
      ],
      [
        'change the one added',
        () => call('PUT', `/properties/${added[0]}`, t.analyst, hockeyLike('Added', 333)),
      ],
      ['delete the one added', () => call('DELETE', `/properties/${added[0]}`, t.analyst)],
      [
        'add four at once',
        async () => {
          for (let i = 0; i < 4; i++) await add(hockeyLike(`Burst ${i}`, 80 + i));
        },
      ],
    ];
    for (const [what, step] of steps) {
      await step();
      await market.refresh();
      expect(await market.shown(t.analyst, probe), what).toEqual(before);
    }
    // The steps were real: a reader without properties sees the customer's six complete ones among 19.
    const outsider = await market.probe(t.otherSite);
    expect((await market.shown(t.otherSite, outsider)).groups.find((g) => g.family === 'type')?.count).toBe(
      19,
    );
  });
});

describe('order statistics: groups whose count puts every quartile on a member', () => {
  for (const count of [13, 17]) {
    it(`shows ${count} members’ quartiles rounded to two significant figures, none a member’s figure`, async () => {
      const t = await tokens();
      // Spread over six websites, none above a third.
      for (let i = 0; i < count; i++) await market.othersOn(3 + (i % 6), 1);
      const probe = await market.probe(t.analyst);
      await market.refresh();
      const shown = await market.shown(t.analyst, probe);
      const [group] = shown.groups;
      expect(group).toMatchObject({ family: 'type_level', count });
      const rows = await ctx()
        .database.db.select({ value: properties.valueCents, cost: properties.costCents })
        .from(properties)
        .where(ne(properties.websiteId, 1));
      // (count - 1) / 4 is whole: each exact quartile is one member's figure.
      const exact = quartiles(rows.map((r) => r.value ?? 0));
      for (const q of ['q1', 'median', 'q3'] as const) {
        expect(rows.some((r) => r.value === exact?.[q])).toBe(true);
        expect(group?.value?.[q]).toBe(roundForDisclosure(exact?.[q] ?? 0));
      }
      expectNoneOf(shown, await market.figuresNotOf(1));
    });
  }
});

describe('narrow filters: groups a customer can aim at with its own property', () => {
  it('hides a region held by four other websites, and a group one website holds more than a third of', async () => {
    const t = await tokens();
    // Québec: 14 properties of 6 websites. Nova Scotia: 12 of 4 websites. Price $100,000–$500,000: 12 of 5
    // websites (in Québec too), 5 of them on website 9 (more than a third).
    const ns = (d: ReturnType<typeof hockeyLike>) => {
      d.general.city = cityRef('NS', 'Halifax');
    };
    const dear = (d: ReturnType<typeof hockeyLike>) => {
      d.management.rights_fee = 150_000 + (d.management.in_kind_value ?? 0);
    };
    for (const website of [3, 4, 5, 6, 7, 8]) await market.othersOn(website, website <= 4 ? 3 : 2);
    for (const website of [10, 11, 12, 13]) await market.othersOn(website, 3, { edit: ns });
    for (const [website, count] of [
      [9, 5],
      [14, 2],
      [15, 2],
      [16, 2],
      [17, 1],
    ] as const)
      await market.othersOn(website, count, { edit: dear });
    const inHalifax = hockeyLike('Own Halifax team', 3);
    ns(inHalifax);
    const dearOwn = hockeyLike('Own dear team', 4);
    dear(dearOwn);
    const halifax = await market.probe(t.analyst, inHalifax);
    const expensive = await market.probe(t.analyst, dearOwn);
    await market.refresh();

    const families = async (probe: typeof halifax) =>
      (await market.shown(t.analyst, probe)).groups.map((g) => g.family);
    expect(await families(halifax)).not.toContain('type_region');
    expect(await families(expensive)).not.toContain('type_price');
    // The same customer's Québec team does see its region.
    const quebec = await market.probe(t.analyst);
    await market.refresh();
    expect(await families(quebec)).toContain('type_region');
    for (const probe of [halifax, expensive, quebec])
      expectNoneOf(await market.shown(t.analyst, probe), await market.figuresNotOf(1));
  });
});

describe('two customers comparing what they see', () => {
  it('each sees the others but itself: the difference is their own properties, and no third website’s figure', async () => {
    const t = await tokens();
    for (const website of [3, 4, 5, 6, 7]) await market.othersOn(website, 3);
    const first = await market.probe(t.analyst);
    await call('POST', '/properties', t.analyst, hockeyLike('Second own', 9));
    const second = await market.probe(t.otherSite, hockeyLike('Other customer team', 11));
    await market.refresh();
    const [a, b] = [await market.shown(t.analyst, first), await market.shown(t.otherSite, second)];
    const countOf = (shown: typeof a) => shown.groups.find((g) => g.family === 'type_level')?.count;
    // Website 1 sees the 15 and website 2's one; website 2 sees the 15 and website 1's two.
    expect([countOf(a), countOf(b)]).toEqual([16, 17]);
    const thirdParties = new Set(
      (
        await ctx()
          .database.db.select({ value: properties.valueCents, cost: properties.costCents })
          .from(properties)
          .where(and(ne(properties.websiteId, 1), ne(properties.websiteId, 2)))
      ).flatMap((r) => [r.value ?? -1, r.cost ?? -1]),
    );
    expectNoneOf(a, thirdParties);
    expectNoneOf(b, thirdParties);
    // Website 2 adds a property: what it sees stays; website 1, for whom it is another's, sees it come.
    await call('POST', '/properties', t.otherSite, hockeyLike('Other customer second team', 400));
    await market.refresh();
    expect(await market.shown(t.otherSite, second)).toEqual(b);
    expect(countOf(await market.shown(t.analyst, first))).toBe(17);
  });
});

describe('demo data', () => {
  it('never reaches a customer that is not a demo website, and demo websites see demo data only', async () => {
    const t = await tokens();
    for (const website of [3, 4, 5, 6, 7, 8]) await market.othersOn(website, 3, { demo: true });
    const probe = await market.probe(t.analyst);
    await market.refresh();
    expect((await market.shown(t.analyst, probe)).groups).toEqual([]);
    await ctx().database.db.update(websites).set({ demo: true }).where(eq(websites.id, 1));
    await market.refresh();
    const seen = await market.shown(t.analyst, probe);
    expect(seen.groups[0]).toMatchObject({ count: 18, includes_demo: true });
  });
});

describe('on the demo, as an independent attacker would try it', () => {
  /** How many complete properties of a type and level the websites but one hold. */
  const othersOf = async (websiteId: number, type: string, level: string) =>
    (
      await ctx()
        .database.db.select({ id: properties.id })
        .from(properties)
        .where(
          and(
            ne(properties.websiteId, websiteId),
            eq(properties.status, 'complete'),
            eq(properties.sponsorshipType, type),
            eq(properties.sponsorshipLevel, level),
          ),
        )
    ).length;

  it('shows both demo customers benchmarks of the other demo websites only, none a property’s figure, and unmoved by their own copies', async () => {
    const { app, database, mailer } = ctx();
    await seedDemo(database.db, TEST_PASSWORD);
    const demo = await signIn(app, mailer, 'demo@example.com');
    const list = await call('GET', '/websites/1/properties?search=Lynx', demo);
    const lynx = list.json().data[0].id as number;
    const profiles = await call('GET', '/websites/1/brand-profiles', demo);
    const probe = { propertyId: lynx, profileId: profiles.json().data[0].id as number };
    const before = await market.shown(demo, probe);
    expect(before.groups[0]).toMatchObject({
      family: 'type_level',
      count: await othersOf(1, 'team', 'official'),
      includes_demo: true,
    });
    expectNoneOf(before, await market.figuresNotOf(1));

    // The attack: copies of the team, completed at $99,000, then the job.
    for (let i = 0; i < 3; i++) {
      const { id, website_id, created_at, updated_at, updated_by, ...copy } = (
        await call('POST', `/websites/1/properties/${lynx}/duplicate`, demo)
      ).json();
      const complete = {
        ...copy,
        status: 'complete',
        management: { ...copy.management, rights_fee: 99_000 },
      };
      const put = await call('PUT', `/properties/${id}`, demo, complete);
      expect(put.statusCode, put.body).toBe(200);
    }
    await market.refresh();
    expect(await market.shown(demo, probe)).toEqual(before);

    // The retail customer's own team: it sees the other demo websites', website 1's copies among them.
    const retail = await signIn(app, mailer, 'retail@example.com');
    const own = await market.probe(retail);
    await market.refresh();
    const seen = await market.shown(retail, own);
    expect(seen.groups[0]).toMatchObject({
      family: 'type_level',
      count: await othersOf(40, 'team', 'official'),
    });
    expectNoneOf(seen, await market.figuresNotOf(40));
  });
});

describe('the benchmark job', () => {
  it('gives the same views when refreshes run at the same time as when they run one after another', async () => {
    const t = await tokens();
    for (const website of [3, 4, 5, 6, 7]) await market.othersOn(website, 2);
    const probe = await market.probe(t.analyst);
    await Promise.all([market.refresh(), market.refresh(), market.refresh()]);
    const together = await market.shown(t.analyst, probe);
    await market.refresh();
    expect(await market.shown(t.analyst, probe)).toEqual(together);
    expect(together.groups[0]?.count).toBe(DEFAULT_RATES.benchmarks.minMembers);
  });
});
