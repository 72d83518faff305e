import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

// No render thread in this process: exports stay queued, as they do while every worker is busy.
const ctx = setupTestApp({
  config: { exports: { renderThreads: 0, timeoutSeconds: 30, retries: 1, queuedPerPerson: 3 } },
});
const { call, tokens } = apiClient(ctx);

async function reports(token: string, count: number): Promise<number[]> {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const property = (await call('POST', '/properties', token, fullProperty())).json();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const pair = { brand_profile_id: profile.id, property_id: property.id, title: `Report ${i + 1}` };
    ids.push((await call('POST', '/reports', token, pair)).json().id);
  }
  return ids;
}

const exportOf = (token: string, reportId: number, lang = 'en', uiLang = 'en') =>
  call('POST', `/reports/${reportId}/pdf?lang=${lang}`, token, undefined, uiLang);

describe('the export queue', () => {
  it('is one queue, oldest first, and tells each export its place', async () => {
    const t = await tokens();
    const [a, b] = await reports(t.analyst, 2);
    const first = (await exportOf(t.analyst, a as number)).json();
    const second = (await exportOf(t.analyst, a as number, 'fr')).json();
    const third = (await exportOf(t.admin, b as number)).json();
    expect([first, second, third].map((job) => [job.status, job.queue_position])).toEqual([
      ['pending', 1],
      ['pending', 2],
      ['pending', 3],
    ]);
    // Asking again for a queued export answers the same job, in its place.
    const again = (await exportOf(t.viewer, a as number, 'fr')).json();
    expect(again).toMatchObject({ id: second.id, queue_position: 2 });
    expect((await call('GET', `/report-exports/${third.id}`, t.viewer)).json().queue_position).toBe(3);
  });

  it('holds at most the configured number of a person’s unfinished exports, refusing more with 429', async () => {
    const t = await tokens();
    const ids = await reports(t.analyst, 5);
    // Five at once: the person's requests take turns, so exactly three get in.
    const answers = await Promise.all(ids.map((id) => exportOf(t.analyst, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, 202, 429, 429]);
    const refusedAt = answers.findIndex((a) => a.statusCode === 429);
    const refused = answers[refusedAt];
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json()).toEqual({
      code: 'too_many_requests',
      user_message: 'You already have 3 PDF exports waiting. Please try again once one of them is done.',
    });
    // Which three got in depends on the order the requests reached the database: ask again for one refused.
    const french = await exportOf(t.analyst, ids[refusedAt] as number, 'en', 'fr');
    expect(french.json().user_message).toBe(
      'Vous avez déjà 3 exportations PDF en attente. Veuillez réessayer quand l’une d’elles sera terminée.',
    );
    // Someone else's exports are not held up by this person's.
    expect((await exportOf(t.admin, ids[refusedAt] as number)).statusCode).toBe(202);
  });
});
