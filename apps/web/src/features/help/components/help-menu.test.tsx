import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { HelpMenu } from './help-menu.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await endSession();
});

function setup(lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/properties', element: <HelpMenu /> },
      { path: '/knowledge-center', element: <h1>KC</h1> },
    ],
    { path: '/properties?page=2', lang },
  );
}

describe('HelpMenu', () => {
  it('sends a support request with the page the user is on, after showing the spec messages for empty fields', async () => {
    await startSession('viewer');
    const calls = mockApi({
      'POST /websites/1/send-support-request': () =>
        Response.json({ id: 1, user_message: 'Your support request has been sent.' }, { status: 201 }),
    });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Help menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Please specify a valid subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Please specify the source of your problem.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Stuck');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Nothing happens.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      subject: 'Stuck',
      message: 'Nothing happens.',
      page: '/properties?page=2',
    });
    expect(await screen.findByText('Your support request has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact support' })).toBeNull());
  }, 20_000);

  it('shows the failure message of the server in the form', async () => {
    await startSession('admin');
    mockApi({
      'POST /websites/1/send-support-request': () =>
        Response.json(
          {
            code: 'internal',
            user_message:
              "Nous n'avons pas pu envoyer votre demande de soutien. Veuillez réessayer plus tard.",
          },
          { status: 500 },
        ),
    });
    setup('fr');
    await userEvent.click(screen.getByRole('button', { name: "Menu d'aide" }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacter le soutien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter le soutien' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Objet' }), 'Bloqué');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Rien ne se passe.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Nous n'avons pas pu envoyer votre demande de soutien.",
    );
  }, 20_000);

  it('filters the glossary and shows the FAQ', async () => {
    await startSession('viewer');
    mockApi({
      'GET /help/glossary': () =>
        Response.json({
          lang: 'en',
          terms: [
            { id: 'cpm', term: 'CPM', definition: 'Cost per thousand impressions.' },
            { id: 'predominance', term: 'Predominance', definition: 'How dominant the mark is.' },
          ],
        }),
      'GET /help/faq': () =>
        Response.json({
          lang: 'en',
          entries: [{ id: 'q', question: 'What is a good ratio?', answer: '2:1 to 3:1.' }],
        }),
    });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Help menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Glossary' }));
    const drawer = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(await within(drawer).findByText('CPM')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search a term' }), 'prédominance');
    expect(within(drawer).queryByText('CPM')).toBeNull();
    expect(within(drawer).getByText('Predominance')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    // Focus goes back to the menu's button, not to the top of the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help menu' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Help menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'FAQ' }));
    const faq = await screen.findByRole('dialog', { name: 'Frequently asked questions' });
    await userEvent.click(await within(faq).findByRole('button', { name: 'What is a good ratio?' }));
    expect(within(faq).getByRole('button', { name: 'What is a good ratio?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(faq).getByText('2:1 to 3:1.')).toBeInTheDocument();
  }, 20_000);

  it('adds no second banner landmark while a panel is open, in French', async () => {
    await startSession('viewer');
    mockApi({
      'GET /help/glossary': () =>
        Response.json({ lang: 'fr', terms: [{ id: 'cpm', term: 'CPM', definition: 'Coût par mille.' }] }),
      'GET /help/faq': () =>
        Response.json({ lang: 'fr', entries: [{ id: 'q', question: 'Un bon ratio?', answer: '2:1.' }] }),
    });
    // In the page's header, as in the app.
    renderRoutes(
      [
        {
          path: '/properties',
          element: (
            <header>
              <HelpMenu />
            </header>
          ),
        },
      ],
      { path: '/properties', lang: 'fr' },
    );
    for (const [item, title] of [
      ['Glossaire', 'Glossaire'],
      ['FAQ', 'Foire aux questions'],
      ['Contacter le soutien', 'Contacter le soutien'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: "Menu d'aide" }));
      await userEvent.click(await screen.findByRole('menuitem', { name: item }));
      const panel = await screen.findByRole('dialog', { name: title });
      expect(within(panel).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
      expect(panel.querySelector('header')).toBeNull();
      expect(document.querySelectorAll('header')).toHaveLength(1);
      expect(screen.getAllByRole('banner')).toHaveLength(1);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  }, 20_000);
});
