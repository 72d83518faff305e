import {
  DEFAULT_RATES,
  type PropertyData,
  propertyInputSchema,
  RATE_CARD_KEYS,
  RATE_SOURCES,
  type RateCard,
  ratesWithCard,
  standaloneValuation,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp, signIn } from '../../../test/helper.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { createPropertiesRepository } from '../properties/repository.ts';
import { revalueStaleProperties } from '../properties/revalue.ts';
import { isoDay, ratesOn } from './effective.ts';
import { RATE_CARD_DUE_QUEUE, RATE_CARD_REVALUE_QUEUE } from './jobs.ts';
import { createRateCardRepository } from './repository.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const DAY_MS = 86_400_000;
/** A day counted from the app's clock (YYYY-MM-DD, UTC). */
const day = (offset = 0) => isoDay(new Date(ctx().clock().getTime() + offset * DAY_MS));

/** A property whose only value is one paid TV line: its value is proportional to the TV CPM. */
const tvOnly = (name = 'TV only'): PropertyData =>
  propertyInputSchema.parse({
    general: { name },
    management: { rights_fee: 10_000 },
    // The property's own TV (method 1.2 counts paid media as the sponsor's activation, not the property's value).
    owned_media: {
      promotional_plan: {
        tv: { impressions_estimated: 1_000_000, predominance: 5, exposure: 100, delivery: 100 },
      },
    },
  });

const entries = (website = 1) => `/websites/${website}/rate-card/entries`;

