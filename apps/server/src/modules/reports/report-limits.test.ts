import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';

const ctx = setupTestApp({
  limits: { reportWork: { max: 3, windowSeconds: 600 } },
  config: { exports: { renderThreads: 0, timeoutSeconds: 30, retries: 1, queuedPerPerson: 3 } },
});
const { call, tokens } = apiClient(ctx);

describe('heavy report work', () => {
  it('is limited per person: creating, regenerating and exporting count together; past it 429 says how long to wait', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const property = (await call('POST', '/properties', t.analyst, fullProperty())).json();
    const pair = { brand_profile_id: profile.id, property_id: property.id };

    const report = await call('POST', '/reports', t.analyst, pair);
    expect(report.statusCode).toBe(201);
    expect((await call('POST', `/reports/${report.json().id}/regenerate`, t.analyst)).statusCode).toBe(200);
    expect((await call('POST', `/reports/${report.json().id}/pdf?lang=en`, t.analyst)).statusCode).toBe(202);

    // The test clock stands at the start of a ten-minute window.
    const refused = await call('POST', '/reports', t.analyst, pair);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().user_message).toBe(
      'You have asked for many reports and PDFs in a short time. Please try again in 10 minutes.',
    );
    ctx().clock.advanceMinutes(9.5);
    const french = await call('POST', `/reports/${report.json().id}/pdf?lang=fr`, t.analyst, undefined, 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.headers['retry-after']).toBe('30');
    expect(french.json().user_message).toBe(
      'Vous avez demandé beaucoup de rapports et de PDF en peu de temps. Veuillez réessayer dans 30\u00a0secondes.',
    );
    expect((await call('POST', `/reports/${report.json().id}/regenerate`, t.analyst)).statusCode).toBe(429);
    // A workbook is an export too.
    expect((await call('GET', `/reports/${report.json().id}/workbook?lang=en`, t.analyst)).statusCode).toBe(
      429,
    );

    // Another person works on; and the next window lets this one back in.
    expect((await call('POST', `/reports/${report.json().id}/pdf?lang=fr`, t.viewer)).statusCode).toBe(202);
    ctx().clock.advanceMinutes(1);
    expect((await call('POST', '/reports', t.analyst, pair)).statusCode).toBe(201);
  });
});
