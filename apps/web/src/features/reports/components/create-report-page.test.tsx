import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { CreateComparativeReportPage, CreateDetailedReportPage } from './create-report-page.tsx';
import fixture from './report-fixture.test-data.json';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const meta = { total: 2, page: 1, per_page: 100, last_page: 1 };
const stamp = '2026-03-02T15:00:00.000Z';
const PROFILES = [
  { id: 1, name: 'Northern Hardware', status: 'complete', created_at: stamp, updated_at: stamp },
  { id: 2, name: 'Prairie Credit Union', status: 'complete', created_at: stamp, updated_at: stamp },
];
const property = (id: number, name: string, status: 'complete' | 'draft') => ({
  id,
  name,
  status,
  sponsorship_type: null,
  category: null,
  city: null,
  start_date: null,
  asked_price: null,
  value: null,
  created_at: stamp,
  updated_at: stamp,
});
const PROPERTIES = [property(5, 'Lynx de Sherbrooke', 'complete'), property(6, 'Winter Carnival', 'draft')];

function api(extra: Record<string, () => Response> = {}) {
  return mockApi({
    'GET /websites/1/brand-profiles': () => Response.json({ data: PROFILES, meta }),
    'GET /websites/1/properties': () => Response.json({ data: PROPERTIES, meta }),
    ...extra,
  });
}

/** The server's answer to creating a detailed report. */
const CREATES_DETAILED = {
  'POST /reports': () => Response.json({ ...fixture, id: 12, type: 'detailed' }, { status: 201 }),
};

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/reports/create/detailed-report', element: <CreateDetailedReportPage /> },
      { path: '/reports/create/comparative-report', element: <CreateComparativeReportPage /> },
      { path: '/detailed-report/:id', element: <h1>Detailed report page</h1> },
      { path: '/comparative-report/:id', element: <h1>Comparative report page</h1> },
    ],
    { path, lang },
  );
}