async function readCard(token: string, website = 1): Promise<RateCard> {
  const response = await call('GET', `/websites/${website}/rate-card`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const row = (card: RateCard, key: string) => card.rows.find((r) => r.key === key);

async function createProperty(token: string, data: PropertyData): Promise<number> {
  const created = await call('POST', '/properties', token, data);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

/** The list value of a property (dollars), as the properties list shows it. */
async function listValue(token: string, id: number): Promise<number | null> {
  const list = (await call('GET', '/websites/1/properties?per_page=100', token)).json();
  return list.data.find((p: { id: number }) => p.id === id).value;
}

async function appliedAt(entryId: number): Promise<string | null> {
  const { rows } = await ctx().database.executeSql(
    'select applied_at::text as applied_at from rate_card_entries where id = $1',
    [entryId],
  );
  return (rows[0] as { applied_at: string | null }).applied_at;
}

/** Waits for the revaluation job (a pg-boss worker) to have applied an entry. */
async function untilApplied(entryId: number) {
  const deadline = Date.now() + 30_000;
  while ((await appliedAt(entryId)) === null) {
    if (Date.now() > deadline) throw new Error(`entry ${entryId} was never applied`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the hourly job as its schedule would, and waits until it is done. */
async function hourlyJob() {
  const { queue } = ctx().background;
  const id = await queue.send(RATE_CARD_DUE_QUEUE, {});
  if (!id) throw new Error('the hourly job was not queued');
  // As a cron job arrives: the worker would see it at its next look at the queue.
  ctx().background.rateCardWorker.notify();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const job = await queue.getJobById(RATE_CARD_DUE_QUEUE, id, { includeArchive: true });
    if (job?.state === 'completed') return;
    if (job?.state === 'failed' || Date.now() > deadline) throw new Error(`hourly job ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Jobs of a queue created so far, whatever became of them. */
async function queued(name: string): Promise<number> {
  const { rows } = await ctx().database.executeSql(
    'select count(*)::int as n from pgboss.job where name = $1',
    [name],
  );
  return (rows[0] as { n: number }).n;
}

async function entryCount(): Promise<number> {
  const { rows } = await ctx().database.executeSql('select count(*)::int as n from rate_card_entries');
  return (rows[0] as { n: number }).n;
}

/** The field error of a value outside its key's bounds. */
const OUT_OF_RANGE = 'This value is outside the range allowed for this rate.';

const tvCard = (cpm: number) => ratesWithCard(DEFAULT_RATES, { 'cpm.tv': cpm });
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

describe('GET /websites/{id}/rate-card', () => {
  it('shows every role of the website the default table with its sources, and an empty history', async () => {
    const t = await tokens();
    for (const token of [t.admin, t.analyst, t.viewer]) {
      const card = await readCard(token);
      expect(card.website_id).toBe(1);
      expect(card.day).toBe(day());
      expect(card.rows.map((r) => r.key)).toEqual(RATE_CARD_KEYS);
      expect(card.rates).toEqual(DEFAULT_RATES);
      expect(card.history).toEqual([]);
      expect(row(card, 'cpm.tv')).toMatchObject({
        group: 'cpm',
        unit: 'cad_per_thousand',
        default_value: DEFAULT_RATES.cpm.tv,
        default_source: RATE_SOURCES.cpm.source,
        default_date: RATE_SOURCES.cpm.date,
        value: DEFAULT_RATES.cpm.tv,
        current: null,
        upcoming: [],
      });
      expect(row(card, 'events_per_season.team')).toMatchObject({ default_value: 34, min: 1, decimals: 0 });
    }
  });

  it("answers 404 for another website's card, as if it did not exist", async () => {
    const t = await tokens();
    expect((await call('GET', '/websites/1/rate-card', t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', '/websites/2/rate-card', t.viewer)).statusCode).toBe(404);
    expect((await call('GET', '/websites/999/rate-card', t.admin)).statusCode).toBe(404);
  });
});

describe('POST /websites/{id}/rate-card/entries', () => {
  it('keeps the history: who, when, old value → new value, effective date and note, newest first', async () => {
    const t = await tokens();
    const first = await call('POST', entries(), t.admin, {
      key: 'cpm.tv',
      value: 50,
      effective_from: day(),
      note: 'Agency rate card 2026',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      key: 'cpm.tv',
      value: 50,
      previous_value: null,
      effective_from: day(),
      note: 'Agency rate card 2026',
      created_by: { name: 'Alice Admin' },
      created_at: ctx().clock().toISOString(),
    });
    ctx().clock.advanceMinutes(5);
    const second = await call('POST', entries(), t.admin, {
      key: 'cpm.tv',
      value: 55.5,
      effective_from: day(),
    });
    expect(second.json()).toMatchObject({ value: 55.5, previous_value: 50, note: '' });
    ctx().clock.advanceMinutes(5);
    const reset = await call('POST', entries(), t.admin, {
      key: 'cpm.tv',
      value: null,
      effective_from: day(),
      note: 'Back to the survey',
    });
    expect(reset.json()).toMatchObject({ value: null, previous_value: 55.5 });

    const card = await readCard(t.viewer);
    expect(card.history.map((h) => [h.key, h.previous_value, h.value])).toEqual([
      ['cpm.tv', 55.5, null],
      ['cpm.tv', 50, 55.5],
      ['cpm.tv', null, 50],
    ]);
    expect(card.history[2]?.created_by.id).toBeGreaterThan(0);
    expect(row(card, 'cpm.tv')).toMatchObject({ value: DEFAULT_RATES.cpm.tv, current: null });
    expect(card.rates.cpm.tv).toBe(DEFAULT_RATES.cpm.tv);
  });

  it("shows the website's value in effect with its date and note, and the rates new valuations use", async () => {
    const t = await tokens();
    await call('POST', entries(), t.admin, {
      key: 'cpm.radio',
      value: 12.5,
      effective_from: day(-3),
      note: 'CMA',
    });
    await call('POST', entries(), t.admin, {
      key: 'reach_rate.instagram',
      value: 0.08,
      effective_from: day(),
    });
    const card = await readCard(t.analyst);
    expect(row(card, 'cpm.radio')).toMatchObject({
      value: 12.5,
      current: { value: 12.5, effective_from: day(-3), note: 'CMA' },
    });
    const expected = ratesWithCard(DEFAULT_RATES, { 'cpm.radio': 12.5, 'reach_rate.instagram': 0.08 });
    expect(card.rates).toEqual(expected);
    // The radio range moved with the CPM.
    expect(card.rates.cpmRange.radio.high).toBeCloseTo(
      (DEFAULT_RATES.cpmRange.radio.high * 12.5) / DEFAULT_RATES.cpm.radio,
      10,
    );
    // The one query of ratesFor agrees with what the screen is shown.
    expect(await ratesOn(createRateCardRepository(ctx().database.db), 1, day())).toEqual(expected);
  });

  it('records as previous value what was in effect on the entry’s own date', async () => {
    const t = await tokens();
    await call('POST', entries(), t.admin, { key: 'cpm.print', value: 50, effective_from: day() });
    await call('POST', entries(), t.admin, { key: 'cpm.print', value: 70, effective_from: day(20) });
    const between = await call('POST', entries(), t.admin, {
      key: 'cpm.print',
      value: 60,
      effective_from: day(10),
    });
    expect(between.json()).toMatchObject({ value: 60, previous_value: 50 });
    const card = await readCard(t.admin);
    expect(row(card, 'cpm.print')?.upcoming.map((u) => [u.effective_from, u.value])).toEqual([
      [day(10), 60],
      [day(20), 70],
    ]);
  });

  it('lets analysts and viewers read only (403), and writes nothing for them', async () => {
    const t = await tokens();
    const body = { key: 'cpm.tv', value: 50, effective_from: day() };
    for (const token of [t.analyst, t.viewer]) {
      const refused = await call('POST', entries(), token, body, 'fr');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      // Whatever the body: who may write is settled first.
      expect((await call('POST', entries(), token, { key: 'nonsense' })).statusCode).toBe(403);
    }
    expect(await entryCount()).toBe(0);
  });

  it("answers 404 to an admin writing another website's card, which stays as it was", async () => {
    const t = await tokens();
    const own = await call('POST', entries(2), t.otherSite, {
      key: 'cpm.tv',
      value: 80,
      effective_from: day(),
    });
    expect(own.statusCode).toBe(201);
    const refused = await call('POST', entries(2), t.admin, {
      key: 'cpm.tv',
      value: 10,
      effective_from: day(),
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('POST', entries(2), t.admin, { key: 'nonsense' })).statusCode).toBe(404);
    expect(
      (await call('POST', entries(1), t.otherSite, { key: 'cpm.tv', value: 10, effective_from: day() }))
        .statusCode,
    ).toBe(404);

    const b = await readCard(t.otherSite, 2);
    expect(b.history).toHaveLength(1);
    expect(b.rates.cpm.tv).toBe(80);
    const a = await readCard(t.admin, 1);
    expect(a.history).toEqual([]);
    expect(a.rates.cpm.tv).toBe(DEFAULT_RATES.cpm.tv);
  });

  it.each([
    ['an unknown key', { key: 'neutralScore', value: 1 }, 'key', 'This rate is not on the rate card.'],
    ['a negative CPM', { key: 'cpm.tv', value: -5 }, 'value', OUT_OF_RANGE],
    ['an absurd CPM', { key: 'cpm.tv', value: 50_000 }, 'value', OUT_OF_RANGE],
    ['a reach above 100 %', { key: 'reach_rate.x', value: 1.2 }, 'value', OUT_OF_RANGE],
    ['no events in a season', { key: 'events_per_season.team', value: 0 }, 'value', OUT_OF_RANGE],
    [
      'half an event',
      { key: 'events_per_season.team', value: 20.5 },
      'value',
      'This value has more decimal places than this rate allows.',
    ],
    ['a value that is not a number', { key: 'cpm.tv', value: '50' }, 'value', 'The given data was invalid.'],
    [
      'a date that does not exist',
      { key: 'cpm.tv', value: 50, effective_from: '2026-02-30' },
      'effective_from',
      'The given data was invalid.',
    ],
    [
      'a date out of range',
      { key: 'cpm.tv', value: 50, effective_from: '1999-12-31' },
      'effective_from',
      'Choose a date from 2000 to 2099.',
    ],
  ])('refuses %s with 422 and the field’s error', async (_name, body, field, text) => {
    const t = await tokens();
    const response = await call('POST', entries(), t.admin, { effective_from: day(), ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation', errors: { [field]: [text] } });
    expect(await entryCount()).toBe(0);
  });

  it('words the refusals in the reader’s language', async () => {
    const t = await tokens();
    const response = await call(
      'POST',
      entries(),
      t.admin,
      { key: 'cpm.tv', value: -1, effective_from: day() },
      'fr',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.value).toEqual([
      'Cette valeur est hors des limites permises pour ce taux.',
    ]);
    expect(response.json().user_message).toBe('Les données fournies sont invalides.');
  });

  it('refuses predominance factors out of order, on the entry’s day and on later ones', async () => {
    const t = await tokens();
    const fallTo = await call(
      'POST',
      entries(),
      t.admin,
      { key: 'predominance.3', value: 0.3, effective_from: day() },
      'fr',
    );
    expect(fallTo.statusCode).toBe(422);
    expect(fallTo.json().errors.value).toEqual([
      'Les facteurs de prédominance ne doivent pas diminuer du niveau 1 au niveau 5.',
    ]);
    // Predominance 4 at 0.65 from day 10 is fine (0.6 ≤ 0.65 ≤ 1)…
    expect(
      (
        await call('POST', entries(), t.admin, {
          key: 'predominance.4',
          value: 0.65,
          effective_from: day(10),
        })
      ).statusCode,
    ).toBe(201);
    // …so 3 at 0.7 from today is fine today (0.7 ≤ 0.8) but not from day 10, where 4 is 0.65.
    const later = await call('POST', entries(), t.admin, {
      key: 'predominance.3',
      value: 0.7,
      effective_from: day(),
    });
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.value).toEqual([
      'Predominance factors must not decrease from level 1 to level 5.',
    ]);
    expect(
      (await call('POST', entries(), t.admin, { key: 'predominance.3', value: 0.62, effective_from: day() }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a value that is already the one in effect on that date', async () => {
    const t = await tokens();
    const noop = await call('POST', entries(), t.admin, {
      key: 'cpm.tv',
      value: null,
      effective_from: day(),
    });
    expect(noop.statusCode).toBe(422);
    expect(noop.json().errors.value).toEqual(['This value is already the one in effect on that date.']);
    await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 50, effective_from: day() });
    expect(
      (await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 50, effective_from: day(3) }))
        .statusCode,
    ).toBe(422);
  });

  it('is described in the API document with its own tag', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/v1/cakemix/websites/{websiteId}/rate-card/entries'].post;
    expect(path.tags).toEqual(['rate cards']);
    expect(path.operationId).toBe('postWebsitesByWebsiteIdRateCardEntries');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('rate cards');
  });
});

describe('valuations with the rate card', () => {
  it("value new and changed properties, the CPM view and a benefit's suggested value with the website's rates", async () => {
    const t = await tokens();
    await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() });
    await call('POST', entries(), t.admin, {
      key: 'reach_rate.instagram',
      value: 0.1,
      effective_from: day(),
    });
    const card = ratesWithCard(DEFAULT_RATES, { 'cpm.tv': 90, 'reach_rate.instagram': 0.1 });
    const data = tvOnly();
    const id = await createProperty(t.analyst, data);
    expect(await listValue(t.viewer, id)).toBe(dollars(standaloneValuation(data, tvCard(90)).valueCents));
    expect(await listValue(t.viewer, id)).not.toBe(
      dollars(standaloneValuation(data, DEFAULT_RATES).valueCents),
    );

    const tv = (await call('GET', `/properties/${id}/cpm`, t.viewer))
      .json()
      .cpm.find((r: { channel: string }) => r.channel === 'tv');
    expect(tv).toMatchObject({ default_cpm: 90, override_cpm: null, cpm: 90 });

    // Item writes store the value with the card too.
    const withAudience = propertyInputSchema.parse({
      ...data,
      general: {
        ...data.general,
        digital_audiences: [{ id: crypto.randomUUID(), platform: 'instagram', audience: 50_000 }],
      },
    });
    expect((await call('PUT', `/properties/${id}`, t.analyst, withAudience)).statusCode).toBe(200);
    const catalogue = (await call('GET', '/benefits', t.analyst)).json();
    const perPost = catalogue.find(
      (b: { unit: string; basis: string }) => b.unit === 'per_post' && b.basis === 'impressions',
    );
    const value = (await call('GET', `/properties/${id}/benefits/${perPost.id}/get-value`, t.viewer)).json();
    expect(value.per_platform).toEqual([
      expect.objectContaining({ platform: 'instagram', impressions: 5_000 }),
    ]);
    const item = withAudience.general.digital_audiences[0];
    const changed = await call('PUT', `/properties/${id}/items/${item?.id}`, t.analyst, {
      platform: 'instagram',
      audience: 60_000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stored = propertyInputSchema.parse(changed.json());
    expect(await listValue(t.viewer, id)).toBe(dollars(standaloneValuation(stored, card).valueCents));
  });

  it("never beats a property's own CPM override", async () => {
    const t = await tokens();
    const data = tvOnly();
    data.owned_media.cpm_overrides.tv = 20;
    const id = await createProperty(t.analyst, data);
    const before = await listValue(t.viewer, id);
    const entry = (
      await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() })
    ).json();
    await untilApplied(entry.id);
    expect(await listValue(t.viewer, id)).toBe(before);
    expect(before).toBe(dollars(standaloneValuation(data, DEFAULT_RATES).valueCents));
    const tv = (await call('GET', `/properties/${id}/cpm`, t.viewer))
      .json()
      .cpm.find((r: { channel: string }) => r.channel === 'tv');
    expect(tv).toMatchObject({ default_cpm: 90, override_cpm: 20, cpm: 20 });
  });

  it('revalue the stored list values when an entry takes effect today, and mark it applied', async () => {
    const t = await tokens();
    const id = await createProperty(t.analyst, tvOnly());
    const other = await createProperty(t.otherSite, tvOnly('Site B property'));
    const before = await listValue(t.viewer, id);
    expect(before).toBe(dollars(standaloneValuation(tvOnly(), DEFAULT_RATES).valueCents));

    const entry = (
      await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() })
    ).json();
    expect(entry.applied_at).toBeNull();
    await untilApplied(entry.id);
    expect(await listValue(t.viewer, id)).toBe(dollars(standaloneValuation(tvOnly(), tvCard(90)).valueCents));
    const { rows } = await ctx().database.executeSql(
      'select value_cents::int as v, cost_cents::int as c, effective_cpm_cents::int as e, impressions::int as i from properties where id = $1',
      [id],
    );
    const expected = standaloneValuation(tvOnly(), tvCard(90));
    expect(rows[0]).toEqual({
      v: expected.valueCents,
      c: expected.costCents,
      e: expected.effectiveCpmCents,
      i: expected.impressions,
    });
    // Website B's property is not touched.
    const list = (await call('GET', '/websites/2/properties', t.otherSite)).json();
    expect(list.data.find((p: { id: number }) => p.id === other).value).toBe(before);
  });

  it('leaves an entry dated later unused until its day, then applies it with the hourly job', async () => {
    const t = await tokens();
    const data = tvOnly();
    const id = await createProperty(t.analyst, data);
    const defaultValue = dollars(standaloneValuation(data, DEFAULT_RATES).valueCents);
    const entry = (
      await call('POST', entries(), t.admin, {
        key: 'cpm.tv',
        value: 90,
        effective_from: day(3),
        note: 'From the 1st',
      })
    ).json();

    const card = await readCard(t.admin);
    expect(row(card, 'cpm.tv')).toMatchObject({
      value: DEFAULT_RATES.cpm.tv,
      current: null,
      upcoming: [{ id: entry.id, value: 90, effective_from: day(3), note: 'From the 1st' }],
    });
    expect(card.rates.cpm.tv).toBe(DEFAULT_RATES.cpm.tv);
    const tvRow = async (token = t.viewer) =>
      (await call('GET', `/properties/${id}/cpm`, token))
        .json()
        .cpm.find((r: { channel: string }) => r.channel === 'tv');
    expect((await tvRow()).cpm).toBe(DEFAULT_RATES.cpm.tv);
    // The hourly job finds nothing due yet, and queues no revaluation.
    await hourlyJob();
    expect(await queued(RATE_CARD_REVALUE_QUEUE)).toBe(0);
    expect(await appliedAt(entry.id)).toBeNull();
    expect(await listValue(t.viewer, id)).toBe(defaultValue);

    ctx().clock.advance(3 * DAY_MS);
    // Three days on, sessions have expired: the viewer signs in again.
    const viewer = await signIn(ctx().app, ctx().mailer, 'viewer@a.test');
    // New valuations use it from its day on, before the job has run.
    expect((await tvRow(viewer)).cpm).toBe(90);
    expect(row(await readCard(viewer), 'cpm.tv')).toMatchObject({ value: 90, upcoming: [] });
    expect(await listValue(viewer, id)).toBe(defaultValue);
    await hourlyJob();
    await untilApplied(entry.id);
    expect(await listValue(viewer, id)).toBe(dollars(standaloneValuation(data, tvCard(90)).valueCents));
  });

  it('leaves reports made before a change as they were', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const propertyId = await createProperty(t.analyst, tvOnly());
    const report = await call('POST', '/reports', t.analyst, {
      brand_profile_id: profile.id,
      property_id: propertyId,
    });
    expect(report.statusCode, report.body).toBe(201);
    const entry = (
      await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() })
    ).json();
    await untilApplied(entry.id);
    const again = (await call('GET', `/reports/${report.json().id}`, t.viewer)).json();
    expect(again.entries).toEqual(report.json().entries);
    expect(again.generated_at).toBe(report.json().generated_at);
  });

  it("revalue properties of an older method version at start with their website's card", async () => {
    const t = await tokens();
    const id = await createProperty(t.analyst, tvOnly());
    const entry = (
      await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() })
    ).json();
    await untilApplied(entry.id);
    const { db } = ctx().database;
    await db.execute(sql`update properties set value_cents = 1, value_version = '0.9.0' where id = ${id}`);
    const cards = createRateCardRepository(db);
    const revalued = await revalueStaleProperties(createPropertiesRepository(db), (websiteId) =>
      ratesOn(cards, websiteId, day()),
    );
    expect(revalued).toBe(1);
    expect(await listValue(t.viewer, id)).toBe(dollars(standaloneValuation(tvOnly(), tvCard(90)).valueCents));
  });

  it('revalues a property whose change time has microseconds (written by the database itself)', async () => {
    const t = await tokens();
    const id = await createProperty(t.analyst, tvOnly());
    await ctx().database.db.execute(
      sql`update properties set updated_at = now() - interval '1.234567 seconds' where id = ${id}`,
    );
    const entry = (
      await call('POST', entries(), t.admin, { key: 'cpm.tv', value: 90, effective_from: day() })
    ).json();
    await untilApplied(entry.id);
    expect(await listValue(t.viewer, id)).toBe(dollars(standaloneValuation(tvOnly(), tvCard(90)).valueCents));
  });
});
