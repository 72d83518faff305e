import {
  formatCents,
  formatRatio,
  type PropertyData,
  propertyInputSchema,
  standaloneValuation,
} from '@cakemix/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { rateCardAnswer } from '@/test/rate-card-fixture.ts';
import { renderRoutes } from '@/test/render.tsx';
import { fixtureItemId, savedProperty } from './property-fixtures.test-data.ts';
import { PropertyFormPage } from './property-form-page.tsx';

// No pause between keystrokes, and a long time allowed per test: getByRole walks the large DOM of this
// 9-step form, and the suite runs files side by side.
const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/properties', element: <h1>Properties list</h1> },
      { path: '/properties/create', element: <PropertyFormPage /> },
      { path: '/properties/edit/:id', element: <PropertyFormPage /> },
    ],
    { path: ['/properties', path], lang },
  );
}

/** Types a whole value at once (one input event): this long form re-renders on each keystroke in jsdom. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Confirms the delete-item modal that a removal opens. */
async function confirmDelete() {
  const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

/** A step's button, once the form is on screen. */
const screenStep = async (name: string) => {
  await screen.findByText(/^Last updated at /);
  return stepButton(name);
};

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');
// A step's name is its visible text: its number (none behind a tick or a warning sign), its name, "Incomplete".
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^(\\d )?${name}( |$)`) });

describe('PropertyFormPage, repeating items', () => {
  it('adds, edits and removes hospitality items inline, and saves what is left', async () => {
    await startSession();
    const calls = mockApi({
      'POST /properties': (call) =>
        Response.json({ ...savedProperty({ id: 12 }), ...(call.body as PropertyData) }, { status: 201 }),
    });
    setup('/properties/create');
    await fill(screen.getByRole('textbox', { name: /Property name/ }), 'Summer Sounds Festival');
    await userEvent.click(stepButton('Hospitality'));
    expect(screen.getByText('Nothing added yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a hospitality item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a hospitality item' }));
    const [first, second] = screen.getAllByRole('article');
    await userEvent.type(within(first as HTMLElement).getByRole('textbox', { name: /Name/ }), 'VIP tent');
    await userEvent.type(
      within(second as HTMLElement).getByRole('textbox', { name: /Name/ }),
      'Backstage passes',
    );
    await userEvent.type(within(second as HTMLElement).getByRole('textbox', { name: 'Quantity' }), '20');
    await userEvent.type(within(second as HTMLElement).getByRole('textbox', { name: 'Unit value' }), '150.5');
    expect(screen.getByRole('article', { name: 'VIP tent' })).toBeInTheDocument();

    // Removing asks first: cancelled, the item stays; confirmed, it goes.
    await userEvent.click(screen.getByRole('button', { name: 'Remove VIP tent' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(ask).toHaveTextContent('“VIP tent” will be deleted.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'VIP tent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove VIP tent' }));
    await confirmDelete();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'VIP tent' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.status).toBe('draft');
    expect(body.hospitality.items).toEqual([
      expect.objectContaining({ name: 'Backstage passes', quantity: 20, unit_value: 150.5 }),
    ]);
    expect(body.hospitality.items[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deletes a saved digital audience on the server, and says so when that fails', async () => {
    await startSession();
    const calls = mockApi({
      'GET /properties/7': () => Response.json(savedProperty()),
      [`DELETE /properties/7/items/${fixtureItemId(1)}`]: () =>
        Response.json({ user_message: 'Error while deleting' }, { status: 404 }),
    });
    setup('/properties/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Instagram' }));
    await confirmDelete();
    expect(await screen.findByText('Error while deleting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Instagram' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('PropertyFormPage, leaving with unsaved work', () => {
  it('asks before leaving with a changed CPM override, and keeps it when staying', async () => {
    await startSession();
    mockApi({
      'GET /properties/7': () => Response.json(savedProperty()),
      'GET /properties/7/cpm': () => Response.json({ cpm: [] }),
    });
    const { router } = setup('/properties/edit/7');
    await userEvent.click(await screenStep('Owned media'));
    await userEvent.click(screen.getByRole('button', { name: 'Show CPM view' }));
    const tv = screen.getByRole('textbox', { name: 'CPM override for TV' });
    await fill(tv, '45');

    await act(() => router.navigate('/properties'));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/properties/edit/7');
    expect(screen.getByRole('textbox', { name: 'CPM override for TV' })).toHaveValue('$45');
  });
});

describe('PropertyFormPage, saving', () => {
  it('saves a refused "save and finish" as a draft first, then names the steps to fix and goes there', async () => {
    await startSession();
    const property = savedProperty({ status: 'draft' });
    property.management.rights_fee = null;
    let stored = property;
    const calls = mockApi({
      'GET /properties/7': () => Response.json(stored),
      'PUT /properties/7': (call) => {
        stored = { ...savedProperty(), ...(call.body as PropertyData) };
        return Response.json(stored);
      },
    });
    setup('/properties/edit/7');
    expect(await screen.findByText(/^Last updated at .+ by Demo Admin$/)).toBeInTheDocument();
    // Its mark tells the truth from the start: the management step misses its rights fee.
    expect(stepButton('Management')).toHaveAccessibleName('4 Management 1 field to complete');
    await userEvent.click(stepButton('Custom metrics'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a metric' }));
    const added = screen.getAllByRole('article').at(-1) as HTMLElement;
    await fill(within(added).getByRole('textbox', { name: /^Name/ }), 'Newsletter opens');
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.status).toBe('draft');
    expect(body.custom_metrics.items.at(-1)).toMatchObject({ name: 'Newsletter opens' });
    expect(
      await screen.findByText(
        'Please fill all required fields in the following section(s): Management, Custom metrics.',
      ),
    ).toBeInTheDocument();
    // Taken to the first step to fix, its field marked.
    expect(stepButton('Management')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('textbox', { name: /Rights fee/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
  });

  it('does not submit the step on Enter in a date, number or select field; does in a text field', async () => {
    await startSession();
    const calls = mockApi({
      'POST /properties': (call) =>
        Response.json({ ...savedProperty({ id: 12 }), ...(call.body as PropertyData) }, { status: 201 }),
    });
    setup('/properties/create');
    await fill(screen.getByRole('textbox', { name: /Property name/ }), 'Harbour Days');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beginning' }), '1 jun 2027{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Years in operation' }), '12{Enter}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sponsorship type' }));
    await userEvent.keyboard('{ArrowDown}{Enter}{Enter}');
    expect(writes(calls)).toEqual([]);
    expect(stepButton('General')).toHaveAttribute('aria-current', 'step');

    await userEvent.type(screen.getByRole('textbox', { name: /Property name/ }), '{Enter}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.general).toMatchObject({
      name: 'Harbour Days',
      start_date: '2027-06-01',
      years_in_operation: 12,
    });
  });

  /** A new property named "Carnaval" in the French create form; the calls made, a POST answered as saved. */
  async function createInFrench() {
    await startSession();
    const calls = mockApi({
      'POST /properties': (call) =>
        Response.json({ ...savedProperty({ id: 12 }), ...(call.body as PropertyData) }, { status: 201 }),
    });
    setup('/properties/create', 'fr');
    await fill(screen.getByRole('textbox', { name: /Nom de la propriété/ }), 'Carnaval');
    return calls;
  }

  it('sends an unanswered tick-box question as null and "none of these" as []', async () => {
    const calls = await createInFrench();
    const benefits = within(screen.getByRole('group', { name: 'Avantages permis au commanditaire' }));
    await userEvent.click(benefits.getByRole('checkbox', { name: 'Aucun de ces choix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.general.sponsor_benefits).toEqual([]);
    expect(body.general.exclusivity).toBeNull();
    expect(body.management.information_sources).toBeNull();
    expect(body.general.events_per_season).toBeNull();
  });

  it('takes the dates in the fr-CA format, says an end before the beginning in French, and sends ISO dates', async () => {
    const calls = await createInFrench();
    await fill(screen.getByRole('textbox', { name: 'Début' }), '2026-11-23');
    const end = screen.getByRole('textbox', { name: 'Fin' });
    await fill(end, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(
      await screen.findByText('La date de fin doit être identique ou postérieure à la date de début.'),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    await userEvent.clear(end);
    await userEvent.paste('2026-12-1');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as PropertyData;
    expect(body.general.start_date).toBe('2026-11-23');
    expect(body.general.end_date).toBe('2026-12-01');
  });

  it('marks the step of a field the server refused', async () => {
    await startSession();
    const calls = mockApi({
      'GET /properties/7': () => Response.json(savedProperty()),
      'PUT /properties/7': () =>
        Response.json(
          {
            user_message: 'The given data was invalid.',
            errors: { 'hospitality.items.0.quantity': ['The quantity is too large.'] },
          },
          { status: 422 },
        ),
    });
    setup('/properties/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and quit' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(stepButton('Hospitality')).toHaveAccessibleName('Hospitality Incomplete');
    await userEvent.click(stepButton('Hospitality'));
    expect(screen.getByText('The quantity is too large.')).toBeInTheDocument();
  });
});

describe('PropertyFormPage, live estimate', () => {
  it('values the property in the browser and follows a changed number without a call', async () => {
    await startSession();
    const property = savedProperty();
    const calls = mockApi({
      'GET /properties/7': () => Response.json(property),
      'GET /websites/1/rate-card': () => Response.json(rateCardAnswer()),
    });
    setup('/properties/edit/7');
    const panel = await screen.findByRole('complementary', { name: 'Live estimate' });
    const before = standaloneValuation(property);
    // The panel shows the rights value (what the property delivers) against the rights fee.
    expect(within(panel).getByTestId('estimate-value')).toHaveTextContent(
      formatCents(before.valueCents ?? 0, 'en'),
    );
    expect(panel).toHaveTextContent(/neutral brand/);

    await userEvent.click(stepButton('Management'));
    const fee = screen.getByRole('textbox', { name: 'Rights fee (asked price)' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '50000');
    await waitFor(() =>
      expect(within(panel).getByTestId('estimate-fee')).toHaveTextContent(formatCents(5_000_000, 'en')),
    );
    const after = standaloneValuation(
      propertyInputSchema.parse({ ...property, management: { ...property.management, rights_fee: 50000 } }),
    );
    // The rights-fee ratio follows the new fee, two decimals as the report prints it.
    expect(within(panel).getByTestId('estimate-ratio')).toHaveTextContent(
      formatRatio(after.ratio ?? 0, 'en'),
    );
    // The website's rates are read once (besides the property and its history); the estimate calls nothing.
    expect(calls.filter((call) => !call.path.startsWith('/properties/7')).map((call) => call.path)).toEqual([
      '/websites/1/rate-card',
    ]);
  });
});
