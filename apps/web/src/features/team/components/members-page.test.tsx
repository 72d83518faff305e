import type { AuditEntry, Invitation, Member } from '@cakemix/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, endSession, mockApi, startSession } from '@/test/api-mock.ts';
import { renderRoutes } from '@/test/render.tsx';
import { setScreenWidth } from '@/test/screen-width.ts';
import { AuditPage } from './audit-page.tsx';
import { MembersPage } from './members-page.tsx';

const userEvent = userEventLibrary.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await endSession();
});

const MEMBERS: Member[] = [
  {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: { name: 'admin' },
    status: 'active',
    license: 'pro',
    created_at: '2026-01-01T00:00:00.000Z',
    last_sign_in_at: '2026-03-01T14:30:00.000Z',
  },
  {
    id: 2,
    name: 'Bea Analyst',
    email: 'bea@example.com',
    role: { name: 'analyst' },
    status: 'active',
    license: 'pro',
    created_at: '2026-01-02T00:00:00.000Z',
    last_sign_in_at: null,
  },
];
const INVITATION: Invitation = {
  id: 7,
  email: 'new@example.com',
  role: { name: 'viewer' },
  lang: 'fr',
  invited_by: 'Ada Lovelace',
  sent_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2099-03-08T10:00:00.000Z',
};

function serve(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /websites/1/members': () => Response.json({ data: MEMBERS }),
    'GET /websites/1/invitations': () => Response.json({ data: [INVITATION] }),
    ...extra,
  });
}

describe('members screen', () => {
  it('lists members with role, status and last sign-in, and changes a role', async () => {
    setScreenWidth(1280);
    await startSession('admin');
    const calls = serve({
      'PUT /websites/1/members/2/role': () => Response.json({ user_message: 'The role has been changed.' }),
    });
    renderRoutes([{ path: '/members', element: <MembersPage /> }], { path: '/members' });
    await screen.findByText('bea@example.com');
    const [table] = screen.getAllByRole('table');
    if (!table) throw new Error('no members table');
    expect(within(table).getByText('Ada Lovelace (you)')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Bea Analyst' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'viewer' });
    expect(await screen.findByText('The role has been changed.')).toBeInTheDocument();
  });

  it('asks before deactivating, and shows the server’s refusal of the last admin', async () => {
    setScreenWidth(1280);
    await startSession('admin');
    const calls = serve({
      'PUT /websites/1/members/1/status': () =>
        Response.json(
          {
            code: 'validation',
            user_message: 'Le site doit garder au moins un administrateur actif.',
            errors: { member: ['Le site doit garder au moins un administrateur actif.'] },
          },
          { status: 422 },
        ),
    });
    renderRoutes([{ path: '/members', element: <MembersPage /> }], { path: '/members', lang: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver Ada Lovelace?' });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(
      await screen.findByText('Le site doit garder au moins un administrateur actif.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'deactivated' });
  });

  it('invites an address in the chosen language, and lists waiting invitations with resend and revoke', async () => {
    setScreenWidth(390);
    await startSession('admin');
    const calls = serve({
      'POST /websites/1/invitations': () =>
        Response.json(
          { ...INVITATION, id: 8, email: 'x@example.com', user_message: 'Sent.' },
          { status: 201 },
        ),
      'POST /websites/1/invitations/7/resend': () => Response.json({ user_message: 'Sent again.' }),
    });
    renderRoutes([{ path: '/members', element: <MembersPage /> }], { path: '/members' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'x@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Language of the e-mail and the app' }));
    await userEvent.click(await screen.findByRole('option', { name: 'French' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        email: 'x@example.com',
        role: 'analyst',
        lang: 'fr',
      }),
    );
    // On a phone the invitations are cards, their buttons in sight.
    await userEvent.click(screen.getByRole('button', { name: 'Resend the invitation to new@example.com' }));
    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
  });
});

const ENTRY: AuditEntry = {
  id: 41,
  created_at: '2026-03-01T14:30:00.000Z',
  actor: { id: 2, name: 'Bea Analyst' },
  record_type: 'property',
  record_id: 5,
  record_name: 'Rink Kings',
  action: 'update',
  changes: [
    { field: 'name', old: 'Rink', new: 'Rink Kings' },
    { field: 'asked_price_cents', old: 4_000_000, new: 5_500_000 },
  ],
};

describe('audit log screen', () => {
  it('shows who changed which field, named as the form does, in French; filters and pages', async () => {
    setScreenWidth(1280);
    await startSession('admin');
    const calls = serve({
      'GET /websites/1/audit': (call) =>
        Response.json(
          call.query.get('before')
            ? { data: [{ ...ENTRY, id: 3, actor: null, action: 'create', changes: [] }], next_before: null }
            : { data: [ENTRY], next_before: 41 },
        ),
    });
    renderRoutes([{ path: '/audit-log', element: <AuditPage /> }], { path: '/audit-log', lang: 'fr' });
    await screen.findByText('Rink Kings');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Nom de la propriété :')).toBeInTheDocument();
    expect(within(table).getByText('Rink → Rink Kings')).toBeInTheDocument();
    expect(within(table).getByText(/40\s000\s\$ → 55\s000\s\$/)).toBeInTheDocument();
    expect(within(table).getByText('Bea Analyst')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByText('Ligne de commande')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Type d’élément' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Profil de marque' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/websites/1/audit' && c.query.get('record_type') === 'brand_profile'),
      ).toBe(true),
    );
  });
});
