import {
  CONFIRMATION_NOTE_LIMIT,
  describeFinding,
  findingSubject,
  formatFindingFigure,
  message,
  type PlausibilityFinding,
} from '@cakemix/core';
import { Button, Group, Paper, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '@/components/icons.tsx';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { usePlausibility } from './plausibility-context.tsx';

const ICON = { width: 14, height: 14, 'aria-hidden': true, style: { verticalAlign: '-2px' } } as const;

/**
 * What a field says of its figure, as the field's description (read with the field by screen readers): why
 * it is unusual, or that it was confirmed, with the note. In a table cell (`compact`), only the mark shows;
 * the words are for screen readers, and the table's list below says them in full.
 */
export function FindingNote({
  finding,
  compact = false,
}: {
  finding: PlausibilityFinding;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sentence = describeFinding(finding, lang);
  const mark = finding.confirmed ? (
    <Text span size="xs" c="teal" fw={600}>
      <CheckIcon {...ICON} /> {t('properties.plausibility.confirmedTitle')}
    </Text>
  ) : (
    <Text span size="xs" c="orange" fw={600}>
      <AlertIcon {...ICON} /> {t('properties.plausibility.title')}
    </Text>
  );
  const words = `${sentence}${
    finding.confirmed && finding.confirmation
      ? ` ${t('properties.plausibility.confirmedNote', { note: finding.confirmation.note })}`
      : ''
  }`;
  return (
    <Text span size="xs" display="block" data-testid="plausibility-note">
      {mark} {compact ? <VisuallyHidden>{words}</VisuallyHidden> : words}
    </Text>
  );
}

/**
 * The analyst's answer to a warning: confirm the figure with a note (why it is right), change the note, or
 * withdraw it. A confirmation given for another figure of the field says so, and asks again.
 */
export function FindingActions({ finding }: { finding: PlausibilityFinding }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { readOnly, setNote } = usePlausibility();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;
  // The note field opens because the reader asked for it: it is where they type next.
  useEffect(() => {
    if (editing) noteRef.current?.focus();
  }, [editing]);
  const { confirmation, confirmed } = finding;
  const stale = confirmation !== null && !confirmed;

  const status = stale ? (
    <Text size="xs" c="orange">
      {t('properties.plausibility.staleNote', {
        figure: formatFindingFigure(finding, confirmation.figure, lang),
        note: confirmation.note,
      })}
    </Text>
  ) : null;
  if (readOnly) return status;

  if (draft !== null) {
    const save = () => {
      const note = draft.trim();
      if (!note) {
        setError(message('fieldRequired', lang));
        return;
      }
      setNote(finding, note);
      setDraft(null);
      setError(null);
    };
    return (
      <Stack gap={6}>
        <Textarea
          ref={noteRef}
          label={t('properties.plausibility.noteLabel')}
          description={t('properties.plausibility.noteHint')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={CONFIRMATION_NOTE_LIMIT}
          rows={3}
          required
          error={error}
        />
        <Group gap="xs">
          <Button size="xs" onClick={save}>
            {t('properties.plausibility.save')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setDraft(null);
              setError(null);
            }}
          >
            {t('properties.plausibility.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={4} align="flex-start">
      {status}
      {confirmed ? (
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => setDraft(confirmation?.note ?? '')}>
            {t('properties.plausibility.editNote')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setNote(finding, null)}>
            {t('properties.plausibility.withdraw')}
          </Button>
        </Group>
      ) : (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          onClick={() => setDraft(confirmation?.note ?? '')}
        >
          {t('properties.plausibility.confirm')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The warnings of a table's fields, in words, under the table (a phone scrolls a table sideways; this list
 * does not): what each is about, why it is unusual, and the way to answer it.
 */
export function FindingsList({
  findings,
  title,
}: {
  findings: readonly PlausibilityFinding[];
  /** The list's heading; by default, a table's. */
  title?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  if (findings.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="sm" id={titleId}>
        {title ?? t('properties.plausibility.listTitle')}
      </Title>
      {findings.map((finding) => (
        <Paper key={finding.key} withBorder radius="md" p="sm" data-testid={`finding-${finding.key}`}>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {findingSubject(finding, lang)}
            </Text>
            <FindingNote finding={finding} />
            <FindingActions finding={finding} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The warnings of the fields under a path (a table's), listed under it. */
export function TableFindings({ under }: { under: string }) {
  const { findings } = usePlausibility();
  return <FindingsList findings={findings.filter((finding) => finding.path.startsWith(`${under}.`))} />;
}

/** For the live estimate: how many warnings wait for an answer, on any step. */
export function PendingFindings() {
  const { t } = useTranslation();
  const { findings } = usePlausibility();
  const pending = findings.filter((finding) => !finding.confirmed).length;
  if (pending === 0) return null;
  return (
    <Stack gap={2} data-testid="estimate-findings">
      <Text size="xs" c="orange" fw={600}>
        <AlertIcon {...ICON} /> {t('properties.plausibility.pending', { count: pending })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('properties.plausibility.pendingHint')}
      </Text>
    </Stack>
  );
}
