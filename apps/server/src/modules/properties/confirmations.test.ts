import { plausibilityKeys } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

type Confirmation = { key: string; figure: number; note: string };
type Body = {
  id: number;
  owned_media: { contractual_benefits: { id: string }[] };
  plausibility: { confirmations: Confirmation[] };
};

/** A draft with two unusual figures confirmed: its first benefit's unit value, and a TV CPM of $1,000. */
function confirmedDraft() {
  const property = fullProperty();
  const [board] = property.owned_media.contractual_benefits;
  if (!board) throw new Error('no benefit');
  return {
    ...property,
    status: 'draft' as const,
    owned_media: {
      ...property.owned_media,
      cpm_overrides: { ...property.owned_media.cpm_overrides, tv: 1000 },
    },
    plausibility: {
      confirmations: [
        { key: plausibilityKeys.unitValue(board.id), figure: 450, note: 'Rate sheet 2025' },
        { key: 'owned_media.cpm_overrides.tv', figure: 1000, note: 'The network’s playoff rate' },
      ],
    },
  };
}

describe('confirmations of unusual figures, kept with the property', () => {
  it('are kept through a save as a draft and read back as they were sent', async () => {
    const t = await tokens();
    const draft = confirmedDraft();
    const created = await call('POST', '/properties', t.analyst, draft);
    expect(created.statusCode).toBe(201);
    expect(created.json().plausibility).toEqual(draft.plausibility);
    const read = (await call('GET', `/properties/${created.json().id}`, t.viewer)).json() as Body;
    expect(read.plausibility).toEqual(draft.plausibility);
  });

  it('are refused, in the reader’s language and on the field, without a note or for a figure no check makes', async () => {
    const t = await tokens();
    const draft = confirmedDraft();
    const bad = {
      ...draft,
      plausibility: {
        confirmations: [
          { key: 'owned_media.cpm_overrides.tv', figure: 1000, note: ' ' },
          { key: 'paid_media.channels.tv.impressions_estimated', figure: 5, note: 'Why not' },
        ],
      },
    };
    const refused = await call('POST', '/properties', t.analyst, bad, 'fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'plausibility.confirmations.0.note': ['Ce champ est obligatoire.'],
      'plausibility.confirmations.1.key': ['Les données fournies sont invalides.'],
    });
    const repeated = {
      ...draft,
      plausibility: {
        confirmations: [draft.plausibility.confirmations[1], draft.plausibility.confirmations[1]],
      },
    };
    expect((await call('POST', '/properties', t.analyst, repeated)).json().errors).toEqual({
      'plausibility.confirmations': ['The given data was invalid.'],
    });
  });

  it('follow their benefit into a copy, under its new id', async () => {
    const t = await tokens();
    const source = (await call('POST', '/properties', t.analyst, confirmedDraft())).json() as Body;
    const copy = (
      await call('POST', `/websites/1/properties/${source.id}/duplicate?lang=en`, t.analyst)
    ).json() as Body;
    const [board] = copy.owned_media.contractual_benefits;
    expect(board?.id).not.toBe(source.owned_media.contractual_benefits[0]?.id);
    expect(copy.plausibility.confirmations).toEqual([
      { key: plausibilityKeys.unitValue(board?.id ?? ''), figure: 450, note: 'Rate sheet 2025' },
      { key: 'owned_media.cpm_overrides.tv', figure: 1000, note: 'The network’s playoff rate' },
    ]);
  });

  it('go with their benefit when it is deleted, alone or by a save without it', async () => {
    const t = await tokens();
    const draft = confirmedDraft();
    const created = (await call('POST', '/properties', t.analyst, draft)).json() as Body;
    const [board, ...others] = created.owned_media.contractual_benefits;
    const deleted = await call('DELETE', `/properties/${created.id}/items/${board?.id}`, t.analyst);
    expect(deleted.statusCode).toBe(200);
    const remaining = [
      { key: 'owned_media.cpm_overrides.tv', figure: 1000, note: 'The network’s playoff rate' },
    ];
    expect((deleted.json() as Body).plausibility.confirmations).toEqual(remaining);

    const again = (await call('POST', '/properties', t.analyst, draft)).json() as Body;
    const withoutBoard = {
      ...draft,
      owned_media: {
        ...draft.owned_media,
        contractual_benefits: draft.owned_media.contractual_benefits.slice(1),
      },
    };
    const saved = await call('PUT', `/properties/${again.id}`, t.analyst, withoutBoard);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Body).plausibility.confirmations).toEqual(remaining);
    expect(others.length).toBeGreaterThan(0);
  });
});
