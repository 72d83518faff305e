import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, supportRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { AlertIcon } from '@/components/icons.tsx';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useGuardedClose } from '@/lib/unsaved-changes-guard.tsx';
import { useSendSupportRequest } from '../api/help-api.ts';

const formSchema = supportRequestSchema.pick({ subject: true, message: true });
type SupportInput = z.input<typeof formSchema>;
type SupportOutput = z.output<typeof formSchema>;

/**
 * The support form (subject, message); the request carries the path the user is on. Closing it with
 * something typed asks first; sending closes it.
 */
export function SupportRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const close = useGuardedClose(opened && dirty, onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={t('help.support.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? (
        <SupportRequestForm
          onDirtyChange={setDirty}
          onDone={() => {
            setDirty(false);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

export function SupportRequestForm({
  onDone,
  onDirtyChange,
}: {
  onDone: () => void;
  /** Told whether something is typed, for the modal's close. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const send = useSendSupportRequest();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<SupportInput, unknown, SupportOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    try {
      const answer = await send.mutateAsync({ ...values, page });
      notifySuccess(answer.user_message);
      onDone();
    } catch (error) {
      setFormError(failure(error, form.setError, ['subject', 'message']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('help.support.intro')}
        </Text>
        {formError.length > 0 ? (
          <Alert color="red" icon={<AlertIcon />} role="alert" variant="light">
            {formError.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        ) : null}
        <TextInput
          label={t('help.support.subject')}
          required
          maxLength={SUPPORT_SUBJECT_MAX}
          error={errorText(errors.subject)}
          data-autofocus
          {...form.register('subject')}
        />
        <Textarea
          label={t('help.support.message')}
          placeholder={t('help.support.messagePlaceholder')}
          required
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          error={errorText(errors.message)}
          {...form.register('message')}
        />
        <Text size="xs" c="dimmed">
          {t('help.support.page', { page })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('help.support.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('help.support.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
