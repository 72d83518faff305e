import { type AuditEntry, auditFieldLabel, auditValueText } from '@cakemix/core';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n.ts';

/** How many changed fields an entry shows; a whole new property lists every answer, which says little. */
const SHOWN = 12;

/**
 * The fields an audit entry changed, named as their form labels them, each with its value before and after
 * (in the audit log and a record's history alike).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (entry.changes.length === 0) return null;
  const shown = entry.changes.slice(0, SHOWN);
  return (
    <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
      {shown.map((change) => (
        <List.Item key={change.field}>
          <Text span fw={600} size="sm">
            {t('history.field', { field: auditFieldLabel(entry.record_type, change.field, lang) })}
          </Text>{' '}
          {t('history.change', {
            before: auditValueText(change.old, lang, change.field),
            after: auditValueText(change.new, lang, change.field),
          })}
        </List.Item>
      ))}
      {entry.changes.length > SHOWN ? (
        <List.Item>
          <Text span size="sm" c="dimmed">
            {t('history.more', { count: entry.changes.length - SHOWN })}
          </Text>
        </List.Item>
      ) : null}
    </List>
  );
}
