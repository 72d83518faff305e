import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NumberInputValue } from '../lib/number-input.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PercentGroupInput, type PercentGroupInputProps } from './percent-group-input.tsx';

const OPTIONS = [
  { key: 'female', label: 'Female' },
  { key: 'male', label: 'Male' },
];

/** The group as a form holds it: its value in state, every change reported. */
function Harness({
  initial = {},
  onValue = () => {},
  ...props
}: Partial<PercentGroupInputProps> & {
  initial?: Record<string, NumberInputValue>;
  onValue?: (value: Record<string, NumberInputValue>) => void;
}) {
  const [value, setValue] = useState<Record<string, NumberInputValue>>(initial);
  return (
    <PercentGroupInput
      label="Gender"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      {...props}
    />
  );
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('PercentGroupInput', () => {
  it('is a labelled group of labelled inputs that shows its running total', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveTextContent('Total: 0%');

    await userEvent.type(within(group).getByLabelText('Female'), '45');
    expect(group).toHaveTextContent('Total: 45%');
    await userEvent.type(within(group).getByLabelText('Male'), '12.5');
    expect(group).toHaveTextContent('Total: 57.5%');
    expect(onValue).toHaveBeenLastCalledWith({ female: 45, male: 12.5 });
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('says a total over 100 % is wrong, on any group, as soon as it is typed', async () => {
    renderWithProviders(<Harness initial={{ female: 60 }} />);
    const group = screen.getByRole('group', { name: 'Gender' });
    await userEvent.type(within(group).getByLabelText('Male'), '50');
    expect(group).toHaveTextContent('Total: 110%');
    expect(group).toHaveAccessibleDescription(/Total of percentages must be between 0% and 100%\./);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByLabelText('Female')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(group).getByLabelText('Male'));
    await userEvent.type(within(group).getByLabelText('Male'), '40');
    expect(group).not.toHaveTextContent('Total of percentages must be between');
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('reminds that an exact group must total 100 %, until it does', async () => {
    renderWithProviders(<Harness exact initial={{ female: 30 }} />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveTextContent('Total of percentages must equal 100%.');
    // A reminder, not yet an error: a draft may be saved like this.
    expect(group).not.toHaveAttribute('aria-invalid');

    await userEvent.type(within(group).getByLabelText('Male'), '70');
    expect(group).toHaveTextContent('Total: 100%');
    expect(group).not.toHaveTextContent('must equal');
  });

  it('has one wording for an exact group: a reminder while typed, an error over 100 % or once left', async () => {
    renderWithProviders(
      <>
        <Harness exact initial={{ female: 60 }} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    const rule = 'Total of percentages must equal 100%.';
    await userEvent.type(within(group).getByLabelText('Male'), '41');
    expect(group).toHaveTextContent('Total: 101%');
    expect(group).toHaveAccessibleDescription(new RegExp(rule.replace('.', '\\.')));
    expect(group).not.toHaveTextContent('between');
    expect(group).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(group).getByLabelText('Male'));
    await userEvent.type(within(group).getByLabelText('Male'), '39');
    // 99 % while the focus is in the group: the rule as a reminder.
    expect(group).toHaveTextContent(rule);
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(group).getByLabelText('Female'));
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveTextContent(rule);
  });

  it("shows the form's error in place of its own messages", () => {
    renderWithProviders(<Harness exact error="This field is required." />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveAccessibleDescription(/This field is required\./);
    expect(group).not.toHaveTextContent('must equal');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads and writes numbers the French way', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />, { lang: 'fr' });
    const group = screen.getByRole('group', { name: 'Gender' });
    await userEvent.type(within(group).getByLabelText('Female'), '12,5');
    expect(onValue).toHaveBeenLastCalledWith({ female: 12.5 });
    expect(plain(within(group).getByLabelText<HTMLInputElement>('Female').value)).toBe('12,5 %');
    expect(plain(group.textContent)).toContain('Total : 12,5 %');

    await userEvent.type(within(group).getByLabelText('Male'), '90');
    expect(plain(group.textContent)).toContain(
      'Le total des pourcentages doit être compris entre 0 % et 100 %.',
    );
  });
});
