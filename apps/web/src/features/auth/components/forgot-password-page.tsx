import { resetLinkRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { routePath } from '@/lib/paths.ts';
import { useResetLinkMutation } from '../api/auth-queries.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

type ForgotInput = z.input<typeof resetLinkRequestSchema>;
type ForgotOutput = z.output<typeof resetLinkRequestSchema>;

/** /password/forgot: e-mails a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const resetLink = useResetLinkMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(resetLinkRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    setSent(null);
    try {
      const answer = await resetLink.mutateAsync(values);
      setSent(answer.user_message);
    } catch (error) {
      setFormError(failure(error, form.setError, ['email']));
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formError} />
          {sent ? <FormAlert messages={[sent]} color="green" /> : null}
          <TextInput
            type="email"
            label={t('auth.forgot.email')}
            autoComplete="email"
            required
            error={errorText(errors.email)}
            {...form.register('email')}
          />
          <Button type="submit" loading={resetLink.isPending} fullWidth>
            {t('auth.forgot.submit')}
          </Button>
          <Anchor component={Link} to={routePath('login')} size="sm" ta="center">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
