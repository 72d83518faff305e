import { brandProfileErrors, brandProfileInputSchema } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { API, extractCode, OAUTH, useTestApp } from '../../test/helper.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

const ctx = useTestApp();

describe('demo data', () => {
  it('seeds websites 1 and 40 with admins who can sign in, and complete demo profiles', async () => {
    const { app, database, mailer } = ctx();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, 'demo-pass-1');
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const login = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'retail@example.com', password: 'demo-pass-1', grant_type: 'password', ...OAUTH },
    });
    const verify = await app.inject({
      method: 'POST',
      url: `${API}/login/verify`,
      payload: { challenge: login.json().challenge, code: extractCode(mailer.last().text) },
    });
    expect(verify.json()).toMatchObject({ website_id: 40, role: { name: 'admin' } });
    const token = verify.json().token.token;
    const website = await app.inject({
      method: 'GET',
      url: `${API}/websites/40`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(website.json().theme).toBe('retail');

    const demo = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'demo@example.com', password: 'demo-pass-1', grant_type: 'password', ...OAUTH },
    });
    const demoToken = (
      await app.inject({
        method: 'POST',
        url: `${API}/login/verify`,
        payload: { challenge: demo.json().challenge, code: extractCode(mailer.last().text) },
      })
    ).json().token.token;
    const profiles = await app.inject({
      method: 'GET',
      url: `${API}/websites/1/brand-profiles`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(profiles.json().data).toHaveLength(2);
    for (const summary of profiles.json().data) {
      expect(summary.status).toBe('complete');
      const full = await app.inject({
        method: 'GET',
        url: `${API}/brand-profiles/${summary.id}`,
        headers: { authorization: `Bearer ${demoToken}` },
      });
      expect(brandProfileErrors(brandProfileInputSchema.parse(full.json()))).toEqual({});
    }
  });
});
