import type { Report } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import fixture from './report-fixture.test-data.json';
import { ComparativeReportPage, DetailedReportPage } from './report-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

const COMPARATIVE = fixture as Report;
const [FIRST] = COMPARATIVE.entries;
const DETAILED: Report = {
  ...COMPARATIVE,
  type: 'detailed',
  title: 'Lynx for Northern',
  entries: FIRST ? [FIRST] : [],
};

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/detailed-report/:id', element: <DetailedReportPage /> },
      { path: '/comparative-report/:id', element: <ComparativeReportPage /> },
      { path: '/reports', element: <h1>Reports list</h1> },
    ],
    { path, lang },
  );
}

describe('DetailedReportPage', { timeout: 20_000 }, () => {
  it('shows every section of the PDF to a member, with the top bar buttons', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lynx for Northern' })).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual([
      'Scorecard',
      'Summary',
      'Key performance indicators',
      'Custom indicators',
      'Qualitative analysis',
      'Industry comparables',
      'Activation',
      'Expected versus delivered assets',
      'How each value was obtained',
    ]);
    expect(screen.getByText(/Fewer than three comparable properties/)).toBeInTheDocument();
    expect(screen.getByText(FIRST?.summary.en[0] ?? '')).toBeInTheDocument();
    for (const name of ['Export PDF', 'Share link', 'Regenerate', 'Rename']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/reports');
  }, 20_000);

  it('explains a line: its formula and inputs with their sources', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');
    const lines = await screen.findByRole('region', { name: 'Expected versus delivered assets' });
    const [firstHow] = within(lines).getAllByRole('button', { name: /^How\?/ });
    await userEvent.click(firstHow as HTMLElement);
    expect(await screen.findByText('How this value was obtained')).toBeInTheDocument();
    expect(screen.getAllByText(/^Formula:/).length).toBeGreaterThan(0);
  });

  it('gives a viewer the export only', async () => {
    await startSession('viewer');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');
    expect(await screen.findByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });

  it('renames the report: an empty title is refused on the spot, the new one is saved and shown', async () => {
    await startSession('analyst');
    const calls = mockApi({
      'GET /reports/7': () => Response.json(DETAILED),
      'PUT /reports/7': (call) =>
        Response.json({ ...DETAILED, title: (call.body as { title: string }).title }),
    });
    setup('/detailed-report/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the report' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Lynx for Northern');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(title, '  Lynx 2026–27 renewal ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lynx 2026–27 renewal' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Lynx 2026–27 renewal' });
    expect(screen.getByText('The report is now called “Lynx 2026–27 renewal”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a title on the field', async () => {
    await startSession('analyst');
    mockApi({
      'GET /reports/7': () => Response.json(DETAILED),
      'PUT /reports/7': () =>
        Response.json(
          { message: 'The given data was invalid.', errors: { title: ['This text is too long.'] } },
          { status: 422 },
        ),
    });
    setup('/detailed-report/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the report' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' bis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This text is too long.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lynx for Northern' })).toBeInTheDocument();
  });

  it('shows the not-found page to a visitor without a share token, and asks nothing', async () => {
    const calls = mockApi({});
    setup('/detailed-report/7');
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for could not be found.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reads the report through its share token, without buttons', async () => {
    const token = 'a'.repeat(32);
    mockApi({ [`GET /shared-reports/detailed/${token}`]: () => Response.json(DETAILED) });
    setup(`/detailed-report/7?share=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lynx for Northern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export PDF' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a revoked token', async () => {
    mockApi({
      'GET /shared-reports/detailed/revoked-token-0123456789': () =>
        Response.json({ user_message: 'Not found' }, { status: 404 }),
    });
    setup('/detailed-report/7?share=revoked-token-0123456789', 'fr');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeInTheDocument();
  });
});

describe('ComparativeReportPage', { timeout: 20_000 }, () => {
  it('ranks the combinations by ratio and gives each one in full', async () => {
    await startSession('analyst');
    mockApi({ 'GET /comparative-reports/7': () => Response.json(COMPARATIVE) });
    setup('/comparative-report/7', 'fr');
    const ranking = await screen.findByRole('region', { name: 'Classement par ratio valeur-coût' });
    const rows = within(ranking).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const ratios = [...COMPARATIVE.entries].sort(
      (a, b) => (b.result.ratio.value ?? -1) - (a.result.ratio.value ?? -1),
    );
    expect(rows[1]).toHaveTextContent(ratios[0]?.property.name ?? '');
    expect(screen.getByText('Chaque combinaison en détail')).toBeInTheDocument();
  });
});
