import type { RateCardChange } from '@cakemix/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { rateCardAnswer } from '@/test/rate-card-fixture.ts';
import { renderRoutes } from '@/test/render.tsx';
import { listCard, setScreenWidth } from '@/test/screen-width.ts';
import { RateCardPage } from './rate-card-page.tsx';

const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });
// The card is some forty rows in eight tables: jsdom takes a moment to lay them out.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const alice = { id: 1, name: 'Alice Admin' };
const HISTORY: RateCardChange[] = [
  {
    id: 3,
    key: 'reach_rate.instagram',
    value: 0.08,
    previous_value: null,
    effective_from: '2026-04-01',
    note: '',
    created_by: alice,
    created_at: '2026-02-20T15:00:00.000Z',
    applied_at: null,
  },
  {
    id: 2,
    key: 'cpm.tv',
    value: 55.5,
    previous_value: 50,
    effective_from: '2026-02-15',
    note: 'Agency card 2026',
    created_by: alice,
    created_at: '2026-02-15T10:00:00.000Z',
    applied_at: '2026-02-15T10:00:05.000Z',
  },
  {
    id: 1,
    key: 'cpm.tv',
    value: 50,
    previous_value: null,
    effective_from: '2026-02-01',
    note: '',
    created_by: { id: null, name: 'Former Admin' },
    created_at: '2026-02-01T10:00:00.000Z',
    applied_at: '2026-02-01T10:00:05.000Z',
  },
];

const CARD = rateCardAnswer({
  day: '2026-03-01',
  own: { 'cpm.tv': { id: 2, value: 55.5, effective_from: '2026-02-15', note: 'Agency card 2026' } },
  upcoming: { 'reach_rate.instagram': [{ id: 3, value: 0.08, effective_from: '2026-04-01', note: '' }] },
  history: HISTORY,
});

const CREATED: RateCardChange = { ...HISTORY[1], id: 9 } as RateCardChange;

function setup(lang: 'en' | 'fr', post?: (call: ApiCall) => Response) {
  const calls = mockApi({
    'GET /websites/1/rate-card': () => Response.json(CARD),
    'POST /websites/1/rate-card/entries': post ?? (() => Response.json(CREATED, { status: 201 })),
  });
  renderRoutes([{ path: '/rate-card', element: <RateCardPage /> }], { path: '/rate-card', lang });
  return calls;
}

