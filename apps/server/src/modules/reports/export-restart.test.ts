import { afterAll, describe, expect, it } from 'vitest';
import {
  API,
  capturingMailer,
  reopenableTestDatabase,
  seedUsers,
  signIn,
  startTestApp,
} from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const EXPORTS = { timeoutSeconds: 30, retries: 1, queuedPerPerson: 3 };

describe('a queued export', () => {
  const place = reopenableTestDatabase();
  afterAll(async () => (await place).drop());

  it('survives a restart: a server that rendered nothing stops, the next one renders it', async () => {
    const database = (await place).open();
    // The first server queues but renders nothing (no render thread), then stops.
    const mailer = capturingMailer();
    const first = await startTestApp({
      database,
      mailer,
      config: { exports: { ...EXPORTS, renderThreads: 0 } },
    });
    await seedUsers(first.database);
    const token = await signIn(first.app, mailer, 'analyst@a.test');
    const call = (app: typeof first.app, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    const profile = (await call(first.app, 'POST', '/brand-profiles', DEMO_PROFILES[0])).json();
    const property = (await call(first.app, 'POST', '/properties', fullProperty())).json();
    const report = (
      await call(first.app, 'POST', '/reports', { brand_profile_id: profile.id, property_id: property.id })
    ).json();
    const queued = (await call(first.app, 'POST', `/reports/${report.id}/pdf?lang=fr`)).json();
    expect(queued.status).toBe('pending');
    await first.close();

    // The same database, opened again by a server that renders.
    const second = await startTestApp({
      database: (await place).open(),
      config: { exports: { ...EXPORTS, renderThreads: 1 } },
    });
    try {
      const deadline = Date.now() + 60_000;
      let job = queued;
      while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await call(second.app, 'GET', `/report-exports/${queued.id}`)).json();
      }
      expect(job).toMatchObject({ id: queued.id, status: 'done', attempts: 1 });
      const file = await call(second.app, 'GET', job.download_url);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await second.close();
    }
  }, 120_000);
});
