import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
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
    const calls = api({
      'POST /reports': () => Response.json({ ...fixture, id: 12, type: 'detailed' }, { status: 201 }),
    });
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
