import type { RateCard } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { isoDay } from './effective.ts';
import { createRateCardRepository } from './repository.ts';
import { createRateCardService } from './service.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const DAY_MS = 86_400_000;
const day = (offset = 0) => isoDay(new Date(ctx().clock().getTime() + offset * DAY_MS));
const entries = (website = 1) => `/websites/${website}/rate-card/entries`;

async function readCard(token: string, website = 1): Promise<RateCard> {
  const response = await call('GET', `/websites/${website}/rate-card`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const targetRow = (card: RateCard) => card.rows.find((row) => row.key === 'target_ratio');

/** The rate card service on the test database, as the reports module gets it. */
const service = () =>
  createRateCardService({
    repo: createRateCardRepository(ctx().database.db),
    clock: ctx().clock,
    queue: ctx().background.queue,
  });

describe("the website's target ratio, on its rate card", () => {
  it('reads 2.00:1 by default for every role of the website, with its source', async () => {
    const t = await tokens();
    for (const token of [t.admin, t.analyst, t.viewer]) {
      const card = await readCard(token);
      expect(targetRow(card)).toMatchObject({
        group: 'target',
        unit: 'ratio',
        min: 1,
        max: 10,
        decimals: 2,
        default_value: 2,
        value: 2,
        current: null,
      });
      expect(card.rates.targetRatio).toBe(2);
    }
    expect((await call('GET', '/websites/1/rate-card', t.otherSite)).statusCode).toBe(404);
  });

  it('is changed by an admin from a date, with a note, and kept in the history with the value it replaced', async () => {
    const t = await tokens();
    const first = await call('POST', entries(), t.admin, {
      key: 'target_ratio',
      value: 2.5,
      effective_from: day(),
      note: 'Board decision, March',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      key: 'target_ratio',
      value: 2.5,
      previous_value: null,
      note: 'Board decision, March',
      created_by: { name: 'Alice Admin' },
    });
    ctx().clock.advanceMinutes(1);
    const second = await call('POST', entries(), t.admin, {
      key: 'target_ratio',
      value: 3,
      effective_from: day(7),
    });
    expect(second.json()).toMatchObject({ previous_value: 2.5, effective_from: day(7) });

    const card = await readCard(t.viewer);
    expect(targetRow(card)).toMatchObject({
      value: 2.5,
      current: { value: 2.5, effective_from: day(), note: 'Board decision, March' },
      upcoming: [{ value: 3, effective_from: day(7) }],
    });
    expect(card.rates.targetRatio).toBe(2.5);
    expect(card.history.map((change) => [change.value, change.previous_value])).toEqual([
      [3, 2.5],
      [2.5, null],
    ]);
  });

  it('is refused to analysts and viewers (403) and to another website (404), and nothing is written', async () => {
    const t = await tokens();
    const body = { key: 'target_ratio', value: 4, effective_from: day() };
    for (const token of [t.analyst, t.viewer])
      expect((await call('POST', entries(), token, body)).statusCode).toBe(403);
    expect((await call('POST', entries(1), t.otherSite, body)).statusCode).toBe(404);
    expect((await readCard(t.admin)).history).toEqual([]);
  });

  it('refuses a target under 1:1, over 10:1 or finer than a hundredth, in the reader’s language', async () => {
    const t = await tokens();
    for (const [value, text] of [
      [0.5, 'Cette valeur est hors des limites permises pour ce taux.'],
      [12, 'Cette valeur est hors des limites permises pour ce taux.'],
      [2.125, 'Cette valeur a plus de décimales que ce taux n’en permet.'],
    ] as const) {
      const refused = await call(
        'POST',
        entries(),
        t.admin,
        { key: 'target_ratio', value, effective_from: day() },
        'fr',
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ value: [text] });
    }
    expect((await readCard(t.admin)).history).toEqual([]);
  });

  it('takes turns when two changes arrive at once: each records the value the other left', async () => {
    const t = await tokens();
    const answers = await Promise.all(
      [2.25, 2.75].map((value) =>
        call('POST', entries(), t.admin, { key: 'target_ratio', value, effective_from: day() }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const changes = answers.map((a) => a.json()).sort((a, b) => a.id - b.id);
    expect(changes[0].previous_value).toBeNull();
    expect(changes[1].previous_value).toBe(changes[0].value);
  });
});

describe('the target ratio in effect for a website, a brand profile and a day', () => {
  it('is the method’s default, then the website’s from its day, and a brand profile’s own above both', async () => {
    const t = await tokens();
    const targetOn = (profile: { target_ratio: number | null } | null, on: string) =>
      service().targetRatio(1, profile, on);
    expect(await targetOn(null, day())).toEqual({ ratio: 2, source: 'default', effective_from: null });
    await call('POST', entries(), t.admin, { key: 'target_ratio', value: 2.5, effective_from: day(3) });
    expect(await targetOn(null, day(2))).toEqual({ ratio: 2, source: 'default', effective_from: null });
    expect(await targetOn({ target_ratio: null }, day(3))).toEqual({
      ratio: 2.5,
      source: 'website',
      effective_from: day(3),
    });
    expect(await targetOn({ target_ratio: 4 }, day(3))).toEqual({
      ratio: 4,
      source: 'profile',
      effective_from: null,
    });
    // Back to the default from a later day: the website's own target ends there.
    await call('POST', entries(), t.admin, { key: 'target_ratio', value: null, effective_from: day(5) });
    expect(await targetOn(null, day(6))).toEqual({ ratio: 2, source: 'default', effective_from: null });
    // Another website's card is its own.
    expect(await service().targetRatio(2, null, day(4))).toMatchObject({ source: 'default' });
  });
});

describe("a brand profile's own target", () => {
  it('is optional, stored with the profile, and refused on its field in the reader’s language when out of bounds', async () => {
    const t = await tokens();
    const profile = DEMO_PROFILES[0] as Record<string, unknown>;
    const created = await call('POST', '/brand-profiles', t.analyst, { ...profile, target_ratio: 2.75 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().target_ratio).toBe(2.75);
    expect((await call('GET', `/brand-profiles/${created.json().id}`, t.viewer)).json().target_ratio).toBe(
      2.75,
    );
    const without = await call('POST', '/brand-profiles', t.analyst, { ...profile, name: 'No target' });
    expect(without.json().target_ratio).toBeNull();

    const refused = await call('POST', '/brand-profiles', t.analyst, { ...profile, target_ratio: 0.8 }, 'fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      target_ratio: [
        'Entrez un ratio de 1 à 10, avec au plus deux décimales\u00a0: 2,5 pour une cible de 2,5:1.',
      ],
    });
  });
});
