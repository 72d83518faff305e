import { type Property, type PropertyData, plausibilityKeys } from '@cakemix/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { rateCardAnswer } from '@/test/rate-card-fixture.ts';
import { renderRoutes } from '@/test/render.tsx';
import { rinkBoard } from '../../../../../../packages/core/src/benefits/fixtures.test-data.ts';
import { fixtureItemId, savedProperty } from './property-fixtures.test-data.ts';
import { PropertyFormPage } from './property-form-page.tsx';

const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const BOARD_KEY = plausibilityKeys.unitValue(fixtureItemId(3));

/**
 * The complete fixture as a draft whose rink board comes from the catalogue, at $450 a game. The catalogue
 * suggests 100,000 people ÷ 34 games (a team's default) = 2,941 a game × the signage CPM $6.51 ÷ 1,000 =
 * $19.15: $450 is 450 ÷ 19.15 = 23.5 times it, past 3 × 19.15 = $57.45.
 */
function draft(change: (property: Property) => void = () => {}): Property {
  const property = savedProperty({ status: 'draft' });
  const [board] = property.owned_media.contractual_benefits;
  if (board) Object.assign(board, { benefit_id: 1, unit_value: 450 });
  change(property);
  return property;
}

function setup(property: Property, lang: 'en' | 'fr' = 'en') {
  const calls = mockApi({
    'GET /properties/7': () => Response.json(property),
    'GET /websites/1/rate-card': () => Response.json(rateCardAnswer()),
    'GET /benefits': () => Response.json([rinkBoard]),
    'GET /benefits/categories': () => Response.json([]),
    'PUT /properties/7': (call) => Response.json({ ...property, ...(call.body as PropertyData) }),
  });
  renderRoutes(
    [
      { path: '/properties', element: <h1>Properties list</h1> },
      { path: '/properties/edit/:id', element: <PropertyFormPage /> },
    ],
    { path: ['/properties', '/properties/edit/7'], lang },
  );
  return calls;
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^(\\d )?${name}( |$)`) });

async function ownedMedia(name = 'Owned media') {
  await screen.findByRole('complementary', { name: /Live estimate|Estimation en direct/ });
  await userEvent.click(stepButton(name));
}

describe('plausibility warnings on the property form', () => {
  it('warns beside a unit value far from the catalogue’s suggestion, confirms it with a note, and saves the note', async () => {
    await startSession();
    const calls = setup(draft());
    await ownedMedia();
    const unitValue = await screen.findByRole('textbox', { name: 'Unit value' });
    await waitFor(() =>
      expect(unitValue).toHaveAccessibleDescription(
        'Unusual figure $450.00 a unit is 23.5 times the catalogue’s suggestion for this property, $19.15. More than 3 times the suggestion ($57.45) is unusual.',
      ),
    );
    const estimate = screen.getByRole('complementary', { name: 'Live estimate' });
    expect(within(estimate).getByTestId('estimate-findings')).toHaveTextContent(
      'Unusual figures to check or confirm: 1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Confirm this figure' }));
    const note = screen.getByRole('textbox', { name: /Why this figure is right/ });
    expect(note).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the figure' }));
    expect(note).toHaveAccessibleDescription(/This field is required\./);
    await userEvent.type(note, 'Two boards facing the main camera, priced by the arena’s rate sheet');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the figure' }));

    await waitFor(() =>
      expect(unitValue).toHaveAccessibleDescription(
        /^Figure confirmed \$450\.00 a unit .* Analyst’s note: Two boards facing the main camera, priced by the arena’s rate sheet$/,
      ),
    );
    expect(screen.queryByTestId('estimate-findings')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the note' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.status).toBe('draft');
    expect(body.plausibility.confirmations).toEqual([
      {
        key: BOARD_KEY,
        figure: 450,
        note: 'Two boards facing the main camera, priced by the arena’s rate sheet',
      },
    ]);
  });

  it('follows the figure while it is typed: gone when usual, asked again when a confirmed figure changes', async () => {
    await startSession();
    setup(
      draft((property) => {
        property.plausibility.confirmations = [{ key: BOARD_KEY, figure: 450, note: 'Rate sheet' }];
      }),
    );
    await ownedMedia();
    const unitValue = await screen.findByRole('textbox', { name: 'Unit value' });
    await waitFor(() => expect(unitValue).toHaveAccessibleDescription(/^Figure confirmed/));

    await userEvent.clear(unitValue);
    await userEvent.type(unitValue, '500');
    await waitFor(() => expect(unitValue).toHaveAccessibleDescription(/^Unusual figure \$500\.00 a unit/));
    expect(
      screen.getByText(
        'Confirmed at $450.00 (“Rate sheet”). The figure has changed since: check it and confirm it again.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(unitValue);
    await userEvent.type(unitValue, '20');
    await waitFor(() => expect(unitValue).not.toHaveAccessibleDescription(/Unusual|confirmed/));
    expect(screen.queryByRole('button', { name: 'Confirm this figure' })).not.toBeInTheDocument();
  });

  it('marks an unusual impressions figure in its table and explains it under the table', async () => {
    await startSession();
    setup(
      draft((property) => {
        property.owned_media.broadcast.broadcast = {
          impressions_estimated: 10_000_000_000,
          impressions_actual: null,
          predominance: 3,
          exposure: 50,
          delivery: 100,
        };
      }),
    );
    await ownedMedia();
    const cell = await screen.findByRole('textbox', { name: 'Broadcast, Estimated impressions' });
    // 10,000,000,000 ÷ (100,000 in person + 12,000 followers) = 89,285.7 per person.
    const sentence =
      '10,000,000,000 impressions in a season is 89,286 per person of the audience the property states in person and online (112,000). More than 20 per person is unusual.';
    await waitFor(() => expect(cell).toHaveAccessibleDescription(`Unusual figure ${sentence}`));
    const list = screen.getByTestId('finding-owned_media.broadcast.broadcast.impressions_estimated');
    expect(list).toHaveTextContent(
      'Broadcast, streaming and social media › Broadcast: Estimated impressions',
    );
    expect(list).toHaveTextContent(sentence);
    expect(within(list).getByRole('button', { name: 'Confirm this figure' })).toBeInTheDocument();
    expect(screen.getByTestId('estimate-findings')).toHaveTextContent(
      'Unusual figures to check or confirm: 2',
    );
  });

  it('shows an unusual CPM of the property with the CPM view closed', async () => {
    await startSession();
    setup(draft((property) => (property.owned_media.cpm_overrides.tv = 1000)));
    await ownedMedia();
    const finding = await screen.findByTestId('finding-owned_media.cpm_overrides.tv');
    expect(finding).toHaveTextContent('TV: this property’s own CPM');
    expect(finding).toHaveTextContent(
      'A CPM of $1,000.00 is 16.4 times the top of the channel’s published range, $26.03 to $60.90. Above 2 times the top ($121.80) is unusual.',
    );
  });

  it('says it in French, with the reader’s number formats', async () => {
    await startSession();
    setup(draft(), 'fr');
    await ownedMedia('Médias détenus');
    const unitValue = await screen.findByRole('textbox', { name: 'Valeur unitaire' });
    await waitFor(() =>
      expect(unitValue).toHaveAccessibleDescription(
        /^Chiffre inhabituel 450,00\s\$ l’unité, c’est 23,5 fois la valeur que le catalogue suggère pour cette propriété, 19,15\s\$\. Plus de 3 fois la suggestion \(57,45\s\$\), c’est inhabituel\.$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Confirmer ce chiffre' })).toBeInTheDocument();
  });

  it('shows a viewer the warnings and the notes, without a way to change them', async () => {
    await startSession('viewer');
    setup(
      draft((property) => {
        property.owned_media.cpm_overrides.tv = 1000;
        property.plausibility.confirmations = [{ key: BOARD_KEY, figure: 450, note: 'Rate sheet' }];
      }),
    );
    await ownedMedia();
    const unitValue = await screen.findByRole('textbox', { name: 'Unit value' });
    await waitFor(() => expect(unitValue).toHaveAccessibleDescription(/Analyst’s note: Rate sheet$/));
    expect(await screen.findByTestId('finding-owned_media.cpm_overrides.tv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm this figure|Edit the note|Withdraw/ })).toBeNull();
  });
});