const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('RateCardPage', () => {
  it("shows the default table with sources and dates, the website's values beside them, and the history, in English", async () => {
    await startSession('admin');
    setup('en');
    expect(await screen.findByRole('heading', { name: 'Rate card', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Values in effect on 1 Mar 2026.')).toBeInTheDocument();

    const tv = screen.getByTestId('rate-cpm.tv');
    expect(within(tv).getByRole('rowheader')).toHaveTextContent('Television CPM');
    expect(tv).toHaveTextContent('$46.85');
    expect(tv).toHaveTextContent(/OAAA \/ Solomon Partners media cost survey.*\(January 2022\)/);
    expect(tv).toHaveTextContent('$55.50');
    expect(tv).toHaveTextContent('15 Feb 2026');
    expect(tv).toHaveTextContent('Agency card 2026');
    expect(within(tv).getByRole('button', { name: 'Change Television CPM' })).toBeInTheDocument();
    expect(
      within(tv).getByRole('button', { name: 'Put Television CPM back to its default' }),
    ).toBeInTheDocument();

    const instagram = screen.getByTestId('rate-reach_rate.instagram');
    expect(instagram).toHaveTextContent('Reach on Instagram');
    expect(instagram).toHaveTextContent('Default');
    expect(instagram).toHaveTextContent('8% from 1 Apr 2026');
    expect(screen.getByTestId('rate-events_per_season.team')).toHaveTextContent('34');
    expect(screen.getByRole('heading', { name: 'Predominance factors' })).toBeInTheDocument();

    const history = within(screen.getByTestId('rate-card-history'));
    const rows = history.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(
      /Alice Admin.*Reach on Instagram.*Default \(5%\) → 8%.*1 Apr 2026.*Not yet in effect/,
    );
    expect(rows[1]).toHaveTextContent(
      /Alice Admin.*Television CPM.*\$50\.00 → \$55\.50.*15 Feb 2026.*Agency card 2026/,
    );
    expect(rows[2]).toHaveTextContent(/Former Admin.*Default \(\$46\.85\) → \$50\.00/);
    // Readers never see the internal keys.
    expect(document.body).not.toHaveTextContent(/cpm\.tv|reach_rate|events_per_season|predominance\.\d/);
  });

  it('shows the same in French, read-only for a viewer', async () => {
    await startSession('viewer');
    setup('fr');
    expect(await screen.findByRole('heading', { name: 'Grille tarifaire', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('Seuls les administrateurs peuvent modifier la grille tarifaire.'),
    ).toBeInTheDocument();
    const tv = screen.getByTestId('rate-cpm.tv');
    expect(within(tv).getByRole('rowheader')).toHaveTextContent('CPM de la télévision');
    expect(tv).toHaveTextContent(/46,85\s\$/);
    expect(tv).toHaveTextContent(/55,50\s\$/);
    expect(tv).toHaveTextContent('15 févr. 2026');
    expect(tv).toHaveTextContent(/Enquête sur les coûts médias OAAA.*\(janvier 2022\)/);
    expect(screen.getByTestId('rate-reach_rate.instagram')).toHaveTextContent(
      /8\s% à partir du 1 avr\. 2026/,
    );
    expect(screen.queryByRole('button', { name: /Modifier|Ramener/ })).not.toBeInTheDocument();
    const rows = within(screen.getByTestId('rate-card-history')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Par défaut \(5\s%\) → 8\s%.*Pas encore en vigueur/);
    expect(rows[1]).toHaveTextContent(/50,00\s\$ → 55,50\s\$/);
    expect(document.body).not.toHaveTextContent(/cpm\.tv|reach_rate|events_per_season/);
  });

  it('shows each rate as a card on a phone, with its values and its buttons in sight', async () => {
    setScreenWidth(390);
    await startSession('admin');
    setup('en');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Television CPM' });
    expect(screen.queryByTestId('rate-cpm.tv')).not.toBeInTheDocument();
    const tv = listCard(heading);
    expect(tv.fields).toEqual({
      Default: '$46.85',
      'Source of the default': expect.stringMatching(/^OAAA \/ Solomon Partners .*\(January 2022\)$/),
      'This website': '$55.50',
      'In effect since': '15 Feb 2026',
      Note: 'Agency card 2026',
      'Coming up': '—',
    });
    expect(within(tv.card).getByRole('button', { name: 'Change Television CPM' })).toBeVisible();
    expect(
      within(tv.card).getByRole('button', { name: 'Put Television CPM back to its default' }),
    ).toBeVisible();
    const instagram = listCard(screen.getByRole('heading', { level: 3, name: 'Reach on Instagram' }));
    expect(instagram.fields).toMatchObject({ 'This website': 'Default', 'Coming up': '8% from 1 Apr 2026' });
    expect(
      within(instagram.card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change']);
  });

  it('lets an admin set a value from a date with a note, and reads the card again', async () => {
    await startSession('admin');
    const calls = setup('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Television CPM' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change: Television CPM' }));
    expect(
      dialog.getByText(/Canadian dollars per 1,000 impressions, from \$0\.01 to \$1,000\.00\./),
    ).toBeInTheDocument();
    const value = dialog.getByRole('textbox', { name: 'New value' });
    await userEvent.clear(value);
    await userEvent.type(value, '60.25');
    const effectiveFrom = dialog.getByRole('textbox', { name: 'Effective from' });
    expect(effectiveFrom).toHaveValue('1 Mar 2026');
    await userEvent.clear(effectiveFrom);
    await userEvent.type(effectiveFrom, '1 april 2026');
    await userEvent.tab();
    expect(effectiveFrom).toHaveValue('1 Apr 2026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Agency card, April');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([
      { key: 'cpm.tv', value: 60.25, effective_from: '2026-04-01', note: 'Agency card, April' },
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/websites/1/rate-card')).toHaveLength(2),
    );
    expect(await screen.findByText('Television CPM has been changed from 1 Apr 2026.')).toBeInTheDocument();
  });

  it('takes a share as a percentage and a date with the French month’s name, in French', async () => {
    await startSession('admin');
    const calls = setup('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Portée sur Facebook' }));
    const dialog = within(screen.getByRole('dialog', { name: /^Modifier\s:\sPortée sur Facebook$/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nouvelle valeur' }), '7,5');
    const effectiveFrom = dialog.getByRole('textbox', { name: 'En vigueur à partir du' });
    expect(effectiveFrom).toHaveValue('1 mars 2026');
    // The calendar is in French, the week from Sunday; a day picked there is the value.
    await userEvent.click(effectiveFrom);
    expect(dialog.getByRole('button', { name: 'mars 2026' })).toBeInTheDocument();
    expect(dialog.getAllByRole('columnheader')[0]).toHaveTextContent('di');
    await userEvent.click(dialog.getByRole('button', { name: 'Mois suivant' }));
    await userEvent.click(dialog.getByRole('button', { name: '15 avril 2026' }));
    expect(effectiveFrom).toHaveValue('15 avr. 2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      key: 'reach_rate.facebook',
      value: 0.075,
      effective_from: '2026-04-15',
      note: '',
    });
  });

  it('shows the target ratio in its own section and lets an admin set it as a ratio, in both languages', async () => {
    await startSession('admin');
    const calls = setup('en');
    expect(await screen.findByRole('heading', { name: 'Target ratio' })).toBeInTheDocument();
    const target = screen.getByTestId('rate-target_ratio');
    expect(within(target).getByRole('rowheader')).toHaveTextContent('Target value-to-cost ratio');
    expect(target).toHaveTextContent('2.00:1');
    expect(target).toHaveTextContent(/Valuation method 1\.2.*\(December 2026\)/);
    await userEvent.click(within(target).getByRole('button', { name: 'Change Target value-to-cost ratio' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change: Target value-to-cost ratio' }));
    expect(
      dialog.getByText('Ratio of value to rights fee (2.5 for 2.50:1), from 1.00:1 to 10.00:1.'),
    ).toBeInTheDocument();
    const value = dialog.getByRole('textbox', { name: 'New value' });
    await userEvent.type(value, '2.5');
    expect(value).toHaveValue('2.5:1');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Board decision');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toEqual({
      key: 'target_ratio',
      value: 2.5,
      effective_from: '2026-03-01',
      note: 'Board decision',
    });
  });

  it('shows the target ratio in French', async () => {
    await startSession('viewer');
    setup('fr');
    expect(await screen.findByRole('heading', { name: 'Ratio cible' })).toBeInTheDocument();
    const target = screen.getByTestId('rate-target_ratio');
    expect(within(target).getByRole('rowheader')).toHaveTextContent('Ratio valeur-coût cible');
    expect(target).toHaveTextContent('2,00:1');
  });

  it('puts a value back to its default', async () => {
    await startSession('admin');
    const calls = setup('en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Put Television CPM back to its default' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Back to the default: Television CPM' }));
    expect(
      dialog.getByText('From the date below, valuations use the default again, $46.85.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ key: 'cpm.tv', value: null, effective_from: '2026-03-01' });
  });

  it("shows the server's refusal on the field, and keeps the form open", async () => {
    await startSession('admin');
    const refusal = {
      code: 'validation',
      message: 'The given data was invalid.',
      user_message: 'The given data was invalid.',
      errors: { value: ['This value is outside the range allowed for this rate.'] },
    };
    setup('en', () => Response.json(refusal, { status: 422 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change Radio CPM' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change: Radio CPM' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New value' }), '999');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('This value is outside the range allowed for this rate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
