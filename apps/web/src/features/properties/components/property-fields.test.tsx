import {
  BENEFIT_CATALOGUE,
  CPM_CHANNELS,
  cpmView,
  DEFAULT_RATES,
  formatCents,
  formatMoney,
  formatRatio,
  LANGUAGES,
  type Language,
  NEUTRAL_PROFILE,
  type PropertyData,
  propertyInputSchema,
  RATIO_BAND_LABELS,
  ratesFromAnswer,
  standaloneValuation,
  valuate,
} from '@cakemix/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { rateCardAnswer } from '@/test/rate-card-fixture.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ActivationStep } from './activation-step.tsx';
import { CpmPanel } from './cpm-panel.tsx';
import { EstimatePanel } from './estimate-panel.tsx';
import { PropertyFormContext } from './fields.tsx';
import { GeneralStep } from './general-step.tsx';
import { ManagementStep } from './management-step.tsx';
import { savedProperty } from './property-fixtures.test-data.ts';
import {
  emptyPropertyValues,
  formValuesToProperty,
  type PropertyFormValues,
  propertyToFormValues,
} from './property-form-model.ts';

const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

/** One step of the property form (or a panel) in the form's providers; `form.current` reads its values. */
function renderInForm(children: ReactNode, values: PropertyFormValues, lang: Language = 'en') {
  const form: { current: UseFormReturn<PropertyFormValues> | null } = { current: null };
  function Harness() {
    const methods = useForm<PropertyFormValues>({ defaultValues: values });
    form.current = methods;
    return (
      <FormProvider {...methods}>
        <PropertyFormContext.Provider value={{ errorAt: () => undefined, saved: null, readOnly: false }}>
          {children}
        </PropertyFormContext.Provider>
      </FormProvider>
    );
  }
  renderWithProviders(<Harness />, { lang });
  const read = () =>
    formValuesToProperty((form.current as UseFormReturn<PropertyFormValues>).getValues(), 'draft');
  return { read };
}