async function pick(label: string, option: string, nth = 0) {
  const inputs = await screen.findAllByRole('combobox', { name: label });
  await userEvent.click(inputs[nth] as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CreateDetailedReportPage', { timeout: 20_000 }, () => {
  it('asks for a profile and a property, marks drafts, then generates and opens the report', async () => {
    await startSession('analyst');
    const calls = api(CREATES_DETAILED);
    setup('/reports/create/detailed-report');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate the report' }));
    expect(await screen.findAllByText('Please select an option.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Property' }));
    expect(await screen.findByRole('option', { name: 'Winter Carnival (in progress)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await pick('Brand profile', 'Northern Hardware');
    await pick('Property', 'Lynx de Sherbrooke');
    await userEvent.click(screen.getByRole('button', { name: 'Generate the report' }));
    expect(await screen.findByRole('heading', { name: 'Detailed report page' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ brand_profile_id: 1, property_id: 5 });
  });
});

/** A draft brand profile beside the complete ones. */
const withDraftProfile = () =>
  api({
    'GET /websites/1/brand-profiles': () =>
      Response.json({
        data: [
          ...PROFILES,
          { id: 3, name: 'Maple Foods', status: 'draft', created_at: stamp, updated_at: stamp },
        ],
        meta: { ...meta, total: 3 },
      }),
  });

/** The options a picker lists, as shown. */
async function optionsOf(label: string, nth = 0) {
  const inputs = await screen.findAllByRole('combobox', { name: label });
  await userEvent.click(inputs[nth] as HTMLElement);
  await screen.findAllByRole('option');
  const shown = screen.getAllByRole('option').map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return shown;
}

describe('report pickers flag what is in progress, in words', { timeout: 20_000 }, () => {
  it.each([
    [
      'en',
      'Brand profile',
      'Property',
      'Maple Foods (in progress)',
      'Winter Carnival (in progress)',
      /still in progress/,
    ],
    [
      'fr',
      'Profil de marque',
      'Propriété',
      'Maple Foods (en cours)',
      'Winter Carnival (en cours)',
      /encore en cours/,
    ],
  ] as const)(
    'in the detailed report form, in %s',
    async (lang, profileLabel, propertyLabel, profileDraft, propertyDraft, warning) => {
      await startSession('analyst');
      withDraftProfile();
      setup('/reports/create/detailed-report', lang);
      const profiles = await optionsOf(profileLabel);
      expect(profiles).toContain(profileDraft);
      expect(profiles).toContain('Northern Hardware');
      const properties = await optionsOf(propertyLabel);
      expect(properties).toEqual(['Lynx de Sherbrooke', propertyDraft]);
      // Once chosen, the draft still says so, and what it means.
      await pick(propertyLabel, propertyDraft);
      expect(screen.getByRole('combobox', { name: propertyLabel })).toHaveValue(propertyDraft);
      expect(screen.getByText(warning)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Brand profile', 'Property', 'Maple Foods (in progress)', 'Winter Carnival (in progress)'],
    ['fr', 'Profil de marque', 'Propriété', 'Maple Foods (en cours)', 'Winter Carnival (en cours)'],
  ] as const)(
    'in each combination of the comparative report form, in %s',
    async (lang, profileLabel, propertyLabel, profileDraft, propertyDraft) => {
      await startSession('analyst');
      withDraftProfile();
      setup('/reports/create/comparative-report', lang);
      for (const nth of [0, 1]) {
        expect(await optionsOf(profileLabel, nth)).toContain(profileDraft);
        expect(await optionsOf(propertyLabel, nth)).toContain(propertyDraft);
      }
    },
  );
});

describe('CreateComparativeReportPage', { timeout: 20_000 }, () => {
  it('refuses a duplicate combination, then sends the distinct ones', async () => {
    await startSession('analyst');
    const calls = api({
      'POST /comparative-reports': () => Response.json({ ...fixture, id: 13 }, { status: 201 }),
    });
    setup('/reports/create/comparative-report');
    await pick('Brand profile', 'Northern Hardware', 0);
    await pick('Property', 'Lynx de Sherbrooke', 0);
    await pick('Brand profile', 'Northern Hardware', 1);
    await pick('Property', 'Lynx de Sherbrooke', 1);
    expect(
      screen.getByText('Each property and profile combination may appear only once.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate the report' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('may appear only once')),
      ).toBe(true),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await pick('Brand profile', 'Prairie Credit Union', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Generate the report' }));
    expect(await screen.findByRole('heading', { name: 'Comparative report page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        pairs: [
          { brand_profile_id: 1, property_id: 5 },
          { brand_profile_id: 2, property_id: 5 },
        ],
      }),
    );
  }, 20_000);

  it('adds and removes combinations', async () => {
    await startSession('analyst');
    api();
    setup('/reports/create/comparative-report', 'fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une combinaison' }));
    expect(screen.getByText('3 combinaisons sur 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la combinaison 3' }));
    expect(screen.getByText('2 combinaisons sur 20')).toBeInTheDocument();
  });
});

/** 150 of each, numbered 001–150 (every 25th complete), with ids that are not their numbers. */
const MANY = 150;
const numbered = (n: number) => String(n).padStart(3, '0');
const MANY_PROFILES = Array.from({ length: MANY }, (_, i) => ({
  id: 2000 + i + 1,
  name: `Brand ${numbered(i + 1)}`,
  status: (i + 1) % 25 === 0 ? 'complete' : 'draft',
  created_at: stamp,
  updated_at: stamp,
}));
const MANY_PROPERTIES = Array.from({ length: MANY }, (_, i) =>
  property(1000 + i + 1, `Festival ${numbered(i + 1)}`, (i + 1) % 25 === 0 ? 'complete' : 'draft'),
);

/**
 * A list call as the server answers it: searched by name (any case), complete ones first then drafts,
 * each by name, one page of `per_page`.
 */
function serverList<T extends { name: string; status: string }>(rows: T[]) {
  return (call: ApiCall) => {
    const search = (call.query.get('search') ?? '').toLowerCase();
    const perPage = Number(call.query.get('per_page') ?? 25);
    const page = Number(call.query.get('page') ?? 1);
    const matches = rows
      .filter((row) => row.name.toLowerCase().includes(search))
      .sort((a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name));
    return Response.json({
      data: matches.slice((page - 1) * perPage, page * perPage),
      meta: {
        total: matches.length,
        page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(matches.length / perPage)),
      },
    });
  };
}

function manyApi(extra: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}) {
  return mockApi({
    'GET /websites/1/brand-profiles': serverList(MANY_PROFILES),
    'GET /websites/1/properties': serverList(MANY_PROPERTIES),
    ...extra,
  });
}

const listCalls = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** Waits for what a search or a page brings: typing pauses, then the server answers (slow on a busy machine). */
const SERVER = { timeout: 5_000 };
const findOption = (name: string | RegExp) => screen.findByRole('option', { name }, SERVER);

