import {
  AUDIT_TEXTS,
  type AuditEntry,
  auditActorText,
  auditFieldLabel,
  auditRecordText,
  auditValueText,
  formatDate,
  type Language,
} from '@cakemix/core';

/**
 * A CSV cell: quoted, its quotes doubled; one starting like a formula (= + - @, tab, return) is prefixed with
 * an apostrophe, so a spreadsheet shows the text a person typed instead of running it.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line, in the reader's language; a byte-order mark first so spreadsheets read UTF-8. */
export function csvHeader(lang: Language): string {
  const t = AUDIT_TEXTS[lang].csv;
  return `\uFEFF${line([t.date, t.person, t.recordType, t.record, t.action, t.field, t.before, t.after])}`;
}

/** An entry's lines: one per changed field (one line for a creation or deletion without fields). */
export function csvLines(entry: AuditEntry, lang: Language): string {
  const t = AUDIT_TEXTS[lang];
  const common = [
    formatDate(entry.created_at, lang, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }),
    auditActorText(entry, lang),
    t.recordTypes[entry.record_type],
    auditRecordText(entry, lang),
    t.actions[entry.action],
  ];
  if (entry.changes.length === 0) return line([...common, '', '', '']);
  return entry.changes
    .map((change) =>
      line([
        ...common,
        auditFieldLabel(entry.record_type, change.field, lang),
        auditValueText(change.old, lang, change.field),
        auditValueText(change.new, lang, change.field),
      ]),
    )
    .join('');
}
