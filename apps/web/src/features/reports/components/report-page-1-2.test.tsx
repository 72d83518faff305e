import { formatCents, formatRatio, type Language, type Report, reportSchema } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import fixture from './report-fixture-1-2.test-data.json';
import { ComparativeReportPage, DetailedReportPage } from './report-page.tsx';

afterEach(async () => {
  await endSession();
});

/**
 * Method 1.2 (report-fixture.generate.ts): the Lynx with the audit's unusual figures not confirmed, the
 * league without a rights fee, the Lynx for a brand in progress, and the Lynx with its figures confirmed.
 */
const COMPARATIVE: Report = reportSchema.parse(fixture);
const [UNCONFIRMED, , , CONFIRMED] = COMPARATIVE.entries;
if (!UNCONFIRMED || !CONFIRMED) throw new Error('the 1.2 fixture has four combinations');
const detailed = (entry: Report['entries'][number], title: string): Report => ({
  ...COMPARATIVE,
  type: 'detailed',
  title,
  entries: [{ ...entry, position: 0 }],
});

/** What a person reads, typed out here so that a missing or reworded translation fails. */
const TEXT = {
  en: {
    currency: 'All amounts are in Canadian dollars (CAD).',
    rightsValue: 'Rights value',
    rightsFeeRatio: 'Rights-fee ratio',
    programmeRatio: 'Programme ratio',
    fairFee: 'Fair rights fee',
    breakEven: 'Break-even',
    between: 'Between break-even and fair',
    notConfirmed: 'Not confirmed.',
    note: 'Analyst’s note: “From the 2025 rate sheet, signed.”',
    unconfirmed:
      'Unusual figures not confirmed with a note: 5. No verdict is given until each is corrected or confirmed.',
    preliminary: 'Preliminary',
    countedOnce: (n: string, line: string) => `Counted once: its ${n} impressions are taken from ${line}.`,
    meaning: (low: string, high: string) =>
      `What the range means: given how sure each figure is, there is a one-in-ten chance that the rights value is below ${low}, and a one-in-ten chance that it is above ${high}.`,
  },
  fr: {
    currency: 'Tous les montants sont en dollars canadiens (CAD).',
    rightsValue: 'Valeur des droits',
    rightsFeeRatio: 'Ratio valeur/droits',
    programmeRatio: 'Ratio du programme',
    fairFee: 'Juste prix des droits',
    breakEven: 'Seuil de rentabilité',
    between: 'Entre seuil de rentabilité et correct',
    notConfirmed: 'Non confirmé.',
    note: 'Note de l’analyste\u00a0: «\u00a0From the 2025 rate sheet, signed.\u00a0»',
    unconfirmed:
      'Chiffres inhabituels non confirmés par une note\u00a0: 5. Aucun verdict n’est donné tant que chacun n’est pas corrigé ou confirmé.',
    preliminary: 'Préliminaire',
    countedOnce: (n: string, line: string) =>
      `Compté une fois\u00a0: ses ${n} impressions sont prises sur ${line}.`,
    meaning: (low: string, high: string) =>
      `Ce que la fourchette veut dire\u00a0: vu la fiabilité de chaque chiffre, il y a une chance sur dix que la valeur des droits soit inférieure à ${low}, et une chance sur dix qu’elle dépasse ${high}.`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Whitespace folded: fr-CA numbers use no-break spaces, which the DOM keeps. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

async function drawnReport(title: string) {
  // Generous waits: the report draws in many tasks, and a loaded machine runs them slowly.
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 30_000 });
  return heading;
}

function setup(path: string, lang: Language) {
  return renderRoutes(
    [
      { path: '/detailed-report/:id', element: <DetailedReportPage /> },
      { path: '/comparative-report/:id', element: <ComparativeReportPage /> },
    ],
    { path, lang },
  );
}

/** A scorecard tile by its label: its whole text, whitespace folded. */
function tile(label: string): string {
  const scorecard = screen.getByRole('region', { name: /^(Scorecard|Tableau de bord)$/ });
  const name = within(scorecard).getByText(label, { exact: true });
  return fold(name.parentElement?.textContent ?? '');
}

