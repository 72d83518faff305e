import type { SocialNetwork } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import type { HandleChecker } from './handle-checker.ts';

/** A network that knows only the accounts it is told about, and records what it was asked. */
const asked: string[] = [];
const fakeNetworks: HandleChecker = {
  async exists(network: SocialNetwork, handle: string) {
    asked.push(`${network}:${handle}`);
    if (handle === 'network_down') throw new Error('timeout');
    return handle !== 'ghost.account';
  },
};

const ctx = setupTestApp({ handleChecker: fakeNetworks });
const { call, tokens } = apiClient(ctx);

const CITY_INVALID = 'City is invalid, please choose from the dropdown list.';
const HANDLE_INVALID = 'This username is invalid or does not exist';

describe('server-side checks of a property', () => {
  it('accepts only cities of the shipped list, storing the list’s spelling', async () => {
    const t = await tokens();
    const withCity = (city: unknown) => ({ general: { name: 'Draft', city } });
    const made = await call(
      'POST',
      '/properties',
      t.analyst,
      withCity({
        id: 'CA-QC-montreal',
        name: 'montreal',
        region: 'ON',
        country: 'US',
      }),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json().general.city).toEqual({
      id: 'CA-QC-montreal',
      name: 'Montréal',
      region: 'QC',
      country: 'CA',
    });

    const unknown = await call(
      'POST',
      '/properties',
      t.analyst,
      withCity({
        id: 'CA-QC-atlantis',
        name: 'Atlantis',
        region: 'QC',
        country: 'CA',
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'general.city': [CITY_INVALID] });
    // A reference that is not even well formed fails on the schema, with the same message.
    const blank = await call(
      'POST',
      '/properties',
      t.analyst,
      withCity({ id: '', name: '', region: '', country: 'CA' }),
    );
    expect(blank.json().errors).toEqual({ 'general.city.id': [CITY_INVALID] });
    const update = await call(
      'PUT',
      `/properties/${made.json().id}`,
      t.analyst,
      withCity({
        id: 'FR-IDF-paris',
        name: 'Paris',
        region: 'IDF',
        country: 'CA',
      }),
    );
    expect(update.json().errors).toEqual({ 'general.city': [CITY_INVALID] });
  });

  it('checks each handle against its network’s format, and asks the network about new ones', async () => {
    const t = await tokens();
    const property = fullProperty();
    const handles = (pairs: [SocialNetwork, string][]) =>
      pairs.map(([network, handle]) => ({ id: crypto.randomUUID(), network, handle }));

    asked.length = 0;
    const created = await call('POST', '/properties', t.analyst, property);
    expect(created.statusCode).toBe(201);
    expect(asked).toEqual(property.general.social_handles.map((h) => `${h.network}:${h.handle}`));

    property.general.social_handles = handles([
      ['x', 'Lynx.Sherbrooke'],
      ['instagram', '@ghost.account'],
      ['tiktok', 'lynx.sherbrooke'],
    ]);
    asked.length = 0;
    const refused = await call('PUT', `/properties/${created.json().id}`, t.analyst, property);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'general.social_handles.0.handle': [HANDLE_INVALID] });

    property.general.social_handles = handles([
      ['instagram', '@ghost.account'],
      ['tiktok', 'lynx.sherbrooke'],
    ]);
    const missing = await call('PUT', `/properties/${created.json().id}`, t.analyst, property, 'fr');
    expect(missing.json().errors).toEqual({
      'general.social_handles.0.handle': ["Ce nom d'utilisateur est invalide ou n'existe pas"],
    });
    // The stored tiktok handle is not looked up again; only the new one is.
    expect(asked).toEqual(['instagram:ghost.account']);
  });

  it('saves when the network cannot be reached: an outage must not block the form', async () => {
    const t = await tokens();
    const saved = await call('POST', '/properties', t.analyst, {
      general: {
        name: 'Draft',
        social_handles: [{ id: crypto.randomUUID(), network: 'x', handle: 'network_down' }],
      },
    });
    expect(saved.statusCode).toBe(201);
  });

  it('refuses a contractual benefit that is not in the catalogue', async () => {
    const t = await tokens();
    const property = fullProperty();
    const benefit = property.owned_media.contractual_benefits[1];
    if (!benefit) throw new Error('fixture without items');
    benefit.benefit_id = 9999;
    const response = await call('POST', '/properties', t.analyst, property);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'owned_media.contractual_benefits.1.benefit_id': ['The given data was invalid.'],
    });
  });
});
