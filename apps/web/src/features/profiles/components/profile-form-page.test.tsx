import type { BrandProfile, BrandProfileData } from '@cakemix/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { rateCardAnswer } from '@/test/rate-card-fixture.ts';
import { renderRoutes } from '@/test/render.tsx';
import { completeProfile } from './profile-fixtures.test-data.ts';
import { ProfileFormPage } from './profile-form-page.tsx';

// No pause between keystrokes: the form re-renders on each one, and the suite runs files side by side,
// which makes these long screens slow in jsdom; hence also the longer time allowed per test.
const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

function setup(path: string, lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/brand-profiles', element: <h1>Profiles list</h1> },
      { path: '/brand-profiles/create', element: <ProfileFormPage /> },
      { path: '/brand-profiles/edit/:id', element: <ProfileFormPage /> },
    ],
    { path: ['/brand-profiles', path], lang },
  );
}

/** The server's answer to a save: the body it was sent, with the profile's fixed fields. */
function savedFrom(call: ApiCall, id: number): BrandProfile {
  return { ...completeProfile({ id }), ...(call.body as BrandProfileData) };
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');
const group = (name: string) => screen.getByRole('group', { name });

describe('ProfileFormPage, creating', () => {
  it('needs a name even for a draft, and names the step to fix', async () => {
    await startSession();
    const calls = mockApi({});
    setup('/brand-profiles/create');

    expect(screen.getByRole('heading', { level: 1, name: 'New brand profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields in the following section(s): Brand.',
    );
    expect(screen.getByRole('textbox', { name: /Profile name/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(writes(calls)).toEqual([]);

    // The message follows the value: typing a name clears it.
    await userEvent.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Autumn');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves objectives totalling 110 % as a draft, marked at the field with one wording', async () => {
    await startSession();
    let created: BrandProfile | undefined;
    const calls = mockApi({
      'POST /brand-profiles': (call) => {
        created = savedFrom(call, 9);
        return Response.json(created, { status: 201 });
      },
      'GET /brand-profiles/9': () => Response.json(created),
    });
    setup('/brand-profiles/create');
    await userEvent.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Autumn');
    const objectives = group('What should sponsorships do for the brand?');
    await userEvent.type(within(objectives).getByLabelText('Visibility'), '80');
    await userEvent.type(within(objectives).getByLabelText('Sales'), '30');
    expect(objectives).toHaveAccessibleDescription(/Total of percentages must equal 100%\./);
    expect(objectives).toHaveAttribute('aria-invalid', 'true');
    expect(objectives).not.toHaveTextContent('between');

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      status: 'draft',
      objectives: { visibility: 80, sales: 30 },
    });
    // The brand step keeps no tick: it still misses things, the total among them.
    expect(
      await screen.findByRole('button', { name: /^1 Brand \d+ fields to complete$/ }),
    ).toBeInTheDocument();
  });

  it('creates a draft with "save and continue" and moves to the edit address, on step 2', async () => {
    await startSession();
    let created: BrandProfile | undefined;
    const calls = mockApi({
      'POST /brand-profiles': (call) => {
        created = savedFrom(call, 9);
        return Response.json(created, { status: 201 });
      },
      'GET /brand-profiles/9': () => Response.json(created),
    });
    const { router } = setup('/brand-profiles/create');
    await userEvent.type(screen.getByRole('textbox', { name: /Profile name/ }), '  Autumn  ');
    await userEvent.type(
      within(group('What should sponsorships do for the brand?')).getByLabelText('Visibility'),
      '55.5',
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Sincere' })).getByRole('radio', { name: '4' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Provincial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('group', { name: 'Gender' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand-profiles/edit/9');
    // The create screen was replaced, not stacked: "back" leads to the list.
    expect(router.state.historyAction).toBe('REPLACE');
    const [post] = writes(calls);
    expect(post?.body).toMatchObject({
      name: 'Autumn',
      status: 'draft',
      objectives: { visibility: 55.5, image: null },
      characteristics: { sincere: 4, exciting: null },
      geographic_scope: 'provincial',
      geographic_areas: [],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit brand profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and finish' })).toBeInTheDocument();

    // "Previous step" shows step 1 with the saved values.
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('textbox', { name: /Profile name/ })).toHaveValue('Autumn');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Sincere' })).getByRole('radio', { name: '4' }),
    ).toBeChecked();
  });

  it('does not offer a viewer to create a profile', async () => {
    await startSession('viewer');
    mockApi({});
    setup('/brand-profiles/create');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only administrators and analysts can create brand profiles.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ProfileFormPage, editing', () => {
  it('shows when and by whom the profile was last changed, in the interface language', async () => {
    await startSession();
    mockApi({ 'GET /brand-profiles/7': () => Response.json(completeProfile()) });
    setup('/brand-profiles/edit/7', 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier le profil de marque' }),
    ).toBeInTheDocument();
    const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-05T18:30:00.000Z'),
    );
    expect(screen.getByText(`Dernière mise à jour le ${when} par Ada Lovelace`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom du profil/ })).toHaveValue('Summer brand');
  });

  it('takes “last updated” from the audit log and lists the profile’s history under the form', async () => {
    await startSession();
    const entry = {
      id: 12,
      created_at: '2026-03-06T15:00:00.000Z',
      actor: null,
      record_type: 'brand_profile',
      record_id: 7,
      record_name: 'Summer brand',
      action: 'update',
      changes: [{ field: 'data.objectives.visibility', old: 40, new: 50 }],
    };
    mockApi({
      'GET /brand-profiles/7': () => Response.json(completeProfile()),
      'GET /brand-profiles/7/history': () => Response.json({ data: [entry], next_before: null }),
    });
    setup('/brand-profiles/edit/7', 'fr');
    const history = await screen.findByRole('region', { name: 'Historique' });
    const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(entry.created_at),
    );
    expect(await within(history).findByText(/Modification par Ligne de commande/)).toBeInTheDocument();
    expect(history).toHaveTextContent(/Objectifs de communication › Visibilité\s:\s40 → 50/);
    expect(screen.getByText(`Dernière mise à jour le ${when} par Ligne de commande`)).toBeInTheDocument();
  });

  it('saves the draft before refusing to finish, names each step to fix and goes there', async () => {
    await startSession();
    const draft = completeProfile({ status: 'draft' });
    const ethnicity = Object.fromEntries(Object.keys(draft.demographics.ethnicity).map((key) => [key, null]));
    const profile = { ...draft, demographics: { ...draft.demographics, ethnicity } };
    const calls = mockApi({
      'GET /brand-profiles/7': () => Response.json(profile),
      'PUT /brand-profiles/7': (call) => Response.json(savedFrom(call, 7)),
    });
    const { router } = setup('/brand-profiles/edit/7');
    await userEvent.clear(await screen.findByRole('textbox', { name: /Profile name/ }));
    await userEvent.click(screen.getByRole('button', { name: /^2 Target audience/ }));

    // Without a name not even a draft can be stored: nothing is sent, and the brand step is shown.
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields in the following section(s): Brand, Target audience.',
    );
    expect(screen.getByRole('textbox', { name: /Profile name/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByRole('button', { name: 'Target audience 1 field to complete' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    // Named, the profile is saved as a draft first; then finishing is refused for the empty ethnicity.
    await userEvent.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Winter brand');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toMatchObject({ name: 'Winter brand', status: 'draft' });
    expect(
      await screen.findByText(
        'Please fill all required fields in the following section(s): Target audience.',
      ),
    ).toBeInTheDocument();
    // The notification says the work is saved, the alert what finishing needs.
    expect(
      screen.getByText('“Winter brand” has been saved as in progress: some required information is missing.'),
    ).toBeInTheDocument();
    expect(group('Ethnicity')).toHaveAccessibleDescription(/This field is required\./);
    expect(router.state.location.pathname).toBe('/brand-profiles/edit/7');

    // A total of 99 %: finishing names the rule, not "required fields".
    await userEvent.type(within(group('Ethnicity')).getByLabelText('White'), '90');
    await userEvent.type(within(group('Ethnicity')).getByLabelText('Other'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]?.body).toMatchObject({ status: 'draft' });
    expect(
      await screen.findByText('Target audience: Total of percentages must equal 100%.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/required fields/)).not.toBeInTheDocument();
    await userEvent.clear(within(group('Ethnicity')).getByLabelText('Other'));
    await userEvent.type(within(group('Ethnicity')).getByLabelText('Other'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Profiles list' })).toBeInTheDocument();
    expect(writes(calls)[3]?.body).toMatchObject({ status: 'complete' });
  });

  it("puts the server's 422 on the fields and keeps each message until its field changes", async () => {
    await startSession();
    const calls = mockApi({
      'GET /brand-profiles/7': () => Response.json(completeProfile()),
      'PUT /brand-profiles/7': () =>
        Response.json(
          {
            code: 'validation',
            user_message: 'Please fill all required fields in the following section(s): Target audience.',
            errors: { 'demographics.gender': ['Total of percentages must equal 100%.'] },
          },
          { status: 422 },
        ),
    });
    const { router } = setup('/brand-profiles/edit/7');
    await screen.findByRole('textbox', { name: /Profile name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('section(s): Target audience.');
    expect(router.state.location.pathname).toBe('/brand-profiles/edit/7');
    expect(writes(calls)[0]?.body).toMatchObject({ status: 'complete' });
    await userEvent.click(screen.getByRole('button', { name: /^Target audience/ }));
    expect(group('Gender')).toHaveAccessibleDescription(/Total of percentages must equal 100%\./);
    expect(group('Gender')).toHaveAttribute('aria-invalid', 'true');

    // Changed, the group is the user's again: the reminder of an exact total, not the server's error.
    await userEvent.clear(within(group('Gender')).getByLabelText('Male'));
    await userEvent.type(within(group('Gender')).getByLabelText('Male'), '40');
    expect(group('Gender')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a complete profile that lost a value as in progress with "save and quit", and says so', async () => {
    await startSession();
    const calls = mockApi({
      'GET /brand-profiles/7': () => Response.json(completeProfile()),
      'PUT /brand-profiles/7': (call) => Response.json(savedFrom(call, 7)),
    });
    const { router } = setup('/brand-profiles/edit/7');
    const visibility = within(
      await screen.findByRole('group', { name: /What should sponsorships do/ }),
    ).getByLabelText('Visibility');
    await userEvent.clear(visibility);
    await userEvent.click(screen.getByRole('button', { name: 'Save and quit' }));

    expect(await screen.findByRole('heading', { name: 'Profiles list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand-profiles');
    expect(writes(calls)[0]?.body).toMatchObject({ status: 'draft', objectives: { visibility: null } });
    expect(
      screen.getByText('“Summer brand” has been saved as in progress: some required information is missing.'),
    ).toBeInTheDocument();
  });

  it('finishes a valid profile and returns to the list', async () => {
    await startSession();
    const calls = mockApi({
      'GET /brand-profiles/7': () => Response.json(completeProfile({ status: 'draft' })),
      'PUT /brand-profiles/7': (call) => Response.json(savedFrom(call, 7)),
    });
    setup('/brand-profiles/edit/7');
    await screen.findByRole('textbox', { name: /Profile name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ status: 'draft' });

    await userEvent.click(await screen.findByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Profiles list' })).toBeInTheDocument();
    expect(writes(calls)[1]?.body).toMatchObject({ status: 'complete' });
    expect(screen.getByText('“Summer brand” is complete.')).toBeInTheDocument();
  });

  it('sets the brand’s own target ratio beside the website’s, and refuses one out of bounds on its field', async () => {
    await startSession();
    const card = rateCardAnswer({
      own: { target_ratio: { id: 4, value: 2.5, effective_from: '2026-02-01', note: '' } },
    });
    const calls = mockApi({
      'GET /brand-profiles/7': () => Response.json(completeProfile()),
      'GET /websites/1/rate-card': () => Response.json(card),
      'PUT /brand-profiles/7': (call) => Response.json(savedFrom(call, 7)),
    });
    setup('/brand-profiles/edit/7');
    const target = await screen.findByRole('textbox', { name: 'Target value-to-cost ratio (optional)' });
    expect(target).toHaveValue('');
    await waitFor(() =>
      expect(target).toHaveAccessibleDescription(
        'Leave it empty to use the website’s target, 2.50:1. From 1.00:1 to 10.00:1.',
      ),
    );
    await userEvent.type(target, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(target).toHaveAccessibleDescription(
      /Enter a ratio from 1 to 10 with at most two decimals: 2\.5 for a target of 2\.5:1\./,
    );
    expect(writes(calls)).toEqual([]);
    await userEvent.clear(target);
    await userEvent.type(target, '3.25');
    expect(target).toHaveValue('3.25:1');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ target_ratio: 3.25 });
  });

  it('asks for the target ratio in French', async () => {
    await startSession();
    mockApi({ 'GET /brand-profiles/7': () => Response.json(completeProfile({ target_ratio: 2.75 })) });
    setup('/brand-profiles/edit/7', 'fr');
    const target = await screen.findByRole('textbox', { name: 'Ratio valeur-coût cible (facultatif)' });
    expect(target).toHaveValue('2,75:1');
    expect(
      screen.getByText(/Laissez-le vide pour utiliser la cible du site, 2,00:1\. De 1,00:1 à 10,00:1\./),
    ).toBeInTheDocument();
  });

  it('shows a viewer the profile read-only, with only moves between the steps', async () => {
    await startSession('viewer');
    mockApi({ 'GET /brand-profiles/7': () => Response.json(completeProfile()) });
    setup('/brand-profiles/edit/7');
    expect(await screen.findByRole('textbox', { name: /Profile name/ })).toBeDisabled();
    expect(screen.getByText(/only administrators and analysts can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(within(group('Gender')).getByLabelText('Female')).toBeDisabled();
  });

  it('says so when the profile does not exist', async () => {
    await startSession();
    mockApi({
      'GET /brand-profiles/404': () =>
        Response.json(
          { code: 'not_found', user_message: 'The requested item could not be found.' },
          { status: 404 },
        ),
    });
    setup('/brand-profiles/edit/404');
    expect(
      await screen.findByText('This brand profile does not exist or has been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the brand profiles' })).toHaveAttribute(
      'href',
      '/brand-profiles',
    );
  });
});
