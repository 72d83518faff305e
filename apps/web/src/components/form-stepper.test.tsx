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

/** Each step's text (and name) in the renders below: done, holding errors, current, upcoming. */
const SHOWN = ['General', 'Target Incomplete', '3 Relevance', '4 Management', '5 Custom metrics'];

function renderStepper(options: { lang?: 'en' | 'fr'; invalid?: string[] } = {}) {
  const onStepClick = vi.fn();
  renderWithProviders(
    <FormStepper steps={STEPS} active={2} onStepClick={onStepClick} invalidSteps={options.invalid ?? []} />,
    { lang: options.lang },
  );
  return { onStepClick };
}

describe('FormStepper, wide screens', () => {
  it('shows every step as a button named by its visible text, the current one marked', async () => {
    const { onStepClick } = renderStepper({ invalid: ['target'] });
    const nav = screen.getByRole('navigation', { name: 'Form steps' });
    const buttons = within(nav).getAllByRole('button');
    // Done: a tick; holding errors: a warning sign and "Incomplete"; current and upcoming: their number.
    expect(buttons.map((button) => button.textContent)).toEqual(SHOWN);
    for (const button of buttons) expect(button).toHaveAccessibleName(button.textContent ?? '');
    expect(within(nav).getByRole('button', { current: 'step' })).toHaveAccessibleName('3 Relevance');
    expect(screen.queryByRole('button', { name: 'All steps' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Target Incomplete' }));
    await userEvent.click(within(nav).getByRole('button', { name: '3 Relevance' }));
    expect(onStepClick.mock.calls).toEqual([[1]]);
  });
});

describe('FormStepper, below 900 px', () => {
  it('shows the current step and a menu of all the steps, used with the keyboard', async () => {
    onPhone();
    const { onStepClick } = renderStepper({ invalid: ['target'] });
    const nav = screen.getByRole('navigation', { name: 'Form steps' });
    expect(nav).toHaveTextContent(/^Step 3 of 5RelevanceAll steps$/);
    expect(within(nav).getAllByRole('button')).toHaveLength(1);

    const menuButton = within(nav).getByRole('button', { name: 'All steps' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(SHOWN);
    for (const item of items) expect(item).toHaveAccessibleName(item.textContent ?? '');
    expect(within(menu).getByRole('menuitem', { current: 'step' })).toHaveAccessibleName('3 Relevance');

    // Down to the fourth step, chosen with Enter: the menu closes and the focus is back on its button.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onStepClick.mock.calls).toEqual([[3]]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('says the step, its number and "Incomplete" in French', async () => {
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
