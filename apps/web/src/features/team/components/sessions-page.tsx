import type { Session } from '@cakemix/core';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
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
import { useEndSession, useSessions } from '../api/team-api.ts';
import { deviceOf } from './device.ts';

const SESSIONS_TABLE_WIDTH = 860;

/** /sessions: where the person is signed in, and ending any of those sessions (issue 30). */
export function SessionsPage() {
  const heading = usePageHeading('account.sessions');
  const { t } = useTranslation();
  const format = useFormat();
  const sessions = useSessions();
  const end = useEndSession();
  const device = (s: Session) => {
    const found = deviceOf(s.user_agent);
    return found ? t('team.sessions.device', found) : (s.user_agent ?? t('team.sessions.unknown'));
  };
  const when = (value: string | null) =>
    value ? format.date(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const columns: ListColumn<Session>[] = [
    {
      key: 'device',
      label: t('team.sessions.columns.device'),
      title: true,
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm">{device(s)}</Text>
          {s.current ? (
            <Badge variant="light" w="fit-content">
              {t('team.sessions.current')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    { key: 'address', label: t('team.sessions.columns.address'), cell: (s) => s.ip_address ?? '—' },
    {
      key: 'started',
      label: t('team.sessions.columns.started'),
      nowrap: true,
      cell: (s) => when(s.created_at),
    },
    {
      key: 'lastUsed',
      label: t('team.sessions.columns.lastUsed'),
      nowrap: true,
      cell: (s) => when(s.last_used_at),
    },
  ];
  return (
    <Stack gap="md">
      <PageHeader {...heading} />
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <QueryErrorAlert
          message={sessions.error instanceof ApiError ? sessions.error.message : t('team.loadFailed')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          <ListView
            rows={sessions.data}
            columns={columns}
            rowKey={(s) => s.id}
            actionsLabel={t('team.sessions.columns.actions')}
            actions={(s) =>
              s.current ? null : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('team.sessions.endLabel', { device: device(s) })}
                  loading={end.isPending && end.variables === s.id}
                  onClick={() =>
                    end.mutate(s.id, {
                      onError: (error) =>
                        notifyError(error instanceof ApiError ? error.message : String(error)),
                    })
                  }
                >
                  {t('team.sessions.end')}
                </Button>
              )
            }
            busy={sessions.isFetching}
            emptyText=""
            minWidth={SESSIONS_TABLE_WIDTH}
          />
        </Paper>
      )}
    </Stack>
  );
}
