import { type Member, ROLES, type Role } from '@cakemix/core';
import { Badge, Button, Group, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '@/components/list-page-body.tsx';
import type { ListColumn } from '@/components/list-table.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useFormat } from '@/lib/format.ts';
import { notifyError } from '@/lib/notify.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { useSession } from '@/lib/session.ts';
import { useChangeMember, useMembers } from '../api/team-api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';

/** The members' table needs this much room; narrower screens show cards. */
const MEMBERS_TABLE_WIDTH = 980;

type Pending = { member: Member; kind: 'deactivate' | 'remove' } | null;

const failed = (error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error));

/** /members: the website's members and invitations, for its admins (issue 30). */
export function MembersPage() {
  const heading = usePageHeading('team.members');
  const { t } = useTranslation();
  const format = useFormat();
  const me = useSession().user?.id;
  const members = useMembers();
  const change = useChangeMember();
  const [pending, setPending] = useState<Pending>(null);

  const act = (variables: Parameters<typeof change.mutate>[0]) =>
    change.mutate(variables, { onError: failed, onSettled: () => setPending(null) });

  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`team.roles.${role}`) }));
  const columns: ListColumn<Member>[] = [
    {
      key: 'name',
      label: t('team.members.columns.name'),
      title: true,
      cell: (m) => (m.id === me ? t('team.members.you', { name: m.name }) : m.name),
    },
    { key: 'email', label: t('team.members.columns.email'), cell: (m) => m.email },
    {
      key: 'role',
      label: t('team.members.columns.role'),
      minWidth: 170,
      cell: (m) => (
        <Select
          aria-label={t('team.members.roleLabel', { name: m.name })}
          data={roleOptions}
          value={m.role.name}
          allowDeselect={false}
          size="xs"
          w={160}
          disabled={change.isPending}
          onChange={(role) => {
            if (role && role !== m.role.name) act({ id: m.id, role: role as Role });
          }}
        />
      ),
    },
    {
      key: 'status',
      label: t('team.members.columns.status'),
      cell: (m) => (
        <Badge color={m.status === 'active' ? 'green' : 'gray'} variant="light">
          {t(`team.statuses.${m.status}`)}
        </Badge>
      ),
    },
    {
      key: 'lastSignIn',
      label: t('team.members.columns.lastSignIn'),
      nowrap: true,
      cell: (m) =>
        m.last_sign_in_at
          ? format.date(m.last_sign_in_at, { dateStyle: 'medium', timeStyle: 'short' })
          : t('team.members.never'),
    },
  ];

  const actions = (m: Member) => (
    <Group gap={4} wrap="nowrap">
      {m.status === 'active' ? (
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('team.members.deactivateLabel', { name: m.name })}
          onClick={() => setPending({ member: m, kind: 'deactivate' })}
        >
          {t('team.members.deactivate')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('team.members.reactivateLabel', { name: m.name })}
          loading={change.isPending && change.variables?.id === m.id}
          onClick={() => act({ id: m.id, status: 'active' })}
        >
          {t('team.members.reactivate')}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('team.members.removeLabel', { name: m.name })}
        onClick={() => setPending({ member: m, kind: 'remove' })}
      >
        {t('team.members.remove')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="xl">
      <div>
        <PageHeader {...heading} />
        {members.isPending ? (
          <PageLoader />
        ) : members.isError ? (
          <QueryErrorAlert
            message={members.error instanceof ApiError ? members.error.message : t('team.loadFailed')}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <Paper withBorder radius="md" p="md">
            <ListView
              rows={members.data}
              columns={columns}
              rowKey={(m) => m.id}
              actions={actions}
              actionsLabel={t('team.members.columns.actions')}
              busy={members.isFetching}
              emptyText=""
              minWidth={MEMBERS_TABLE_WIDTH}
            />
          </Paper>
        )}
      </div>
      {members.isError ? null : <InvitationsPanel />}
      {pending ? (
        <ConfirmModal
          title={t(`team.members.${pending.kind}Title`, { name: pending.member.name })}
          body={t(`team.members.${pending.kind}Body`, { name: pending.member.name })}
          confirmLabel={t(`team.members.${pending.kind}`)}
          busy={change.isPending}
          onClose={() => setPending(null)}
          onConfirm={() =>
            act(
              pending.kind === 'remove'
                ? { id: pending.member.id, remove: true }
                : { id: pending.member.id, status: 'deactivated' },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
