import { AUDIT_TEXTS, auditActorText } from '@cakemix/core';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format.ts';
import { useLanguage } from '../lib/i18n/i18n.ts';
import type { useRecordHistory } from '../lib/record-history.ts';
import { AuditChanges } from './audit-changes.tsx';

/** The "History" panel of a property or brand profile: each change, who made it, and what it changed. */
export function RecordHistory({ history }: { history: ReturnType<typeof useRecordHistory> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useFormat();
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper component="section" withBorder radius="md" p="md" mt="xl" aria-labelledby="record-history-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={20} id="record-history-title">
            {t('history.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('history.intro')}
          </Text>
        </div>
        {history.isError ? <Text c="red">{t('history.loadFailed')}</Text> : null}
        {history.isSuccess && entries.length === 0 ? <Text>{t('history.empty')}</Text> : null}
        {entries.map((entry) => (
          <Stack key={entry.id} gap={2}>
            <Text size="sm">
              <Text span fw={600}>
                {format.date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
              {' · '}
              {t('history.entry', {
                action: AUDIT_TEXTS[lang].actions[entry.action],
                person: auditActorText(entry, lang),
              })}
            </Text>
            <AuditChanges entry={entry} />
          </Stack>
        ))}
        {history.hasNextPage ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {t('history.showMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