/** The tick-box question labelled `label`. */
function group(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('tick-box questions (method 1.1: unanswered is null, "none of these" is [])', () => {
  it.each([
    ['en', 'Benefits allowed to the sponsor', 'On-site promotion', 'None of these'],
    ['fr', 'Avantages permis au commanditaire', 'Promotion sur place', 'Aucun de ces choix'],
  ] as const)('sponsor benefits, in %s', async (lang, label, option, none) => {
    await startSession();
    const { read } = renderInForm(<GeneralStep />, emptyPropertyValues(), lang);
    const benefits = within(group(label));
    expect(read().general.sponsor_benefits).toBeNull();
    expect(
      screen.getByText(new RegExp(none === 'None of these' ? 'tick “None of these”' : 'cochez « Aucun')),
    ).toBeInTheDocument();

    await userEvent.click(benefits.getByRole('checkbox', { name: option }));
    expect(read().general.sponsor_benefits).toEqual(['on_site_promotion']);

    // "None of these" answers [] and unticks the others.
    await userEvent.click(benefits.getByRole('checkbox', { name: none }));
    expect(read().general.sponsor_benefits).toEqual([]);
    expect(benefits.getByRole('checkbox', { name: option })).not.toBeChecked();
    expect(benefits.getByRole('checkbox', { name: none })).toBeChecked();

    // An option unticks "None of these".
    await userEvent.click(benefits.getByRole('checkbox', { name: option }));
    expect(read().general.sponsor_benefits).toEqual(['on_site_promotion']);
    expect(benefits.getByRole('checkbox', { name: none })).not.toBeChecked();

    // Unticking everything is "not answered yet".
    await userEvent.click(benefits.getByRole('checkbox', { name: option }));
    expect(read().general.sponsor_benefits).toBeNull();
    await userEvent.click(benefits.getByRole('checkbox', { name: none }));
    await userEvent.click(benefits.getByRole('checkbox', { name: none }));
    expect(read().general.sponsor_benefits).toBeNull();
  });

  it('exclusivity has its own "None" option, which excludes the others; an empty selection is null', async () => {
    await startSession();
    const { read } = renderInForm(<GeneralStep />, emptyPropertyValues());
    const exclusivity = within(group('Exclusivity'));
    expect(exclusivity.queryByRole('checkbox', { name: 'None of these' })).not.toBeInTheDocument();
    expect(read().general.exclusivity).toBeNull();
    await userEvent.click(exclusivity.getByRole('checkbox', { name: 'Category' }));
    await userEvent.click(exclusivity.getByRole('checkbox', { name: 'Area' }));
    expect(read().general.exclusivity).toEqual(['category', 'area']);
    await userEvent.click(exclusivity.getByRole('checkbox', { name: 'None' }));
    expect(read().general.exclusivity).toEqual(['none']);
    expect(exclusivity.getByRole('checkbox', { name: 'Category' })).not.toBeChecked();
    await userEvent.click(exclusivity.getByRole('checkbox', { name: 'Category' }));
    expect(read().general.exclusivity).toEqual(['category']);
    expect(exclusivity.getByRole('checkbox', { name: 'None' })).not.toBeChecked();
    await userEvent.click(exclusivity.getByRole('checkbox', { name: 'Category' }));
    expect(read().general.exclusivity).toBeNull();
  });

  it.each([
    ['en', 'Information sources', 'None of these'],
    ['fr', 'Sources d’information', 'Aucun de ces choix'],
  ] as const)('information sources show a saved "none of these", in %s', async (lang, label, none) => {
    await startSession();
    const property = savedProperty();
    property.management.information_sources = [];
    const { read } = renderInForm(<ManagementStep />, propertyToFormValues(property), lang);
    const sources = within(group(label));
    expect(sources.getByRole('checkbox', { name: none })).toBeChecked();
    expect(sources.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(
      1,
    );
    await userEvent.click(sources.getByRole('checkbox', { name: none }));
    expect(read().management.information_sources).toBeNull();
    expect(propertyInputSchema.safeParse(read()).success).toBe(true);
  });
});

describe('events per season', () => {
  it.each([
    [
      'en',
      'Campaign and market',
      'Events per season or edition',
      /per-event benefit reaches one event’s audience/,
    ],
    ['fr', 'Campagne et marché', 'Événements par saison ou édition', /avantage par événement atteint/],
  ] as const)(
    'is a whole number of the campaign and market section, in %s',
    async (lang, section, label, help) => {
      await startSession();
      const { read } = renderInForm(<GeneralStep />, emptyPropertyValues(), lang);
      const market = within(screen.getByRole('region', { name: section }));
      const input = market.getByRole('textbox', { name: label });
      expect(input).toHaveAccessibleDescription(help);
      expect(read().general.events_per_season).toBeNull();
      await userEvent.click(input);
      await userEvent.paste('41');
      expect(read().general.events_per_season).toBe(41);
      await userEvent.clear(input);
      expect(read().general.events_per_season).toBeNull();
    },
  );
});

describe('activation items', () => {
  it.each([
    [
      'en',
      'Add an activation item',
      'Cost',
      'What the item costs, media buy included.',
      'Media buy',
      /part of the cost that buys media/,
    ],
    [
      'fr',
      'Ajouter un élément d’activation',
      'Coût',
      'Ce que coûte l’élément, achat média compris.',
      'Achat média',
      /part du coût qui achète des médias/,
    ],
  ] as const)(
    'say the media buy is part of the cost, in %s',
    async (lang, add, cost, costHelp, mediaBuy, mediaHelp) => {
      await startSession();
      renderInForm(<ActivationStep />, emptyPropertyValues(), lang);
      await userEvent.click(screen.getByRole('button', { name: add }));
      const costInput = screen.getByRole('textbox', { name: cost });
      const mediaInput = screen.getByRole('textbox', { name: mediaBuy });
      expect(costInput).toHaveAccessibleDescription(costHelp);
      expect(mediaInput).toHaveAccessibleDescription(mediaHelp);
    },
  );
});

/** The fixture, with its status dropped: the form values of a property. */
function valuesOf(property: PropertyData) {
  return propertyToFormValues({ ...savedProperty(), ...property });
}

describe('CPM view', () => {
  it.each([
    ['en', 'Show CPM view', 'Value per 1,000 impressions'],
    ['fr', 'Afficher la vue CPM', 'Valeur par 1\u00a0000 impressions'],
  ] as const)(
    'shows the value per 1,000 impressions, not an "effective CPM", in %s',
    async (lang, show, column) => {
      await startSession();
      const property = savedProperty();
      renderInForm(<CpmPanel />, propertyToFormValues(property), lang);
      await userEvent.click(screen.getByRole('button', { name: show }));
      const table = screen.getByRole('table');
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(headers).toContain(column);
      expect(table).not.toHaveTextContent(/effective|effectif/i);

      const rows = cpmView(propertyInputSchema.parse(property));
      const row = rows.find((r) => r.valuePerThousandCents !== null);
      expect(row).toBeDefined();
      const index = headers.indexOf(column);
      const cells = within(table).getAllByRole('row').slice(1);
      const shown = cells
        .map((tr) => within(tr).getAllByRole('cell')[index]?.textContent)
        .filter((text) => text !== '—');
      expect(shown).toContain(
        formatMoney((row?.valuePerThousandCents ?? 0) / 100, lang, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
      );
    },
  );
});

describe('live estimate', () => {
  it("values with the website's rate card, not the default table", async () => {
    await startSession();
    const property = savedProperty();
    const own = Object.fromEntries(
      CPM_CHANNELS.map((channel, i) => [
        `cpm.${channel}`,
        { id: i + 1, value: DEFAULT_RATES.cpm[channel] * 2, effective_from: '2026-01-01', note: '' },
      ]),
    );
    const answer = rateCardAnswer({ own });
    mockApi({ 'GET /websites/1/rate-card': () => Response.json(answer) });
    const withCard = standaloneValuation(propertyInputSchema.parse(property), ratesFromAnswer(answer.rates));
    const withDefaults = standaloneValuation(propertyInputSchema.parse(property));
    expect(withCard.valueCents).not.toBe(withDefaults.valueCents);
    renderInForm(<EstimatePanel />, valuesOf(property));
    await waitFor(() =>
      expect(screen.getByTestId('estimate-value')).toHaveTextContent(
        formatCents(withCard.valueCents ?? 0, 'en'),
      ),
    );
  });

  it.each([
    ['en', 'Rights value', 'Rights fee', 'Rights-fee ratio', 'likely between'],
    ['fr', 'Valeur des droits', 'Droits de commandite', 'Ratio valeur/droits', 'probablement entre'],
  ] as const)(
    'shows the rights value against the rights fee, the rights-fee ratio to two decimals with its P10–P90 and its verdict, activation apart, in %s',
    async (lang, value, fee, ratio, likely) => {
      await startSession();
      const property = savedProperty();
      property.management.activation_budget.experiential = 8000;
      const data = propertyInputSchema.parse(property);
      // The value a report gives for a neutral brand: with the catalogue, its benefits drawing from lines.
      const { appraisal, cost } = valuate(data, NEUTRAL_PROFILE, DEFAULT_RATES, {
        catalogue: BENEFIT_CATALOGUE,
      });
      if (!appraisal?.rightsFeeRatio.interval || appraisal.rightsFeeRatio.value === null)
        throw new Error('the fixture has no rights-fee ratio');
      expect(appraisal.verdict.preliminary).toBeNull();
      expect(appraisal.activation.costCents).toBeGreaterThan(0);
      renderInForm(<EstimatePanel />, valuesOf(property), lang);
      const panel = screen.getByRole('complementary');
      expect(panel).toHaveTextContent(value);
      expect(panel).toHaveTextContent(fee);
      expect(panel).toHaveTextContent(ratio);
      expect(screen.getByTestId('estimate-value').textContent).toContain(
        formatCents(appraisal.rights.totalCents, lang),
      );
      expect(screen.getByTestId('estimate-fee').textContent).toContain(
        formatCents(cost.rightsFeeCents, lang),
      );
      expect(screen.getByTestId('estimate-ratio').textContent).toBe(
        formatRatio(appraisal.rightsFeeRatio.value, lang),
      );
      // Two decimals, as the report prints ratios ("1.60:1", never "1.6:1").
      expect(screen.getByTestId('estimate-ratio').textContent).toMatch(/^\d+[.,]\d{2}:1$/);
      const { p10, p90 } = appraisal.rightsFeeRatio.interval;
      expect(screen.getByTestId('estimate-interval')).toHaveTextContent(likely);
      expect(screen.getByTestId('estimate-interval').textContent).toContain(formatRatio(p10, lang));
      expect(screen.getByTestId('estimate-interval').textContent).toContain(formatRatio(p90, lang));
      const [band, second] = appraisal.verdict.bands;
      if (!band) throw new Error('no verdict');
      expect(screen.getByTestId('estimate-band').textContent).toContain(RATIO_BAND_LABELS[band][lang]);
      if (second)
        expect(screen.getByTestId('estimate-band')).toHaveTextContent(
          RATIO_BAND_LABELS[second][lang].toLowerCase(),
        );
      expect(screen.queryByTestId('estimate-preliminary')).not.toBeInTheDocument();
      // Activation apart: its cost and value, never in the rights value or beside the rights fee.
      const activation = screen.getByTestId('estimate-activation');
      expect(activation.textContent).toContain(formatCents(appraisal.activation.costCents, lang));
      expect(activation.textContent).toContain(formatCents(appraisal.activation.valueCents, lang));
      expect(panel).toHaveTextContent('CAD');
      // Not the 1.1 figures: the total cost and the programme's value-to-cost ratio.
      expect(panel.textContent).not.toContain(formatCents(cost.totalCents, lang));
      expect(panel).not.toHaveTextContent(/value-to-cost|valeur-coût/i);
    },
  );

  it('names both bands when the interval crosses a boundary', async () => {
    await startSession();
    const property = savedProperty();
    const data = propertyInputSchema.parse(property);
    const { appraisal } = valuate(data, NEUTRAL_PROFILE, DEFAULT_RATES, { catalogue: BENEFIT_CATALOGUE });
    const interval = appraisal?.rightsFeeRatio.interval;
    if (!appraisal || !interval) throw new Error('the fixture has no rights-fee ratio');
    // A fee at half the rights value: a ratio of 2.00:1, on the target band's lower boundary.
    property.management.rights_fee = Math.round(appraisal.rights.totalCents / 2 / 100);
    const crossing = valuate(propertyInputSchema.parse(property), NEUTRAL_PROFILE, DEFAULT_RATES, {
      catalogue: BENEFIT_CATALOGUE,
    }).appraisal;
    const [low, high] = crossing?.verdict.bands ?? [];
    if (!low || !high) throw new Error(`one band: ${crossing?.verdict.bands}`);
    renderInForm(<EstimatePanel />, valuesOf(property), 'fr');
    expect(screen.getByTestId('estimate-band').textContent).toBe(
      `Entre ${RATIO_BAND_LABELS[low].fr} et ${RATIO_BAND_LABELS[high].fr.toLowerCase()}`,
    );
  });

  it.each([
    ['en', /of the qualitative questions are unanswered/],
    ['fr', /des questions qualitatives sont sans réponse/],
  ] as const)(
    'withholds the verdict while most qualitative questions are unanswered, in %s',
    async (lang, why) => {
      await startSession();
      const property = propertyInputSchema.parse({
        general: { name: 'Unanswered' },
        management: { rights_fee: 10000 },
        owned_media: { promotional_plan: { radio: { impressions_actual: 500000 } } },
      });
      const { appraisal } = valuate(property, NEUTRAL_PROFILE, DEFAULT_RATES, {
        catalogue: BENEFIT_CATALOGUE,
      });
      expect(appraisal?.verdict.preliminary).toContain('unanswered_questions');
      renderInForm(<EstimatePanel />, propertyToFormValues(property), lang);
      const panel = screen.getByTestId('estimate-preliminary');
      expect(within(panel).getByText(why)).toBeInTheDocument();
      expect(screen.queryByTestId('estimate-band')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['en', /^(\d+)% of the rights value rests on inputs the method had to assume \(more than 30%\)/],
    [
      'fr',
      /^(\d+)\s% de la valeur des droits repose sur des données que la méthode a dû supposer \(plus de 30\s%\)/,
    ],
  ] as const)('names the share of assumed value, in %s', async (lang, why) => {
    await startSession();
    // A fee, but value resting on default figures: a promotional plan line with only its estimate.
    const property = propertyInputSchema.parse({
      general: { name: 'Assumed' },
      management: { rights_fee: 10000 },
      owned_media: { promotional_plan: { radio: { impressions_estimated: 500000 } } },
    });
    const preliminary = valuate(property, NEUTRAL_PROFILE).uncertainty?.preliminary;
    // Under method 1.2 its unanswered questions withhold the verdict too.
    expect(preliminary?.reasons).toContain('assumed_share');
    renderInForm(<EstimatePanel />, propertyToFormValues(property), lang);
    const panel = screen.getByTestId('estimate-preliminary');
    const reason = within(panel).getByText(why);
    const share = Math.round((preliminary?.assumedShare ?? 0) * 100);
    expect(reason.textContent).toContain(String(share));
    expect(screen.queryByTestId('estimate-band')).not.toBeInTheDocument();
  });

  it('follows the form: entering the rights fee ends the preliminary state', async () => {
    await startSession();
    const property = savedProperty();
    property.management.rights_fee = null;
    renderInForm(
      <>
        <ManagementStep />
        <EstimatePanel />
      </>,
      valuesOf(property),
    );
    expect(screen.getByTestId('estimate-preliminary')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Rights fee (asked price)' }));
    await userEvent.paste('25000');
    await waitFor(() => expect(screen.queryByTestId('estimate-preliminary')).not.toBeInTheDocument());
    expect(screen.getByTestId('estimate-band')).toBeInTheDocument();
  });
});

describe('dates: typed or picked in the language’s format (fr-CA, en-AU), kept as ISO dates', () => {
  /** What each language shows and reads, for a beginning saved as 2026-11-23. */
  const DATES = {
    en: {
      beginning: 'Beginning',
      end: 'End',
      placeholder: 'DD/MM/YYYY',
      shown: '23/11/2026',
      impossible: '30/02/2026',
      typed: '1/12/2026',
      typedShown: '01/12/2026',
      clear: 'Clear the date',
      month: 'November 2026',
      firstDay: 'Mo',
      nextMonth: 'Next month',
      picked: '2 December 2026',
      pickedShown: '02/12/2026',
    },
    fr: {
      beginning: 'Début',
      end: 'Fin',
      placeholder: 'AAAA-MM-JJ',
      shown: '2026-11-23',
      impossible: '2026-02-30',
      typed: '2026-12-1',
      typedShown: '2026-12-01',
      clear: 'Effacer la date',
      month: 'novembre 2026',
      firstDay: 'di',
      nextMonth: 'Mois suivant',
      picked: '2 décembre 2026',
      pickedShown: '2026-12-02',
    },
  } as const;

  /** The general step with a beginning date saved. */
  function renderDates(lang: Language) {
    const values = emptyPropertyValues();
    values.general.start_date = '2026-11-23';
    return renderInForm(<GeneralStep />, values, lang);
  }

  it.each(LANGUAGES)('shows and reads the %s format; clearing gives null', async (lang) => {
    const l = DATES[lang];
    await startSession();
    const { read } = renderDates(lang);
    const start = screen.getByRole('textbox', { name: l.beginning });
    const end = screen.getByRole('textbox', { name: l.end });
    expect(start).toHaveValue(l.shown);
    expect(end).toHaveValue('');
    expect(end).toHaveAttribute('placeholder', l.placeholder);

    // A half-typed or impossible date leaves the value alone; leaving the field shows the value again.
    await userEvent.type(end, l.impossible);
    expect(read().general.end_date).toBeNull();
    await userEvent.tab();
    expect(end).toHaveValue('');

    await userEvent.type(end, l.typed);
    expect(read().general.end_date).toBe('2026-12-01');
    await userEvent.tab();
    expect(end).toHaveValue(l.typedShown);

    // Cleared by its button, or by deleting the text.
    await userEvent.click(within(end.parentElement as HTMLElement).getByRole('button', { name: l.clear }));
    expect(read().general.end_date).toBeNull();
    expect(end).toHaveValue('');
    await userEvent.clear(start);
    expect(read().general.start_date).toBeNull();
  });

  it.each(LANGUAGES)(
    'picks a date in a calendar in %s, the week from the locale’s first day',
    async (lang) => {
      const l = DATES[lang];
      await startSession();
      const { read } = renderDates(lang);
      const start = screen.getByRole('textbox', { name: l.beginning });
      await userEvent.click(start);
      expect(screen.getByRole('button', { name: l.month })).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(l.firstDay);
      await userEvent.click(screen.getByRole('button', { name: l.nextMonth }));
      await userEvent.click(screen.getByRole('button', { name: l.picked }));
      expect(read().general.start_date).toBe('2026-12-02');
      expect(start).toHaveValue(l.pickedShown);
    },
  );

  it('shows the dates again in the new format when the language changes', async () => {
    await startSession();
    renderDates('en');
    expect(screen.getByRole('textbox', { name: 'Beginning' })).toHaveValue('23/11/2026');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('textbox', { name: 'Début' })).toHaveValue('2026-11-23');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('textbox', { name: 'Beginning' })).toHaveValue('23/11/2026');
  });
});
