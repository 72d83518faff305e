import {
  AUDIT_RECORD_TYPES,
  AUDIT_TEXTS,
  type AuditEntry,
  type AuditRecordType,
  auditActorText,
  auditRecordText,
} from '@cakemix/core';
import { Button, Grid, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditChanges } from '@/components/audit-changes.tsx';
import { IsoDateInput } from '@/components/iso-date-input.tsx';
import { ListView } from '@/components/list-page-body.tsx';
import type { ListColumn } from '@/components/list-table.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { QueryErrorAlert } from '@/components/query-error-alert.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useFormat } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { usePageHeading } from '@/lib/page-headings.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { useSession } from '@/lib/session.ts';
import { type AuditFilters, downloadAuditCsv, useAuditLog, useMembers } from '../api/team-api.ts';

const AUDIT_TABLE_WIDTH = 1000;

/** The filters' bar: person, kind of record, record number and days. */
function Filters({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const members = useMembers();
  const people = (members.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  return (
    <Grid align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('team.audit.person')}
          placeholder={t('team.audit.anyone')}
          data={people}
          clearable
          value={value.actor_id === undefined ? null : String(value.actor_id)}
          onChange={(id) => set({ actor_id: id ? Number(id) : undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('team.audit.recordType')}
          placeholder={t('team.audit.anyType')}
          data={AUDIT_RECORD_TYPES.map((type) => ({
            value: type,
            label: AUDIT_TEXTS[lang].recordTypes[type],
          }))}
          clearable
          value={value.record_type ?? null}
          onChange={(type) => set({ record_type: (type as AuditRecordType | null) ?? undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <NumberInput
          label={t('team.audit.recordId')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={value.record_id ?? ''}
          onChange={(id) => set({ record_id: typeof id === 'number' && id > 0 ? id : undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <IsoDateInput
          label={t('team.audit.from')}
          clearable
          value={value.from ?? null}
          onChange={(day) => set({ from: day ?? undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <IsoDateInput
          label={t('team.audit.to')}
          clearable
          value={value.to ?? null}
          onChange={(day) => set({ to: day ?? undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}

/** /audit-log: who changed what on the website, filtered and paged, and its CSV export (admins, issue 30). */
export function AuditPage() {
  const heading = usePageHeading('team.audit');
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const websiteId = useSession().user?.websiteId ?? 0;
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filters);
  const texts = AUDIT_TEXTS[lang];

  async function exportCsv() {
    setExporting(true);
    try {
      saveBlob(await downloadAuditCsv(websiteId, filters), t('team.audit.fileName'));
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('team.audit.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const columns: ListColumn<AuditEntry>[] = [
    {
      key: 'date',
      label: t('team.audit.columns.date'),
      nowrap: true,
      cell: (e) => format.date(e.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { key: 'person', label: t('team.audit.columns.person'), cell: (e) => auditActorText(e, lang) },
    {
      key: 'record',
      label: t('team.audit.columns.record'),
      title: true,
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {auditRecordText(e, lang)}
          </Text>
          <Text size="xs" c="dimmed">
            {texts.recordTypes[e.record_type]} · {e.record_id}
          </Text>
        </Stack>
      ),
    },
    { key: 'action', label: t('team.audit.columns.action'), cell: (e) => texts.actions[e.action] },
    {
      key: 'changes',
      label: t('team.audit.columns.changes'),
      minWidth: 320,
      cell: (e) => <AuditChanges entry={e} />,
    },
  ];

  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        {...heading}
        actions={
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            {t('team.audit.export')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Filters value={filters} onChange={setFilters} />
      </Paper>
      {log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        <QueryErrorAlert
          message={log.error instanceof ApiError ? log.error.message : t('team.loadFailed')}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          <ListView
            rows={entries}
            columns={columns}
            rowKey={(e) => e.id}
            actionsLabel=""
            busy={log.isFetching}
            emptyText={t('team.audit.none')}
            minWidth={AUDIT_TABLE_WIDTH}
          />
          {log.hasNextPage ? (
            <Group justify="center" mt="md">
              <Button
                variant="default"
                onClick={() => void log.fetchNextPage()}
                loading={log.isFetchingNextPage}
              >
                {t('team.audit.showMore')}
              </Button>
            </Group>
          ) : null}
        </Paper>
      )}
    </Stack>
  );
}
