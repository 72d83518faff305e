import { changePasswordRequestSchema } from '@cakemix/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageHeader } from '@/components/page-header.tsx';
import { PasswordField } from '@/components/password-field.tsx';
import { useFieldErrorText, useSubmissionErrors } from '@/lib/form-errors.ts';
import { useChangePasswordMutation } from '../api/auth-queries.ts';
import { FormAlert } from './form-alert.tsx';

type ChangeInput = z.input<typeof changePasswordRequestSchema>;
type ChangeOutput = z.output<typeof changePasswordRequestSchema>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangeInput = { current_password: '', password: '', password_confirmation: '' };

/** /password/change (route password.change). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failure = useSubmissionErrors();
  const change = useChangePasswordMutation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<ChangeInput, unknown, ChangeOutput>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError([]);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      setFormError(failure(error, form.setError, FIELDS));
    }
  });

  return (
    <Stack maw={520}>
      <PageHeader title={t('auth.change.title')} description={t('auth.change.intro')} />
      <Paper withBorder radius="lg" p="xl">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert messages={formError} />
            <PasswordField
              label={t('auth.change.current')}
              autoComplete="current-password"
              required
              error={errorText(errors.current_password)}
              {...form.register('current_password')}
            />
            <PasswordField
              label={t('auth.change.password')}
              autoComplete="new-password"
              required
              error={errorText(errors.password)}
              {...form.register('password')}
            />
            <PasswordField
              label={t('auth.change.confirmation')}
              autoComplete="new-password"
              required
              error={errorText(errors.password_confirmation)}
              {...form.register('password_confirmation')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('auth.change.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
