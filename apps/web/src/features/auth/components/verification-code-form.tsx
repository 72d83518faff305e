import {
  CODE_RESEND_COOLDOWN_SECONDS,
  formatWait,
  type LoginChallenge,
  verifyCodeRequestSchema,
} from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MailIcon } from '@/components/icons.tsx';
import { openTextModal } from '@/components/modals/app-modals.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { useResendCodeMutation, useVerifyCodeMutation } from '../api/auth-queries.ts';
import { FormAlert } from './form-alert.tsx';

const codeFormSchema = verifyCodeRequestSchema.pick({ code: true });

/**
 * Whole seconds left until `until` (a time in ms), 0 once it has passed; the component renders again as
 * each second goes by, so the count it shows moves on its own.
 */
export function useSecondsUntil(until: number): number {
  const [, setTick] = useState(0);
  const left = until - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    // Next render when the whole number of seconds left changes.
    const timer = setTimeout(() => setTick((tick) => tick + 1), left % 1000 || 1000);
    return () => clearTimeout(timer);
  });
  return Math.max(0, Math.ceil(left / 1000));
}

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
  const lang = useLanguage();
  const [formError, setFormError] = useState<string[]>([]);
  // A code was just sent (the challenge came with it): a new one may be asked for after the cooldown.
  const [resendAt, setResendAt] = useState(() => Date.now() + CODE_RESEND_COOLDOWN_SECONDS * 1000);
  const wait = useSecondsUntil(resendAt);
  const restartWait = () => setResendAt(Date.now() + CODE_RESEND_COOLDOWN_SECONDS * 1000);
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
            onClick={() =>
              resend.mutate(
                { challenge: challenge.challenge },
                {
                  onSuccess: restartWait,
                  onError: (error) => {
                    if (error instanceof ApiError && error.type === 'too_many_requests') restartWait();
                  },
                },
              )
            }
            disabled={resend.isPending || wait > 0}
          >
            {wait > 0 ? t('auth.verify.resendIn', { wait: formatWait(wait, lang) }) : t('auth.verify.resend')}
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
