import { type LoginChallenge, verifyCodeRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MailIcon } from '@/components/icons.tsx';
import { openTextModal } from '@/components/modals/app-modals.ts';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { useResendCodeMutation, useVerifyCodeMutation } from '../api/auth-queries.ts';
import { FormAlert } from './form-alert.tsx';

const codeFormSchema = verifyCodeRequestSchema.pick({ code: true });
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeFormOutput = z.output<typeof codeFormSchema>;

export function VerificationCodeForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: LoginChallenge;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const verify = useVerifyCodeMutation();
  const resend = useResendCodeMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<CodeFormInput, unknown, CodeFormOutput>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The step replaces the credentials form: move the focus to the one field it asks for.
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError([]);
    try {
      await verify.mutateAsync({ challenge: challenge.challenge, code });
      onSignedIn();
    } catch (error) {
      setFormError(failure(error, form.setError, ['code']));
    }
  });

  function showHelp() {
    void openTextModal({ title: t('auth.verify.helpTitle'), paragraphs: [t('auth.verify.helpBody')] });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<MailIcon />}>
          {t('messages.verificationCodeSent')}
        </Alert>
        <FormAlert messages={formError} />
        <TextInput
          label={t('auth.verify.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={errorText(errors.code)}
          {...form.register('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t('auth.verify.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => resend.mutate({ challenge: challenge.challenge })}
            disabled={resend.isPending}
          >
            {t('auth.verify.resend')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={showHelp}>
            {t('auth.verify.help')}
          </Anchor>
        </Group>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
          {t('auth.verify.otherAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
