import { type Language, type Report, reportSchema, reportView, type TornadoBlock } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import fixture from './report-fixture.test-data.json';
import fixture10 from './report-fixture-1-0.test-data.json';
import { ComparativeReportPage, DetailedReportPage } from './report-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

/** Method 1.1 (report-fixture.generate.ts): a final combination, a preliminary one in progress, one in progress. */
const COMPARATIVE: Report = reportSchema.parse(fixture);
const [FIRST, PRELIMINARY] = COMPARATIVE.entries;
const DETAILED: Report = {
  ...COMPARATIVE,
  type: 'detailed',
  title: 'Lynx for Northern',
  entries: FIRST ? [FIRST] : [],
};
const DETAILED_PRELIMINARY: Report = {
  ...DETAILED,
  title: 'Soccer league, fee to come',
  entries: PRELIMINARY ? [{ ...PRELIMINARY, position: 0 }] : [],
};
/** A report made by method 1.0 (no range, no tornado), as the API answers it: its inputs through the schemas. */
const DETAILED_1_0: Report = (() => {
  const old = reportSchema.parse(fixture10);
  return { ...old, type: 'detailed', title: 'Lynx, method 1.0', entries: old.entries.slice(0, 1) };
})();

/** What a person reads, typed out here so that a missing or reworded translation fails. */
const TEXT = {
  en: {
    uncertainty: 'How sure is this value',
    tornado: 'What moves the value most',
    low: 'Value at its low end',
    high: 'Value at its high end',
    preliminary: 'Preliminary',
    draft: 'In progress',
    check: 'Points to check',
    noFee: /No rights fee was entered/,
    overBudget: /^Activation items \(\$19,500\) exceed the activation budget \(\$0\)/,
    article: /knowledge center article “How Cakemix values a sponsorship”/,
  },
  fr: {
    uncertainty: 'Quelle confiance accorder à cette valeur',
    tornado: 'Ce qui fait le plus varier la valeur',
    low: 'Valeur à son bas',
    high: 'Valeur à son haut',
    preliminary: 'Préliminaire',
    draft: 'En cours',
    check: 'Points à vérifier',
    noFee: /Aucun droit de commandite n’a été saisi/,
    overBudget: /^Les éléments d’activation \(19\s500\s\$\) dépassent le budget d’activation \(0\s\$\)/,
    article: /« Comment Cakemix évalue une commandite »/,
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

/** The tornado of a report's first combination, as its view gives it in a language. */
function tornadoOf(report: Report, lang: Language): TornadoBlock {
  const [entry] = reportView(report, lang, window.location.origin).entries;
  const block = entry?.sections.find((s) => s.id === 'uncertainty')?.blocks.find((b) => b.kind === 'tornado');
  if (block?.kind !== 'tornado') throw new Error('no tornado');
  return block;
}

/**
 * The report's title, once every section is drawn: they are drawn one after another after the first
 * (useProgressiveCount), and the report is busy until the last.
 */
async function drawnReport(title: string) {
  // Generous waits: the report draws in many tasks, and a loaded machine runs them slowly.
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
  // A dozen sections, each drawn in its own task: longer than waitFor's default second on a busy machine.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 30_000 });
  return heading;
}

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/detailed-report/:id', element: <DetailedReportPage /> },
      { path: '/comparative-report/:id', element: <ComparativeReportPage /> },
      { path: '/reports', element: <h1>Reports list</h1> },
      { path: '/login', element: <h1>Sign in here</h1> },
    ],
    { path, lang },
  );
}

