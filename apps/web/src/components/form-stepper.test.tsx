import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { COMPACT_STEPPER_QUERY, type FormStep, FormStepper } from './form-stepper.tsx';

const STEPS: FormStep[] = [
  { key: 'general', label: 'General' },
  { key: 'target', label: 'Target' },
  { key: 'relevance', label: 'Relevance' },
  { key: 'management', label: 'Management' },
  { key: 'custom_metrics', label: 'Custom metrics' },
];

/** The screen is narrower than 900 px: the compact stepper's media query matches. */
function onPhone() {
  const inert = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...inert(query),
    matches: query === COMPACT_STEPPER_QUERY,
  }));
}

/**
 * Each step's text (and name) in the renders below: complete (a tick), refused with 2 fields missing (a
 * warning sign), current and missing one, complete though not reached yet, upcoming with 4 missing.
 */
const SHOWN = [
  'General',
  'Target 2 fields to complete',
  '3 Relevance 1 field to complete',
  'Management',
  '5 Custom metrics 4 fields to complete',
];
const MISSING = { general: 0, target: 2, relevance: 1, management: 0, custom_metrics: 4 };

function renderStepper(options: { lang?: 'en' | 'fr'; invalid?: string[] } = {}) {
  const onStepClick = vi.fn();
  renderWithProviders(
    <FormStepper
      steps={STEPS}
      active={2}
      onStepClick={onStepClick}
      invalidSteps={options.invalid ?? []}
      missing={MISSING}
    />,
    { lang: options.lang },
  );
  return { onStepClick };
}

describe('FormStepper, wide screens', () => {
  it('shows every step as a button named by its visible text, the current one marked', async () => {
    const { onStepClick } = renderStepper({ invalid: ['target'] });
    const nav = screen.getByRole('navigation', { name: 'Form steps' });
    const buttons = within(nav).getAllByRole('button');
    // Complete: a tick, wherever the step is (never for being passed); refused: a warning sign; others: their
    // number; and the count of what each step misses.
    expect(buttons.map((button) => button.textContent)).toEqual(SHOWN);
    expect(buttons[0]).toHaveAttribute('data-complete');
    expect(buttons[3]).toHaveAttribute('data-complete');
    expect(buttons[1]).not.toHaveAttribute('data-complete');
    for (const button of buttons) expect(button).toHaveAccessibleName(button.textContent ?? '');
    expect(within(nav).getByRole('button', { current: 'step' })).toHaveAccessibleName(
      '3 Relevance 1 field to complete',
    );
    expect(screen.queryByRole('button', { name: 'All steps' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Target 2 fields to complete' }));
    await userEvent.click(within(nav).getByRole('button', { name: '3 Relevance 1 field to complete' }));
    expect(onStepClick.mock.calls).toEqual([[1]]);
  });
});

describe('FormStepper, below 900 px', () => {
  it('shows the current step and a menu of all the steps, used with the keyboard', async () => {
    onPhone();
    const { onStepClick } = renderStepper({ invalid: ['target'] });
    const nav = screen.getByRole('navigation', { name: 'Form steps' });
    expect(nav).toHaveTextContent(/^Step 3 of 5Relevance1 field to completeAll steps$/);
    expect(within(nav).getAllByRole('button')).toHaveLength(1);

    const menuButton = within(nav).getByRole('button', { name: 'All steps' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(SHOWN);
    for (const item of items) expect(item).toHaveAccessibleName(item.textContent ?? '');
    expect(within(menu).getByRole('menuitem', { current: 'step' })).toHaveAccessibleName(
      '3 Relevance 1 field to complete',
    );

    // Down to the fourth step, chosen with Enter: the menu closes and the focus is back on its button.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onStepClick.mock.calls).toEqual([[3]]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('says the step, its number and what it misses in French; "Incomplete" when that is not known', async () => {
    onPhone();
    const steps = STEPS.map((step) => ({ ...step, label: `${step.label} (fr)` }));
    renderWithProviders(
      <FormStepper steps={steps} active={2} onStepClick={() => {}} invalidSteps={['relevance']} />,
      { lang: 'fr' },
    );
    const nav = screen.getByRole('navigation', { name: 'Étapes du formulaire' });
    expect(nav).toHaveTextContent(/^Étape 3 sur 5Relevance \(fr\)IncomplèteToutes les étapes$/);
    await userEvent.click(within(nav).getByRole('button', { name: 'Toutes les étapes' }));
    expect(await screen.findByRole('menuitem', { current: 'step' })).toHaveAccessibleName(
      '3 Relevance (fr) Incomplète',
    );
  });
});

describe('FormStepper marks in French', () => {
  it('counts what each step misses in French', () => {
    renderWithProviders(<FormStepper steps={STEPS} active={0} onStepClick={() => {}} missing={MISSING} />, {
      lang: 'fr',
    });
    const nav = screen.getByRole('navigation', { name: 'Étapes du formulaire' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'General',
      '2 Target 2 champs à compléter',
      '3 Relevance 1 champ à compléter',
      'Management',
      '5 Custom metrics 4 champs à compléter',
    ]);
  });
});
