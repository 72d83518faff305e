import { Modal } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { useGuardedClose, useUnsavedChangesGuard, useUnsavedWork } from './unsaved-changes-guard.tsx';

/** A comment being written beside the form, as on the custom metrics step: unsaved work of its own. */
function CommentBox() {
  const [text, setText] = useState('');
  useUnsavedWork(text !== '');
  return (
    <label>
      Comment
      <textarea value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </label>
  );
}

/** A modal holding a form, as the support request: closing it with something typed asks first. */
function NoteModal() {
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const close = useGuardedClose(note !== '', () => {
    setOpened(false);
    setNote('');
  });
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Write a note
      </button>
      <Modal opened={opened} onClose={close} title="Note">
        <label>
          Note text
          <input value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        </label>
      </Modal>
    </>
  );
}

/** A form page: a checkbox stands for "has unsaved changes"; "save" releases the guard and leaves. */
function FormPage() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <h1>Form</h1>
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.currentTarget.checked)} />
        Unsaved changes
      </label>
      <CommentBox />
      <NoteModal />
      <Link to="/list">Back to the list</Link>
      <Link to="/form?tab=2">Other tab</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate('/list');
        }}
      >
        Save and quit
      </button>
    </>
  );
}

function setup(lang: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/list', element: <h1>List</h1> },
    ],
    { path: ['/list', '/form'], lang },
  );
}

function beforeUnloadIsCancelled() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: staying stays, leaving goes', async () => {
    const { router } = setup();
    await userEvent.click(screen.getByLabelText('Unsaved changes'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes have not been saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Unsaved changes')).toBeChecked();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks in French too, also for a change of the query string and for the browser back button', async () => {
    const { router } = setup('fr');
    await userEvent.click(screen.getByLabelText('Unsaved changes'));
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('asks the browser to confirm closing or reloading only while there are unsaved changes', async () => {
    setup();
    expect(beforeUnloadIsCancelled()).toBe(false);
    await userEvent.click(screen.getByLabelText('Unsaved changes'));
    expect(beforeUnloadIsCancelled()).toBe(true);
    await userEvent.click(screen.getByLabelText('Unsaved changes'));
    expect(beforeUnloadIsCancelled()).toBe(false);
  });

  it('lets the form leave right after a save, before its clean state renders', async () => {
    const { router } = setup();
    await userEvent.click(screen.getByLabelText('Unsaved changes'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and quit' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks for a comment being written beside a clean form, and keeps it when staying', async () => {
    const { router } = setup();
    await userEvent.type(screen.getByLabelText('Comment'), 'Half a thought');
    expect(beforeUnloadIsCancelled()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Comment')).toHaveValue('Half a thought');
    // A save of the form does not save the comment: leaving still asks.
    await userEvent.click(screen.getByRole('button', { name: 'Save and quit' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('asks before closing a modal with something typed (here by Escape)', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Write a note' }));
    await userEvent.type(await screen.findByLabelText('Note text'), 'Call the club');
    expect(beforeUnloadIsCancelled()).toBe(true);
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Close without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).toBeNull());
    expect(screen.getByLabelText('Note text')).toHaveValue('Call the club');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.queryByLabelText('Note text')).not.toBeInTheDocument());
    expect(beforeUnloadIsCancelled()).toBe(false);
  });
});