describe('DetailedReportPage', { timeout: 60_000 }, () => {
  it('shows every section of the PDF to a member, with the top bar buttons', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');

    expect(await drawnReport('Lynx for Northern')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual([
      'Scorecard',
      'Summary',
      'How sure is this value',
      'Key performance indicators',
      'Custom indicators',
      'Qualitative analysis',
      'Comparables',
      'Industry benchmarks',
      'Activation',
      'Expected versus delivered assets',
      'How each value was obtained',
    ]);
    expect(
      screen.getByText('Among the 4 most similar complete properties of the same type on this account.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Group: Team · Official partner, 10 complete properties of other accounts/),
    ).toBeInTheDocument();
    expect(screen.getByText(FIRST?.summary.en[0] ?? '')).toBeInTheDocument();
    for (const name of ['Export PDF', 'Share link', 'Regenerate', 'Rename']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/reports');
  }, 20_000);

  it('keeps its charts, hidden from screen readers, out of the keyboard’s way', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    const { container } = setup('/detailed-report/7');
    await drawnReport('Lynx for Northern');
    const charts = container.querySelectorAll('[data-testid$="chart"]');
    expect(charts.length).toBeGreaterThan(1);
    // jsdom lays nothing out, so only the tornado (drawn at a width of its own) has its picture here.
    await waitFor(() => expect(container.querySelector('[data-testid="tornado-chart"] svg')).not.toBeNull());
    for (const chart of charts) {
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      const reachable = chart.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
      expect(reachable).toHaveLength(0);
    }
    // Every column header says what its column holds, the column of "How?" buttons too.
    const headers = screen.getAllByRole('columnheader');
    expect(headers.length).toBeGreaterThan(10);
    for (const header of headers)
      expect(header.textContent?.trim(), header.closest('tr')?.textContent ?? '').not.toBe('');
    expect(
      screen.getAllByRole('columnheader', { name: 'How this value was obtained' }).length,
    ).toBeGreaterThan(0);
  });

  it('explains a line: its formula and inputs with their sources', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');
    await drawnReport('Lynx for Northern');
    const lines = screen.getByRole('region', { name: 'Expected versus delivered assets' });
    const [firstHow] = within(lines).getAllByRole('button', { name: /^How\?/ });
    await userEvent.click(firstHow as HTMLElement);
    // The popover is named by the button that opened it.
    const how = await screen.findByRole('dialog', { name: /^How\?/ });
    expect(within(how).getByText('How this value was obtained')).toBeInTheDocument();
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

  it('sends a visitor without a share token to sign in, coming back to the report, and asks nothing', async () => {
    const calls = mockApi({});
    const { router } = setup('/detailed-report/7');
    expect(await screen.findByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fdetailed-report%2F7',
    );
    expect(calls).toHaveLength(0);
  });

  it('reads the report through its share token, without buttons', async () => {
    const token = 'a'.repeat(32);
    mockApi({ [`GET /shared-reports/detailed/${token}`]: () => Response.json(DETAILED) });
    setup(`/detailed-report/7?share=${token}`);
    expect(await drawnReport('Lynx for Northern')).toBeInTheDocument();
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

  it.each(['/detailed-report/create', '/detailed-report/0', '/detailed-report/7.5'])(
    'shows the not-found page at an address no report can have, %s, and asks nothing',
    async (path) => {
      await startSession('analyst');
      const calls = mockApi({});
      setup(path, 'fr');
      expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );
});

describe('ComparativeReportPage', { timeout: 60_000 }, () => {
  it.each(['en', 'fr'] as const)(
    'ranks the combinations by ratio, badges those in progress or preliminary, gives each in full (%s)',
    async (lang) => {
      await startSession('analyst');
      mockApi({ 'GET /comparative-reports/7': () => Response.json(COMPARATIVE) });
      setup('/comparative-report/7', lang);
      const t = TEXT[lang];
      const view = reportView(COMPARATIVE, lang, window.location.origin);
      const ranking = await screen.findByRole('region', { name: view.overview?.title ?? '' });
      const rows = within(ranking).getAllByRole('table')[0]?.querySelectorAll('tbody tr') ?? [];
      expect(rows).toHaveLength(COMPARATIVE.entries.length);
      const ratios = [...COMPARATIVE.entries].sort(
        (a, b) => (b.result.ratio.value ?? -1) - (a.result.ratio.value ?? -1),
      );
      expect(rows[0]).toHaveTextContent(ratios[0]?.property.name ?? '');
      // Each row and each combination's heading carry the badges its view gives it.
      const controls = screen.getAllByRole('button', { expanded: false });
      view.entries.forEach((entry, index) => {
        const row = rows[index] as HTMLElement;
        const control = controls.find((c) => c.textContent?.includes(entry.name)) as HTMLElement;
        for (const [badge, label] of [
          [entry.preliminary, t.preliminary],
          [entry.draft, t.draft],
        ] as const) {
          if (badge) {
            expect(badge).toBe(label);
            expect(within(row).getByText(label)).toBeInTheDocument();
            expect(within(control).getByText(label)).toBeInTheDocument();
          } else {
            expect(within(row).queryByText(label)).not.toBeInTheDocument();
            expect(within(control).queryByText(label)).not.toBeInTheDocument();
          }
        }
      });
      expect(view.entries.filter((e) => e.preliminary)).toHaveLength(1);
      expect(view.entries.filter((e) => e.draft)).toHaveLength(2);
      expect(
        screen.getByText(lang === 'en' ? 'Each combination in detail' : 'Chaque combinaison en détail'),
      ).toBeInTheDocument();
    },
  );
});

describe('method 1.1: how sure the value is, cautions and badges', { timeout: 60_000 }, () => {
  it.each(['en', 'fr'] as const)(
    'draws the tornado with the view’s figures, and its table (%s)',
    async (lang) => {
      await startSession('analyst');
      mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
      setup('/detailed-report/7', lang);
      const t = TEXT[lang];
      const section = await screen.findByRole('region', { name: t.uncertainty }, { timeout: 15_000 });
      const tornado = tornadoOf(DETAILED, lang);
      expect(tornado.bars.length).toBeGreaterThan(2);
      expect(within(section).getByRole('heading', { name: t.tornado })).toBeInTheDocument();

      // The chart, once its code has loaded: each bar's two ends and the base as the view writes them, and
      // its legend.
      const chart = within(section).getByTestId('tornado-chart');
      await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
      const texts = [...chart.querySelectorAll('text')].map((node) => node.textContent);
      for (const bar of tornado.bars) {
        expect(texts).toContain(bar.lowDisplay);
        expect(texts).toContain(bar.highDisplay);
      }
      expect(texts).toContain(tornado.baseDisplay);
      expect(chart.querySelectorAll('rect[fill*="orange"]')).toHaveLength(tornado.bars.length);
      expect(chart.querySelectorAll('rect[fill*="blue"]')).toHaveLength(tornado.bars.length);
      // Every label is on the axis, on as many lines as it needs.
      const axis = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((node) =>
        [...node.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
      );
      expect(axis).toEqual(tornado.bars.map((bar) => bar.label));
      expect(within(chart).getByText(t.low)).toBeInTheDocument();
      expect(within(chart).getByText(t.high)).toBeInTheDocument();

      // The table after it holds the same figures, for every reader.
      const table = within(section).getByRole('table');
      expect(within(table).getByRole('columnheader', { name: t.low })).toBeInTheDocument();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual(
        tornado.bars.map((bar) => [bar.label, bar.lowDisplay, bar.highDisplay]),
      );
    },
  );

  it('keeps the tornado’s labels and figures inside a phone’s width', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 400));
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');
    const section = await screen.findByRole('region', { name: TEXT.en.uncertainty }, { timeout: 15_000 });
    const chart = within(section).getByTestId('tornado-chart');
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const svg = chart.querySelector('svg');
    expect(svg).toHaveAttribute('width', '300');
    // Labels start at the left edge, above their bars, on lines of at most ~46 characters.
    const labels = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')];
    expect(labels).toHaveLength(tornadoOf(DETAILED, 'en').bars.length);
    for (const label of labels) {
      expect(label).toHaveAttribute('text-anchor', 'start');
      for (const line of label.querySelectorAll('tspan')) expect(line.textContent?.length).toBeLessThan(48);
    }
    // Each figure fits between the chart's edges (6.8 px a character at 11 px).
    for (const figure of chart.querySelectorAll('.recharts-bar text')) {
      const x = Number(figure.getAttribute('x'));
      const width = (figure.textContent?.length ?? 0) * 6.8;
      const anchor = figure.getAttribute('text-anchor');
      expect(anchor === 'end' ? x - width : x).toBeGreaterThanOrEqual(0);
      expect(anchor === 'end' ? x : x + width).toBeLessThanOrEqual(300);
    }
  });

  it('puts each bar chart’s labels above bars of a readable thickness on a phone', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 400));
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    const { container } = setup('/detailed-report/7');
    await drawnReport('Lynx for Northern');
    const charts = [...container.querySelectorAll('[data-testid="report-chart"]')];
    expect(charts.length).toBeGreaterThan(0);
    for (const chart of charts) {
      // No axis beside the bars: the labels are lines of text, each above its own bars.
      expect(chart.querySelector('svg')).toBeNull();
      const rows = [...chart.querySelectorAll('[data-bar-row]')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [label, ...bars] = [...row.children] as HTMLElement[];
        expect(label?.textContent).not.toBe('');
        expect(bars.length).toBeGreaterThan(0);
        for (const bar of bars) {
          const fill = bar.firstElementChild?.firstElementChild as HTMLElement;
          expect(getComputedStyle(fill).height).toBe('16px');
          expect(bar.textContent).toMatch(/\d/);
        }
      }
    }
  });

  it.each(['en', 'fr'] as const)(
    'shows a preliminary report in progress as such, its cautions as alerts (%s)',
    async (lang) => {
      await startSession('analyst');
      mockApi({ 'GET /reports/7': () => Response.json(DETAILED_PRELIMINARY) });
      setup('/detailed-report/7', lang);
      const t = TEXT[lang];
      const header = await screen.findByRole('banner');
      expect(within(header).getByText(t.preliminary)).toBeInTheDocument();
      expect(within(header).getByText(t.draft)).toBeInTheDocument();

      const scorecard = screen.getAllByRole('region')[0] as HTMLElement;
      const preliminary = within(scorecard).getByRole('alert', { name: t.preliminary });
      expect(preliminary).toHaveTextContent(t.noFee);
      const check = within(scorecard).getByRole('alert', { name: t.check });
      expect(within(check).getByRole('listitem')).toHaveTextContent(t.overBudget);
      // No band on a preliminary ratio: the ratio tile shows its figure and the rights-fee note only.
      expect(within(scorecard).queryByText(/Break-even|Seuil de rentabilité/)).not.toBeInTheDocument();
    },
  );

  it('gives no alert and no badge to a final report, and links the method’s article', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED) });
    setup('/detailed-report/7');
    await drawnReport('Lynx for Northern');
    const header = screen.getByRole('banner');
    expect(within(header).queryByText(TEXT.en.preliminary)).not.toBeInTheDocument();
    expect(within(header).queryByText(TEXT.en.draft)).not.toBeInTheDocument();
    for (const region of screen.getAllByRole('region')) {
      expect(within(region).queryAllByRole('alert')).toEqual([]);
    }
    const scorecard = screen.getByRole('region', { name: 'Scorecard' });
    expect(within(scorecard).getByText('Data quality')).toBeInTheDocument();
    expect(within(scorecard).getByText(/^rights fee only: [\d.]+:1/)).toBeInTheDocument();
    expect(within(scorecard).getByText(/range \$[\d,]+ – \$[\d,]+/)).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How each value was obtained' });
    const url = `${window.location.origin}/knowledge-center?article=how-the-valuation-works`;
    expect(within(how).getByText(TEXT.en.article)).toBeInTheDocument();
    expect(within(how).getByRole('link', { name: url })).toHaveAttribute('href', url);
  });

  it('still shows a report made by method 1.0, and says which method made it', async () => {
    await startSession('analyst');
    mockApi({ 'GET /reports/7': () => Response.json(DETAILED_1_0) });
    setup('/detailed-report/7');
    expect(await drawnReport('Lynx, method 1.0')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).not.toContain(TEXT.en.uncertainty);
    expect(regions).toContain('How each value was obtained');
    expect(screen.queryByTestId('tornado-chart')).not.toBeInTheDocument();
    expect(screen.getByText(/^Method 1\.0\.0:/)).toBeInTheDocument();
    expect(
      screen.getByText(/computed with method 1\.0\.0; regenerating it applies the current method/),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Method 1.0.0');
  });
});
