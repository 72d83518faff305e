import { REPORT_TITLE_MAX, type Report, renameReportSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useGuardedClose } from '@/lib/unsaved-changes-guard.tsx';
import { useReportActions } from '../api/reports-queries.ts';

type RenameInput = z.input<typeof renameReportSchema>;
type RenameOutput = z.output<typeof renameReportSchema>;

/**
 * "Rename" on a report's top bar (editors): a dialog with the title, checked like the server does; closing
 * it with a changed title asks first.
 */
export function RenameReportButton({ report }: { report: Report }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const close = useGuardedClose(open && dirty, () => {
    setDirty(false);
    setOpen(false);
  });
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('reports.rename.button')}
      </Button>
      <Modal opened={open} onClose={close} title={t('reports.rename.title')} size="lg">
        {open ? (
          <RenameForm
            report={report}
            onCancel={close}
            onDirtyChange={setDirty}
            onDone={() => {
              setDirty(false);
              setOpen(false);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function RenameForm({
  report,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  report: Report;
  /** After the rename. */
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const { rename } = useReportActions(report);
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<RenameInput, unknown, RenameOutput>({
    resolver: zodResolver(renameReportSchema),
    defaultValues: { title: report.title },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async ({ title }) => {
    setFormError([]);
    try {
      const renamed = await rename.mutateAsync(title);
      notifySuccess(t('reports.rename.renamed', { title: renamed.title }));
      onDone();
    } catch (error) {
      setFormError(failure(error, form.setError, ['title']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {formError.join(' ')}
          </Alert>
        ) : null}
        <TextInput
          label={t('reports.rename.label')}
          required
          data-autofocus
          maxLength={REPORT_TITLE_MAX}
          error={errorText(form.formState.errors.title)}
          {...form.register('title')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('reports.rename.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('reports.rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