describe('report pickers with 150 properties and 150 profiles', { timeout: 60_000 }, () => {
  it('search on the server as the user types, load more pages, and create the report with a far one', async () => {
    await startSession('analyst');
    const calls = manyApi(CREATES_DETAILED);
    setup('/reports/create/detailed-report');

    // The first page: 25, complete ones first, then "show more".
    const propertyBox = await screen.findByRole('combobox', { name: 'Property' });
    await userEvent.click(propertyBox);
    const more = await findOption('Show more results (Results: 25 of 150)');
    expect(optionNames()).toHaveLength(26);
    expect(optionNames().slice(0, 7)).toEqual([
      'Festival 025',
      'Festival 050',
      'Festival 075',
      'Festival 100',
      'Festival 125',
      'Festival 150',
      'Festival 001 (in progress)',
    ]);
    expect(within(screen.getByRole('listbox', { name: 'Property' })).getByText('In progress')).toBeVisible();
    expect(listCalls(calls, '/websites/1/properties')[0]?.query.toString()).toBe(
      'page=1&per_page=25&sort=status&order=asc',
    );

    // More pages, until all 150 are there; the first new option is the active one each time.
    await userEvent.click(more);
    await findOption('Show more results (Results: 50 of 150)');
    const firstNew = screen.getByRole('option', { name: 'Festival 020 (in progress)' });
    expect(propertyBox).toHaveAttribute('aria-activedescendant', firstNew.id);
    for (const shown of [75, 100, 125]) {
      await userEvent.click(screen.getByRole('option', { name: /^Show more results/ }));
      await findOption(`Show more results (Results: ${shown} of 150)`);
    }
    await userEvent.click(screen.getByRole('option', { name: /^Show more results/ }));
    await waitFor(() => expect(optionNames()).toHaveLength(MANY), SERVER);
    expect(new Set(optionNames()).size).toBe(MANY);
    expect(listCalls(calls, '/websites/1/properties').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await userEvent.keyboard('{Escape}');

    // Typing searches on the server once typing pauses: one request for what was typed, not one a key.
    await userEvent.click(propertyBox);
    await userEvent.type(propertyBox, '137');
    await waitFor(() => expect(optionNames()).toEqual(['Festival 137 (in progress)']), SERVER);
    const far = screen.getByRole('option', { name: 'Festival 137 (in progress)' });
    const searched = listCalls(calls, '/websites/1/properties').filter((call) => call.query.has('search'));
    expect(searched.map((call) => call.query.get('search'))).toEqual(['137']);
    await userEvent.click(far);
    expect(propertyBox).toHaveValue('Festival 137 (in progress)');
    expect(screen.getByText(/still in progress/)).toBeInTheDocument();

    // The profile past the first page, by the keyboard: type, arrow down, Enter.
    const profileBox = screen.getByRole('combobox', { name: 'Brand profile' });
    await userEvent.click(profileBox);
    await userEvent.keyboard('BRAND 14');
    await findOption('Brand 140 (in progress)');
    await userEvent.keyboard('2');
    await waitFor(() => expect(optionNames()).toEqual(['Brand 142 (in progress)']), SERVER);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(profileBox).toHaveValue('Brand 142 (in progress)');

    // Reopened, the list is the first page again, and the chosen name stays in the box.
    await userEvent.click(propertyBox);
    await findOption('Show more results (Results: 25 of 150)');
    expect(optionNames()).not.toContain('Festival 137 (in progress)');
    await userEvent.keyboard('{Escape}');
    expect(propertyBox).toHaveValue('Festival 137 (in progress)');

    await userEvent.click(screen.getByRole('button', { name: 'Generate the report' }));
    expect(await screen.findByRole('heading', { name: 'Detailed report page' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      brand_profile_id: 2142,
      property_id: 1137,
    });
  });

  it('say in French what the list holds: loading, how many, no match', async () => {
    await startSession('analyst');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    manyApi({
      'GET /websites/1/properties': async (call) => {
        await held;
        return serverList(MANY_PROPERTIES)(call);
      },
    });
    setup('/reports/create/comparative-report', 'fr');
    const [box] = await screen.findAllByRole('combobox', { name: 'Propriété' });
    await userEvent.click(box as HTMLElement);
    const status = () => screen.getAllByRole('status').find((region) => region.textContent !== '');
    await waitFor(() => expect(status()).toHaveTextContent('Chargement…'), SERVER);
    answer();
    await findOption('Afficher plus de résultats (Résultats : 25 sur 150)');
    expect(status()).toHaveTextContent('Résultats : 25 sur 150');
    await userEvent.type(box as HTMLElement, 'zzz');
    await waitFor(
      () => expect(status()).toHaveTextContent('Aucune propriété ne correspond à « zzz ».'),
      SERVER,
    );
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