describe('a method 1.2 report on screen', { timeout: 90_000 }, () => {
  it.each(['en', 'fr'] as const)(
    'shows the rights value, both ratios, the verdict, the fair fee and activation apart as the report data says (%s)',
    async (lang) => {
      const t = TEXT[lang];
      const money = (cents: number) => fold(formatCents(cents, lang));
      const ratio = (value: number | null | undefined) => fold(formatRatio(value ?? Number.NaN, lang));
      await startSession('analyst');
      mockApi({ 'GET /reports/8': () => Response.json(detailed(CONFIRMED, 'Lynx, figures confirmed')) });
      setup('/detailed-report/8', lang);
      await drawnReport('Lynx, figures confirmed');
      const appraisal = CONFIRMED.result.appraisal;
      const fair = appraisal?.fairRightsFee;
      if (!appraisal || !fair) throw new Error('a 1.2 result with a fair fee');
      const { shown, rights, rightsFeeRatio, programmeRatio, activation } = appraisal;

      expect(screen.getByText(t.currency)).toBeInTheDocument();
      expect(tile(t.rightsValue)).toContain(money(shown.rightsTotalCents));
      expect(tile(t.rightsValue)).toContain(
        `P10–P90${lang === 'fr' ? ' ' : ''}: ${money(rights.interval.p10Cents)} – ${money(rights.interval.p90Cents)}`,
      );
      const headline = tile(t.rightsFeeRatio);
      expect(headline).toContain(ratio(rightsFeeRatio.value));
      expect(headline).toContain(t.breakEven);
      expect(headline).toContain(
        `${ratio(rightsFeeRatio.interval?.p10)} – ${ratio(rightsFeeRatio.interval?.p90)}`,
      );
      expect(tile(t.programmeRatio)).toContain(ratio(programmeRatio.value));
      expect(tile(t.fairFee)).toContain(money(fair.cents));
      expect(tile(t.fairFee)).toContain(
        `${money(fair.interval.p10Cents)} – ${money(fair.interval.p90Cents)}`,
      );
      const apart = tile(lang === 'en' ? 'Activation, apart' : 'Activation, à part');
      expect(apart).toContain(money(shown.activationCents));
      expect(apart).toContain(money(activation.costCents));

      // Each unusual figure with the analyst's note, as confirmed on the property.
      const notes = screen.getAllByText(
        (_, node) => node?.tagName === 'LI' && fold(node.textContent ?? '').endsWith(fold(t.note)),
      );
      expect(notes).toHaveLength(appraisal.warnings.length);
      // What the range means, with the range's ends.
      expect(
        screen.getByText(
          fold(
            t.meaning(
              formatCents(rights.interval.p10Cents, lang),
              formatCents(rights.interval.p90Cents, lang),
            ),
          ),
          { normalizer: fold },
        ),
      ).toBeInTheDocument();
      // A benefit on the rink's audience says it is counted once, with the impressions it takes.
      const board = CONFIRMED.result.lines.find((line) => line.overlap?.code === 'draws_from_line');
      const from = CONFIRMED.result.lines.find((line) => line.id === board?.overlap?.lineIds[0]);
      expect(board && from).toBeTruthy();
      const rows = screen.getAllByText(
        fold(
          t.countedOnce(
            fold(
              new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-AU').format(
                board?.overlap?.drawnImpressions ?? 0,
              ),
            ),
            lang === 'en' ? 'Signage' : 'Affichage',
          ),
        ),
        { normalizer: fold },
      );
      expect(rows.length).toBeGreaterThan(0);
      // Every ratio with two decimals.
      expect(fold(document.body.textContent ?? '')).not.toMatch(/\d[.,]\d:1(?!\d)/);
    },
  );

  it.each(['en', 'fr'] as const)(
    'gives no verdict while unusual figures are not confirmed, and says which (%s)',
    async (lang) => {
      const t = TEXT[lang];
      await startSession('analyst');
      mockApi({ 'GET /reports/9': () => Response.json(detailed(UNCONFIRMED, 'Lynx, figures to check')) });
      setup('/detailed-report/9', lang);
      await drawnReport('Lynx, figures to check');
      expect(screen.getAllByText(t.preliminary).length).toBeGreaterThan(0);
      expect(screen.getByText(fold(t.unconfirmed), { normalizer: fold })).toBeInTheDocument();
      const items = screen.getAllByText(
        (_, node) => node?.tagName === 'LI' && (node.textContent ?? '').endsWith(t.notConfirmed),
      );
      expect(items).toHaveLength(UNCONFIRMED.result.appraisal?.warnings.length ?? -1);
      expect(tile(t.rightsFeeRatio)).not.toContain(t.breakEven);
    },
  );

  it('names both bands where the ratio’s P10–P90 crosses a boundary', async () => {
    const appraisal = CONFIRMED.result.appraisal;
    if (!appraisal) throw new Error('1.2');
    const crossing = {
      ...CONFIRMED,
      result: {
        ...CONFIRMED.result,
        appraisal: { ...appraisal, verdict: { bands: ['break_even', 'fair'] as const, preliminary: null } },
      },
    };
    await startSession('analyst');
    mockApi({ 'GET /reports/10': () => Response.json(detailed(crossing as never, 'Lynx, two bands')) });
    setup('/detailed-report/10', 'fr');
    await drawnReport('Lynx, two bands');
    await waitFor(() => expect(tile(TEXT.fr.rightsFeeRatio)).toContain(TEXT.fr.between));
  });

  it('ranks a comparative report by rights-fee ratio and gives each pair its fair rights fee', async () => {
    await startSession('analyst');
    mockApi({ 'GET /comparative-reports/11': () => Response.json({ ...COMPARATIVE, id: 11 }) });
    setup('/comparative-report/11', 'en');
    await drawnReport(COMPARATIVE.title);
    expect(screen.getByText('Fair rights fee by combination')).toBeInTheDocument();
    const ranking = screen.getByRole('region', { name: 'Ranking by rights-fee ratio' });
    const tables = within(ranking).getAllByRole('table');
    const [rankTable, feeTable] = tables;
    const names = within(rankTable as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    const byRatio = [...COMPARATIVE.entries].sort(
      (a, b) =>
        (b.result.appraisal?.rightsFeeRatio.value ?? -1) - (a.result.appraisal?.rightsFeeRatio.value ?? -1),
    );
    expect(names.map((n) => n.split(' × ')[0])).toEqual(byRatio.map((e) => e.property.name));
    const feeRows = within(feeTable as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    byRatio.forEach((entry, i) => {
      const fair = entry.result.appraisal?.fairRightsFee;
      const text = fold(feeRows[i]?.textContent ?? '');
      if (fair)
        expect(text).toContain(
          `${formatCents(fair.interval.p10Cents, 'en')} – ${formatCents(fair.interval.p90Cents, 'en')}`,
        );
      if (fair) expect(text).toContain(formatCents(fair.cents, 'en'));
    });
  });
});
